/// One case's Foundation message (`messages: true`), what `message.mustache` sees inside `{{#messages}}`: the type
/// that conforms to `NotificationCenter.AsyncMessage` or `MainActorMessage`, and its `MessageIdentifier`.
final class MessageContext: TemplateObject, @unchecked Sendable {
    static let keyTable = TemplateKeyTable<MessageContext>(
        .message,
        [
            .shared(.name) { $1.text($0.name) },
            .shared(.rawName) { $1.text($0.rawName) },
            .shared(.isFirst) { $1.flag($0.isFirst) },
            .shared(.typeName) { $1.text($0.typeName) },
            .text("messageType", "The message type qualified by its notifier: `Auth.DidLogin`.") {
                $1.text($0.messageType)
            },
            .flag(
                "isWrapper", "Whether the message is a wrapper notigen declares rather than the payload struct itself."
            ) { $1.flag($0.isWrapper) },
            .shared(.resultType) { $1.text($0.resultType) },
            .text(
                "eventPayloadType",
                "The payload type as the conformance names it: `Self`, `Subject.FetchResult`, `Swift.Void`."
            ) { $1.text($0.eventPayloadType) },
            .shared(.isResult) { $1.flag($0.isResult) },
            .text("messageProtocol", "`MainActorMessage` for a main-actor case, `AsyncMessage` otherwise.") {
                $1.text($0.messageProtocol)
            },
            .shared(.isMainActor) { $1.flag($0.isMainActor) },
            .text("subject", "The message's `Subject`: the notifier.") { $1.text($0.subject) },
            .shared(.deprecated) { $1.text($0.deprecated) },
            .text("keyPath", "The case's key in the key holder: `NotigenKeys_Auth.didLogin`.") { $1.text($0.keyPath) },
            .shared(.wireNameDoc) { $1.text($0.wireNameDoc) },
            .shared(.condition) { $1.text($0.condition) },
        ])

    override class var contextClass: TemplateContextClass? { keyTable.context }

    /// The escaped case name, which the message identifier is named after: `didLogin`.
    let name: String
    /// The case name as written in the spec, for doc comments.
    let rawName: String
    /// Whether it is the notifier's first message, which no blank line precedes.
    let isFirst: Bool
    /// The nested type that is the message: the payload struct (`DidLogin`), else the wrapper (`FetchMessage`).
    let typeName: String
    /// `typeName` qualified by the notifier: `Auth.DidLogin`.
    let messageType: String
    /// Whether the message is a wrapper notigen declares (a merged case's `result`, or nothing for a case without
    /// fields) rather than the payload struct itself.
    let isWrapper: Bool
    /// A merged case's `Result` alias as the wrapper, nested in the notifier, names it: `FetchResult`, unqualified,
    /// since inside the notifier its name may mean a payload struct of a case named like it (`Foo.Foo`).
    let resultType: String
    /// The payload type as the conformance names it, in type position only (a field named like a module would
    /// capture a module-qualified expression): `Self`, `Subject.FetchResult` or `Swift.Void`.
    let eventPayloadType: String
    /// Whether the case merges a success and a failure (the wrapper then holds `result`).
    let isResult: Bool
    /// `MainActorMessage` for a main-actor case, `AsyncMessage` otherwise.
    let messageProtocol: String
    /// Whether the case is isolated to the main actor, so that `makeMessage` and `makeNotification` are too.
    let isMainActor: Bool
    /// The message's `Subject` (`subject(of:)`).
    let subject: String
    /// The deprecation message of the case, else of the notifier, as a string literal; empty when neither is.
    let deprecated: String
    /// The case's key in the key holder, as a `NotigenKey`: `NotigenKeys_Auth.didLogin`, with `.key` for a
    /// `NotigenMainKey`.
    let keyPath: String
    /// The notification name as doc code.
    let wireNameDoc: String
    /// The case's `if:` condition as `#if` writes it; empty when it has none.
    let condition: String

    init(_ notificationCase: NotificationCase, of notifier: Notifier, typeName: String, isFirst: Bool) {
        self.name = SwiftNaming.escaped(notificationCase.name)
        self.rawName = notificationCase.name
        self.isFirst = isFirst
        self.typeName = typeName
        self.messageType = notifier.name + "." + typeName
        self.isResult = notificationCase.isResult
        self.isWrapper = isResult || notificationCase.kind.isEmpty
        self.resultType = GeneratedNames.resultType(case: notificationCase.name)
        self.eventPayloadType = isResult ? "Subject." + resultType : isWrapper ? "Swift.Void" : "Self"
        self.isMainActor = notificationCase.isolation == .main
        self.messageProtocol = isMainActor ? "MainActorMessage" : "AsyncMessage"
        self.subject = Self.subject(of: notifier)
        self.deprecated = ContextBuilder.deprecation(notificationCase.deprecated ?? notifier.deprecated)
        self.keyPath = GeneratedNames.keysHolder(notifier: notifier.name) + "." + name + (isMainActor ? ".key" : "")
        self.wireNameDoc = SwiftNaming.docCode(notificationCase.wireName)
        self.condition = notificationCase.condition ?? ""
    }

    /// The `Subject` of every message of `notifier`, decided here only: the notifier, so that observers write
    /// `center.addObserver(of: Auth.self, for: .didLogin)`. (A notifier is an enum, not a class: Foundation's
    /// `post(_:subject:)` and `addObserver(of: subject, …)` for one instance need a class, so messages are posted
    /// with `post(_:)` and observed for the whole type.)
    static func subject(of notifier: Notifier) -> String {
        notifier.name
    }

    override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        Self.keyTable.hand(self, key, &result)
    }
}
