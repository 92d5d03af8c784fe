/// Turns a validated `Model` into the template context: names, types, signatures and docs, printed in Swift.
enum ContextBuilder {
    /// Lines longer than this are wrapped one parameter per line.
    static let lineLength = 120

    static func notifier(_ notifier: Notifier, access: AccessLevel) -> NotifierContext {
        var payloads: [PayloadContext] = []
        var results: [ResultContext] = []
        let encodes = notifier.userInfo == .fields
        let methodPrefix = SwiftNaming.lowerFirstWord(notifier.name)
        let cases = notifier.cases.map { notificationCase in
            caseContext(
                notificationCase, of: notifier, methodPrefix: methodPrefix, encodes: encodes, access: access,
                payloads: &payloads, results: &results)
        }
        return NotifierContext(
            name: notifier.name, access: access.modifier, docLines: SwiftNaming.docComment(notifier.doc),
            deprecation: deprecation(notifier.deprecated), isMain: notifier.isolation == .main,
            observerProtocol: notifier.name + "Observer", keysHolder: keysHolder(notifier), cases: cases,
            mainKeys: Set(notifier.cases.indices.filter { notifier.cases[$0].isolation == .main }), payloads: payloads,
            results: results)
    }

    /// One case; appends the structs and `Result` alias it declares to `payloads` and `results`. `methodPrefix` is
    /// the notifier's name as observer methods start with it (`userManager`).
    ///
    /// Hygiene: every name the generated code refers to is module-qualified in type positions
    /// (`Swift.Void`, `NotigenRuntime.NotigenKey`), and expressions start only with `Self`, `self`, an implicit
    /// member (`.init(…)`, `.didLogin as T`) or a parameter, so that no notifier, case or field name can capture
    /// them: a parameter named `Foundation` or a case named like the notifier changes nothing.
    private static func caseContext(
        _ notificationCase: NotificationCase, of notifier: Notifier, methodPrefix: String, encodes: Bool,
        access: AccessLevel, payloads: inout [PayloadContext], results: inout [ResultContext]
    ) -> CaseContext {
        let name = SwiftNaming.escaped(notificationCase.name)
        let base = SwiftNaming.upperFirst(notificationCase.name)
        let reference = "`\(notifier.name).\(notificationCase.name)`"
        var payloadType = "Swift.Void"
        let eventSignature: String
        let eventPayload: String
        var failureFields: [Field]?
        switch notificationCase.kind {
        case .plain(let fields) where fields.isEmpty:
            eventSignature = "static var \(name): Self"
            eventPayload = "()"
        case .plain(let fields):
            let doc = notificationCase.doc ?? "The payload of \(reference)."
            payloads.append(payload(base, doc: doc, fields: fields, encodes: encodes, access: access))
            payloadType = "\(notifier.name).\(base)"
            eventSignature = "static func \(name)(\(fields.map(parameter).joined(separator: ", "))) -> Self"
            eventPayload = ".init(\(fields.map(argument).joined(separator: ", ")))"
        case .result(let success, let failure):
            var successType = "Swift.Void"
            if !success.isEmpty {
                successType = base + "Success"
                payloads.append(
                    payload(
                        successType, doc: "What \(reference) delivers when it succeeds.", fields: success,
                        encodes: encodes, access: access))
            }
            payloads.append(
                failurePayload(
                    base + "Failure", fields: failure, reference: reference, encodes: encodes, access: access))
            results.append(
                ResultContext(
                    name: base + "Result", caseName: notificationCase.name, successType: successType,
                    failureType: base + "Failure"))
            payloadType = "\(notifier.name).\(base)Result"
            eventSignature = "static func \(name)(_ result: \(payloadType)) -> Self"
            eventPayload = "result"
            failureFields = failure
        }
        let isMainKey = notificationCase.isolation == .main
        let keyName = "NotigenRuntime." + (isMainKey ? "NotigenMainKey" : "NotigenKey")
        let keyType = "\(keyName)<\(notifier.name), \(payloadType)>"
        // The holder's members are named like the cases, so its declarations write the notifier only in type
        // positions, where a member named like it (a case named like its notifier) cannot capture it.
        let heldKey =
            "static let \(name): \(keyType) = .init((.\(name) as \(notifier.name).Notification).name, delivery: "
            + ".\(notificationCase.delivery))"
        // Everything else names the key made once in the holder: a key of a direct-delivery case finds its channel
        // when it is made, and naming it costs the type checker nothing.
        let key = keysHolder(notifier) + "." + name
        let eventKey = "Self(\(encodes ? "bridging: " : "")\(key), "
        let isolation = observerIsolation(notificationCase.isolation, notifier: notifier.isolation)
        let method = methodPrefix + base
        var observerParameter = ""
        var observerClosure = "{ observer, _ in observer.\(method)() }"
        if payloadType != "Swift.Void" {
            observerParameter = "_ \(notificationCase.isResult ? "result" : "payload"): \(payloadType)"
            observerClosure = "{ observer, payload in observer.\(method)(payload) }"
        }
        let failureEvents = failureFields.map { fields in
            [failureEvent(notificationCase, fields: fields, access: access.modifier, post: eventKey)]
        }
        return CaseContext(
            name: name, access: access.modifier, docLines: SwiftNaming.docComment(notificationCase.doc),
            deprecation: deprecation(notificationCase.deprecated),
            wireNameLiteral: SwiftNaming.stringLiteral(notificationCase.wireName), payloadType: payloadType,
            isMainKey: isMainKey, key: key, heldKey: heldKey, notigenKey: isMainKey ? key + ".key" : key,
            keyDeclaration: "\(access.modifier)static var \(name): \(keyType)",
            observerRequirement: "\(isolation)func \(method)(\(observerParameter))",
            observerDefault: "\(isolation)\(access.modifier)func \(method)(\(observerParameter)) {}",
            observerClosure: observerClosure, eventDeclaration: access.modifier + eventSignature,
            eventBody: eventKey + eventPayload + ")", failureEvent: failureEvents ?? [])
    }

