/// One case, what `notifier.mustache` sees in its loops over cases: its `Notification` case, observer method,
/// typed key and event factories. Whole declarations are printed here rather than by the template, which would
/// need three to five tags for each (see `PayloadContext`).
final class CaseContext: Sendable {
    /// The escaped case name.
    let name: String
    /// `public `, `package ` or nothing.
    let access: String
    let docLines: [String]
    /// The `@available(*, deprecated, …)` line of its key and events, when the case is deprecated.
    let deprecation: [String]
    /// `docLines` then `deprecation`: what precedes the key and event declarations, in one loop of the template.
    let preamble: [String]
    let wireNameLiteral: String
    /// The payload type observers receive: a struct, `Void` or a result alias.
    let payloadType: String
    /// The key, by the name its notifier's key holder gives it: `NotigenKeys_UserManager.didGetMessage`.
    let key: String
    /// The key's declaration in the holder, made once: `static let didGetMessage:
    /// NotigenRuntime.NotigenKey<UserManager, UserManager.DidGetMessage> = .init((.didGetMessage as
    /// UserManager.Notification).name, delivery: .direct)` (`NotigenMainKey<…>` for a main-actor case).
    let heldKey: String
    /// The case's `NotigenKey<…>(…)`, also for a main-actor case: what `notigenVisitCases` hands its visitor.
    let notigenKey: String
    /// `public static var didGetMessage: NotigenRuntime.NotigenKey<…>`.
    let keyDeclaration: String
    /// The observer protocol's requirement: `func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage)`.
    let observerRequirement: String
    /// The requirement's default implementation, which does nothing.
    let observerDefault: String
    /// The closure that calls the observer method: `{ observer, payload in observer.m(payload) }`.
    let observerClosure: String
    /// The registration method of the main-actor `addObserver`: `observe` for a main-actor key, else
    /// `observeOnMainActor`, which brings every case to the main actor.
    let mainActorObserve: String
    /// `public static func didGetMessage(message: Swift.String) -> Self` or `public static var didLogout: Self`.
    let eventDeclaration: String
    /// `Self(NotigenKeys_UserManager.didGetMessage, .init(message: message))`: the event the factory returns.
    let eventBody: String
    /// The event factory of a merged case's failure from any error, when the case is merged.
    let failureEvent: [FailureEventContext]

    init(
        name: String, access: String, docLines: [String], deprecation: [String], wireNameLiteral: String,
        payloadType: String, isMainKey: Bool, key: String, heldKey: String, notigenKey: String,
        keyDeclaration: String, observerRequirement: String, observerDefault: String, observerClosure: String,
        eventDeclaration: String, eventBody: String, failureEvent: [FailureEventContext]
    ) {
        self.name = name
        self.access = access
        self.docLines = docLines
        self.deprecation = deprecation
        self.preamble = docLines + deprecation
        self.wireNameLiteral = wireNameLiteral
        self.payloadType = payloadType
        self.key = key
        self.heldKey = heldKey
        self.notigenKey = notigenKey
        self.keyDeclaration = keyDeclaration
        self.observerRequirement = observerRequirement
        self.observerDefault = observerDefault
        self.observerClosure = observerClosure
        self.mainActorObserve = isMainKey ? "observe" : "observeOnMainActor"
        self.eventDeclaration = eventDeclaration
        self.eventBody = eventBody
        self.failureEvent = failureEvent
    }
}

/// `static func login(failure underlying: any Swift.Error, code: Swift.Int) -> Self`: a merged case's failure from any error.
final class FailureEventContext: Sendable {
    let caseName: String
    /// `` and `code` ``, naming the declared fields in the doc comment; empty when there are none.
    let withFields: String
    /// `public static func login(failure underlying: any Swift.Error, code: Swift.Int) -> Self`.
    let declaration: String
    /// `Self(.init(…) as Key, .failure(.init(…)))`, posting the failure struct.
    let body: String

    init(caseName: String, withFields: String, declaration: String, body: String) {
        self.caseName = caseName
        self.withFields = withFields
        self.declaration = declaration
        self.body = body
    }
}
