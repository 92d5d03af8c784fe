/// Turns a validated `Model` into the template context: names, types, signatures and docs, printed in Swift.
enum ContextBuilder {
    /// The line length of the output, as the repository's `.swift-format` sets it.
    static let lineLength = 120

    static func notifier(_ notifier: Notifier, access: AccessLevel) -> NotifierContext {
        var payloads: [PayloadContext] = []
        var results: [ResultContext] = []
        let cases = notifier.cases.enumerated().map { index, notificationCase in
            caseContext(
                notificationCase, of: notifier, access: access, isFirst: index == 0, payloads: &payloads,
                results: &results)
        }
        // Deprecated cases are reached through a file-private protocol when the notifier is not deprecated itself:
        // its witnesses are deprecated, so that their uses of deprecated declarations warn nowhere.
        let hasDeprecatedCases = notifier.deprecated == nil && notifier.cases.contains { $0.deprecated != nil }
        let doc =
            "The notifications of `\(notifier.name)`: post them with `\(notifier.name).post(_:)`, observe them with "
            + "`\(notifier.name).observe(_:)`, `\(notifier.name).notifications(_:)` or `\(notifier.name).addObserver(_:)`."
        return NotifierContext(
            name: notifier.name, access: access.modifier, docLines: summary(notifier.doc, or: doc, indent: 0),
            deprecation: deprecation(notifier.deprecated), isMain: notifier.isolation == .main,
            keysHolder: keysHolder(notifier),
            casesProtocol: hasDeprecatedCases ? ["NotigenCases_" + notifier.name] : [],
            cases: cases, payloads: payloads, results: results,
            holderFunctions: holderFunctions(notifier, cases, deprecated: hasDeprecatedCases),
            holderKeys: holderKeys(notifier, cases),
            allCases: notifier.cases.contains { $0.deprecated != nil } ? cases.map(\.wireNameLiteral) : [])
    }

