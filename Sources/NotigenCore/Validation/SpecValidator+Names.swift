/// The names notigen refuses. The generated code names everything it uses so that no name of the spec can capture
/// it (module-qualified types, `Self`, implicit members; see `ContextBuilder`), so only names Swift forbids and names
/// that would collide among the generated declarations are errors, each saying what it would collide with.
extension SpecValidator {
    /// Modules the generated code names (`Swift.String`, `NotigenRuntime.NotigenKey`): a type of that name in the
    /// module, or nested in a notifier, would hide them.
    static let moduleNames: Set<String> = ["Swift", "Foundation", "NotigenRuntime"]

    /// The prefix of the runtime's declarations (its types and the generic parameters of the types the generated
    /// extensions constrain, `NotigenKey<NotigenNotifierType, NotigenPayloadType>`), which no notifier may take.
    static let runtimePrefix = "Notigen"

    /// The prefixes of the file-private declarations generated expressions name (`NotigenKeys_UserManager`, the
    /// holder of a notifier's keys, and `NotigenCases_UserManager`, its protocol of deprecated cases): a case or
    /// field (a static member or parameter) so named would hide them.
    static let holderPrefixes = [GeneratedNames.keysHolderPrefix, GeneratedNames.casesProtocolPrefix]

    /// The file-private declarations of every generated file (`Templates/file.mustache`), besides the holders.
    static let fileScopeNames: Set<String> = [GeneratedNames.runtimeCheck]

    /// Why a field's type may not name `root` (the first name of a type the generated code writes unqualified), or
    /// nil: it would name a file-private declaration of the generated file, not the user's type.
    static func reservedTypeProblem(_ root: String) -> String? {
        guard fileScopeNames.contains(root) || holderPrefixes.contains(where: root.hasPrefix) else { return nil }
        return "'\(root)' names a file-private declaration of the generated file: names starting with 'NotigenKeys_' "
            + "or 'NotigenCases_', and 'NotigenRuntimeCheck', are notigen's"
    }

    /// Case names that would collide with a member the `Name` enum gets from `RawRepresentable` and
    /// `CaseIterable`, and what gives it that member.
    static let notificationEnumMembers: [String: String] = [
        "RawValue": "has raw values, whose type is its member 'RawValue'",
        "AllCases": "is CaseIterable, whose collection type is its member 'AllCases'",
        "allCases": "is CaseIterable, which gives it the static property 'allCases'",
    ]

    /// Notifier names that the declarations of a message would resolve to something else, and why.
    static let messageNotifierNames: [String: String] = [
        "Subject": "each message declares 'typealias Subject = Subject', which would name itself",
        "MessageType": "its message identifiers extend 'MessageIdentifier' where 'MessageType', its associated "
            + "type, would mean itself instead of the notifier",
    ]

    /// The nested types a case generates: its payload struct, or its success, failure and result types; and, with
    /// `messages: true`, the message type of a case whose payload cannot be one (`messageTypeName(of:)`).
    static func generatedTypeNames(of notificationCase: NotificationCase) -> [String] {
        let name = notificationCase.name
        let message = messageWrapperName(of: notificationCase).map { [$0] } ?? []
        switch notificationCase.kind {
        case .plain(let fields):
            return (fields.isEmpty ? [] : [GeneratedNames.typeBase(case: name)]) + message
        case .result(let success, _):
            return (success.isEmpty ? [] : [GeneratedNames.successType(case: name)])
                + [GeneratedNames.failureType(case: name), GeneratedNames.resultType(case: name)] + message
        }
    }

    /// The message type a case with `messages: true` generates (`<Case>Message`) when its payload cannot conform
    /// itself: a merged case's payload is a `Swift.Result`, and a case without fields has none. Nil otherwise.
    static func messageWrapperName(of notificationCase: NotificationCase) -> String? {
        guard notificationCase.messages else { return nil }
        if case .plain(let fields) = notificationCase.kind, !fields.isEmpty { return nil }
        return GeneratedNames.messageWrapper(case: notificationCase.name)
    }

