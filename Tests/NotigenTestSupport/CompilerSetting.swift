import Foundation
import Testing

/// The compiler settings generated code must build under without a diagnostic: the compatibility matrix of
/// docs/COMPATIBILITY.md. Each adds `-warnings-as-errors` (see `strictness` for the one exception).
enum CompilerSetting: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case swift6
    case swift6MainActor = "swift6-mainactor"
    case xcode26App = "xcode26-app"
    case internalImports = "internal-imports"
    case swift5
    case swift5MainActor = "swift5-mainactor"
    case libraryEvolution = "library-evolution"

    /// The flags of the setting, as the table of docs/COMPATIBILITY.md lists them, for every module; library
    /// modules add `libraryFlags(module:in:)`.
    var flags: [String] {
        let swift6 = ["-swift-version", "6", "-strict-concurrency=complete"]
        let mainActor = ["-default-isolation", "MainActor"]
        let approachable = [
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
            "-enable-upcoming-feature", "InferIsolatedConformances",
        ]
        switch self {
        case .swift6: return swift6
        case .swift6MainActor: return swift6 + mainActor
        case .xcode26App: return swift6 + mainActor + approachable
        case .internalImports: return swift6 + ["-enable-upcoming-feature", "InternalImportsByDefault"]
        case .swift5: return ["-swift-version", "5"]
        case .swift5MainActor: return ["-swift-version", "5"] + mainActor + approachable
        // One diagnostic per line (with its source lines below it), so that `unexpectedOutput(_:)` can read them.
        case .libraryEvolution: return swift6 + ["-diagnostic-style", "llvm"]
        }
    }

    /// What a library module `module` built into `folder` adds: for library-evolution, what an XCFramework's
    /// `BUILD_LIBRARY_FOR_DISTRIBUTION` does (library evolution, the module's public and SPI interfaces written
    /// beside it) and the compiler's check that both interfaces build again (`-verify-emitted-module-interface`),
    /// with the module itself, which `-emit-module-interface-path` needs; nothing for the other settings.
    func libraryFlags(module: String, in folder: URL) -> [String] {
        guard self == .libraryEvolution else { return [] }
        let path = folder.appendingPathComponent(module).path
        return [
            "-enable-library-evolution", "-emit-module", "-emit-module-path", path + ".swiftmodule",
            "-emit-module-interface-path", path + ".swiftinterface", "-emit-private-module-interface-path",
            path + ".private.swiftinterface", "-verify-emitted-module-interface",
        ]
    }

    /// `-warnings-as-errors`, except under library evolution on Linux, whose toolchain builds Foundation and
    /// Dispatch without library evolution (Apple's SDKs build them with it), so that swiftc warns at every public
    /// import of them that binary compatibility cannot be guaranteed; there `unexpectedOutput(_:)` drops exactly
    /// those warnings and every other diagnostic still fails the build.
    var strictness: [String] {
        #if os(Linux)
            if self == .libraryEvolution { return [] }
        #endif
        return ["-warnings-as-errors"]
    }

    /// swiftc's `output` without the warnings that `strictness` explains; empty when the build was clean.
    func unexpectedOutput(_ output: String) -> String {
        guard strictness.isEmpty else { return output }
        var kept: [Substring] = []
        var dropping = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.wholeMatch(of: #/(.*:\d+:\d+: )?(error|warning|note|remark): .*/#) != nil {
                dropping = Self.isToolchainModuleWarning(line)
            }
            if !dropping { kept.append(line) }
        }
        return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `line` is the warning at a public import of a module of the toolchain built without library
    /// evolution.
    private static func isToolchainModuleWarning(_ line: Substring) -> Bool {
        ["Foundation", "FoundationEssentials", "Dispatch"].contains { module in
            line.contains(": warning: module '\(module)' was not compiled with library evolution support; ")
        }
    }

    var testDescription: String { rawValue }
}
