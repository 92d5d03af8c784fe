public import NotigenRuntime

/// One post a recorder saw: which case, its payload (or why it could not be read), its sender and the thread it was
/// posted on.
public struct NotigenRecord<Notifier: NotigenCaseListing>: @unchecked Sendable, CustomStringConvertible {
    /// The case: compare it with the notifier's cases, `record.name == .login`.
    public let name: Notifier.Name
    /// Its place among every post the recorder saw, from 0; records dropped past the recorder's limit count too.
    public let index: Int
    /// The payload (`()` for a case without one, the `Result` of a merged case), or why it could not be read from
    /// the `userInfo` of a notification posted without notigen. `payload(_:)` returns it typed.
    public let payload: Result<any Sendable, NotigenDecodingError>
    /// The `object` it was posted with, kept as posted. It is not checked for `Sendable`: use it only where that
    /// object may be used, or compare identities anywhere with `isSent(by:)`.
    public let sender: Any?
    /// The thread it was posted on.
    public let thread: NotigenPostingThread

    /// The payload, typed by the key of its case: nil for a record of another case or whose payload could not be
    /// read. `record.payload(.didGetMessage)?.message`.
    public func payload<Payload>(_ key: NotigenKey<Notifier, Payload>) -> Payload? {
        guard key.name.rawValue == name.rawValue, case .success(let payload) = payload else { return nil }
        return payload as? Payload
    }

    /// The payload of a main-actor case, typed by its key; see `payload(_:)`.
    public func payload<Payload>(_ key: NotigenMainKey<Notifier, Payload>) -> Payload? {
        payload(key.key)
    }

    /// Why the payload could not be read, for a notification posted without notigen whose `userInfo` does not fit.
    public var decodingError: NotigenDecodingError? {
        guard case .failure(let error) = payload else { return nil }
        return error
    }

    /// Whether `object` posted it.
    public func isSent(by object: AnyObject) -> Bool {
        guard let sender else { return false }
        return (sender as AnyObject) === object
    }

    /// `UserManager.login(failure(LoginFailure(code: 401, …)))`, `UserManager.didLogout`, or
    /// `UserManager.didGetMessage (undecodable: userInfo has no "message")`.
    public var description: String {
        switch payload {
        case .success(let value) where value is Void: return caseDescription
        case .success(let value): return caseDescription + "(" + Self.shortened(String(describing: value)) + ")"
        case .failure(let error): return caseDescription + " (undecodable: \(error))"
        }
    }

    /// `UserManager.login`.
    var caseDescription: String {
        Self.describe(name)
    }

    /// `UserManager.login` for the case `name`.
    static func describe(_ name: Notifier.Name) -> String {
        "\(Notifier.self).\(name)"
    }

    /// `text`, cut to 200 characters.
    static func shortened(_ text: String) -> String {
        text.count <= 200 ? text : text.prefix(199) + "…"
    }
}
