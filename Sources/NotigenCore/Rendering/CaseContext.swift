/// One case, what `notifier.mustache` sees in its loops over cases: its `Name` case, observer method, typed key and
/// event factories. Whole declarations are printed here rather than by the template, which would need three to five
/// tags for each (see `PayloadContext`).
final class CaseContext: Sendable {
    /// The escaped case name.
    let name: String
    /// `public `, `package ` or nothing.
    let access: String
    /// The case's summary: its `doc:`, or a synthesized one.
    let docLines: [String]
    /// The `@available(*, deprecated, …)` line of everything generated for the case, when it is deprecated.
    let deprecation: [String]
    /// Whether the case is its notifier's first, which no blank line precedes in a list of declarations.
    let isFirst: Bool
    /// The `Name` case's doc: the summary and the name it is posted under.
    let nameDocLines: [String]
    let wireNameLiteral: String
    /// Whether observers are isolated to the main actor, so that its key is a `NotigenMainKey`.
    let isMainKey: Bool
    /// The key, by the name its notifier's key holder gives it: `NotigenKeys_UserManager.didGetMessage`.
    let key: String
    /// `NotigenRuntime.NotigenKey<UserManager, UserManager.DidGetMessage>` (`NotigenMainKey` for a main-actor case).
    let keyType: String
    /// `public static var didGetMessage: NotigenRuntime.NotigenKey<…>`.
    let keyDeclaration: String
    /// The observer method's doc.
    let observerDocLines: [String]
    /// The observer protocol's requirement: `func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage)`.
    let observerRequirement: String
    /// The requirement's default implementation, which does nothing.
    let observerDefault: String
    /// `userManagerDidGetMessage`.
    let observerMethod: String
    /// The start of the closure that calls the observer method: `{ observer, payload in`.
    let observerClosure: String
    /// The call in that closure: `observer.userManagerDidGetMessage(payload)`.
    let observerCall: String
    /// The event factory's doc: the summary and its `- Parameters:`.
    let eventDocLines: [String]
    /// `public static func didGetMessage(message: Swift.String) -> NotigenRuntime.NotigenEvent<…>`, or
    /// `public static var didLogout: NotigenRuntime.NotigenEvent<…>`.
    let eventDeclaration: String
    /// `.init(NotigenKeys_UserManager.didGetMessage, .init(message: message))`: the event the factory returns.
    let eventBody: String
    /// The event factory of a merged case's failure from any error, when the case is merged.
    let failureEvent: [FailureEventContext]

    init(
        name: String, access: String, docLines: [String], deprecation: [String], isFirst: Bool,
        nameDocLines: [String],
        wireNameLiteral: String, isMainKey: Bool, key: String, keyType: String,
        keyDeclaration: String, observerDocLines: [String], observerRequirement: String, observerDefault: String,
        observerMethod: String, observerClosure: String, observerCall: String, eventDocLines: [String],
        eventDeclaration: String, eventBody: String, failureEvent: [FailureEventContext]
    ) {
        self.name = name
        self.access = access
        self.docLines = docLines
        self.deprecation = deprecation
        self.isFirst = isFirst
        self.nameDocLines = nameDocLines
        self.wireNameLiteral = wireNameLiteral
        self.isMainKey = isMainKey
        self.key = key
        self.keyType = keyType
        self.keyDeclaration = keyDeclaration
        self.observerDocLines = observerDocLines
        self.observerRequirement = observerRequirement
        self.observerDefault = observerDefault
        self.observerMethod = observerMethod
        self.observerClosure = observerClosure
        self.observerCall = observerCall
        self.eventDocLines = eventDocLines
        self.eventDeclaration = eventDeclaration
        self.eventBody = eventBody
        self.failureEvent = failureEvent
    }
}

/// `static func login(failure underlying: any Swift.Error, code: Swift.Int) -> Self`: a merged case's failure from
/// any error.
final class FailureEventContext: Sendable {
    /// The summary and `- Parameters:`.
    let docLines: [String]
    /// `public static func login(failure underlying: any Swift.Error, code: Swift.Int) -> Self`.
    let declaration: String
    /// `.init(NotigenKeys_UserManager.login, .failure(.init(…)))`, posting the failure struct.
    let body: String

    init(docLines: [String], declaration: String, body: String) {
        self.docLines = docLines
        self.declaration = declaration
        self.body = body
    }
}