    /// One case; appends the structs and `Result` alias it declares to `payloads` and `results`.
    ///
    /// Hygiene: every name the generated code refers to is module-qualified in type positions
    /// (`Swift.Void`, `NotigenRuntime.NotigenKey`), and expressions start only with `Self`, `self`, an implicit
    /// member (`.init(…)`) or a parameter, so that no notifier, case or field name can capture them: a parameter
    /// named `Foundation` or a case named like the notifier changes nothing.
    private static func caseContext(
        _ notificationCase: NotificationCase, of notifier: Notifier, access: AccessLevel, isFirst: Bool,
        payloads: inout [PayloadContext], results: inout [ResultContext]
    ) -> CaseContext {
        let name = SwiftNaming.escaped(notificationCase.name)
        let base = SwiftNaming.upperFirst(notificationCase.name)
        let reference = "`\(notifier.name).\(notificationCase.name)`"
        let caseDeprecation = deprecation(notificationCase.deprecated)
        var payloadType = "Swift.Void"
        var eventParameters: [String] = []
        var eventPayload: (head: String, arguments: [String], tail: String) = ("()", [], "")
        var eventDocs: [String] = []
        var failureFields: [Field]?
        switch notificationCase.kind {
        case .plain(let fields) where fields.isEmpty:
            break
        case .plain(let fields):
            let doc = notificationCase.doc ?? "What \(reference) carries."
            payloads.append(
                payload(base, doc: doc, fields: fields, deprecation: caseDeprecation, access: access, first: payloads))
            payloadType = "\(notifier.name).\(base)"
            eventParameters = fields.map(parameter)
            eventPayload = (".init(", fields.map(argument), ")")
            eventDocs = parameterDocs(fields.map(fieldEntry))
        case .result(let success, let failure):
            var successType = "Swift.Void"
            if !success.isEmpty {
                successType = base + "Success"
                payloads.append(
                    payload(
                        successType, doc: "What \(reference) delivers when it succeeds.", fields: success,
                        deprecation: caseDeprecation, access: access, first: payloads))
            }
            payloads.append(
                failurePayload(
                    base + "Failure", fields: failure, reference: reference, deprecation: caseDeprecation,
                    access: access, first: payloads))
            results.append(
                ResultContext(
                    name: base + "Result", caseName: notificationCase.name, successType: successType,
                    failureType: base + "Failure", deprecation: caseDeprecation))
            payloadType = "\(notifier.name).\(base)Result"
            eventParameters = ["_ result: \(payloadType)"]
            eventPayload = ("result", [], "")
            eventDocs = ["///", "/// - Parameter result: Its success, or its failure."]
            failureFields = failure
        }
        let isMainKey = notificationCase.isolation == .main
        let keyType =
            "NotigenRuntime.\(isMainKey ? "NotigenMainKey" : "NotigenKey")<\(notifier.name), \(payloadType)>"
        let key = keysHolder(notifier) + "." + name
        let isolation = observerIsolation(notificationCase.isolation, notifier: notifier.isolation)
        let method = SwiftNaming.observerMethod(
            case: notificationCase.name, isMerged: notificationCase.isResult, notifier: notifier.name)
        var observerParameter = ""
        var observerCall = "observer.\(method)()"
        var observerClosure = "{ observer, _ in"
        if payloadType != "Swift.Void" {
            observerParameter = "_ \(notificationCase.isResult ? "result" : "payload"): \(payloadType)"
            observerCall = "observer.\(method)(payload)"
            observerClosure = "{ observer, payload in"
        }
        let summaryText = notificationCase.doc.map { _ in "" } ?? "\(reference) was posted."
        let caseDocs = summary(notificationCase.doc, or: summaryText, indent: 4)
        let wireName = "Posted as \(SwiftNaming.docCode(notificationCase.wireName))."
        let eventType = "NotigenRuntime.NotigenEvent<\(notifier.name), \(payloadType)>"
        let eventSignature =
            eventParameters.isEmpty
            ? "\(access.modifier)static var \(name): \(eventType)"
            : declaration("\(access.modifier)static func \(name)(", eventParameters, ") -> \(eventType)", indent: 4)
        let failureEvents = failureFields.map { fields in
            [failureEvent(notificationCase, fields: fields, access: access.modifier, key: key, type: eventType)]
        }
        return CaseContext(
            name: name, access: access.modifier, docLines: caseDocs, deprecation: caseDeprecation,
            isFirst: isFirst,
            nameDocLines: caseDocs + ["///"] + docLines([wireName], indent: 8),
            wireNameLiteral: SwiftNaming.stringLiteral(notificationCase.wireName),
            isMainKey: isMainKey, key: key, keyType: keyType,
            keyDeclaration: "\(access.modifier)static var \(name): \(keyType)",
            observerDocLines: caseDocs,
            observerRequirement: "\(isolation)func \(method)(\(observerParameter))",
            observerDefault: "\(isolation)\(access.modifier)func \(method)(\(observerParameter)) {}",
            observerMethod: method, observerClosure: observerClosure, observerCall: observerCall,
            eventDocLines: caseDocs + eventDocs, eventDeclaration: eventSignature,
            eventBody: eventBody(key, eventPayload.head, eventPayload.arguments, eventPayload.tail),
            failureEvent: failureEvents ?? [])
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

    /// `static func login(failure underlying: any Swift.Error, code: Swift.Int) -> NotigenEvent<…>`, building the
    /// failure struct from any error and the failure's fields.
    private static func failureEvent(
        _ notificationCase: NotificationCase, fields: [Field], access: String, key: String, type: String
    ) -> FailureEventContext {
        let name = SwiftNaming.escaped(notificationCase.name)
        let parameters = ["failure underlying: any Swift.Error"] + fields.map(parameter)
        let arguments = fields.map(argument) + ["underlying: underlying"]
        let docs =
            docLines(["A failure of `\(notificationCase.name)`, caused by `underlying`."], indent: 4)
            + parameterDocs([("underlying", "The error that caused the failure.")] + fields.map(fieldEntry))
        return FailureEventContext(
            docLines: docs,
            declaration: declaration("\(access)static func \(name)(", parameters, ") -> \(type)", indent: 4),
            body: eventBody(key, ".failure(.init(", arguments, "))"))
    }
}

extension NotificationCase {
    /// Whether the case merges a success and a failure.
    var isResult: Bool {
        if case .result = kind { return true }
        return false
    }
}
