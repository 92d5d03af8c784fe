/// Turns a validated `Model` into the template context: names, types, signatures and docs, printed in Swift.
enum ContextBuilder {
    /// Lines longer than this are wrapped one parameter per line.
    static let lineLength = 120

    static func notifier(_ notifier: Notifier, access: AccessLevel) -> NotifierContext {
        var payloads: [PayloadContext] = []
        var results: [ResultContext] = []
        var cases: [CaseContext] = []
        let methodPrefix = SwiftNaming.lowerFirstWord(notifier.name)
        for notificationCase in notifier.cases {
            let base = SwiftNaming.upperFirst(notificationCase.name)
            let reference = "`\(notifier.name).\(notificationCase.name)`"
            var context = CaseContext(
                name: SwiftNaming.escaped(notificationCase.name), access: access.modifier,
                docLines: SwiftNaming.docComment(notificationCase.doc),
                deprecation: deprecation(notificationCase.deprecated),
                wireNameLiteral: SwiftNaming.stringLiteral(notificationCase.wireName), payloadType: "Void",
                isMainKey: notificationCase.isolation == .main, keyType: "", key: "", eventKey: "",
                observerIsolation: observerIsolation(notificationCase.isolation, notifier: notifier.isolation),
                observerMethod: methodPrefix + base, observerParameter: "", observerClosure: "",
                eventSignature: "", eventPayload: "", bridging: notifier.userInfo == .fields ? "bridging: " : "",
                failureEvent: [])
            var failureFields: [Field]?
            switch notificationCase.kind {
            case .plain(let fields) where fields.isEmpty:
                context.eventSignature = "static var \(context.name): Self"
                context.eventPayload = "()"
            case .plain(let fields):
                let doc = notificationCase.doc ?? "The payload of \(reference)."
                payloads.append(
                    payload(base, doc: doc, fields: fields, conformances: hashable(fields), access: access))
                context.payloadType = "\(notifier.name).\(base)"
                let parameters = fields.map(parameter).joined(separator: ", ")
                context.eventSignature = "static func \(context.name)(\(parameters)) -> Self"
                let arguments = fields.map { "\($0.name): \(SwiftNaming.escaped($0.name))" }
                context.eventPayload = "\(context.payloadType)(\(arguments.joined(separator: ", ")))"
            case .result(let success, let failure):
                var successType = "Void"
                if !success.isEmpty {
                    successType = base + "Success"
                    let doc = "What \(reference) delivers when it succeeds."
                    payloads.append(
                        payload(
                            successType, doc: doc, fields: success, conformances: hashable(success), access: access))
                }
                payloads.append(
                    failurePayload(base + "Failure", fields: failure, reference: reference, access: access))
                results.append(
                    ResultContext(
                        name: base + "Result", caseName: notificationCase.name, successType: successType,
                        failureType: base + "Failure"))
                context.payloadType = "\(notifier.name).\(base)Result"
                context.eventSignature = "static func \(context.name)(_ result: \(context.payloadType)) -> Self"
                context.eventPayload = "result"
                failureFields = failure
            }
            let generics = "<\(notifier.name), \(context.payloadType)>"
            let name = "(\(notifier.name).Notification.\(context.name).name)"
            context.keyType = (context.isMainKey ? "NotigenMainKey" : "NotigenKey") + generics
            context.key = context.keyType + name
            context.eventKey = "NotigenKey" + generics + name
            if let failureFields {
                let failureType = "\(notifier.name).\(base)Failure"
                context.failureEvent = [failureEvent(notificationCase, of: context, fields: failureFields, failureType)]
            }
            if context.payloadType == "Void" {
                context.observerClosure = "{ observer, _ in observer.\(context.observerMethod)() }"
            } else {
                let label = notificationCase.isResult ? "result" : "payload"
                context.observerParameter = "_ \(label): \(context.payloadType)"
                context.observerClosure = "{ observer, payload in observer.\(context.observerMethod)(payload) }"
            }
            cases.append(context)
        }
        return NotifierContext(
            name: notifier.name, access: access.modifier, docLines: SwiftNaming.docComment(notifier.doc),
            deprecation: deprecation(notifier.deprecated), isMain: notifier.isolation == .main,
            observerProtocol: notifier.name + "Observer", cases: cases,
            keys: cases.filter { !$0.isMainKey }, mainKeys: cases.filter(\.isMainKey),
            payloads: payloads, results: results)
    }

    /// `@available(*, deprecated, message: "…")`, or nothing.
    static func deprecation(_ message: String?) -> [String] {
        message.map { ["@available(*, deprecated, message: \(SwiftNaming.stringLiteral($0)))"] } ?? []
    }

    /// The observer method's isolation where it differs from its protocol's.
    private static func observerIsolation(_ isolation: Isolation, notifier: Isolation) -> String {
        switch (notifier, isolation) {
        case (.none, .main): "@MainActor "
        case (.main, .none): "nonisolated "
        default: ""
        }
    }

    /// `static func login(failure underlying: any Error, code: Int) -> Self`, building the failure struct.
    private static func failureEvent(
        _ notificationCase: NotificationCase, of context: CaseContext, fields: [Field], _ failureType: String
    ) -> FailureEventContext {
        let name = SwiftNaming.escaped(notificationCase.name)
        let parameters = ["failure underlying: any Error"] + fields.map(parameter)
        let arguments = fields.map { "\($0.name): \(SwiftNaming.escaped($0.name))" } + ["underlying: underlying"]
        let names = fields.map { "`\($0.name)`" }
        let withFields =
            switch names.count {
            case 0: ""
            case 1: " and its \(names[0])"
            default: " and its " + names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            }
        return FailureEventContext(
            caseName: notificationCase.name, withFields: withFields,
            declaration: "\(context.access)static func \(name)(\(parameters.joined(separator: ", "))) -> Self",
            body:
                "Self(\(context.bridging)\(context.eventKey), .failure(\(failureType)(\(arguments.joined(separator: ", ")))))"
        )
    }
}

extension NotificationCase {
    /// Whether the case merges a success and a failure.
    var isResult: Bool {
        if case .result = kind { return true }
        return false
    }
}
