import Foundation
import NotigenRuntime
import Testing

/// An observer of a main-actor case of a notifier that is not main-actor: `Sendable`, held weakly.
final class ExpiryWatcher: UserManagerObserver, MailboxObserver, Sendable {
    let received = Recorder<Int>()

    @MainActor func userManagerSessionWillExpire(_ payload: UserManager.SessionWillExpire) {
        received.record(payload.secondsLeft)
    }

    @MainActor func mailboxDidOpen(_ payload: Mailbox.DidOpen) {
        received.record(Int(payload.id))
    }
}

/// Defects found by using the README as a new user would; each test failed before its fix.
@Suite(.timeLimit(.minutes(10))) struct DeliveryDefectTests {
    let center = NotificationCenter()

    /// `observe(_:queue: .main)` then a typed post from the main actor after an `await` (on Linux the main actor
    /// then runs on another thread than the main thread): the post used to wait for the main queue, which waited for
    /// the post. Delivery through a queue is now asynchronous, so the post returns.
    @Test @MainActor func postToAQueueObserverFromTheMainActorReturns() async {
        await Task.yield()
        let received = Recorder<String>()
        let tokens = [
            UserManager.observe(.didLogout, center: center, queue: .main) { received.record("foundation") },
            Mailbox.observe(.didEmpty, center: center, queue: .main) { received.record("direct") },
        ]
        UserManager.post(.didLogout, center: center)
        Mailbox.post(.didEmpty, center: center)
        #expect(received.values.isEmpty, "a queue observer runs later, on its queue")
        #expect(await eventually { received.values == ["foundation", "direct"] })
        tokens.forEach { $0.cancel() }
    }

    /// An observer released while a main-actor delivery posted from another thread waits for the main actor: it
    /// used to be kept alive by that delivery and to receive it.
    @Test @MainActor func releasedObserverReceivesNoQueuedMainActorDelivery() async {
        weak var released: ExpiryWatcher?
        let received: Recorder<Int>
        do {
            let watcher = ExpiryWatcher()
            released = watcher
            received = watcher.received
            UserManager.addObserver(watcher, center: center)
            Mailbox.addObserver(watcher, center: center)
            let center = self.center
            let posted = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                UserManager.post(.sessionWillExpire(secondsLeft: 5), center: center)
                Mailbox.post(.didOpen(id: 6), center: center)
                posted.signal()
            }
            posted.wait()  // the main actor stays busy: both deliveries wait in the main queue
        }
        #expect(released == nil, "a queued delivery must not keep the observer alive")
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(received.values.isEmpty)
        UserManager.post(.didLogout, center: center)
        Mailbox.post(.didEmpty, center: center)
        // As in `releasedObserverReceivesNothingAndIsReclaimed`: another test may be removing them at the same time.
        let center = self.center
        #expect(
            await eventually { center.liveObservers == 0 }, "posts that find the observer gone remove its registrations"
        )
    }

    /// "The observation ends when the loop ends": it used to last until the sequence itself was released.
    @Test func breakingOutOfTheLoopEndsTheObservation() async {
        let messages = UserManager.notifications(.didGetMessage, center: center)
        let mail = Mailbox.notifications(.didReceive, center: center)
        #expect(center.liveObservers == 2)
        UserManager.post(.didGetMessage(message: "m"), center: center)
        Mailbox.post(.didReceive(id: 1, subject: "s"), center: center)
        for await _ in messages { break }
        for await _ in mail { break }
        #expect(center.liveObservers == 0)
        withExtendedLifetime((messages, mail)) {}
    }

    /// An untyped post with a Swift `Int` under an `Int64` field's key used to be skipped (`is Int, not Int64`).
    @Test func numbersConvertWhenExactAndAreRefusedOtherwise() {
        let received = Recorder<Mailbox.DidReceive>()
        let token = Mailbox.observe(.didReceive, center: center) { received.record($0) }
        let name = Mailbox.Name.didReceive.name
        let reports = undecodableReports(named: name) {
            center.post(name: name, object: nil, userInfo: ["id": 7, "subject": "a", "priority": 3, "score": 2])
            center.post(name: name, object: nil, userInfo: ["id": NSNumber(value: 8), "subject": "b", "score": 0.5])
            center.post(name: name, object: nil, userInfo: ["id": 9, "subject": "c", "priority": 300])
            center.post(name: name, object: nil, userInfo: ["id": 0.5, "subject": "d"])
        }
        token.cancel()
        #expect(
            received.values == [
                Mailbox.DidReceive(id: 7, subject: "a", priority: 3, score: 2),
                Mailbox.DidReceive(id: 8, subject: "b", score: 0.5),
            ])
        #expect(
            reports == [
                "notigen: skipped a Accounts.Mailbox.didReceive notification: userInfo[\"priority\"] is Int 300, not Int8",
                "notigen: skipped a Accounts.Mailbox.didReceive notification: userInfo[\"id\"] is Double 0.5, not Int64",
            ])
    }
}