    /// The nested type that is the case's message (with `messages: true`): its payload struct, or the wrapper of
    /// `messageWrapperName(of:)`.
    static func messageTypeName(of notificationCase: NotificationCase) -> String? {
        guard notificationCase.messages else { return nil }
        return messageWrapperName(of: notificationCase) ?? GeneratedNames.typeBase(case: notificationCase.name)
    }

    /// The nested types, and observer methods, of the notifier's cases must not collide with each other or hide
    /// what the generated code names; its fields' types must not name one of them unqualified.
    mutating func checkGeneratedNames(_ notifier: Notifier) {
        var owners = SmallMap<NotificationCase>()
        var methods = SmallMap<NotificationCase>()
        let observerProtocol = GeneratedNames.observerProtocol(notifier: notifier.name)
        if let problem = Self.messageNotifierNames[notifier.name],
            let message = notifier.cases.first(where: \.messages)
        {
            diagnostics.error(
                "a notifier with messages cannot be named '\(notifier.name)': \(problem); rename the notifier",
                at: notifier.location,
                notes: [.init(message: "case '\(message.name)' has 'messages: true'", location: message.location)])
        }
        if notifier.oneHandler, notifier.name == "Posted" {
            diagnostics.error(
                "a notifier with 'oneHandler: true' cannot be named 'Posted': inside its 'Posted' enum, 'Posted' would "
                    + "mean the enum, not the notifier; rename the notifier", at: notifier.location)
        }
        for notificationCase in notifier.cases {
            if let member = Self.notificationEnumMembers[notificationCase.name] {
                diagnostics.error(
                    "a case cannot be named '\(notificationCase.name)': the generated enum "
                        + "'\(notifier.name).Name' \(member)", at: notificationCase.location)
            }
            for typeName in Self.generatedTypeNames(of: notificationCase) {
                // Written only for a diagnostic: most cases have none.
                var generated: String {
                    "case '\(notificationCase.name)' would generate the type '\(notifier.name).\(typeName)'"
                }
                if let problem = hiddenName(typeName, observerProtocol: observerProtocol, of: notifier) {
                    diagnostics.error("\(generated), which \(problem); rename the case", at: notificationCase.location)
                } else if let owner = owners[typeName] {
                    diagnostics.error(
                        "\(generated), which case '\(owner.name)' generates too; rename one of them",
                        at: notificationCase.location,
                        notes: [.init(message: "case '\(owner.name)' is here", location: owner.location)])
                } else {
                    owners[typeName] = notificationCase
                }
            }
            if notificationCase.kind.isEmpty {
                let method = SwiftNaming.observerMethod(
                    case: notificationCase.name, isMerged: notificationCase.isResult, notifier: notifier.name)
                if let owner = methods[method] {
                    diagnostics.error(
                        "case '\(notificationCase.name)' would generate the observer method '\(method)()', which case "
                            + "'\(owner.name)' generates too; rename one of them", at: notificationCase.location,
                        notes: [.init(message: "case '\(owner.name)' is here", location: owner.location)])
                }
                methods[method] = methods[method] ?? notificationCase
            }
        }
        let nestedTypes = notifier.oneHandler ? ["Name", "Posted"] : ["Name"]
        checkShadowedTypes(notifier, nestedTypes: Set(owners.keys).union(nestedTypes))
    }

    /// What a nested type of this name would collide with or hide, if anything.
    private func hiddenName(_ typeName: String, observerProtocol: String, of notifier: Notifier) -> String? {
        if typeName == "Name" { return "is the notifier's enum of notification names" }
        if typeName == "Posted", notifier.oneHandler {
            return "is the notifier's enum of posted cases ('oneHandler: true')"
        }
        if typeName == "Any" || typeName == "Self" || typeName == "Type" || typeName == "Protocol" {
            return "is a name Swift forbids for a nested type"
        }
        if Self.moduleNames.contains(typeName) {
            return "would hide the module '\(typeName)' that the generated code names inside the notifier"
        }
        if typeName == observerProtocol {
            return "would hide the observer protocol '\(observerProtocol)' inside the notifier"
        }
        return nil
    }

