/// A field's type once it is parsed and checked, with what the generator reads of it: the validator keeps one per
/// type text it has seen (`SpecValidator.checkedTypes`), so that each fact is worked out once per run of notifiers,
/// not once per field.
struct CheckedType: Sendable {
    let type: TypeExpression
    /// The type as generated code writes it (`TypeExpression.generatedSource`).
    let generated: String
    /// `type.userRoots`: the names of the user's types it mentions.
    let userRoots: [TypeExpression.UserRoot]
    /// Whether the type is known to be `Hashable` (`TypeExpression.isKnownHashable`), which makes a payload of such
    /// fields `Hashable`.
    let isKnownHashable: Bool
}
