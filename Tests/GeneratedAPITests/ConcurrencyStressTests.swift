import Foundation
import NotigenRuntime
import Testing

/// Counts deliveries per notification id, from any thread.
final class DeliveryCounter: UserManagerObserver, MailboxObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]

    init(size: Int) {
        counts = Array(repeating: 0, count: size)
    }

    func count(_ id: Int) {
        lock.withLock { counts[id] += 1 }
    }

    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        count(payload.unread)
    }

    func mailboxDidReceive(_ payload: Mailbox.DidReceive) {
        count(Int(payload.id))
    }

    /// Whether every id was delivered exactly once.
    var deliveredEachOnce: Bool {
        lock.withLock { counts.allSatisfy { $0 == 1 } }
    }
}

/// An observer that comes and goes during the run.
final class TransientObserver: UserManagerObserver, MailboxObserver, Sendable {
    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {}
    func mailboxDidReceive(_ payload: Mailbox.DidReceive) {}
}

/// The notification a stress run posts: `UserManager.didGetMessage` goes through the `NotificationCenter`,
/// `Mailbox.didReceive` takes the direct path.
enum StressedNotification: String, CaseIterable, Sendable {
    case foundation
    case direct

    func post(_ id: Int, center: NotificationCenter) {
        switch self {
        case .foundation: UserManager.post(.didGetMessage(message: "m", unread: id), center: center)
        case .direct: Mailbox.post(.didReceive(id: Int64(id), subject: "s"), center: center)
        }
    }

    func observe(center: NotificationCenter, _ handler: @escaping @Sendable (Int) -> Void) -> NotigenToken {
        switch self {
        case .foundation: UserManager.observe(.didGetMessage, center: center) { handler($0.unread) }
        case .direct: Mailbox.observe(.didReceive, center: center) { handler(Int($0.id)) }
        }
    }

    func addObserver(_ observer: some UserManagerObserver & MailboxObserver & Sendable, center: NotificationCenter) {
        switch self {
        case .foundation: UserManager.addObserver(observer, center: center)
        case .direct: Mailbox.addObserver(observer, center: center)
        }
    }

    func removeObserver(_ observer: AnyObject) {
        switch self {
        case .foundation: UserManager.removeObserver(observer)
        case .direct: Mailbox.removeObserver(observer)
        }
    }

    /// Counts the payloads of a sequence made now until `count` arrived (with no counter: until the task is
    /// cancelled); the loop's end ends its observation.
    func consume(center: NotificationCenter, count: Int, into counter: DeliveryCounter?) -> Task<Void, Never> {
        switch self {
        case .foundation:
            let stream = UserManager.notifications(.didGetMessage, center: center)
            return Task { await Self.consume(stream.map(\.unread), count: count, into: counter) }
        case .direct:
            let stream = Mailbox.notifications(.didReceive, center: center)
            return Task { await Self.consume(stream.map { Int($0.id) }, count: count, into: counter) }
        }
    }

    private static func consume(
        _ ids: some AsyncSequence<Int, Never>, count: Int, into counter: DeliveryCounter?
    ) async {
        var received = 0
        for await id in ids {
            counter?.count(id)
            received += 1
            if received == count { break }
        }
    }
}

/// Posting from many threads while observers come and go: the observers that stay see every post exactly once.
/// The posting and the churn block their threads, so they run off Swift's cooperative pool, which the sequences'
/// consuming tasks need.
@Suite(.serialized) struct ConcurrencyStressTests {
    static let posters = 8
    static let posts = 100_000

    @Test(arguments: StressedNotification.allCases)
    func observersRegisteredThroughoutReceiveEveryPostExactlyOnce(_ notification: StressedNotification) async {
        let center = NotificationCenter()
        let closureCounts = DeliveryCounter(size: Self.posts)
        let protocolCounts = DeliveryCounter(size: Self.posts)
        let streamCounts = DeliveryCounter(size: Self.posts)
        let token = notification.observe(center: center) { closureCounts.count($0) }
        notification.addObserver(protocolCounts, center: center)
        let consumer = notification.consume(center: center, count: Self.posts, into: streamCounts)
        let churnRounds = await Self.offThePool {
            let churns = [Churn(notification, center: center), Churn(notification, center: center)]
            churns.forEach { $0.start() }
            DispatchQueue.concurrentPerform(iterations: Self.posters) { poster in
                for id in stride(from: poster, to: Self.posts, by: Self.posters) {
                    notification.post(id, center: center)
                }
            }
            return churns.map { $0.stop() }
        }
        await consumer.value
        #expect(churnRounds.allSatisfy { $0 > 0 })
        #expect(closureCounts.deliveredEachOnce)
        #expect(protocolCounts.deliveredEachOnce)
        #expect(streamCounts.deliveredEachOnce)
        token.cancel()
        notification.removeObserver(protocolCounts)
        #expect(center.liveObservers == 0)
    }

    /// Runs `work`, which blocks, on a thread of its own rather than on the cooperative pool.
    private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}

/// Adds and removes closure observers, protocol observers and async sequences on its own thread until stopped.
final class Churn: @unchecked Sendable {
    private let notification: StressedNotification
    private let center: NotificationCenter
    private let lock = NSLock()
    private var stopped = false
    private var rounds = 0
    private let finished = DispatchSemaphore(value: 0)
    private let running = DispatchSemaphore(value: 0)

    init(_ notification: StressedNotification, center: NotificationCenter) {
        self.notification = notification
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
        var sequences: [Task<Void, Never>] = []
        while !lock.withLock({ stopped }) {
            let observer = TransientObserver()
            notification.addObserver(observer, center: center)
            observers.append(observer)
            transient.append(notification.observe(center: center) { _ in })
            sequences.append(notification.consume(center: center, count: 0, into: nil))
            if transient.count > 4 { transient.removeFirst().cancel() }
            if observers.count > 4 { notification.removeObserver(observers.removeFirst()) }
            if observers.count == 3 { observers.removeLast() }
            if sequences.count > 4 { Self.end(sequences.removeFirst()) }
            let round = lock.withLock {
                rounds += 1
                return rounds
            }
            if round == 1 { running.signal() }
        }
        transient.forEach { $0.cancel() }
        observers.forEach { notification.removeObserver($0) }
        sequences.forEach(Self.end)
        finished.signal()
    }

    /// Cancels the task consuming a sequence and waits until it has ended, so that churning never floods the
    /// concurrency pool with tasks.
    private static func end(_ sequence: Task<Void, Never>) {
        let ended = DispatchSemaphore(value: 0)
        sequence.cancel()
        Task {
            await sequence.value
            ended.signal()
        }
        ended.wait()
    }
}
