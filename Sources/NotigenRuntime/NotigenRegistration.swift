public import Foundation

/// The observations that `addObserver` made for one observer with one notifier; they hold the observer weakly
/// and end by themselves once it is gone.
///
/// A registration made with `init(_:notifier:object:center:)` calls a `Sendable` observer on the posting thread
/// (or on the main actor for main-actor keys), and one made with `init(unchecked:notifier:object:center:)` any
/// observer alike; one made with `init(mainActor:notifier:object:center:)` calls its
/// observer, which need not be `Sendable`, on the main actor only: the observer is read and used there alone. The
/// same `observe(_:_:)` and `observeMain(_:_:)` calls serve both, so that generated code registers each case once.
@_spi(NotigenGenerated)
nonisolated public final class NotigenRegistration<Observer: AnyObject>: @unchecked Sendable {
    private weak var observer: Observer?
    private let notifierID: ObjectIdentifier
    private let object: AnyObject?
    private let center: NotificationCenter
    /// Whether the observer is used on the main actor only (`init(mainActor:…)`).
    private let isMainActor: Bool
    private let lock = NSLock()
    /// The observations `activate()` makes, one per observed key, under `lock`; each is made in the place of the
    /// replaced registration's observation of the same channel and payload type, when there is one.
    private var pending: [Pending] = []
    /// The observations made, under `lock`.
    private var attachments: [Attachment] = []
    /// Whether the registration has ended, under `lock`: an ended registration makes no observation.
    private var isCancelled = false

    /// A registration of a `Sendable` observer, which may be called on any thread.
    public convenience init(
        _ observer: Observer, notifier: any NotigenNotifier.Type, object: AnyObject?, center: NotificationCenter
    )
    where Observer: Sendable {
        self.init(observer, notifier: notifier, object: object, center: center, isMainActor: false)
    }

    /// A registration of an observer that need not be `Sendable`, called on the posting thread as a `Sendable` one
    /// is: what Foundation's `addObserver(_:selector:name:object:)` does with any observer. Nothing checks that
    /// this is safe; the caller vouches for it, as `@unchecked Sendable` does.
    public convenience init(
        unchecked observer: Observer, notifier: any NotigenNotifier.Type, object: AnyObject?,
        center: NotificationCenter
    ) {
        self.init(observer, notifier: notifier, object: object, center: center, isMainActor: false)
    }

    /// A registration of an observer that is used on the main actor only.
    @MainActor
    public convenience init(
        mainActor observer: Observer, notifier: any NotigenNotifier.Type, object: AnyObject?,
        center: NotificationCenter
    ) {
        self.init(observer, notifier: notifier, object: object, center: center, isMainActor: true)
    }

    /// What each public initializer makes: they differ only in what they require of the observer and where it is
    /// used (`isMainActor`).
    private init(
        _ observer: Observer, notifier: any NotigenNotifier.Type, object: AnyObject?, center: NotificationCenter,
        isMainActor: Bool
    ) {
        self.observer = observer
        self.notifierID = ObjectIdentifier(notifier)
        self.object = object
        self.center = center
        self.isMainActor = isMainActor
    }

    /// Calls `deliver` with the observer for every `key` notification while it lives: on the posting thread for a
    /// registration made with `init(_:…)` or `init(unchecked:…)`, on the main actor for one made with
    /// `init(mainActor:…)`.
    ///
    /// `deliver` is not `Sendable`: generated code passes a closure that captures nothing and only calls the
    /// observer's method for the case, which is safe on the posting thread when the observer and its conformance
    /// are `Sendable` and nonisolated (what the first initializer requires, and the caller of `init(unchecked:…)`
    /// vouches for), and on the main actor otherwise. One
    /// closure per case thus serves both kinds of registration, and `addObserver`'s per-case code is type-checked
    /// once rather than once per kind.
    public func observe<Notifier: NotigenNotifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>,
        _ deliver: @escaping (Observer, Payload) -> Void
    ) {
        let deliver = NotigenUncheckedSendable(deliver)
        guard isMainActor else {
            return add(key) { [weak self] payload in
                guard let self else { return }
                if let observer = self.observer {
                    deliver.value(observer, payload)
                } else {
                    self.end()
                }
            }
        }
        deliverOnMainActor(key) { observer, payload in deliver.value(observer, payload) }
    }

    /// Calls `deliver` with the observer on the main actor for every `key` notification of a main-actor case while
    /// it lives, whatever the kind of registration. (Each registration method has a name of its own: overloads
    /// would cost the type checker of every generated `addObserver`.)
    public func observeMain<Notifier: NotigenNotifier, Payload: Sendable>(
        _ key: NotigenMainKey<Notifier, Payload>,
        _ deliver: @escaping @MainActor (Observer, Payload) -> Void
    ) {
        let deliver = NotigenUncheckedSendable(deliver)
        deliverOnMainActor(key.key) { observer, payload in deliver.value(observer, payload) }
    }

    /// Calls `deliver` with the observer on the main actor for every `key` notification while it lives.
    private func deliverOnMainActor<Notifier: NotigenNotifier, Payload: Sendable>(
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

    /// Registers this registration, replacing an earlier one of the same observer, notifier and center: each of
    /// its observations takes the place of the earlier one's of the same notification in one step, so that no post
    /// reaches the observer twice, and the observer keeps its place in the order of observers.
    public func activate() {
        NotigenRegistry.shared.insert(self)
    }

    /// Prepares the observation of `key` that `activate()` makes.
    private func add<Notifier: NotigenNotifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, _ handler: @escaping @Sendable (Payload) -> Void
    ) {
        let (object, center) = (self.object, self.center)
        // A merged case with two names is observed on both of its channels.
        let pending = key.routes.map { route in
            let channel = route.takeUnretainedValue()
            return Pending(channel: ObjectIdentifier(channel), payloadType: ObjectIdentifier(Payload.self)) {
                let (observation, token) = channel.observe(
                    key, object: object, center: center, replacing: $0, handler)
                return Attachment(channel: ObjectIdentifier(channel), observation: observation, token: token)
            }
        }
        lock.withLock { self.pending.append(contentsOf: pending) }
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

    /// Makes the observations, each in the place of `replaced`'s of the same channel and payload type; nothing
    /// once the registration has ended.
    func attach(replacing replaced: (any NotigenRegistrationEntry)?) {
        var earlier = (replaced as? NotigenRegistration<Observer>)?.observations ?? []
        lock.withLock {
            guard !isCancelled else { return }
            for item in pending {
                let match = earlier.firstIndex {
                    $0.channel == item.channel && $0.observation.payloadType == item.payloadType
                }
                attachments.append(item.make(match.map { earlier.remove(at: $0).observation }))
            }
            pending = []
        }
    }

    /// The observations made so far.
    private var observations: [Attachment] { lock.withLock { attachments } }

    /// Ends every observation; returns once they are all removed, even when another thread is ending them too.
    func cancel() {
        lock.withLock {
            isCancelled = true
            pending = []
            attachments.forEach { $0.token.cancel() }
            attachments = []
        }
    }
}

/// An observation that a registration's `activate()` makes: of which channel and payload type, and how. Not nested
/// in the generic registration, whose nested types would be generic too (their metadata looked up at run time).
nonisolated private struct Pending {
    let channel: ObjectIdentifier
    let payloadType: ObjectIdentifier
    let make: (_ replacing: NotigenObservationBase?) -> Attachment
}

/// An observation a registration made, with its token.
nonisolated private struct Attachment {
    let channel: ObjectIdentifier
    let observation: NotigenObservationBase
    let token: NotigenToken
}
