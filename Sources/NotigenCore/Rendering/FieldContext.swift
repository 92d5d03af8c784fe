/// A payload field, what the templates see in the sections over `fields`, `successFields` and `failureFields`: its
/// property, its initializer and factory parameter, and how it is written into and read from `userInfo`.
final class FieldContext: TemplateObject, @unchecked Sendable {
    override class var keys: [TemplateKey] {
        [
            .name, .rawName, .label, .storage, .type, .isEscaping, .isOptional, .defaultValue, .decodeDefault,
            .docLines, .hasDoc, .summary, .userInfoKeyLiteral, .userInfoKeyDoc, .inObject, .isSender, .deprecated,
            .isLast, .condition,
        ]
    }

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
        switch key {
        // The conditions first: the templates ask for them around every declaration.
        case .condition: result.text(condition)
        case .name: result.text(name)
        case .rawName: result.text(rawName)
        case .label: result.text(label)
        case .storage: result.text(storage)
        case .type: result.text(type)
        case .isEscaping: result.flag(isEscaping)
        case .isOptional: result.flag(isOptional)
        case .defaultValue: result.text(defaultValue)
        case .decodeDefault: result.text(decodeDefault)
        case .docLines: result.texts(docLines)
        case .hasDoc: result.flag(!docLines.isEmpty)
        case .summary: result.text(summary)
        case .userInfoKeyLiteral: result.text(userInfoKeyLiteral)
        case .userInfoKeyDoc: result.text(userInfoKeyDoc)
        case .inObject: result.flag(inObject)
        case .isSender: result.flag(isSender)
        case .deprecated: result.text(deprecated)
        case .isLast: result.flag(isLast)
        default: return false
        }
        return true
    }
}
