/// The keys that several context classes answer, each declared once here and named by each class's table
/// (`.shared(.condition) { $1.text($0.condition) }`): one name, kind and meaning wherever a tag finds it, the inner
/// context's value shadowing the outer one's. A key of one class is declared in that class's table alone.
extension TemplateKeyInfo {
    static let name = Self(
        name: "name", kind: .text,
        meaning: "The escaped name of the notifier, case, message or field: `didGetMessage`, `` `default` ``.")
    static let rawName = Self(
        name: "rawName", kind: .text, meaning: "The name as written in the spec, for doc comments.")
    static let docLines = Self(
        name: "docLines", kind: .texts,
        meaning: "The lines of a doc comment, without `///`: the spec's `doc:`, or a synthesized summary.")
    static let deprecated = Self(
        name: "deprecated", kind: .optionalText,
        meaning: "The deprecation message as a string literal; empty when not deprecated.")
    static let isFirst = Self(
        name: "isFirst", kind: .flag, meaning: "Whether it is the first of its list, which no blank line precedes.")
    static let condition = Self(
        name: "condition", kind: .optionalText,
        meaning: "The `if:` condition as `#if` writes it, normalized (`os(iOS) && !DEBUG`); empty when none.")
    static let fields = Self(
        name: "fields", kind: .list(.field),
        meaning: "The fields of a payload (of a plain case; none for a merged case).")
    static let hasFields = Self(name: "hasFields", kind: .flag, meaning: "Whether `fields` is not empty.")
    static let fieldVariants = Self(
        name: "fieldVariants", kind: .list(.fieldVariant),
        meaning: """
            The variants of a declaration that takes the fields: one, or, when some have `if:`, one with every \
            field under `#if` and one with the fields without `if:` under `#else`.
            """)
    static let underlyingIsOptional = Self(
        name: "underlyingIsOptional", kind: .flag,
        meaning: "Whether a failure's underlying error may be absent: it has fields, or a failure name of its own.")
    static let typeName = Self(
        name: "typeName", kind: .text,
        meaning: "The struct's (or message's) type name: `DidLogin`, `LoginSuccess`, `LoginFailure`.")
    static let isMainActor = Self(
        name: "isMainActor", kind: .flag, meaning: "Whether the struct (or message) is isolated to the main actor.")
    static let resultType = Self(
        name: "resultType", kind: .text, meaning: "A merged case's `Result` alias: `LoginResult`.")
    static let isResult = Self(
        name: "isResult", kind: .flag, meaning: "Whether the case merges a success and a failure.")
    static let wireNameDoc = Self(
        name: "wireNameDoc", kind: .text, meaning: "The name the case is posted under, as doc code.")
}
