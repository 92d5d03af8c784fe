import Foundation
import Testing

@testable import NotigenTestSupport

/// `notigen runtime --output DIR` on the built binary: the NotigenRuntime module's sources byte for byte, written,
/// checked and listed as `generate` does its outputs, from the checkout or from an installation.
@Suite struct CLIRuntimeTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    @Test func writesTheRuntimeSourcesByteForByteAndThenRewritesNothing() throws {
        let first = try workspace.notigen(["runtime", "--output", "Vendor/NotigenRuntime"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == (try Self.lines("wrote", in: "Vendor/NotigenRuntime")))
        let expected = try Dictionary(
            uniqueKeysWithValues: RuntimeBuild.sources().map { ($0.lastPathComponent, try Data(contentsOf: $0)) })
        #expect(try Self.contents(of: workspace.url("Vendor/NotigenRuntime")) == expected)
        let paths = try Self.names().map { "Vendor/NotigenRuntime/" + $0 }
        let dates = try paths.map { try workspace.modificationDate($0) }
        try workspace.write("ours\n", to: "Vendor/NotigenRuntime/README.md")
        Thread.sleep(forTimeInterval: 0.05)
        let second = try workspace.notigen(["runtime", "--output", "Vendor/NotigenRuntime"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput == (try Self.lines("unchanged", in: "Vendor/NotigenRuntime")))
        #expect(try paths.map { try workspace.modificationDate($0) } == dates)
        #expect(try workspace.read("Vendor/NotigenRuntime/README.md") == "ours\n", "other files are left alone")
        let quiet = try workspace.notigen(["runtime", "-o", "Vendor/NotigenRuntime", "--quiet"])
        #expect(quiet.status == 0 && quiet.standardOutput.isEmpty)
    }

    /// The folder is `R`: a one-character path, on which Foundation's `deletingLastPathComponent` traps on Linux.
    @Test func checkPassesWhenCurrentAndFailsWithADiffAfterAnEditOrADeletion() throws {
        #expect(try workspace.notigen(["runtime", "-o", "R"]).status == 0)
        let current = try workspace.notigen(["runtime", "-o", "R", "--check"])
        #expect(current.status == 0, "\(current.standardError)")
        #expect(current.standardOutput == (try Self.lines("current", in: "R")))
        let names = try Self.names()
        let original = try workspace.read("R/\(names[0])")
        try workspace.write(original + "// edited\n", to: "R/\(names[0])")
        try FileManager.default.removeItem(at: workspace.url("R/\(names[1])"))
        let stale = try workspace.notigen(["runtime", "-o", "R", "--check"])
        #expect(stale.status == 1)
        #expect(stale.standardOutput.contains("--- R/\(names[0])\n+++ R/\(names[0])\n@@ "))
        #expect(stale.standardOutput.contains("\n-// edited\n"))
        #expect(stale.standardOutput.contains("--- /dev/null\n+++ R/\(names[1])\n@@ "))
        #expect(
            stale.standardError == """
                notigen: error: R/\(names[0]) is out of date; run notigen runtime without --check to update it
                notigen: error: R/\(names[1]) is missing; run notigen runtime without --check to update it

                """)
        #expect(try workspace.read("R/\(names[0])") == original + "// edited\n", "--check writes nothing")
        #expect(!workspace.exists("R/\(names[1])"))
        let quiet = try workspace.notigen(["runtime", "-o", "R", "--check", "-q"])
        #expect(quiet.status == 1)
        #expect(quiet.standardOutput.isEmpty, "--quiet leaves out the diff")
    }

