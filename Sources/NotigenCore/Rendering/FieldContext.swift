/// A payload field, what the templates see in the sections over `fields`, `successFields` and `failureFields`: its
/// property, its initializer and factory parameter, and how it is written into and read from `userInfo`.
final class FieldContext: TemplateObject, @unchecked Sendable {
    static let keyTable = TemplateKeyTable<FieldContext>(
        .field,
        [
            .shared(.name) { $1.text($0.name) },
            .shared(.rawName) { $1.text($0.rawName) },
            .text("label", "The field's name as an argument label (escaped only where a label must be).") {
                $1.text($0.label)
            },
            .text("storage", "The stored property: the escaped name, or `_name` behind a deprecated computed property.")
            {
                $1.text($0.storage)
            },
            .text("type", "The field's type as generated code writes it: `Swift.String`, `[Swift.Int]?`.") {
                $1.text($0.type)
            },
            .flag("isEscaping", "Whether the type is a function type, whose parameter is `@escaping`.") {
                $1.flag($0.isEscaping)
            },
            .flag("isOptional", "Whether the field's type is optional.") { $1.flag($0.isOptional) },
            .optionalText(
                "defaultValue",
                "The parameter's default as an escaped literal (`nil` for an optional without one); empty when none."
            ) { $1.text($0.defaultValue) },
            .optionalText(
                "decodeDefault", "The default a decoder falls back to when `userInfo` lacks the key; empty when none."
            ) { $1.text($0.decodeDefault) },
            .shared(.docLines) { $1.texts($0.docLines) },
            .flag("hasDoc", "Whether the field has a `doc:`.") { $1.flag(!$0.docLines.isEmpty) },
            .text("summary", "The field's `- Parameters:` entry: the first line of its doc, or what it is.") {
                $1.text($0.summary)
            },
            .text("userInfoKeyLiteral", "The field's `userInfo` key, as a string literal.") {
                $1.text($0.userInfoKeyLiteral)
            },
            .text("userInfoKeyDoc", "The field's `userInfo` key, as doc code.") { $1.text($0.userInfoKeyDoc) },
            .flag("inObject", "Whether the field travels as the notification's `object`, not in `userInfo`.") {
                $1.flag($0.inObject)
            },
            .flag("isSender", "Whether the field is the case's typed sender (`sender:`).") { $1.flag($0.isSender) },
            .shared(.deprecated) { $1.text($0.deprecated) },
            .flag("isLast", "Whether it is the last field of its list, which no comma follows.") { $1.flag($0.isLast) },
            .shared(.condition) { $1.text($0.condition) },
        ])

    override class var contextClass: TemplateContextClass? { keyTable.context }

    /// The escaped name, as a property and a parameter.
    let name: String
    /// The name as written in the spec, for doc comments.
    let rawName: String
    /// The name as an argument label (escaped only where a label must be).
    let label: String
    /// The stored property: the escaped name, or `_name` behind a deprecated computed property (file-private: the
    /// key holder writes it into `userInfo`).
    let storage: String
    /// The type as generated code writes it: `Swift.String`, `[Swift.Int]?`.
    let type: String
    /// Whether the type is a function type, whose parameter is `@escaping` (it is stored).
    let isEscaping: Bool
    let isOptional: Bool
    /// The parameter's default as an escaped literal: the spec's `default:`, `nil` for an optional without one;
    /// empty when there is none.
    let defaultValue: String
    /// The default a decoder falls back to when `userInfo` lacks the key: the spec's `default:` (never `nil`, which
    /// is what reading an optional gives anyway); empty when there is none.
    let decodeDefault: String
    /// The field's `doc:` lines, without `///`; none when it has no doc.
    let docLines: [String]
    /// A `- Parameters:` entry: the first line of its doc, or what it is.
    let summary: String
    /// The field's `userInfo` key, as a string literal and as doc code.
    let userInfoKeyLiteral: String
    let userInfoKeyDoc: String
    /// Whether the field travels as the notification's `object` (`in: object`, or the case's sender), not in
    /// `userInfo`.
    let inObject: Bool
    /// Whether the field is the case's typed sender (`sender:`), the payload's `sender`.
    let isSender: Bool
    /// The deprecation message as a string literal, when the field is deprecated; empty otherwise.
    let deprecated: String
    /// Whether it is the last field of its list, which no comma follows.
    let isLast: Bool
    /// The field's `if:` condition as `#if` writes it; empty when it has none.
    let condition: String

    init(_ field: Field, isLast: Bool) {
        self.name = SwiftNaming.escaped(field.name)
        self.rawName = field.name
        self.label = SwiftNaming.argumentLabel(field.name)
        self.storage = field.deprecated == nil ? name : "_" + field.name
        self.type = field.generatedType
        self.isEscaping = if case .function = field.type.kind { true } else { false }
        self.isOptional = field.type.optionalWrapped != nil
        self.defaultValue = field.defaultLiteral ?? (isOptional ? "nil" : "")
        self.decodeDefault = field.defaultLiteral.flatMap { $0 == "nil" ? nil : $0 } ?? ""
        self.docLines = ContextBuilder.docText(field.doc)
        self.summary = docLines.first ?? .concatenating("The `", field.name, "` field.")
        self.userInfoKeyLiteral = SwiftNaming.stringLiteral(field.userInfoKey)
        self.userInfoKeyDoc = SwiftNaming.docCode(literal: userInfoKeyLiteral)
        self.inObject = field.place != .userInfo
        self.isSender = field.place == .sender
        self.deprecated = ContextBuilder.deprecation(field.deprecated)
        self.isLast = isLast
        self.condition = field.condition ?? ""
    }

    /// The contexts of a list of fields.
    static func list(_ fields: [Field]) -> [FieldContext] {
        fields.enumerated().map { FieldContext($1, isLast: $0 == fields.count - 1) }
    }

    override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        Self.keyTable.hand(self, key, &result)
    }
}
