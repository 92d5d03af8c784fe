/// One feature of a spec, as issue 34's combination generator composes them: the lines it adds at the spec's root,
/// to a notifier, to its first case, and to that case's payload (its success, when the case is a result). Every spec
/// key at every level it is allowed is one feature, and so is each kind of app type a payload may hold
/// (`CompositionTypes.source` declares them).
struct CompositionFeature: Sendable, CustomStringConvertible {
    let name: String
    var root: [String] = []
    var notifier: [String] = []
    var firstCase: [String] = []
    var fields: [String] = []
    /// Whether the first case is a `result:` case.
    var isResult = false

    var description: String { name }

    /// The flag the conditions of the features test (`if:`), built with and without `-D`.
    static let flag = "NOTIGEN_COMPOSITION_FLAG"

    /// Every feature: the spec keys at the root, a notifier, a case and a field, then the app types.
    static let all: [CompositionFeature] = [
        .init(name: "root access: public", root: ["access: public"]),
        .init(name: "root access: package", root: ["access: package"]),
        .init(name: "root allowUntyped", root: ["allowUntyped: [\"Bridges/*.m\"]"]),
        .init(name: "root module", root: ["module: \(CompositionTypes.module)"]),
        .init(name: "root imports", root: ["imports: [Dispatch]"]),
        .init(name: "root userInfo: fields", root: ["userInfo: fields"]),
        .init(name: "root delivery: foundation", root: ["delivery: foundation"]),
        .init(name: "root lintDirectives: false", root: ["lintDirectives: false"]),
        .init(name: "root messages: true", root: ["messages: true"]),
        .init(name: "notifier doc", notifier: ["doc: A notifier of the combination generator."]),
        .init(name: "notifier deprecated", notifier: ["deprecated: Use another notifier."]),
        .init(name: "notifier isolation: main", notifier: ["isolation: main"]),
        .init(name: "notifier userInfo: fields", notifier: ["userInfo: fields"]),
        .init(name: "notifier delivery: foundation", notifier: ["delivery: foundation"]),
        .init(name: "notifier messages: true", notifier: ["messages: true"]),
        .init(name: "notifier if", notifier: ["if: \(flag)"]),
        .init(name: "notifier sender", notifier: ["sender: CompSender"]),
        .init(name: "notifier oneHandler", notifier: ["oneHandler: true"]),
        .init(name: "case doc", firstCase: ["doc: The first case."]),
        .init(name: "case deprecated", firstCase: ["deprecated: Use b."]),
        .init(name: "case isolation: main", firstCase: ["isolation: main"]),
        .init(name: "case isolation: none", firstCase: ["isolation: none"]),
        .init(name: "case delivery: foundation", firstCase: ["delivery: foundation"]),
        .init(name: "case messages: true", firstCase: ["messages: true"]),
        .init(name: "case if", firstCase: ["if: \(flag)"]),
        .init(name: "case sender", firstCase: ["sender: \"CompSender?\""]),
        .init(name: "case sender: none", firstCase: ["sender: none"]),
        .init(name: "case name", firstCase: ["name: CompositionCase"]),
        .init(name: "case result", isResult: true),
        .init(
            name: "case result with two names", firstCase: ["name: { success: CompDone, failure: CompFailed }"],
            isResult: true),
        .init(name: "field default", fields: ["extra: { type: Int, default: 3 }"]),
        .init(name: "field doc", fields: ["documented: { type: String, doc: A documented field. }"]),
        .init(name: "field deprecated", fields: ["old: { type: \"Int?\", deprecated: Use id. }"]),
        .init(name: "field key", fields: ["keyed: { type: Double, key: keyed_value }"]),
        .init(name: "field in: object", fields: ["target: { type: CompSender, in: object }"]),
        .init(name: "field if", fields: ["trace: { type: \"String?\", if: \(flag) }"]),
        .init(name: "field optional", fields: ["note: \"String?\""]),
        .init(name: "field collections", fields: ["table: \"[String: [Int]]\"", "pair: \"(Int, String)?\""]),
        .init(name: "field Foundation values", fields: ["url: URL", "when: Foundation.Date", "data: \"Data?\""]),
        .init(name: "type Sendable final class", fields: ["ref: CompRef"]),
        .init(
            name: "type non-Sendable class (main-actor case)", firstCase: ["isolation: main"],
            fields: ["box: CompBox", "boxes: \"[CompBox]\""]),
        .init(
            name: "type Foundation class (main-actor case)", firstCase: ["isolation: main"],
            fields: ["thread: Thread", "timer: \"Foundation.Timer?\""]),
        .init(name: "type Hashable struct in a Set", fields: ["tags: \"Set<CompTag>\""]),
        .init(name: "type not Equatable", fields: ["opaque: CompOpaque", "maybe: \"CompOpaque?\""]),
    ]

    /// The spec of a combination of features, its notifier named `notifier`: a first case `a` that the features
    /// shape, and a plain case `b`.
    static func spec(_ features: [CompositionFeature], notifier: String) -> String {
        var lines = ["notigen: 1"]
        // A key given twice at one level (two features' `isolation: main`) is written once.
        func unique(_ items: [String]) -> [String] {
            var seen: Set<String> = []
            return items.filter { seen.insert($0).inserted }
        }
        lines += unique(features.flatMap(\.root))
        lines += ["notifiers:", "  \(notifier):"]
        lines += unique(features.flatMap(\.notifier)).map { "    " + $0 }
        lines += ["    cases:", "      a:"]
        lines += unique(features.flatMap(\.firstCase)).map { "        " + $0 }
        let fields = ["id: Int"] + unique(features.flatMap(\.fields))
        if features.contains(where: \.isResult) {
            lines += ["        result:", "          success:"]
            lines += fields.map { "            " + $0 }
            lines += ["          failure: { code: Int }"]
        } else {
            lines += ["        payload:"]
            lines += fields.map { "          " + $0 }
        }
        lines += ["      b: { payload: { count: Int } }"]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The app's types that the features' fields name, as an app declares them, in the module the specs' outputs are
/// built into.
enum CompositionTypes {
    /// The module every combination is built into (the `module:` feature names it).
    static let module = "Composition"

    static let source = """
        import Foundation

        /// A sender, and a `Sendable` final class.
        public final class CompSender: Sendable {
            public init() {}
        }

        /// A `Sendable` final class.
        public final class CompRef: Sendable {
            public init() {}
        }

        /// A class that is not `Sendable`, for a main-actor case.
        public final class CompBox {
            public init() {}
        }

        /// A `Hashable` struct used in a `Set`, with the README's fix: its conformance is nonisolated.
        nonisolated public struct CompTag: Hashable, Sendable {
            public var id: Int
        }

        /// A type that is not `Equatable`.
        public struct CompOpaque: Sendable {
            public var id: Int
        }

        """
}