    @Test func dryRunWritesNothing() throws {
        let fresh = try workspace.notigen(["runtime", "-o", "R", "--dry-run"])
        #expect(fresh.status == 0, "\(fresh.standardError)")
        #expect(fresh.standardOutput == (try Self.lines("would write", in: "R")))
        #expect(!workspace.exists("R"))
        #expect(try workspace.notigen(["runtime", "-o", "R"]).status == 0)
        let names = try Self.names()
        try workspace.write("edited\n", to: "R/\(names[0])")
        let again = try workspace.notigen(["runtime", "-o", "R", "--dry-run"])
        #expect(
            again.standardOutput
                == "would write R/\(names[0])\n" + names.dropFirst().map { "unchanged R/\($0)\n" }.joined())
        #expect(try workspace.read("R/\(names[0])") == "edited\n")
        let both = try workspace.notigen(["runtime", "-o", "R", "--check", "--dry-run"])
        #expect(both.status == 64)
        #expect(try workspace.read("R/\(names[0])") == "edited\n")
    }

    /// A spec argument, a missing `--output`, and an output folder that is a file (in every mode) or cannot be
    /// created: a usage error (64) or one `notigen: error:` line (1), and nothing written.
    @Test func misuseIsAClearError() throws {
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        let spec = try workspace.notigen(["runtime", "clock.yaml", "-o", "R"])
        #expect(spec.status == 64)
        #expect(spec.standardError.hasPrefix("Error: Unexpected argument 'clock.yaml'\n"))
        let noOutput = try workspace.notigen(["runtime"])
        #expect(noOutput.status == 64)
        #expect(noOutput.standardError.hasPrefix("Error: Missing expected argument '--output <dir>'\n"))
        #expect(!workspace.exists("R") && !workspace.exists("Generated"))
        try workspace.write("", to: "file")
        for output in ["file", "file/sub"] {
            for mode in [[], ["--check"], ["--dry-run"]] {
                let result = try workspace.notigen(["runtime", "-o", output] + mode)
                #expect(result.status == 1, "\(output) \(mode)")
                #expect(result.standardOutput.isEmpty)
                #expect(result.standardError == "notigen: error: file: the output folder is a file\n")
            }
        }
        #expect(try workspace.read("file").isEmpty)
        if getuid() != 0 {
            let locked = workspace.url("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
            let result = try workspace.notigen(["runtime", "-o", "locked/R"])
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "notigen: error: locked/R: cannot create the output folder: Permission denied\n")
        }
        #expect(try workspace.notigen(["--help"]).standardOutput.contains("runtime"))
    }

    /// Installed as `make install` lays it out, the binary copies `<prefix>/share/notigen/Runtime` (marked here, to
    /// tell it from the checkout's); with neither an installation nor a checkout beside it, it says so.
    @Test func anInstalledBinaryCopiesTheInstalledSources() throws {
        let binary = workspace.url("prefix/bin/notigen")
        try FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.notigenBinary, to: binary)
        let lonely = try Command.capture(binary.path, ["runtime", "-o", "R"], in: workspace.root)
        #expect(lonely.status == 1)
        #expect(
            lonely.standardError.hasPrefix(
                "notigen: error: cannot find the runtime sources (looked for share/notigen/Runtime beside the binary"))
        #expect(!workspace.exists("R"))
        let installed = workspace.url("prefix/share/notigen/Runtime")
        // As `make install` lays it out: the runtime's Swift sources only (not its DocC catalog).
        try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
        for source in try RuntimeBuild.sources() {
            try FileManager.default.copyItem(at: source, to: installed.appendingPathComponent(source.lastPathComponent))
        }
        let marked = installed.appendingPathComponent(try Self.names()[0])
        try (try String(contentsOf: marked, encoding: .utf8) + "// installed\n").write(
            to: marked, atomically: true, encoding: .utf8)
        let result = try Command.capture(binary.path, ["runtime", "-o", "R"], in: workspace.root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try Self.contents(of: workspace.url("R")) == (try Self.contents(of: installed)))
    }

    /// The names of the runtime's sources in the checkout, sorted, as notigen lists them.
    private static func names() throws -> [String] {
        try RuntimeBuild.sources().map(\.lastPathComponent)
    }

    /// One line `STATE FOLDER/NAME` per runtime source, as notigen prints them.
    private static func lines(_ state: String, in folder: String) throws -> String {
        try names().map { "\(state) \(folder)/\($0)\n" }.joined()
    }

    /// Every file in `folder`, by name, with its bytes.
    private static func contents(of folder: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
    }
}