    /// The file-private enum that holds a notifier's keys, made once each: `NotigenKeys_UserManager`. Names starting
    /// with `Notigen` belong to the runtime and generated code: no notifier, case or field may take one.
    static func keysHolder(_ notifier: Notifier) -> String {
        "NotigenKeys_" + notifier.name
    }

    /// `@available(*, deprecated, message: "…")`, or nothing.
    static func deprecation(_ message: String?) -> [String] {
        message.map { ["@available(*, deprecated, message: \(SwiftNaming.stringLiteral($0)))"] } ?? []
    }

    /// The observer method's isolation where it differs from its protocol's.
    private static func observerIsolation(_ isolation: Isolation, notifier: Isolation) -> String {
        switch (notifier, isolation) {
        case (.none, .main): "@Swift.MainActor "
        case (.main, .none): "nonisolated "
        default: ""
        }
    }

    /// `static func login(failure underlying: any Swift.Error, code: Swift.Int) -> Self`, building the failure
    /// struct; `post` is the start of the event expression, `Self(.init(…) as Key, `.
    private static func failureEvent(
        _ notificationCase: NotificationCase, fields: [Field], access: String, post: String
    ) -> FailureEventContext {
        let name = SwiftNaming.escaped(notificationCase.name)
        let parameters = ["failure underlying: any Swift.Error"] + fields.map(parameter)
        let arguments = fields.map(argument) + ["underlying: underlying"]
        let names = fields.map { "`\($0.name)`" }
        let withFields =
            switch names.count {
            case 0: ""
            case 1: " and its \(names[0])"
            default: " and its " + names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            }
        return FailureEventContext(
            caseName: notificationCase.name, withFields: withFields,
            declaration: "\(access)static func \(name)(\(parameters.joined(separator: ", "))) -> Self",
            body: "\(post).failure(.init(\(arguments.joined(separator: ", ")))))")
    }
}

extension NotificationCase {
    /// Whether the case merges a success and a failure.
    var isResult: Bool {
        if case .result = kind { return true }
        return false
    }
}
