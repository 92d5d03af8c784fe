/// A payload, success or failure struct, what `payload.mustache` sees.
final class PayloadContext: TemplateObject, @unchecked Sendable {
    static let keyTable = TemplateKeyTable<PayloadContext>(
        .payload,
        [
            .shared(.typeName) { $1.text($0.typeName) },
            .shared(.docLines) { $1.texts($0.docLines) },
            .shared(.deprecated) { $1.text($0.deprecated) },
            .shared(.isFirst) { $1.flag($0.isFirst) },
            .flag(
                "isFailure", "Whether the struct is a merged case's failure: a `Swift.Error` with the underlying error."
            ) { $1.flag($0.isFailure) },
            .flag("isHashable", "Whether every field's type is known to be `Hashable`, so that the struct is too.") {
                $1.flag($0.isHashable)
            },
            .shared(.isMainActor) { $1.flag($0.isMainActor) },
            .shared(.fields) { $1.objects($0.fieldsObjects) },
            .shared(.hasFields) { $1.flag(!$0.fields.isEmpty) },
            .shared(.underlyingIsOptional) { $1.flag($0.underlyingIsOptional) },
            .shared(.condition) { $1.text($0.condition) },
            .shared(.fieldVariants) { $1.objects($0.fieldVariants) },
        ])

    override class var contextClass: TemplateContextClass? { keyTable.context }

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
    /// The variants of its initializer (`FieldVariantContext`): one, or two when some fields have `if:`.
    let fieldVariants: [TemplateObject]

    /// The lists of contexts as the template engine takes them, converted once (converting a typed array on every
    /// lookup cost more than keeping the converted one).
    private let fieldsObjects: [TemplateObject]

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
        self.fieldVariants = fields.variants
        self.fieldsObjects = fields.allObjects
    }

    override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        Self.keyTable.hand(self, key, &result)
    }
}
