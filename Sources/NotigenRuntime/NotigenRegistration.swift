public import Foundation

/// The observations that `addObserver` made for one observer with one notifier; they hold the observer weakly
/// and end by themselves once it is gone.
///
/// A registration made with `init(_:notifier:object:center:)` calls a `Sendable` observer on the posting thread
/// (or on the main actor for main-actor keys); one made with `init(mainActor:notifier:object:center:)` calls its
/// observer, which need not be `Sendable`, on the main actor only: the observer is read and used there alone.
@_spi(NotigenGenerated)
nonisolated public final class NotigenRegistration<Observer: AnyObject>: @unchecked Sendable {
    private weak var observer: Observer?
    private let notifierID: ObjectIdentifier
    private let object: AnyObject?
    private let center: NotificationCenter
    private let lock = NSLock()
    private var tokens: [NotigenToken] = []

    /// A registration of a `Sendable` observer, which may be called on any thread.
    public init(
        _ observer: Observer, notifier: any NotigenNotifier.Type, object: AnyObject?, center: NotificationCenter
    )
    where Observer: Sendable {
        self.observer = observer
        self.notifierID = ObjectIdentifier(notifier)
        self.object = object
        self.center = center
    }

    /// A registration of an observer that is used on the main actor only.
    @MainActor
    public init(
        mainActor observer: Observer, notifier: any NotigenNotifier.Type, object: AnyObject?,
        center: NotificationCenter
    ) {
        self.observer = observer
        self.notifierID = ObjectIdentifier(notifier)
        self.object = object
        self.center = center
    }

    /// Calls `deliver` with the observer, on the posting thread, for every `key` notification while it lives.
    public func observe<Notifier: NotigenNotifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>,
        _ deliver: @escaping @Sendable (Observer, Payload) -> Void
    ) where Observer: Sendable {
        add(key) { [weak self] payload in
            guard let self else { return }
            if let observer = self.observer {
                deliver(observer, payload)
            } else {
                self.end()
            }
        }
    }

    /// Calls `deliver` with the observer on the main actor for every `key` notification while it lives. (Each
    /// registration method has a name of its own: overloads would cost the type checker of every generated
    /// `addObserver`.)
    public func observeMain<Notifier: NotigenNotifier, Payload: Sendable>(
        _ key: NotigenMainKey<Notifier, Payload>,
        _ deliver: @escaping @MainActor @Sendable (Observer, Payload) -> Void
    ) {
        observeOnMainActor(key.key, deliver)
    }

    /// Calls `deliver` with the observer on the main actor for every `key` notification while it lives, whatever
    /// the key's own isolation: for observers whose conformance is isolated to the main actor.
    public func observeOnMainActor<Notifier: NotigenNotifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>,
        _ deliver: @escaping @MainActor @Sendable (Observer, Payload) -> Void
    ) {
        add(key) { [weak self] payload in
            guard let self else { return }
            guard self.observer != nil else { return self.end() }
            NotigenMainActor.run {
                if let observer = self.observer { deliver(observer, payload) }
            }
        }
    }

    /// Registers this registration, replacing an earlier one of the same observer, notifier and center.
    public func activate() {
        NotigenRegistry.shared.insert(self)
    }

    private func add<Notifier: NotigenNotifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, _ handler: @escaping @Sendable (Payload) -> Void
    ) {
        let token = Notifier.observe(key, object: object, center: center, handler)
        lock.withLock { tokens.append(token) }
    }

    /// Ends this registration, whose observer is gone, and every other one whose observer is gone.
    private func end() {
        cancel()
        NotigenRegistry.shared.sweep()
    }
}

nonisolated extension NotigenRegistration: NotigenRegistrationEntry {
    var isAlive: Bool { observer != nil }

    func matches(_ observer: AnyObject, notifierID: ObjectIdentifier) -> Bool {
        self.notifierID == notifierID && self.observer === observer
    }

    func replaces(_ other: any NotigenRegistrationEntry) -> Bool {
        guard let other = other as? NotigenRegistration<Observer> else { return false }
        return notifierID == other.notifierID && center === other.center && observer != nil
            && observer === other.observer
    }

    /// Ends every observation; returns once they are all removed, even when another thread is ending them too.
    func cancel() {
        lock.withLock {
            tokens.forEach { $0.cancel() }
            tokens = []
        }
    }
}
