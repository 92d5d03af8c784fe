/// Turns a validated `Model` into the template context: names, types, signatures and docs, printed in Swift.
enum ContextBuilder {
    /// Lines longer than this are wrapped one parameter per line.
    static let lineLength = 120

    static func notifier(_ notifier: Notifier, access: AccessLevel) -> NotifierContext {
        var payloads: [PayloadContext] = []
        var results: [ResultContext] = []
        var cases: [CaseContext] = []
        for notificationCase in notifier.cases {
            let base = SwiftNaming.upperFirst(notificationCase.name)
            let caseName = SwiftNaming.escaped(notificationCase.name)
            let reference = "`\(notifier.name).\(notificationCase.name)`"
            let payloadType: String
            let eventSignature: String
            let eventPayload: String
            switch notificationCase.kind {
            case .plain(let fields) where fields.isEmpty:
                payloadType = "Void"
                eventSignature = "static var \(caseName): Self"
                eventPayload = "()"
            case .plain(let fields):
                let doc = notificationCase.doc ?? "The payload of \(reference)."
                payloads.append(payload(base, doc: doc, fields: fields, conformances: hashable(fields)))
                payloadType = "\(notifier.name).\(base)"
                let parameters = fields.map(parameter).joined(separator: ", ")
                eventSignature = "static func \(caseName)(\(parameters)) -> Self"
                let arguments = fields.map { "\($0.name): \(SwiftNaming.escaped($0.name))" }
                eventPayload = "\(payloadType)(\(arguments.joined(separator: ", ")))"
            case .result(let success, let failure):
                var successType = "Void"
                if !success.isEmpty {
                    successType = base + "Success"
                    let doc = "What \(reference) delivers when it succeeds."
                    payloads.append(payload(successType, doc: doc, fields: success, conformances: hashable(success)))
                }
                payloads.append(failurePayload(base + "Failure", fields: failure, reference: reference))
                results.append(
                    ResultContext(
                        name: base + "Result", caseName: notificationCase.name, successType: successType,
                        failureType: base + "Failure"))
                payloadType = "\(notifier.name).\(base)Result"
                eventSignature = "static func \(caseName)(_ result: \(payloadType)) -> Self"
                eventPayload = "result"
            }
            cases.append(
                CaseContext(
                    name: caseName, notifierName: notifier.name,
                    docLines: SwiftNaming.docComment(notificationCase.doc),
                    wireNameLiteral: SwiftNaming.stringLiteral(notificationCase.wireName), payloadType: payloadType,
                    eventSignature: eventSignature, eventPayload: eventPayload))
        }
        return NotifierContext(
            name: notifier.name, access: access.modifier, docLines: SwiftNaming.docComment(notifier.doc),
            cases: cases, payloads: payloads, results: results)
    }

    private static func hashable(_ fields: [Field]) -> String {
        fields.allSatisfy(\.type.isKnownHashable) ? "Sendable, Hashable" : "Sendable"
    }

    private static func payload(_ name: String, doc: String, fields: [Field], conformances: String) -> PayloadContext {
        PayloadContext(
            name: name, docLines: SwiftNaming.docComment(doc), conformances: conformances,
            fields: fields.map {
                FieldContext(
                    name: SwiftNaming.escaped($0.name), type: $0.type.swiftSource,
                    docLines: SwiftNaming.docComment($0.doc))
            },
            initParameters: wrapped(fields.map(parameter), indent: 8, prefix: "init("))
    }

    /// A failure: its declared fields plus the underlying error (optional when there are fields).
    private static func failurePayload(_ name: String, fields: [Field], reference: String) -> PayloadContext {
        let underlyingType = fields.isEmpty ? "any Error" : "(any Error)?"
        let doc =
            fields.isEmpty
            ? "Why \(reference) failed: the underlying error."
            : "Why \(reference) failed: its fields, and the underlying error if there is one."
        var context = payload(name, doc: doc, fields: fields, conformances: "Error")
        context.fields.append(
            FieldContext(
                name: "underlying", type: underlyingType, docLines: ["/// The error that caused the failure."]))
        let parameters =
            fields.map(parameter) + ["underlying: \(underlyingType)" + (fields.isEmpty ? "" : " = nil")]
        context.initParameters = wrapped(parameters, indent: 8, prefix: "init(")
        return context
    }

    /// `name: Type = default`, with the name escaped; an optional without a default defaults to `nil`, a closure
    /// is `@escaping` (it is stored).
    private static func parameter(_ field: Field) -> String {
        let escaping = if case .function = field.type { "@escaping " } else { "" }
        let text = "\(SwiftNaming.escaped(field.name)): \(escaping)\(field.type.swiftSource)"
        let defaultLiteral = field.defaultLiteral ?? (field.type.optionalWrapped == nil ? nil : "nil")
        return defaultLiteral.map { "\(text) = \($0)" } ?? text
    }

    /// The parameters on one line, or one per line when `prefix(…) {` would pass the line length.
    private static func wrapped(_ parameters: [String], indent: Int, prefix: String) -> String {
        let oneLine = parameters.joined(separator: ", ")
        guard indent + prefix.count + oneLine.count + 3 > lineLength else { return oneLine }
        let inner = String(repeating: " ", count: indent + 4)
        return "\n" + parameters.map { inner + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: " ", count: indent)
    }
}
