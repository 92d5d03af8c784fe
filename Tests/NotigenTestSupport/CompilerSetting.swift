import Testing

/// The compiler settings generated code must build under without a diagnostic: the compatibility matrix of the
/// README. Each adds `-warnings-as-errors`.
enum CompilerSetting: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case swift6
    case swift6MainActor = "swift6-mainactor"
    case xcode26App = "xcode26-app"
    case internalImports = "internal-imports"
    case swift5
    case swift5MainActor = "swift5-mainactor"

    /// The flags of the setting, as the README's compatibility table lists them.
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
        }
    }

    var testDescription: String { rawValue }
}
