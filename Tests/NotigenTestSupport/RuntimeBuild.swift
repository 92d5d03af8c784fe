import Foundation

/// `Sources/NotigenRuntime` built by swiftc as a module of its own, once per compiler setting, atomics path and test
/// run, into `.build/notigen-tests/runtime/<setting>` (`<setting>-apple` for the path Apple platforms compile), which
/// holds `NotigenRuntime.swiftmodule` and `libNotigenRuntime.so` (so generated code can be
/// type-checked, built and linked against it as a team's build would).
final class RuntimeBuild: @unchecked Sendable {
    static let shared = RuntimeBuild()

    /// One setting's runtime, built once under its own lock, so that different settings' runtimes build at once.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var folder: URL?
    }

    /// Which atomics the runtime is built with (`NotigenAtomic.swift`).
    enum Atomics: String, CaseIterable, Sendable {
        /// What the platform compiles: Synchronization's `Atomic` on Linux.
        case platform
        /// The path Apple platforms compile, selected on Linux by `-D NOTIGEN_PORTABLE_ATOMICS`.
        case apple

        var flags: [String] { self == .apple ? ["-D", "NOTIGEN_PORTABLE_ATOMICS"] : [] }
        var suffix: String { self == .apple ? "-apple" : "" }
    }

    private struct Key: Hashable {
        let setting: CompilerSetting
        let atomics: Atomics
    }

    private let entries = Dictionary(
        uniqueKeysWithValues: CompilerSetting.allCases.flatMap { setting in
            Atomics.allCases.map { (Key(setting: setting, atomics: $0), Entry()) }
        })
    private let root = Repository.root.appendingPathComponent(".build/notigen-tests/runtime")

    /// The runtime's source files, sorted.
    static func sources() throws -> [URL] {
        let folder = Repository.root.appendingPathComponent("Sources/NotigenRuntime")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0) }
    }

    /// The folder of the runtime built with `setting` (its library flags, and `-warnings-as-errors` or its
    /// exception) and `atomics`, without a diagnostic; built on first use.
    func folder(for setting: CompilerSetting, atomics: Atomics = .platform) throws -> URL {
        guard let entry = entries[Key(setting: setting, atomics: atomics)] else {
            preconditionFailure("no entry for \(setting)")
        }
        entry.lock.lock()
        defer { entry.lock.unlock() }
        if let folder = entry.folder { return folder }
        let folder = root.appendingPathComponent(setting.rawValue + atomics.suffix)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try Swiftc.run(
            setting.flags + atomics.flags + setting.strictness + [
                "-parse-as-library", "-emit-library", "-emit-module", "-module-name",
                "NotigenRuntime", "-emit-module-path", folder.appendingPathComponent("NotigenRuntime.swiftmodule").path,
                "-o", folder.appendingPathComponent("libNotigenRuntime.so").path,
            ] + setting.libraryFlags(module: "NotigenRuntime", in: folder) + (try Self.sources()).map(\.path))
        let unexpected = setting.unexpectedOutput(result.text)
        guard result.status == 0, unexpected.isEmpty else {
            throw SupportFailure(
                description: "the runtime does not build with \(setting.rawValue)\(atomics.suffix):\n\(unexpected)")
        }
        entry.folder = folder
        return folder
    }
}
