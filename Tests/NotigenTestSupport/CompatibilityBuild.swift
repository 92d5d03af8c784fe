import Foundation
import NotigenCore
import Testing

/// A build under one compiler setting, as a team's build would do it: library modules and programs made by swiftc
/// with the setting's flags and `-warnings-as-errors`, against the NotigenRuntime built with the same setting, in a
/// temporary folder of their own (removed when the build is released). Programs find their libraries by rpath and
/// run with a time limit.
final class CompatibilityBuild {
    /// `Tests/Compatibility`: the programs and specs these builds use.
    static let sources = Repository.root.appendingPathComponent("Tests/Compatibility")

    /// How a program ended, and what it printed on its standard output and error.
    struct Run: CustomStringConvertible {
        var status: Int32
        var reason: Process.TerminationReason
        var timedOut: Bool
        var output: String

        var succeeded: Bool { !timedOut && reason == .exit && status == 0 }

        var description: String {
            let end = timedOut ? "timed out" : reason == .exit ? "exit \(status)" : "signal \(status)"
            return "\(end)\n\(output)"
        }
    }

    let setting: CompilerSetting
    let folder: URL
    private let runtime: URL

    /// A build under `setting`, against the runtime built with `atomics`.
    init(_ setting: CompilerSetting, atomics: RuntimeBuild.Atomics = .platform) throws {
        self.setting = setting
        runtime = try RuntimeBuild.shared.folder(for: setting, atomics: atomics)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-compat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The Swift files `Tests/Compatibility/Shared`, built into every program beside its `main.swift`.
    static func sharedSources() throws -> [URL] {
        let shared = sources.appendingPathComponent("Shared")
        return try FileManager.default.contentsOfDirectory(atPath: shared.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { shared.appendingPathComponent($0) }
    }

    /// Generates the code of `spec` with the checkout's templates into the folder; returns the files written.
    func generate(_ spec: URL) throws -> [URL] {
        let source = SpecSource(path: spec.lastPathComponent, bytes: [UInt8](try Data(contentsOf: spec)))
        return try Repository.generate([source], into: folder)
    }

    /// Builds `sources` into the library module `module` (`lib<module>.so` in the folder, and `<module>.swiftmodule`
    /// when other modules import it or the setting's library flags write its interfaces), linked with the runtime
    /// and the folder's `libraries`, with each of `conditions` set (`-D`) for its `#if`s; `wholeModule` compiles
    /// it in one frontend job (`-wmo`), which a module of hundreds of files needs (a job per file parses them all).
    func library(
        _ module: String, _ sources: [URL], packageName: String? = nil, linking libraries: [String] = [],
        imported: Bool = true, defining conditions: [String] = [], wholeModule: Bool = false
    ) throws -> Swiftc.Output {
        let modulePath = folder.appendingPathComponent(module + ".swiftmodule").path
        let libraryFlags = setting.libraryFlags(module: module, in: folder)
        let interface = imported && libraryFlags.isEmpty ? ["-emit-module", "-emit-module-path", modulePath] : []
        return try compile(
            flags(packageName: packageName, libraries: libraries)
                + conditions.flatMap { ["-D", $0] } + (wholeModule ? ["-wmo"] : [])
                + ["-parse-as-library", "-emit-library", "-module-name", module] + interface + libraryFlags
                + ["-o", folder.appendingPathComponent("lib\(module).so").path] + sources.map(\.path))
    }

    /// Builds `sources`, whose first is a `main.swift`, into the program `name` in the folder, linked with the
    /// runtime and the folder's `libraries`, which it finds at run time by rpath.
    func executable(
        _ name: String, _ sources: [URL], packageName: String? = nil, linking libraries: [String] = []
    ) throws -> Swiftc.Output {
        try compile(
            flags(packageName: packageName, libraries: libraries) + [
                "-module-name", name, "-o", folder.appendingPathComponent(name).path,
                "-Xlinker", "-rpath", "-Xlinker", runtime.path, "-Xlinker", "-rpath", "-Xlinker", folder.path,
            ] + sources.map(\.path))
    }

    /// Runs the program `name` of the folder; terminates it when it has not ended after `timeout` seconds.
    func run(_ name: String, timeout: TimeInterval = 600) throws -> Run {
        let log = folder.appendingPathComponent(name + ".log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = folder.appendingPathComponent(name)
        process.standardOutput = handle
        process.standardError = handle
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let timedOut = ended.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            process.terminate()
            ended.wait()
        }
        let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return Run(
            status: process.terminationStatus, reason: process.terminationReason, timedOut: timedOut, output: output)
    }

    /// Expects swiftc to have succeeded without printing anything (no warning, no note); `what` names what it
    /// built. Returns whether it did.
    @discardableResult
    static func expectClean(
        _ result: Swiftc.Output, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        let clean = result.status == 0 && result.text.isEmpty
        #expect(clean, "\(what): swiftc exited \(result.status)\n\(result.text)", sourceLocation: sourceLocation)
        return clean
    }

    /// Runs swiftc with `arguments`; its output is what the setting does not accept (see
    /// `CompilerSetting.unexpectedOutput(_:)`).
    private func compile(_ arguments: [String]) throws -> Swiftc.Output {
        var result = try Swiftc.run(arguments)
        result.text = setting.unexpectedOutput(result.text)
        return result
    }

    /// The setting's flags, `-warnings-as-errors` (or its exception), the package name, and the runtime's and the
    /// folder's modules and libraries.
    private func flags(packageName: String?, libraries: [String]) -> [String] {
        setting.flags + setting.strictness + (packageName.map { ["-package-name", $0] } ?? []) + [
            "-I", runtime.path, "-I", folder.path, "-L", runtime.path, "-L", folder.path, "-lNotigenRuntime",
        ] + libraries.map { "-l" + $0 }
    }
}

extension CompatibilityBuild {
    /// Builds a fixture's generated code and `usage.swift` as the library `GoldenFixture`, after its stubs (as
    /// modules of their own, each expected clean), with each of `conditions` set (`-D`).
    func fixtureLibrary(_ fixture: Fixture, defining conditions: [String] = []) throws -> Swiftc.Output {
        let stubModules = fixture.stubs.map { $0.deletingPathExtension().lastPathComponent }
        for (stub, module) in zip(fixture.stubs, stubModules) {
            try Self.expectClean(library(module, [stub]), "\(fixture.name)/Stubs/\(module)")
        }
        let files =
            try fixture.writeOutput(to: folder.appendingPathComponent("Generated"))
            + (fixture.usage.map { [$0] } ?? [])
        return try library(
            "GoldenFixture", files, packageName: "NotigenTests", linking: stubModules, imported: false,
            defining: conditions)
    }
}
