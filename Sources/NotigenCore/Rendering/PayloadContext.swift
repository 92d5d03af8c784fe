/// A payload, success or failure struct, what `notifier.mustache` sees in its loop over payloads. The per-field
/// lines are printed here rather than by the template: a template tag costs far more than the string it stands for
/// (swift-mustache splits its name and casts its value for every lookup), and these lines would be most of a
/// notifier's tags.
final class PayloadContext: Sendable {
    let name: String
    /// `public `, `package ` or nothing.
    let access: String
    let docLines: [String]
    /// The `@available(*, deprecated, …)` line, when its case is deprecated.
    let deprecation: [String]
    /// Whether it is the first struct of the notifier, which no blank line precedes.
    let isFirst: Bool
    /// `nonisolated public struct DidGetMessage: Swift.Sendable, Swift.Hashable`.
    let declaration: String
    /// `public init(message: Swift.String, unread: Swift.Int = 0)`, wrapped when long.
    let memberwiseInit: String
    /// The memberwise initializer's doc: a summary and `- Parameters:`.
    let initDocLines: [String]
    /// Every field's doc comment, deprecation and property, one line each, indented for the struct's body.
    let properties: String
    /// The memberwise initializer's body: `self.storage = name` per field.
    let assignments: String

    init(
        name: String, access: String, docLines: [String], deprecation: [String], conformances: String,
        fields: [FieldContext], memberwiseInit: String, initDocLines: [String], isFirst: Bool
    ) {
        self.name = name
        self.access = access
        self.docLines = docLines
        self.deprecation = deprecation
        self.isFirst = isFirst
        self.declaration = "nonisolated \(access)struct \(name): \(conformances)"
        self.memberwiseInit = memberwiseInit
        self.initDocLines = initDocLines
        self.properties = Self.properties(fields, access: access)
        self.assignments = fields.map { "            self.\($0.storage) = \($0.name)" }.joined(separator: "\n")
    }

    private static func properties(_ fields: [FieldContext], access: String) -> String {
        var lines: [String] = []
        for field in fields {
            lines += field.docLines.map { "        " + $0 }
            if let deprecation = field.deprecation.first {
                lines += [
                    "        " + deprecation, "        \(access)var \(field.name): \(field.type) {",
                    "            get { self.\(field.storage) }", "            set { self.\(field.storage) = newValue }",
                    "        }",
                    "        fileprivate var \(field.storage): \(field.type)",
                ]
            } else {
                lines.append("        \(access)var \(field.name): \(field.type)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// A stored property of a payload struct.
struct FieldContext: Sendable {
    var name: String
    /// The stored property: the escaped name, or `_name` behind a deprecated computed property (file-private:
    /// the key holder writes it into `userInfo`).
    var storage: String
    var type: String
    var docLines: [String]
    /// The `@available(*, deprecated, …)` line, when the field is deprecated.
    var deprecation: [String]
}
