/// The members of the file-private key holder: its keys, each with how its payload is read from the `userInfo` of a
/// post made without notigen (and, for `userInfo: fields`, written into every post's), and the per-case work of
/// `addObserver` and `notigenVisitCases`. Users' payload types therefore carry no notigen API.
extension ContextBuilder {
    /// The key holder's functions (the encoders of `userInfo: fields` and the registrations), printed; `deprecated` marks every one (they reach deprecated cases and are called
    /// through the notifier's file-private cases protocol, whose requirements are not deprecated).
    static func holderFunctions(_ notifier: Notifier, _ cases: [CaseContext], deprecated: Bool) -> String {
        let encodes = notifier.userInfo == .fields
        var functions: [String] = []
        for notificationCase in notifier.cases where encodes && !notificationCase.kind.isEmpty {
            let name = SwiftNaming.escaped(notificationCase.name)
            let type = "\(notifier.name).\(SwiftNaming.upperFirst(notificationCase.name))"
            let attribute = deprecation(notificationCase.deprecated).map { "    " + $0 + "\n" }.joined()
            switch notificationCase.kind {
            case .plain(let fields):
                functions.append(
                    attribute + encoder(name, type, variable: "payload", body: encode(fields, from: "payload")))
            case .result(let success, let failure):
                functions.append(
                    attribute
                        + encoder(
                            name, type + "Result", variable: "result",
                            body: [
                                "        switch result {",
                                "        case .success\(success.isEmpty ? "" : "(let success)"):",
                                "            userInfo[\(SwiftNaming.stringLiteral(UserInfoStyle.resultKey))] = \"success\"",
                            ] + encode(success, from: "success", indent: 12) + [
                                "        case .failure(let failure):",
                                "            userInfo[\(SwiftNaming.stringLiteral(UserInfoStyle.resultKey))] = \"failure\"",
                            ]
                                + encode(
                                    failure, from: "failure", indent: 12,
                                    underlying: failure.isEmpty ? "" : " as Any?")
                                + ["        }"]))
            }
        }
        functions += registrations(notifier, cases, deprecated: deprecated)
        return functions.joined(separator: "\n\n")
    }

    /// One key per case, made once: `static let didGetMessage = NotigenRuntime.NotigenKey<…>(…) { userInfo in … }`,
    /// with, for `userInfo: fields`, its encoder and the payload's decoder as a trailing closure (which costs the
    /// type checker less than a function of its own, and keeps the decoder at the indentation of one).
    static func holderKeys(_ notifier: Notifier, _ cases: [CaseContext]) -> String {
        zip(notifier.cases, cases).map { notificationCase, item in
            let arguments = [".init(\(item.wireNameLiteral))", "delivery: .\(notificationCase.delivery)"]
            let head = item.deprecation.map { "    " + $0 + "\n" }.joined() + "    static let \(item.name) = "
            guard let body = decoderBody(notificationCase.kind) else {
                return head + call("\(item.keyType)(", arguments, ")", indent: 4, column: 18 + item.name.count)
            }
            let encoder =
                notifier.userInfo == .fields ? ["encode: \(keysHolder(notifier)).\(item.name)(_:into:)"] : []
            let oneLine = "        " + (arguments + encoder).joined(separator: ", ")
            let leading =
                oneLine.count <= lineLength
                ? oneLine : String(call("", arguments + encoder, "", indent: 4, column: lineLength).dropFirst())
            return head + "\(item.keyType)(\n" + leading + "\n"
                + "    ) { userInfo throws(NotigenRuntime.NotigenDecodingError) in\n" + body + "\n    }"
        }.joined(separator: "\n")
    }

    /// The body of a payload's decoder, its key's trailing closure; nil for a case without a payload.
    private static func decoderBody(_ kind: NotificationCase.Kind) -> String? {
        switch kind {
        case .plain(let fields) where fields.isEmpty:
            return nil
        case .plain(let fields):
            return "        try " + decode(fields, indent: 8, column: 12)
        case .result(let success, let failure):
            var successLine = "        return .success(())"
            if !success.isEmpty {
                let oneLine = "        return .success(try " + decode(success, indent: 0, column: 0) + ")"
                successLine =
                    oneLine.count <= lineLength
                    ? oneLine
                    : "        return .success(\n            try "
                        + decode(success, indent: 12, column: 16, tail: "))")
            }
            return [
                "        guard try userInfo.isSuccess() else {", "            return .failure(",
                "                try " + decode(failure, underlying: true, indent: 16, column: 20, tail: "))"),
                "        }", successLine,
            ].joined(separator: "\n")
        }
    }

