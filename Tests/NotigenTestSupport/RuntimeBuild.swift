import Foundation

/// `Sources/NotigenRuntime` built by swiftc as a module of its own, once per compiler setting and test run, into
/// `.build/notigen-tests/runtime/<setting>`, which holds `NotigenRuntime.swiftmodule` and `libNotigenRuntime.so` (so generated code can be
/// type-checked, built and linked against it as a team's build would).
final class RuntimeBuild: @unchecked Sendable {
    static let shared = RuntimeBuild()

    /// One setting's runtime, built once under its own lock, so that different settings' runtimes build at once.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var folder: URL?
    }

    private let entries = Dictionary(uniqueKeysWithValues: CompilerSetting.allCases.map { ($0, Entry()) })
    private let root = Repository.root.appendingPathComponent(".build/notigen-tests/runtime")

    /// The runtime's source files, sorted.
    static func sources() throws -> [URL] {
        let folder = Repository.root.appendingPathComponent("Sources/NotigenRuntime")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0) }
    }

    /// The folder of the runtime built with `setting` (its library flags, and `-warnings-as-errors` or its
    /// exception) without a diagnostic; built on first use.
    func folder(for setting: CompilerSetting) throws -> URL {
        guard let entry = entries[setting] else { preconditionFailure("no entry for \(setting)") }
        entry.lock.lock()
        defer { entry.lock.unlock() }
        if let folder = entry.folder { return folder }
        let folder = root.appendingPathComponent(setting.rawValue)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try Swiftc.run(
            setting.flags + setting.strictness + [
                "-parse-as-library", "-emit-library", "-emit-module", "-module-name",
                "NotigenRuntime", "-emit-module-path", folder.appendingPathComponent("NotigenRuntime.swiftmodule").path,
                "-o", folder.appendingPathComponent("libNotigenRuntime.so").path,
            ] + setting.libraryFlags(module: "NotigenRuntime", in: folder) + (try Self.sources()).map(\.path))
        let unexpected = setting.unexpectedOutput(result.text)
        guard result.status == 0, unexpected.isEmpty else {
            throw SupportFailure(description: "the runtime does not build with \(setting.rawValue):\n\(unexpected)")
        }
        entry.folder = folder
        return folder
    }
}
