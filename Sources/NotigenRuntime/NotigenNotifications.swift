/// The typed payloads of one notification, as an async sequence that observes from the moment it is made.
///
/// Payloads wait in the sequence until they are consumed, as its buffering policy says. The observation ends when
/// a loop over the sequence ends (however it ends: `break`, `return`, a thrown error), when the consuming task is
/// cancelled, or when the sequence is released without being iterated. Iterating it again afterwards yields what
/// was buffered, then ends. Like `AsyncStream`, it has one consumer at a time.
nonisolated public struct NotigenNotifications<Payload: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Payload
    public typealias Failure = Never

    private let stream: AsyncStream<Payload>
    private let observation: Observation

    /// A sequence of `stream`, whose observation `token` is, fed through `continuation`.
    init(_ stream: AsyncStream<Payload>, continuation: AsyncStream<Payload>.Continuation, token: NotigenToken) {
        self.stream = stream
        self.observation = Observation(token: token, continuation: continuation)
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator(), consumer: Consumer(observation))
    }

    /// The iterator of a loop over the sequence; the observation ends when it goes away.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Payload>.Iterator
        let consumer: Consumer

        @concurrent public mutating func next() async -> Payload? {
            await base.next()
        }
    }

    /// Ends the observation when the loop that holds it ends.
    final class Consumer: Sendable {
        private let observation: Observation

        init(_ observation: Observation) {
            self.observation = observation
        }

        deinit {
            observation.end()
        }
    }

    /// The observation behind the sequence, ended by the first of: the loop ending, the consuming task being
    /// cancelled, the sequence being released.
    final class Observation: Sendable {
        private let token: NotigenToken
        private let continuation: AsyncStream<Payload>.Continuation

        init(token: NotigenToken, continuation: AsyncStream<Payload>.Continuation) {
            self.token = token
            self.continuation = continuation
        }

        /// Stops observing and lets the consumer read what is buffered, then the end.
        func end() {
            token.cancel()
            continuation.finish()
        }

        deinit {
            end()
        }
    }
}
