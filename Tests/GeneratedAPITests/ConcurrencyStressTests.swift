import Foundation
import NotigenRuntime
import Testing

/// Counts deliveries per notification id, from any thread.
final class DeliveryCounter: UserManagerObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]

    init(size: Int) {
        counts = Array(repeating: 0, count: size)
    }

    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        lock.withLock { counts[payload.unread] += 1 }
    }

    /// Whether every id was delivered exactly once.
    var deliveredEachOnce: Bool {
        lock.withLock { counts.allSatisfy { $0 == 1 } }
    }
}

/// An observer that comes and goes during the run.
final class TransientObserver: UserManagerObserver, Sendable {
    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {}
}

/// Posting from many threads while observers come and go: the observers that stay see every post exactly once.
@Suite struct ConcurrencyStressTests {
    static let posters = 8
    static let posts = 100_000

    @Test func observersRegisteredThroughoutReceiveEveryPostExactlyOnce() async {
        let center = NotificationCenter()
        let closureCounts = DeliveryCounter(size: Self.posts)
        let protocolCounts = DeliveryCounter(size: Self.posts)
        let streamCounts = DeliveryCounter(size: Self.posts)
        let token = UserManager.observe(.didGetMessage, center: center) { closureCounts.userManagerDidGetMessage($0) }
        UserManager.addObserver(protocolCounts, center: center)
        let consumer = Self.consume(UserManager.notifications(.didGetMessage, center: center), into: streamCounts)
        let churns = [Churn(center: center), Churn(center: center)]
        churns.forEach { $0.start() }
        DispatchQueue.concurrentPerform(iterations: Self.posters) { poster in
            for id in stride(from: poster, to: Self.posts, by: Self.posters) {
                UserManager.post(.didGetMessage(message: "m", unread: id), center: center)
            }
        }
        let churnRounds = churns.map { $0.stop() }
        await consumer.value
        #expect(churnRounds.allSatisfy { $0 > 0 })
        #expect(closureCounts.deliveredEachOnce)
        #expect(protocolCounts.deliveredEachOnce)
        #expect(streamCounts.deliveredEachOnce)
        token.cancel()
        UserManager.removeObserver(protocolCounts)
        #expect(center.liveObservers == 0)
    }

    /// Counts the stream's payloads until every post arrived; the stream ends with the task.
    private static func consume(_ stream: AsyncStream<UserManager.DidGetMessage>, into counter: DeliveryCounter)
        -> Task<Void, Never>
    {
        Task {
            var received = 0
            for await payload in stream {
                counter.userManagerDidGetMessage(payload)
                received += 1
                if received == posts { break }
            }
        }
    }
}

/// Adds and removes observers on its own thread until stopped.
final class Churn: @unchecked Sendable {
    private let center: NotificationCenter
    private let lock = NSLock()
    private var stopped = false
    private var rounds = 0
    private let finished = DispatchSemaphore(value: 0)
    private let running = DispatchSemaphore(value: 0)

    init(center: NotificationCenter) {
        self.center = center
    }

    /// Starts churning and returns once the first round is done.
    func start() {
        Thread.detachNewThread { self.run() }
        running.wait()
    }

    /// Stops churning and returns the number of rounds.
    func stop() -> Int {
        lock.withLock { stopped = true }
        finished.wait()
        return lock.withLock { rounds }
    }

    private func run() {
        var transient: [NotigenToken] = []
        var observers: [TransientObserver] = []
        while !lock.withLock({ stopped }) {
            let observer = TransientObserver()
            UserManager.addObserver(observer, center: center)
            observers.append(observer)
            transient.append(UserManager.observe(.didGetMessage, center: center) { _ in })
            if transient.count > 4 { transient.removeFirst().cancel() }
            if observers.count > 4 { UserManager.removeObserver(observers.removeFirst()) }
            if observers.count == 3 { observers.removeLast() }
            let round = lock.withLock {
                rounds += 1
                return rounds
            }
            if round == 1 { running.signal() }
        }
        transient.forEach { $0.cancel() }
        observers.forEach { UserManager.removeObserver($0) }
        finished.signal()
    }
}
