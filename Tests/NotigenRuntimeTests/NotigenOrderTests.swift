import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// Observers that are not isolated run in the order they were added, with either delivery, for typed posts and for
/// posts made without notigen alike. Linux's `NotificationCenter` calls three or more of its own observers out of
/// that order, so each trial uses a center of its own and several observers, many times over.
@Suite struct NotigenOrderTests {
    /// How many observers each trial adds, and how many trials each test runs.
    static let observers = 6
    static let trials = 50
    /// The keys of `Kettle.DidBoil` by how they are delivered.
    static let keys = [
        "direct": Kettle.didBoil, "foundation": Kettle.didBoilThroughCenter, "fields": Kettle.didBoilWithFields,
    ]

    /// Adds `observers` closures to a fresh center, with every kind of observation notigen makes (closures,
    /// `observePosts`, a sender filter that lets the post through), and returns the order in which `post` reaches
    /// them.
    private func order(
        _ key: NotigenKey<Kettle, Kettle.DidBoil>, post: (NotificationCenter, AnyObject) -> Void
    ) -> [Int] {
        let center = NotificationCenter()
        let sender = NSObject()
        let calls = Received<Int>()
        var tokens: [NotigenToken] = []
        for index in 0..<Self.observers {
            switch index % 3 {
            case 0: tokens.append(Kettle.observe(key, center: center) { _ in calls.append(index) })
            case 1: tokens.append(Kettle.observePosts(key, center: center) { _ in calls.append(index) })
            default: tokens.append(Kettle.observe(key, object: sender, center: center) { _ in calls.append(index) })
            }
        }
        post(center, sender)
        withExtendedLifetime(tokens) {}
        return calls.values
    }

    @Test(arguments: ["direct", "foundation", "fields"])
    func typedPostsReachObserversInTheOrderTheyWereAdded(delivery: String) throws {
        let key = try #require(Self.keys[delivery])
        for _ in 0..<Self.trials {
            let order = order(key) { center, sender in
                Kettle.post(NotigenEvent(key, .init(degrees: 1)), object: sender, center: center)
            }
            #expect(order == Array(0..<Self.observers), "delivery: \(delivery)")
        }
    }

    @Test(arguments: ["direct", "foundation"])
    func postsWithoutNotigenReachObserversInTheOrderTheyWereAdded(delivery: String) throws {
        let key = try #require(Self.keys[delivery])
        for _ in 0..<Self.trials {
            let order = order(key) { center, sender in
                center.post(name: key.name, object: sender, userInfo: ["degrees": 1])
            }
            #expect(order == Array(0..<Self.observers), "delivery: \(delivery)")
        }
    }

    @Test(arguments: ["direct", "foundation"])
    func anObservationCancelledDuringAPostIsNotCalledByTheRestOfIt(delivery: String) throws {
        let key = try #require(Self.keys[delivery])
        let center = NotificationCenter()
        let calls = Received<Int>()
        let later = Received<NotigenToken>()
        let first = Kettle.observe(key, center: center) { _ in
            calls.append(0)
            later.values.forEach { $0.cancel() }
        }
        let second = Kettle.observe(key, center: center) { _ in calls.append(1) }
        later.append(second)
        Kettle.post(NotigenEvent(key, .init(degrees: 1)), center: center)
        #expect(calls.values == [0])
        withExtendedLifetime(first) {}
    }

    @Test(arguments: ["direct", "foundation"])
    func observersOfTwoCentersAndAQueueKeepTheirPromises(delivery: String) throws {
        let key = try #require(Self.keys[delivery])
        let center = NotificationCenter()
        let other = NotificationCenter()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let calls = Received<String>()
        let tokens = [
            Kettle.observe(key, center: center) { calls.append("center \($0.degrees)") },
            Kettle.observe(key, center: other) { calls.append("other \($0.degrees)") },
            Kettle.observe(key, center: center, queue: queue) { calls.append("queue \($0.degrees)") },
        ]
        Kettle.post(NotigenEvent(key, .init(degrees: 1)), center: center)
        queue.waitUntilAllOperationsAreFinished()
        #expect(calls.values == ["center 1", "queue 1"])
        tokens.forEach { $0.cancel() }
        Kettle.post(NotigenEvent(key, .init(degrees: 2)), center: center)
        #expect(calls.values == ["center 1", "queue 1"])
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }
}
