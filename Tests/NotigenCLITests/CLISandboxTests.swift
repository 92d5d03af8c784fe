import Foundation
import Testing

@testable import NotigenTestSupport

/// notigen as a Run Script phase under Xcode's user-script sandboxing, modelled by a real sandbox (`BuildSandbox`:
/// bubblewrap and strace): it reads only the declared specs, writes only the declared outputs and Xcode's temporary
/// folders, still writes nothing when nothing changed, and says which file to declare when one is missing.
@Suite struct CLISandboxTests {
    private let workspace: Workspace
    private let phase: XcodePhase

    init() throws {
        workspace = try Workspace()
        try workspace.write(Workspace.spec("Clock", "tick"), to: "MyApp/Specs/clock.yaml")
        try workspace.write(Workspace.spec("Bell", "ring"), to: "MyApp/Specs/bell.yaml")
        phase = XcodePhase(
            project: workspace.url("MyApp"), derivedData: workspace.url("DerivedData"),
            inputFiles: ["$(SRCROOT)/Specs/clock.yaml", "$(SRCROOT)/Specs/bell.yaml"],
            outputFiles: ["$(SRCROOT)/Generated/clock.swift", "$(SRCROOT)/Generated/bell.swift"])
    }

    /// The arguments of the phase's script: the specs come from the declared inputs.
    private var arguments: [String] {
        [
            "-o", phase.resolve("Generated"), "--depfile",
            phase.derivedFileFolder.appendingPathComponent("notigen.d").path,
        ]
    }

    /// First build, no-op build, build after a spec changed: each reads and writes only declared files; the outputs
    /// are what an unsandboxed run writes; a no-op build leaves them untouched; Xcode's folders keep only the depfile.
    @Test func aSandboxedPhaseTouchesOnlyItsDeclaredFiles() throws {
        let sandbox = try phase.sandbox()
        let first = try sandbox.run(
            Repository.notigenBinary.path, arguments, in: phase.project, environment: try phase.environment())
        #expect(first.status == 0, "\(first.output)")
        #expect(first.violations == [])
        try expectOutputsMatchAnUnsandboxedRun()
        let clock = "MyApp/Generated/clock.swift"
        let before = try workspace.modificationDate(clock)
        Thread.sleep(forTimeInterval: 0.05)
        let second = try sandbox.run(
            Repository.notigenBinary.path, arguments, in: phase.project, environment: try phase.environment())
        #expect(second.status == 0 && second.violations == [], "\(second.output)\n\(second.violations)")
        #expect(second.output.contains("unchanged \(phase.resolve(clock.dropFirst(6).description))"))
        #expect(try workspace.modificationDate(clock) == before)
        try workspace.write(Workspace.spec("Clock", "tock"), to: "MyApp/Specs/clock.yaml")
        let third = try sandbox.run(
            Repository.notigenBinary.path, arguments, in: phase.project, environment: try phase.environment())
        #expect(third.status == 0 && third.violations == [], "\(third.output)\n\(third.violations)")
        try expectOutputsMatchAnUnsandboxedRun()
        #expect(try FileManager.default.contentsOfDirectory(atPath: phase.derivedFileFolder.path) == ["notigen.d"])
        #expect(try workspace.read("DerivedData/DerivedSources/notigen.d").contains("clock.yaml"))
    }

    /// The same phase with sandboxing off, in the same sandbox: notigen locks the output folder and writes its
    /// temporary files beside the outputs, and both the sandbox and the trace catch it (the test can fail).
    @Test func anUnsandboxedRunIsCaughtByTheSandbox() throws {
        var unsandboxed = phase
        unsandboxed.sandboxed = false
        let result = try unsandboxed.sandbox().run(
            Repository.notigenBinary.path, arguments, in: phase.project, environment: try unsandboxed.environment())
        #expect(result.status == 1)
        #expect(result.output.contains("Read-only file system"), "\(result.output)")
        let generated = phase.resolve("Generated")
        #expect(result.violations.contains { $0.contains("\"\(generated)\"") && $0.contains("O_DIRECTORY") })
        #expect(result.violations.contains { $0.contains(".notigen-") })
    }