    /// A field type written with a name the notifier declares (`User` when a case `user` generates
    /// `Notifier.User`) would mean that nested type, not the user's.
    private mutating func checkShadowedTypes(_ notifier: Notifier, nestedTypes: Set<String>) {
        for notificationCase in notifier.cases {
            let isMessage = notificationCase.messages && Self.messageWrapperName(of: notificationCase) == nil
            for field in notificationCase.fields where isMessage {
                // The payload struct is the message, whose `Subject` is a member type of it.
                for root in field.userRoots where root.name == "Subject" {
                    diagnostics.error(
                        "the type 'Subject' of field '\(field.name)' would mean the message's 'Subject' (the notifier "
                            + "'\(notifier.name)') inside its payload, which 'messages: true' makes a message; "
                            + "qualify it with its module (as in 'MyModule.Subject')",
                        at: field.typeSource.location(of: root.offset))
                }
            }
            for field in notificationCase.fields {
                for root in field.userRoots where nestedTypes.contains(root.name) {
                    diagnostics.error(
                        "the type '\(root.name)' of field '\(field.name)' would mean the generated "
                            + "'\(notifier.name).\(root.name)' inside the notifier; qualify it with its module (as in "
                            + "'MyModule.\(root.name)') or rename the case",
                        at: field.typeSource.location(of: root.offset))
                }
            }
        }
    }

    /// A notifier name: an identifier that is no keyword, outside the runtime's namespace, and no module the
    /// generated code names.
    mutating func checkTypeName(_ name: String, at location: SourceLocation) {
        if !SwiftNaming.isIdentifier(name) {
            diagnostics.error(
                "\(Diagnostic.quoted(name)) is not a valid Swift type name: " + SwiftNaming.identifierProblem(name),
                at: location)
        } else if SwiftNaming.keywords.contains(name) {
            diagnostics.error("'\(name)' is a Swift keyword and cannot name a notifier", at: location)
        } else if SwiftNaming.typeModifierWords.contains(name) {
            diagnostics.error(
                "'\(name)' cannot name a notifier: Swift reads it as a type modifier where the generated code writes "
                    + "the notifier's types ('\(name).DidUpdate')", at: location)
        } else if Self.moduleNames.contains(name) {
            diagnostics.error(
                "'\(name)' cannot name a notifier: it would hide the module '\(name)' that the generated code names",
                at: location)
        } else if name.hasPrefix(Self.runtimePrefix) {
            diagnostics.error(
                "'\(name)' cannot name a notifier: names starting with '\(Self.runtimePrefix)' belong to the runtime "
                    + "(its types and the generic parameters the generated extensions constrain)", at: location)
        }
    }
}

extension NotificationCase {
    /// Every field of the case: the payload's, or the success's followed by the failure's.
    var fields: [Field] {
        switch kind {
        case .plain(let fields): return fields
        case .result(let success, let failure): return success + failure
        }
    }
}

extension NotificationCase.Kind {
    /// Whether the case carries nothing: a plain case without fields.
    var isEmpty: Bool {
        if case .plain(let fields) = self { return fields.isEmpty }
        return false
    }
}

extension TypeExpression {
    /// A name of `userRoots`, with the offset where the type first writes it.
    typealias UserRoot = (name: String, offset: Int)

    /// The first names of the nominal types that generated code writes as the user wrote them, unqualified (those
    /// that are not standard types, which it writes with their module), each once, with where it is first written.
    var userRoots: [UserRoot] {
        var roots: [UserRoot] = []
        visitNominals { components in
            guard let first = components.first, (try? StandardType.resolve(components)) == nil,
                StandardType.Module(rawValue: first.name) == nil, !roots.contains(where: { $0.name == first.name })
            else { return }
            roots.append((first.name, first.offset))
        }
        return roots
    }

    /// The names of `userRoots`.
    var userRootNames: [String] { userRoots.map(\.name) }
}
