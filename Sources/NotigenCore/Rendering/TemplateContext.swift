/// The typed values the Mustache templates see: every name escaped, every type and literal already printed,
/// so that templates only loop and substitute. `file.mustache` sees a `FileContext`.
struct FileContext: Sendable {
    var specFileName: String
    var imports: [String]
    /// Each notifier as rendered by `notifier.mustache` (notifiers are rendered in parallel).
    var notifiers: [String]
}

/// One notifier, what `notifier.mustache` sees: its namespace enum, payload types, keys and events.
struct NotifierContext: Sendable {
    var name: String
    /// `public `, `package ` or nothing.
    var access: String
    var docLines: [String]
    var cases: [CaseContext]
    var payloads: [PayloadContext]
    var results: [ResultContext]
}

/// One case: its `Notification` case, typed key and event factory.
struct CaseContext: Sendable {
    /// The escaped case name.
    var name: String
    var notifierName: String
    var docLines: [String]
    var wireNameLiteral: String
    /// The payload type observers receive: a struct, `Void` or a result alias.
    var payloadType: String
    /// `static func didGetMessage(message: String) -> Self` or `static var didLogout: Self`.
    var eventSignature: String
    /// The payload expression the event factory posts.
    var eventPayload: String
}

/// A payload, success or failure struct.
struct PayloadContext: Sendable {
    var name: String
    var docLines: [String]
    var conformances: String
    var fields: [FieldContext]
    /// The memberwise initializer's parameters, wrapped one per line when long.
    var initParameters: String
}

/// A stored property of a payload struct.
struct FieldContext: Sendable {
    var name: String
    var type: String
    var docLines: [String]
}

/// The `Result` alias of a merged success/failure case.
struct ResultContext: Sendable {
    var name: String
    var caseName: String
    var successType: String
    var failureType: String
}