    /// An undeclared spec or output is refused before anything is read or written, in Xcode's error form, naming
    /// the phase setting to add it to.
    @Test func undeclaredFilesAreErrorsInXcodesForm() throws {
        var environment = try phase.environment()
        let extra = try workspace.write(Workspace.spec("Door", "open"), to: "MyApp/Specs/door.yaml")
        let spec = try workspace.notigen(
            [extra.path, "-o", phase.resolve("Generated")], in: "MyApp", environment: environment)
        #expect(spec.status == 1)
        #expect(
            spec.standardError.hasPrefix(
                "\(extra.path):1:1: error: not an input file of this Run Script phase, so Xcode's user script "
                    + "sandbox denies reading it; add it to the phase's Input Files"), "\(spec.standardError)")
        environment["SCRIPT_OUTPUT_FILE_1"] = ""
        environment["SCRIPT_OUTPUT_FILE_COUNT"] = "1"
        let output = try workspace.notigen(["-o", phase.resolve("Generated")], in: "MyApp", environment: environment)
        #expect(output.status == 1)
        #expect(
            output.standardError.hasPrefix(
                "\(phase.resolve("Generated/bell.swift")):1:1: error: not an output file of this Run Script phase"),
            "\(output.standardError)")
        #expect(!workspace.exists("MyApp/Generated"))
        let prune = try workspace.notigen(["-o", "Generated", "--prune"], in: "MyApp", environment: environment)
        #expect(prune.status == 1)
        #expect(prune.standardError.hasPrefix("error: --prune lists the output folder"), "\(prune.standardError)")
    }

    /// `--sandbox` outside Xcode: temporary files in TMPDIR, nothing else but the outputs touched.
    @Test func theSandboxFlagServesOtherSandboxes() throws {
        let outputs = ["clock", "bell"].map { phase.project.appendingPathComponent("Generated/\($0).swift") }
        let specs = ["clock", "bell"].map { phase.project.appendingPathComponent("Specs/\($0).yaml") }
        let temporary = workspace.url("tmp")
        let sandbox = BuildSandbox(
            project: phase.project, inputs: specs, outputs: outputs, temporaryFolders: [temporary])
        let result = try sandbox.run(
            Repository.notigenBinary.path, specs.map(\.path) + ["-o", phase.resolve("Generated"), "--sandbox"],
            in: workspace.root, environment: ["TMPDIR": temporary.path])
        #expect(result.status == 0 && result.violations == [], "\(result.output)\n\(result.violations)")
        try expectOutputsMatchAnUnsandboxedRun()
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// A sandboxed run takes no lock: it writes while another process holds the output folder's lock (an
    /// unsandboxed run would wait for it), and renames its temporary file from TMPDIR over the output when both are on
    /// one file system, leaving nothing behind.
    @Test func aSandboxedRunTakesNoLockAndRenamesWhereAllowed() throws {
        let folder = workspace.url("Gen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let temporary = workspace.url("tmp")
        let spec = phase.resolve("Specs/clock.yaml")
        let result = try workspace.notigen([spec, "-o", "Gen", "--sandbox"], environment: ["TMPDIR": temporary.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clock.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        let plain = try workspace.notigen([spec, "-o", "Plain"])
        #expect(plain.status == 0)
        let (sandboxed, unsandboxed) = (try workspace.read("Gen/clock.swift"), try workspace.read("Plain/clock.swift"))
        #expect(sandboxed == unsandboxed)
    }

    /// The outputs in `MyApp/Generated` are byte for byte what notigen writes unsandboxed from the same specs.
    private func expectOutputsMatchAnUnsandboxedRun() throws {
        let specs = ["clock", "bell"].map { phase.resolve("Specs/\($0).yaml") }
        let plain = try workspace.notigen(specs + ["-o", workspace.url("Plain").path])
        #expect(plain.status == 0, "\(plain.standardError)")
        for name in ["clock.swift", "bell.swift"] {
            #expect(try workspace.read("MyApp/Generated/" + name) == (try workspace.read("Plain/" + name)))
        }
    }
}
