public import Foundation

/// A type whose notifications notigen generated: a namespace with typed post and observe functions.
nonisolated public protocol NotigenNotifier: Sendable {}

extension NotigenNotifier {
    /// Posts `event` to `center`, naming `object` as its sender. Observers that are not isolated run now, on this
    /// thread, in the order they were added; main-actor observers at once when this is the main actor, else in
    /// posting order on the main queue; observers with a `queue` later, on it.
    @inlinable
    public nonisolated static func post<Payload>(
        _ event: NotigenEvent<Self, Payload>, object: Any? = nil, center: NotificationCenter = .default
    ) {
        event.post(object: object, center: center)
    }

    /// Calls `handler` with the typed payload of every `key` notification posted to `center` (by `object` only,
    /// when given): on the posting thread, before the post returns; or, with a `queue`, on that queue, in posting
    /// order for a serial queue, without the post waiting for it. A notification whose payload does not decode is
    /// skipped.
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
        guard let queue else { return observe(key, object: object, center: center, handler) }
        return observe(key, object: object, center: center) { payload in
            queue.addOperation { handler(payload) }
        }
    }

    /// Calls `handler` on `queue` with the typed payload of every `key` notification posted to `center` (by `object`
    /// only, when given), as Foundation's `addObserver(forName:object:queue:using:)` calls its block, when
    /// `waitUntilFinished` is true: at once when the post is made on `queue` (an operation of it, or the main thread
    /// for `.main`), else added to `queue` while the post waits until it has run. With `waitUntilFinished` false it
    /// is `observe(_:object:center:queue:_:)`: the post does not wait.
    ///
    /// A post that waits for a queue that waits for the posting thread never returns (posting on a background
    /// thread that the main thread waits for, with `queue: .main`, is such a deadlock), as with Foundation.
    ///
    /// - Returns: a token; the observation ends when it is released or cancelled.
    @inlinable
    public nonisolated static func observe<Payload: Sendable>(
        _ key: NotigenKey<Self, Payload>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        queue: OperationQueue,
        waitUntilFinished: Bool,
        _ handler: @escaping @Sendable (Payload) -> Void
    ) -> NotigenToken {
        guard waitUntilFinished else { return observe(key, object: object, center: center, queue: queue, handler) }
        return observe(key, object: object, center: center) { payload in
            if OperationQueue.current === queue || (queue === OperationQueue.main && Thread.isMainThread) {
                handler(payload)
            } else {
                queue.addOperations([BlockOperation { handler(payload) }], waitUntilFinished: true)
            }
        }
    }

    /// Calls `handler` on the posting thread with the typed payload of every `key` notification. Observations of
    /// either delivery live in the key's channel, which calls them in the order they were added (see
    /// `NotigenChannel`).
    @inlinable
    nonisolated static func observe<Payload: Sendable>(
        _ key: NotigenKey<Self, Payload>, object: AnyObject?, center: NotificationCenter,
        _ handler: @escaping @Sendable (Payload) -> Void
    ) -> NotigenToken {
        guard let failureSide = key.failureSide else {
            return key.route._withUnsafeGuaranteedRef { $0.observe(key, object: object, center: center, handler) }
        }
        return NotigenToken.joined(
            [key.route, failureSide.route].map {
                $0._withUnsafeGuaranteedRef { $0.observe(key, object: object, center: center, handler) }
            })
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
    /// every one is kept). The observation ends when the loop over the sequence ends, when the consuming task is
    /// cancelled, or when the sequence is released.
    public nonisolated static func notifications<Payload: Sendable>(
        _ key: NotigenKey<Self, Payload>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        bufferingPolicy: AsyncStream<Payload>.Continuation.BufferingPolicy = .unbounded
    ) -> NotigenNotifications<Payload> {
        let (stream, continuation) = AsyncStream.makeStream(of: Payload.self, bufferingPolicy: bufferingPolicy)
        let token = observe(key, object: object, center: center) { continuation.yield($0) }
        continuation.onTermination = { _ in token.cancel() }
        return NotigenNotifications(stream, continuation: continuation, token: token)
    }

    /// The typed payloads of every `key` notification posted to `center`; see `notifications(_:object:center:)`.
    public nonisolated static func notifications<Payload: Sendable>(
        _ key: NotigenMainKey<Self, Payload>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        bufferingPolicy: AsyncStream<Payload>.Continuation.BufferingPolicy = .unbounded
    ) -> NotigenNotifications<Payload> {
        notifications(key.key, object: object, center: center, bufferingPolicy: bufferingPolicy)
    }

    /// Ends every registration of `observer` with this notifier made by `addObserver(_:object:center:)`, in
    /// every center. Calling it for an observer that is not registered does nothing.
    public nonisolated static func removeObserver(_ observer: AnyObject) {
        NotigenRegistry.shared.remove(observer, notifier: Self.self)
    }
}
