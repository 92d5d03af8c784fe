/// One variant of a declaration that takes a list of fields (an initializer, an event factory, a decoder), what the
/// templates see inside `{{#fieldVariants}}`, `{{#successVariants}}` and `{{#failureVariants}}`.
///
/// Swift allows no `#if` inside a parameter or argument list, so a list with fields under `if:` is declared twice:
/// with every field under `#if <condition>`, and with the fields without `if:` under `#else`. A list without such
/// fields has one variant with every field and no condition. The template writes the declaration once, inside the
/// section: the two copies cannot differ.
final class FieldVariantContext: TemplateObject, @unchecked Sendable {
    static let keyTable = TemplateKeyTable<FieldVariantContext>(
        .fieldVariant,
        [
            .shared(.fields) { $1.objects($0.fieldsObjects) },
            .shared(.hasFields) { $1.flag(!$0.fields.isEmpty) },
            .optionalText(
                "ifCondition", "The condition to write `#if` with, on the first of two variants; empty otherwise."
            ) { $1.text($0.ifCondition) },
            .optionalText(
                "elseCondition",
                "The same condition on the second of two variants, which `#else` and `#endif` enclose; empty otherwise."
            ) { $1.text($0.elseCondition) },
        ])

    override class var contextClass: TemplateContextClass? { keyTable.context }

    /// The fields this variant takes.
    let fields: [FieldContext]
    private let fieldsObjects: [TemplateObject]
    /// The condition to write `#if` with, on the first of two variants; empty otherwise.
    let ifCondition: String
    /// The same condition on the second of two variants, which `#else` and `#endif` enclose; empty otherwise.
    let elseCondition: String

    private init(_ fields: [FieldContext], objects: [TemplateObject], ifCondition: String, elseCondition: String) {
        self.fields = fields
        self.fieldsObjects = objects
        self.ifCondition = ifCondition
        self.elseCondition = elseCondition
    }

    /// The variants of `list`: one, or two when some of its fields have `if:`.
    static func variants(of list: FieldList) -> [TemplateObject] {
        guard !list.condition.isEmpty else {
            return [FieldVariantContext(list.all, objects: list.allObjects, ifCondition: "", elseCondition: "")]
        }
        return [
            FieldVariantContext(list.all, objects: list.allObjects, ifCondition: list.condition, elseCondition: ""),
            FieldVariantContext(
                list.unconditional, objects: list.unconditionalObjects, ifCondition: "", elseCondition: list.condition),
        ]
    }

    override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        Self.keyTable.hand(self, key, &result)
    }
}
