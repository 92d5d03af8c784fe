/// Payload, success and failure structs: stored properties, memberwise and `userInfo` initializers.
extension ContextBuilder {
    /// `Sendable, Hashable, …` when every field is hashable, then the `userInfo` protocol: decoding only, or also
    /// encoding when typed posts write every field (`userInfo: fields`); a struct compiles faster without the
    /// method it would never use.
    private static func conformances(_ fields: [Field], encodes: Bool) -> String {
        let hashable =
            fields.allSatisfy(\.type.isKnownHashable) ? "Swift.Sendable, Swift.Hashable, " : "Swift.Sendable, "
        return hashable + userInfoProtocol(encodes: encodes)
    }

    private static func userInfoProtocol(encodes: Bool) -> String {
        encodes ? "NotigenRuntime.NotigenUserInfoCodable" : "NotigenRuntime.NotigenUserInfoDecodable"
    }

    static func payload(
        _ name: String, doc: String, fields: [Field], encodes: Bool, access: AccessLevel
    ) -> PayloadContext {
        PayloadContext(
            name: name, access: access.modifier, docLines: SwiftNaming.docComment(doc),
            conformances: conformances(fields, encodes: encodes),
            encodes: encodes, fields: fields.map(field),
            initParameters: wrapped(fields.map(parameter), indent: 8, prefix: "init("),
            decodeArguments: wrapped(fields.map(decodeArgument), indent: 12, prefix: "try self.init("))
    }

    /// A failure: its declared fields plus the underlying error (optional when there are fields).
    static func failurePayload(
        _ name: String, fields: [Field], reference: String, encodes: Bool, access: AccessLevel
    ) -> PayloadContext {
        let underlyingType = fields.isEmpty ? "any Swift.Error" : "(any Swift.Error)?"
        let doc =
            fields.isEmpty
            ? "Why \(reference) failed: the underlying error."
            : "Why \(reference) failed: its fields, and the underlying error if there is one."
        let key = SwiftNaming.stringLiteral(UserInfoStyle.errorKey)
        let underlyingField = FieldContext(
            name: "underlying", storage: "underlying", type: underlyingType,
            docLines: ["/// The error that caused the failure; `userInfo` key: \(key)."], deprecation: [],
            keyLiteral: key, encodedValue: fields.isEmpty ? "self.underlying" : "self.underlying as Any?")
        let parameters =
            fields.map(parameter) + ["underlying: \(underlyingType)" + (fields.isEmpty ? "" : " = nil")]
        let underlying = "underlying: userInfo.\(fields.isEmpty ? "value" : "optional")(\(key))"
        return PayloadContext(
            name: name, access: access.modifier, docLines: SwiftNaming.docComment(doc),
            conformances: "Swift.Error, " + userInfoProtocol(encodes: encodes), encodes: encodes,
            fields: fields.map(field) + [underlyingField],
            initParameters: wrapped(parameters, indent: 8, prefix: "init("),
            decodeArguments: wrapped(fields.map(decodeArgument) + [underlying], indent: 12, prefix: "try self.init("))
    }

    private static func field(_ field: Field) -> FieldContext {
        let name = SwiftNaming.escaped(field.name)
        let key = SwiftNaming.stringLiteral(field.userInfoKey)
        let doc = [field.doc, "`userInfo` key: \(key)."].compactMap { $0 }.joined(separator: "\n\n")
        let storage = field.deprecated == nil ? name : "_" + field.name
        return FieldContext(
            name: name, storage: storage, type: field.generatedType, docLines: SwiftNaming.docComment(doc),
            deprecation: deprecation(field.deprecated), keyLiteral: key,
            encodedValue: "self." + storage + (field.type.optionalWrapped == nil ? "" : " as Any?"))
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

    /// `name: userInfo.value("name")`: required, defaulted or optional, as the field is. The type is the
    /// initializer's parameter type, never written here: in the initializer's body a field named like a type
    /// would capture it.
    private static func decodeArgument(_ field: Field) -> String {
        let key = SwiftNaming.stringLiteral(field.userInfoKey)
        let label = SwiftNaming.argumentLabel(field.name)
        if field.type.optionalWrapped != nil {
            let defaultArgument = field.defaultLiteral.flatMap { $0 == "nil" ? nil : ", default: \($0)" } ?? ""
            return "\(label): userInfo.optional(\(key)\(defaultArgument))"
        }
        let defaultArgument = field.defaultLiteral.map { ", default: \($0)" } ?? ""
        return "\(label): userInfo.value(\(key)\(defaultArgument))"
    }

    /// The parameters on one line, or one per line when `prefix(…) {` would pass the line length.
    static func wrapped(_ parameters: [String], indent: Int, prefix: String) -> String {
        let oneLine = parameters.joined(separator: ", ")
        // Bytes are never fewer than characters: counting them first spares counting characters in most cases.
        guard indent + prefix.utf8.count + oneLine.utf8.count + 3 > lineLength,
            indent + prefix.count + oneLine.count + 3 > lineLength
        else { return oneLine }
        let inner = String(repeating: " ", count: indent + 4)
        return "\n" + parameters.map { inner + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: " ", count: indent)
    }
}
