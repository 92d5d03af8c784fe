/// The typed values the Mustache templates see: every name escaped, every type and literal already printed,
/// so that templates only loop and substitute. `file.mustache` sees a `FileContext`.
struct FileContext: Sendable {
    var specFileName: String
    var imports: [String]
    /// Each notifier as rendered by `notifier.mustache` (notifiers are rendered in parallel).
    var notifiers: [String]
}

/// One notifier, what `notifier.mustache` sees: its namespace enum, payload types, observer protocol, keys and
/// events.
struct NotifierContext: Sendable {
    var name: String
    /// `public `, `package ` or nothing.
    var access: String
    var docLines: [String]
    /// The `@available(*, deprecated, …)` line, when the notifier is deprecated; empty otherwise.
    var deprecation: [String]
    /// Whether every observer of the notifier is isolated to the main actor.
    var isMain: Bool
    /// `UserManagerObserver`.
    var observerProtocol: String
    var cases: [CaseContext]
    /// The cases whose observers are not isolated, which get a `NotigenKey`.
    var keys: [CaseContext]
    /// The cases whose observers are isolated to the main actor, which get a `NotigenMainKey`.
    var mainKeys: [CaseContext]
    var payloads: [PayloadContext]
    var results: [ResultContext]
}

/// One case: its `Notification` case, observer method, typed key and event factories.
struct CaseContext: Sendable {
    /// The escaped case name.
    var name: String
    /// `public `, `package ` or nothing.
    var access: String
    var docLines: [String]
    /// The `@available(*, deprecated, …)` line of its key and events, when the case is deprecated.
    var deprecation: [String]
    var wireNameLiteral: String
    /// The payload type observers receive: a struct, `Void` or a result alias.
    var payloadType: String
    /// Whether observers are isolated to the main actor, so that its key is a `NotigenMainKey`.
    var isMainKey: Bool
    /// `NotigenKey<UserManager, UserManager.DidGetMessage>`, or `NotigenMainKey<…>` for a main-actor case.
    var keyType: String
    /// The key's value, `keyType(UserManager.Notification.didGetMessage.name)`: one tag where the template
    /// would otherwise need five.
    var key: String
    /// The `NotigenKey` value that events are posted with, whatever the observers' isolation.
    var eventKey: String
    /// `@MainActor `, `nonisolated ` or nothing: the observer method's isolation where it differs from the protocol's.
    var observerIsolation: String
    /// `userManagerDidGetMessage`.
    var observerMethod: String
    /// `_ payload: UserManager.DidGetMessage`, or nothing for a payload-less case.
    var observerParameter: String
    /// The closure that calls the observer method: `{ observer, payload in observer.m(payload) }`.
    var observerClosure: String
    /// `static func didGetMessage(message: String) -> Self` or `static var didLogout: Self`.
    var eventSignature: String
    /// The payload expression the event factory posts.
    var eventPayload: String
    /// `bridging: ` when typed posts also write every field under its `userInfo` key.
    var bridging: String
    /// The event factory of a merged case's failure from any error, when the case is merged.
    var failureEvent: [FailureEventContext]
}

/// `static func login(failure error: any Error, code: Int) -> Self`: a merged case's failure from any error.
struct FailureEventContext: Sendable {
    var caseName: String
    /// `` and `code` ``, naming the declared fields in the doc comment; empty when there are none.
    var withFields: String
    /// `public static func login(failure underlying: any Error, code: Int) -> Self`.
    var declaration: String
    /// `Self(key, .failure(…))`, posting the failure struct.
    var body: String
}

// Whole declarations of a case, printed here rather than by the template, which would need three to five tags for
// each (see `PayloadContext.properties`).
extension CaseContext {
    /// The observer protocol's requirement: `func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage)`.
    var observerRequirement: String {
        "\(observerIsolation)func \(observerMethod)(\(observerParameter))"
    }

    /// The requirement's default implementation, which does nothing.
    var observerDefault: String {
        "\(observerIsolation)\(access)func \(observerMethod)(\(observerParameter)) {}"
    }

    /// `public static var didGetMessage: NotigenKey<…>`.
    var keyDeclaration: String {
        "\(access)static var \(name): \(keyType)"
    }

    /// `public static func didGetMessage(message: String) -> Self`.
    var eventDeclaration: String {
        access + eventSignature
    }

    /// `Self(key, payload)`: the event the factory returns.
    var eventBody: String {
        "Self(\(bridging)\(eventKey), \(eventPayload))"
    }
}

/// A payload, success or failure struct.
struct PayloadContext: Sendable {
    var name: String
    /// `public `, `package ` or nothing.
    var access: String
    var docLines: [String]
    var conformances: String
    var fields: [FieldContext]
    /// The memberwise initializer's parameters, wrapped one per line when long.
    var initParameters: String
    /// The memberwise initializer's arguments read from `userInfo`, wrapped one per line when long.
    var decodeArguments: String
}

// The per-field lines of a payload struct, printed here rather than by the template: a template tag costs far more
// than the string it stands for (swift-mustache splits its name and casts its value for every lookup), and these
// lines are most of a notifier's tags.
extension PayloadContext {
    /// Every field's doc comment, deprecation and property, one line each, indented for the struct's body.
    var properties: String {
        var lines: [String] = []
        for field in fields {
            lines += field.docLines.map { "        " + $0 }
            if let deprecation = field.deprecation.first {
                lines += [
                    "        " + deprecation, "        \(access)var \(field.name): \(field.type) {",
                    "            get { \(field.storage) }", "            set { \(field.storage) = newValue }",
                    "        }",
                    "        private var \(field.storage): \(field.type)",
                ]
            } else {
                lines.append("        \(access)var \(field.name): \(field.type)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The memberwise initializer's body: `self.storage = name` per field.
    var assignments: String {
        fields.map { "            self.\($0.storage) = \($0.name)" }.joined(separator: "\n")
    }

    /// `notigenEncode(into:)`'s body: `userInfo["key"] = value` per field.
    var encodings: String {
        fields.map { "            userInfo[\($0.keyLiteral)] = \($0.encodedValue)" }.joined(separator: "\n")
    }
}

/// A stored property of a payload struct.
struct FieldContext: Sendable {
    var name: String
    /// The stored property: the escaped name, or `_name` behind a deprecated computed property.
    var storage: String
    var type: String
    var docLines: [String]
    /// The `@available(*, deprecated, …)` line, when the field is deprecated.
    var deprecation: [String]
    /// The field's `userInfo` key as a string literal.
    var keyLiteral: String
    /// The value stored under the key: an optional is written `as Any?`, so that nil leaves the key out.
    var encodedValue: String
}

/// The `Result` alias of a merged success/failure case.
struct ResultContext: Sendable {
    var name: String
    var caseName: String
    var successType: String
    var failureType: String
}
