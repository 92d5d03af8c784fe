public import Foundation

/// One handler for several cases of a notifier (`oneHandler: true`): generated code hands it each case's name, key
/// and the function that wraps the case's payload in the notifier's `Posted` enum, and it observes the chosen ones.
/// Generic over the notifier's `Name` and `Posted`, so that each notifier adds one line per case and no type.
@_spi(NotigenGenerated)
nonisolated public struct NotigenCaseObserver<Name: Hashable & Sendable, Posted: Sendable> {
    private let names: Set<Name>?
    private let object: AnyObject?
    private let center: NotificationCenter
    private let handler: @Sendable (Posted) -> Void
    private var tokens: [NotigenToken] = []

    /// Observes the cases named in `names` (every case when nil) posted to `center` (by `object` only, when given),
    /// calling `handler` on the posting thread, or on `queue` when given; `cases` hands the observer every case of
    /// the notifier (generated code: the key holder's `observeCases`).
    ///
    /// - Returns: the token of every observation made: they end together when it is released or cancelled.
    public static func observe(
        _ names: Set<Name>?, object: AnyObject?, center: NotificationCenter, queue: OperationQueue?,
        _ handler: @escaping @Sendable (Posted) -> Void, cases: (inout Self) -> Void
    ) -> NotigenToken {
        var observer = Self(names, object: object, center: center, queue: queue, handler)
        cases(&observer)
        return observer.token
    }

    /// Observes the cases named in `names` (every case when nil) posted to `center` (by `object` only, when given),
    /// calling `handler` on the main actor: at once when a case is posted there, else in posting order.
    ///
    /// - Returns: the token of every observation made: they end together when it is released or cancelled.
    public static func observe(
        _ names: Set<Name>?, object: AnyObject?, center: NotificationCenter,
        mainActor handler: @escaping @MainActor @Sendable (Posted) -> Void, cases: (inout Self) -> Void
    ) -> NotigenToken {
        var observer = Self(names, object: object, center: center, mainActor: handler)
        cases(&observer)
        return observer.token
    }

    private init(
        _ names: Set<Name>?, object: AnyObject?, center: NotificationCenter, queue: OperationQueue?,
        _ handler: @escaping @Sendable (Posted) -> Void
    ) {
        self.names = names
        self.object = object
        self.center = center
        if let queue {
            self.handler = { posted in queue.addOperation { handler(posted) } }
        } else {
            self.handler = handler
        }
    }

    private init(
        _ names: Set<Name>?, object: AnyObject?, center: NotificationCenter,
        mainActor handler: @escaping @MainActor @Sendable (Posted) -> Void
    ) {
        self.names = names
        self.object = object
        self.center = center
        self.handler = { posted in NotigenMainActor.run { handler(posted) } }
    }

    /// Observes the case `name`, whose key is `key`, when it is chosen: each payload reaches the handler wrapped by
    /// `wrap` (the case of `Posted`).
    public mutating func observe<Notifier, Payload: Sendable>(
        _ name: Name, _ key: NotigenKey<Notifier, Payload>, _ wrap: @escaping @Sendable (Payload) -> Posted
    ) {
        guard names?.contains(name) ?? true else { return }
        let handler = self.handler
        tokens.append(
            key.route._withUnsafeGuaranteedRef {
                $0.observe(key, object: object, center: center) { payload in handler(wrap(payload)) }
            })
    }

    /// The token of every observation made: they end together when it is released or cancelled.
    private var token: NotigenToken {
        let tokens = self.tokens
        return NotigenToken(center: center) { tokens.forEach { $0.cancel() } }
    }
}
