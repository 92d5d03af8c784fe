import Foundation

/// How the corpus check programs compare what was posted with what was observed: objects by identity, optionals by
/// what they hold, sets and arrays element by element (sorted), everything else by its description. Built into each
/// app's check program beside `Checks.swift` and `Probe.swift`.
nonisolated enum CorpusValues {
    /// A text that is equal for two values when they are the same object or the same value.
    static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { describe($0.value) } ?? "nil"
        case .class:
            return "object \(type(of: value)) \(ObjectIdentifier(value as AnyObject).hashValue)"
        case .set, .collection:
            return "[" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "]"
        default:
            return String(describing: value)
        }
    }
}

/// The error the check programs post as a failure's underlying error.
nonisolated struct CorpusError: Error, CustomStringConvertible {
    var description: String { "corpus error" }
}
