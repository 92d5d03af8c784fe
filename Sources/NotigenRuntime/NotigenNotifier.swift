public import Foundation

/// A type whose notifications notigen generated: a namespace with typed post and observe functions.
nonisolated public protocol NotigenNotifier: Sendable {}

extension NotigenNotifier {
    /// Posts `event` to `center`, naming `object` as its sender.
    @inlinable
    public nonisolated static func post(
        _ event: NotigenEvent<Self>, object: Any? = nil, center: NotificationCenter = .default
    ) {
        center.post(name: event.name, object: object, userInfo: event.userInfo)
    }

    /// Calls `handler` with the typed payload of every `key` notification posted to `center` (by `object` only,
    /// when given), on the posting thread or on `queue`. A notification whose payload does not decode is skipped.
    ///
    /// - Returns: a token; the observation ends when it is released or cancelled.
    @inlinable
    public nonisolated static func observe<Payload: Sendable>(
        _ key: NotigenKey<Self, Payload>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        queue: OperationQueue? = nil,
        _ handler: @escaping @Sendable (Payload) -> Void
    ) -> NotigenToken {
        let observer = center.addObserver(forName: key.name, object: object, queue: queue) { notification in
            if let payload = key.payload(of: notification) {
                handler(payload)
            }
        }
        return NotigenToken(observer: observer, center: center)
    }

    /// Calls `handler` on the main actor with the typed payload of every `key` notification posted to `center`
    /// (by `object` only, when given): at once when it is posted on the main actor, else in posting order.
    ///
    /// - Returns: a token; the observation ends when it is released or cancelled.
    public nonisolated static func observe<Payload: Sendable>(
        _ key: NotigenMainKey<Self, Payload>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        _ handler: @escaping @MainActor @Sendable (Payload) -> Void
    ) -> NotigenToken {
        observe(key.key, object: object, center: center) { payload in
            NotigenMainActor.run { handler(payload) }
        }
    }

    /// The typed payloads of every `key` notification posted to `center` (by `object` only, when given), from
    /// this call on. Payloads wait in the sequence until they are consumed, as `bufferingPolicy` says (by default
    /// every one is kept). The observation ends when the consuming task ends or is cancelled, or when the
    /// sequence is released.
    public nonisolated static func notifications<Payload: Sendable>(
        _ key: NotigenKey<Self, Payload>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        bufferingPolicy: AsyncStream<Payload>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Payload> {
        let (stream, continuation) = AsyncStream.makeStream(of: Payload.self, bufferingPolicy: bufferingPolicy)
        let token = observe(key, object: object, center: center) { continuation.yield($0) }
        continuation.onTermination = { _ in token.cancel() }
        return stream
    }

    /// The typed payloads of every `key` notification posted to `center`; see `notifications(_:object:center:)`.
    public nonisolated static func notifications<Payload: Sendable>(
        _ key: NotigenMainKey<Self, Payload>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        bufferingPolicy: AsyncStream<Payload>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Payload> {
        notifications(key.key, object: object, center: center, bufferingPolicy: bufferingPolicy)
    }

    /// Ends every registration of `observer` with this notifier made by `addObserver(_:object:center:)`, in
    /// every center. Calling it for an observer that is not registered does nothing.
    public nonisolated static func removeObserver(_ observer: AnyObject) {
        NotigenRegistry.shared.remove(observer, notifier: Self.self)
    }
}
