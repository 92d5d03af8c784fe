#if canImport(Combine)
    public import Combine
    public import Foundation

    extension NotigenNotifier {
        /// A Combine publisher of the typed payload of every `key` notification posted to `center` (by `object`
        /// only, when given), on the posting thread: `UserManager.publisher(for: .didGetMessage)`. Each subscription
        /// observes from the moment it is made until it is cancelled; a payload that arrives without demand is
        /// dropped, as `NotificationCenter.Publisher` drops notifications.
        public nonisolated static func publisher<Payload: Sendable>(
            for key: NotigenKey<Self, Payload>, object: AnyObject? = nil, center: NotificationCenter = .default
        ) -> NotigenPublisher<Payload> {
            // The sender is only compared by identity, as `observe` compares it.
            let sender = NotigenUncheckedSendable(object)
            return NotigenPublisher { handler in
                observe(key, object: sender.value, center: center, queue: nil, handler)
            }
        }

        /// A Combine publisher of the typed payload of every `key` notification of a main-actor case, delivered on
        /// the main actor: at once when it is posted there, else in posting order on the main queue.
        public nonisolated static func publisher<Payload: Sendable>(
            for key: NotigenMainKey<Self, Payload>, object: AnyObject? = nil, center: NotificationCenter = .default
        ) -> NotigenPublisher<Payload> {
            // The sender is only compared by identity, as `observe` compares it.
            let sender = NotigenUncheckedSendable(object)
            return NotigenPublisher { handler in
                observe(key.key, object: sender.value, center: center, queue: nil) { payload in
                    NotigenMainActor.run { handler(payload) }
                }
            }
        }
    }

    /// The Combine publisher of one notification's typed payloads (`NotigenNotifier.publisher(for:object:center:)`):
    /// it never fails, and each subscriber gets an observation of its own.
    nonisolated public struct NotigenPublisher<Payload: Sendable>: Publisher, Sendable {
        public typealias Output = Payload
        public typealias Failure = Never

        /// Starts observing, calling the handler with each payload, until the token is cancelled.
        private let observe: @Sendable (@escaping @Sendable (Payload) -> Void) -> NotigenToken

        init(observe: @escaping @Sendable (@escaping @Sendable (Payload) -> Void) -> NotigenToken) {
            self.observe = observe
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Payload, Downstream.Failure == Never {
            let subscription = Observation(AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
            subscription.start(observe)
        }

        /// One subscriber's observation: its demand, and the subscriber until it cancels. Payloads reach the
        /// subscriber one at a time (Combine's rule), under a recursive lock, so that a subscriber may cancel or
        /// request more from inside `receive(_:)`. The subscriber is type-erased, so that the observation's handler
        /// captures no subscriber type (whose metatype need not be `Sendable`).
        final class Observation: Subscription, @unchecked Sendable {
            private let lock = NSRecursiveLock()
            private var subscriber: AnySubscriber<Payload, Never>?
            private var demand = Subscribers.Demand.none
            private var token: NotigenToken?

            init(_ subscriber: AnySubscriber<Payload, Never>) {
                self.subscriber = subscriber
            }

            /// Observes, unless the subscriber has already cancelled.
            func start(_ observe: (@escaping @Sendable (Payload) -> Void) -> NotigenToken) {
                let token = observe { [weak self] payload in self?.deliver(payload) }
                lock.lock()
                let cancelled = subscriber == nil
                if !cancelled { self.token = token }
                lock.unlock()
                if cancelled { token.cancel() }
            }

            func request(_ demand: Subscribers.Demand) {
                lock.lock()
                defer { lock.unlock() }
                self.demand += demand
            }

            func cancel() {
                lock.lock()
                let token = self.token
                subscriber = nil
                self.token = nil
                lock.unlock()
                token?.cancel()
            }

            /// Hands `payload` to the subscriber when it has demand; drops it otherwise.
            private func deliver(_ payload: Payload) {
                lock.lock()
                defer { lock.unlock() }
                guard let subscriber, demand > 0 else { return }
                demand -= 1
                demand += subscriber.receive(payload)
            }
        }
    }
#endif
