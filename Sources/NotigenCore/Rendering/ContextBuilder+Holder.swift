/// The members of the file-private key holder besides its keys: how each payload is read from the `userInfo` of a
/// post made without notigen (and, for `userInfo: fields`, written into every post's), and the per-case work of
/// `addObserver` and `notigenVisitCases`. Users' payload types therefore carry no notigen API.
extension ContextBuilder {
    /// The key holder's functions, printed; `deprecated` marks every one (they reach deprecated cases and are called
    /// through the notifier's file-private cases protocol, whose requirements are not deprecated).
    static func holderFunctions(_ notifier: Notifier, _ cases: [CaseContext], deprecated: Bool) -> String {
        let encodes = notifier.userInfo == .fields
        var functions: [String] = []
        for notificationCase in notifier.cases where !notificationCase.kind.isEmpty {
            let name = SwiftNaming.escaped(notificationCase.name)
            let type = "\(notifier.name).\(SwiftNaming.upperFirst(notificationCase.name))"
            let attribute = deprecation(notificationCase.deprecated).map { "    " + $0 + "\n" }.joined()
            switch notificationCase.kind {
            case .plain(let fields):
                let body = "        try " + decode(fields, indent: 8, column: 12)
                functions.append(attribute + decoder(name, type, body: body))
                if encodes {
                    functions.append(
                        attribute + encoder(name, type, variable: "payload", body: encode(fields, from: "payload")))
                }
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
                let body = [
                    "        guard try userInfo.isSuccess() else {", "            return .failure(",
                    "                try " + decode(failure, underlying: true, indent: 16, column: 20, tail: "))"),
                    "        }", successLine,
                ]
                functions.append(attribute + decoder(name, type + "Result", body: body.joined(separator: "\n")))
                if encodes {
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
        }
        functions += registrations(notifier, cases, deprecated: deprecated)
        return functions.joined(separator: "\n\n")
    }

    /// One key per case, made once: `static let didGetMessage = NotigenRuntime.NotigenKey<…>(…)`, with the
    /// payload's decoder and, for `userInfo: fields`, its encoder.
    static func holderKeys(_ notifier: Notifier, _ cases: [CaseContext]) -> String {
        zip(notifier.cases, cases).map { notificationCase, item in
            var arguments = [
                ".init(\(item.wireNameLiteral))", "delivery: .\(notificationCase.delivery)",
            ]
            if !notificationCase.kind.isEmpty {
                arguments.append("decode: \(keysHolder(notifier)).\(item.name)(from:)")
                if notifier.userInfo == .fields {
                    arguments.append("encode: \(keysHolder(notifier)).\(item.name)(_:into:)")
                }
            }
            let attribute = item.deprecation.map { "    " + $0 + "\n" }.joined()
            return attribute + "    static let \(item.name) = "
                + call(
                    "\(item.keyType)(", arguments, ")", indent: 4, column: 18 + item.name.count)
        }.joined(separator: "\n")
    }

    /// `static func name(from userInfo:) throws(…) -> Type { body }`.
    private static func decoder(_ name: String, _ type: String, body: String) -> String {
        [
            "    @Sendable static func \(name)(", "        from userInfo: NotigenRuntime.NotigenUserInfo",
            "    ) throws(NotigenRuntime.NotigenDecodingError) -> \(type) {", body, "    }",
        ].joined(separator: "\n")
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
