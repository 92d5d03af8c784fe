/// A payload, success or failure struct, what `payload.mustache` sees.
final class PayloadContext: TemplateObject, @unchecked Sendable {
    override class var keys: [TemplateKey] {
        [
            .typeName, .docLines, .deprecated, .isFirst, .isFailure, .isHashable, .isMainActor, .fields,
            .hasFields, .underlyingIsOptional,
            .condition, .fieldsCondition, .unconditionalFields, .hasUnconditionalFields,
        ]
    }

    /// `DidGetMessage`, `LoginSuccess`, `LoginFailure`.
    let typeName: String
    /// The doc comment's lines, without `///`.
    let docLines: [String]
    /// The deprecation message of its case as a string literal, when the case is deprecated; empty otherwise.
    let deprecated: String
    /// Whether it is the first struct of the notifier, which no blank line precedes.
    let isFirst: Bool
    /// Whether it is a merged case's failure: a `Swift.Error` with the underlying error as its last field.
    let isFailure: Bool
    /// Whether a failure's underlying error may be absent: when it has fields, or is posted under a name of its own
    /// (`name: { success:, failure: }`), which says it failed without an error.
    let underlyingIsOptional: Bool
    /// Whether every field's type is known to be `Hashable`, so that the struct is too.
    let isHashable: Bool
    /// Whether the struct is isolated to the main actor (`CaseContext.isMainActorPayload`).
    let isMainActor: Bool
    let fields: [FieldContext]
    /// The `if:` condition of its case as `#if` writes it; empty when it has none.
    let condition: String
    /// The condition its conditional fields share (empty when none has one), and the fields without one, which
    /// the initializer written under `#else` takes.
    let fieldsCondition: String
    let unconditionalFields: [FieldContext]

    /// The lists of contexts as the template engine takes them, converted once (converting a typed array on every
    /// lookup cost more than keeping the converted one).
    private let fieldsObjects: [TemplateObject]
    private let unconditionalFieldsObjects: [TemplateObject]

    init(
        typeName: String, docLines: [String], deprecated: String, isFirst: Bool, isFailure: Bool,
        underlyingIsOptional: Bool = false, isHashable: Bool, isMainActor: Bool = false, fields: FieldList,
        condition: String
    ) {
        self.typeName = typeName
        self.docLines = docLines
        self.deprecated = deprecated
        self.isFirst = isFirst
        self.isFailure = isFailure
        self.underlyingIsOptional = underlyingIsOptional
        self.isHashable = isHashable
        self.isMainActor = isMainActor
        self.fields = fields.all
        self.condition = condition
        self.fieldsCondition = fields.condition
        self.unconditionalFields = fields.unconditional
        self.fieldsObjects = fields.allObjects
        self.unconditionalFieldsObjects = fields.unconditionalObjects
    }

    override func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        // The conditions first: the templates ask for them around every declaration.
        case .condition: .text(condition)
        case .fieldsCondition: .text(fieldsCondition)
        case .typeName: .text(typeName)
        case .docLines: .texts(docLines)
        case .deprecated: .text(deprecated)
        case .isFirst: .flag(isFirst)
        case .isFailure: .flag(isFailure)
        case .underlyingIsOptional: .flag(underlyingIsOptional)
        case .isHashable: .flag(isHashable)
        case .isMainActor: .flag(isMainActor)
        case .fields: .objects(fieldsObjects)
        case .hasFields: .flag(!fields.isEmpty)
        case .unconditionalFields: .objects(unconditionalFieldsObjects)
        case .hasUnconditionalFields: .flag(!unconditionalFields.isEmpty)
        default: nil
        }
    }
}
