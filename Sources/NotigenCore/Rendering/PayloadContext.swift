/// A payload, success or failure struct, what `notifier.mustache` sees in its loop over payloads. The per-field
/// lines are printed here rather than by the template: a template tag costs far more than the string it stands for
/// (swift-mustache splits its name and casts its value for every lookup), and these lines would be most of a
/// notifier's tags.
final class PayloadContext: Sendable {
    let name: String
    /// `public `, `package ` or nothing.
    let access: String
    let docLines: [String]
    /// Whether it writes its fields into `userInfo` (`notigenEncode(into:)`): only for `userInfo: fields`.
    let encodes: Bool
    /// `nonisolated public struct DidGetMessage: Swift.Sendable, Swift.Hashable, NotigenRuntime.NotigenUserInfoDecodable`.
    let declaration: String
    /// `public init(message: Swift.String, unread: Swift.Int = 0)`.
    let memberwiseInit: String
    /// The memberwise initializer's arguments read from `userInfo`, wrapped one per line when long.
    let decodeArguments: String
    /// Every field's doc comment, deprecation and property, one line each, indented for the struct's body.
    let properties: String
    /// The memberwise initializer's body: `self.storage = name` per field.
    let assignments: String
    /// `notigenEncode(into:)`'s body: `userInfo["key"] = self.name` per field (`self.`, as the parameter may have
    /// a field's name).
    let encodings: String

    init(
        name: String, access: String, docLines: [String], conformances: String, encodes: Bool,
        fields: [FieldContext], initParameters: String, decodeArguments: String
    ) {
        self.name = name
        self.access = access
        self.docLines = docLines
        self.encodes = encodes
        self.declaration = "nonisolated \(access)struct \(name): \(conformances)"
        self.memberwiseInit = "\(access)init(\(initParameters))"
        self.decodeArguments = decodeArguments
        self.properties = Self.properties(fields, access: access)
        self.assignments = fields.map { "            self.\($0.storage) = \($0.name)" }.joined(separator: "\n")
        self.encodings =
            encodes
            ? fields.map { "            userInfo[\($0.keyLiteral)] = \($0.encodedValue)" }.joined(separator: "\n") : ""
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
                    "        private var \(field.storage): \(field.type)",
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
    /// The stored property: the escaped name, or `_name` behind a deprecated computed property.
    var storage: String
    var type: String
    var docLines: [String]
    /// The `@available(*, deprecated, …)` line, when the field is deprecated.
    var deprecation: [String]
    /// The field's `userInfo` key as a string literal.
    var keyLiteral: String
    /// The value stored under the key: an optional is written `as Any?`, so that nil leaves the key out.
    var encodedValue: String
}