    /// `static func name(_ variable: Type, into userInfo:) { body }`.
    private static func encoder(_ name: String, _ type: String, variable: String, body: [String]) -> String {
        let head = declaration(
            "    @Sendable static func \(name)(",
            ["_ \(variable): \(type)", "into userInfo: inout [Swift.AnyHashable: Any]"], ")",
            indent: 4)
        return ([head + " {"] + body + ["    }"]).joined(separator: "\n")
    }

    /// `.init(name: userInfo.value("key"), …)`: each field required, defaulted or optional; its type is the
    /// initializer's parameter type, never written here, where a case named like a type would capture it.
    private static func decode(
        _ fields: [Field], underlying: Bool = false, indent: Int, column: Int, tail: String = ")"
    ) -> String {
        var arguments = fields.map { field -> String in
            let key = SwiftNaming.stringLiteral(field.userInfoKey)
            let label = SwiftNaming.argumentLabel(field.name)
            if field.type.optionalWrapped != nil {
                let defaultArgument = field.defaultLiteral.flatMap { $0 == "nil" ? nil : ", default: \($0)" } ?? ""
                return "\(label): userInfo.optional(\(key)\(defaultArgument))"
            }
            return "\(label): userInfo.value(\(key)\(field.defaultLiteral.map { ", default: \($0)" } ?? ""))"
        }
        if underlying {
            let key = SwiftNaming.stringLiteral(UserInfoStyle.errorKey)
            arguments.append("underlying: userInfo.\(fields.isEmpty ? "value" : "optional")(\(key))")
        }
        return call(".init(", arguments, tail, indent: indent, column: column)
    }

    /// `userInfo["key"] = variable.field` per field; a failure's underlying error goes under `"error"`.
    private static func encode(
        _ fields: [Field], from variable: String, indent: Int = 8, underlying: String? = nil
    ) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines = fields.map { field in
            let storage = field.deprecated == nil ? SwiftNaming.escaped(field.name) : "_" + field.name
            let value = variable + "." + storage + (field.type.optionalWrapped == nil ? "" : " as Any?")
            return pad + "userInfo[\(SwiftNaming.stringLiteral(field.userInfoKey))] = \(value)"
        }
        if let underlying {
            let key = SwiftNaming.stringLiteral(UserInfoStyle.errorKey)
            lines.append(pad + "userInfo[\(key)] = \(variable).underlying\(underlying)")
        }
        return lines
    }
}

extension ContextBuilder {
    /// `observe(_:)` and `visit(_:)`: the per-case work of `addObserver` (both of its kinds: one closure per case
    /// serves the registration of a `Sendable` observer and that of a main-actor one) and `notigenVisitCases`.
    private static func registrations(_ notifier: Notifier, _ cases: [CaseContext], deprecated: Bool) -> [String] {
        let observer = notifier.name + "Observer"
        let attribute = deprecated ? "    @available(*, deprecated, message: \"Reaches the deprecated cases.\")\n" : ""
        let registering = cases.map { item in
            let method = item.isMainKey ? "observeMain" : "observe"
            return "        registration.\(method)(Self.\(item.name)) \(item.observerClosure)\n"
                + "            \(item.observerCall)\n        }"
        }
        var functions = [
            attribute + "    static func observe(\n"
                + "        _ registration: NotigenRuntime.NotigenRegistration<some \(observer)>\n    ) {\n"
                + registering.joined(separator: "\n") + "\n    }"
        ]
        let visits = cases.map { "        visitor.visit(Self.\($0.name)\($0.isMainKey ? ".key" : ""))" }
        functions.append(
            attribute
                + "    static func visit(_ visitor: inout some NotigenRuntime.NotigenCaseVisitor<\(notifier.name)>) {\n"
                + visits.joined(separator: "\n") + "\n    }")
        return functions
    }
}
