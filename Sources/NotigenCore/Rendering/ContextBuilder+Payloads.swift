/// Payload, success and failure structs: stored properties and memberwise initializers. Reading and writing their
/// `userInfo` is done by the file-private key holder (`BridgingBuilder`), so users' types carry no notigen API.
extension ContextBuilder {
    /// `Sendable, Hashable` when every field is hashable, else `Sendable`.
    private static func conformances(_ fields: [Field]) -> String {
        fields.allSatisfy(\.type.isKnownHashable) ? "Swift.Sendable, Swift.Hashable" : "Swift.Sendable"
    }

    /// A payload or success struct; `first` is what the notifier declared before it (nothing: no blank line).
    static func payload(
        _ name: String, doc: String, fields: [Field], deprecation: [String], access: AccessLevel,
        first: [PayloadContext]
    ) -> PayloadContext {
        PayloadContext(
            name: name, access: access.modifier, docLines: summary(doc, or: doc, indent: 4), deprecation: deprecation,
            conformances: conformances(fields), fields: fields.map(field),
            memberwiseInit: declaration("\(access.modifier)init(", fields.map(parameter), ")", indent: 8),
            initDocLines: ["/// Makes the payload from its fields."] + parameterDocs(fields.map(fieldEntry)),
            isFirst: first.isEmpty)
    }

    /// A failure: its declared fields plus the underlying error (optional when there are fields).
    static func failurePayload(
        _ name: String, fields: [Field], reference: String, deprecation: [String], access: AccessLevel,
        first: [PayloadContext]
    ) -> PayloadContext {
        let underlyingType = fields.isEmpty ? "any Swift.Error" : "(any Swift.Error)?"
        let doc =
            fields.isEmpty
            ? "Why \(reference) failed: the underlying error."
            : "Why \(reference) failed: its fields, and the underlying error if there is one."
        let underlyingField = FieldContext(
            name: "underlying", storage: "underlying", type: underlyingType,
            docLines: [
                "/// The error that caused the failure; `userInfo` key: \(SwiftNaming.docCode(UserInfoStyle.errorKey))."
            ],
            deprecation: [])
        let parameters =
            fields.map(parameter) + ["underlying: \(underlyingType)" + (fields.isEmpty ? "" : " = nil")]
        return PayloadContext(
            name: name, access: access.modifier, docLines: docLines([doc], indent: 4), deprecation: deprecation,
            conformances: "Swift.Error", fields: fields.map(field) + [underlyingField],
            memberwiseInit: declaration("\(access.modifier)init(", parameters, ")", indent: 8),
            initDocLines: ["/// Makes the failure from its fields."]
                + parameterDocs(fields.map(fieldEntry) + [("underlying", "The error that caused the failure.")]),
            isFirst: first.isEmpty)
    }

    private static func field(_ field: Field) -> FieldContext {
        let name = SwiftNaming.escaped(field.name)
        let docs = SwiftNaming.docComment(field.doc)
        let keyLine = "`userInfo` key: \(SwiftNaming.docCode(field.userInfoKey))."
        let docLines =
            docs.isEmpty ? ["/// The `\(field.name)` field; \(keyLine)"] : docs + ["///", "/// " + keyLine]
        let storage = field.deprecated == nil ? name : "_" + field.name
        return FieldContext(
            name: name, storage: storage, type: field.generatedType, docLines: docLines,
            deprecation: deprecation(field.deprecated))
    }

    /// `name: Type = default`, with the name escaped (also where Swift would take it as an argument label, as
    /// `inout`); an optional without a default defaults to `nil`, a closure is `@escaping` (it is stored).
    static func parameter(_ field: Field) -> String {
        let escaping = if case .function = field.type.kind { "@escaping " } else { "" }
        let text = "\(SwiftNaming.escaped(field.name)): \(escaping)\(field.generatedType)"
        let defaultLiteral = field.defaultLiteral ?? (field.type.optionalWrapped == nil ? nil : "nil")
        return defaultLiteral.map { "\(text) = \($0)" } ?? text
    }

    /// `name: name`, an argument passing the parameter of the same name.
    static func argument(_ field: Field) -> String {
        "\(SwiftNaming.argumentLabel(field.name)): \(SwiftNaming.escaped(field.name))"
    }
}
