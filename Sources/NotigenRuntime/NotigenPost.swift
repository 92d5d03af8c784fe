public import Foundation

/// One notification as `observePosts` hands it over: its typed payload, or why the payload could not be read, and
/// its sender.
nonisolated public struct NotigenPost<Payload: Sendable> {
    /// The name the notification was posted under.
    public let name: Foundation.Notification.Name
    /// The typed payload, or why it could not be read from the `userInfo` of a notification posted without notigen.
    public let payload: Result<Payload, NotigenDecodingError>
    /// The `object` the notification was posted with.
    public let sender: Any?
}

nonisolated extension NotigenNotifier {
    /// Calls `handler` on the posting thread with every `key` notification posted to `center` (by `object` only,
    /// when given), as `observe(_:object:center:queue:_:)` does, but with its sender, and also with the
    /// notifications whose payload cannot be read: as a failure, rather than skipped and reported to
    /// `NotigenBridge.onUndecodable`. For tools that must see every post, such as the recorders of `NotigenTesting`.
    /// It sees what `observe` sees, in the same order: typed posts (through notigen's registry with direct
    /// delivery, through the center with foundation delivery) and posts made without notigen (through the center).
    ///
    /// - Returns: a token; the observation ends when it is released or cancelled.
    public nonisolated static func observePosts<Payload: Sendable>(
        _ key: NotigenKey<Self, Payload>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        _ handler: @escaping @Sendable (NotigenPost<Payload>) -> Void
    ) -> NotigenToken {
        NotigenToken.joined(
            key.routes.map { $0.takeUnretainedValue().observePosts(key, object: object, center: center, handler) })
    }
}
