/// The fields of one payload, success or failure, as the templates see them: every field, and, when some carry an
/// `if:` (which they then share), the fields without it, for the initializer, event factory and decoder written
/// again under `#else` (Swift allows no `#if` inside a parameter or argument list).
struct FieldList {
    /// Every field, in the spec's order.
    let all: [FieldContext]
    /// The fields without `if:`, with their own `isLast`.
    let unconditional: [FieldContext]
    /// The condition the conditional fields share, normalized; empty when no field has one.
    let condition: String

    /// `all` and `unconditional` as the template engine takes them, converted once for every context that lists
    /// them (a case and its payload).
    let allObjects: [TemplateObject]
    let unconditionalObjects: [TemplateObject]
    /// The declarations' variants (`FieldVariantContext`), made once for every context that lists them.
    private(set) var variants: [TemplateObject] = []

    init(_ fields: [Field]) {
        all = FieldContext.list(fields)
        let condition = fields.lazy.compactMap(\.condition).first
        self.condition = condition ?? ""
        unconditional = condition == nil ? all : FieldContext.list(fields.filter { $0.condition == nil })
        allObjects = all
        unconditionalObjects = condition == nil ? allObjects : unconditional
        variants = FieldVariantContext.variants(of: self)
    }

    /// No fields.
    static let empty = FieldList([])
}
