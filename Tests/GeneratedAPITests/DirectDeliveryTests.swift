import Foundation
import NotigenRuntime
import Testing

/// An `Mailbox` observer: `Mailbox` takes the direct path (`userInfo: payload`, no `delivery:`).
final class MailboxLog: MailboxObserver, Sendable {
    let received = Recorder<Int64>()
    let syncs = Recorder<Int>()
    let emptied = Recorder<Bool>()

    func mailboxDidReceive(_ payload: Mailbox.DidReceive) {
        received.record(payload.id)
    }

    func mailboxSyncDidComplete(_ result: Mailbox.SyncResult) {
        if case .success(let success) = result { syncs.record(success.count) }
    }

    func mailboxDidEmpty() {
        emptied.record(true)
    }
}

/// The direct path: typed posts reach typed observers through notigen's registry, with the semantics of the
/// `NotificationCenter` path (center scoping, sender filter, order, tokens), and posts made without notigen still
/// reach them.
@Suite struct DirectDeliveryTests {
    let center = NotificationCenter()

    @Test func everyObserverStyleReceivesTypedPostsInOrder() async {
        let closure = Recorder<Int64>()
        let log = MailboxLog()
        let token = Mailbox.observe(.didReceive, center: center) { closure.record($0.id) }
        Mailbox.addObserver(log, center: center)
        let stream = Mailbox.notifications(.didReceive, center: center)
        for id in 1...3 { Mailbox.post(.didReceive(id: Int64(id), subject: "s"), center: center) }
        Mailbox.post(.sync(.success(.init(count: 4))), center: center)
        Mailbox.post(.didEmpty, center: center)
        #expect(closure.values == [1, 2, 3])
        #expect(log.received.values == [1, 2, 3])
        #expect(log.syncs.values == [4])
        #expect(log.emptied.values == [true])
        var streamed: [Int64] = []
        for await payload in stream {
            streamed.append(payload.id)
            if streamed.count == 3 { break }
        }
        #expect(streamed == [1, 2, 3])
        token.cancel()
        Mailbox.removeObserver(log)
        #expect(center.liveObservers == 0)
    }

    @Test func centersAndSendersScopeDelivery() {
        let other = NotificationCenter()
        let alice = NSObject()
        let fromAlice = Recorder<Int64>()
        let onOther = Recorder<Int64>()
        let tokens = [
            Mailbox.observe(.didReceive, object: alice, center: center) { fromAlice.record($0.id) },
            Mailbox.observe(.didReceive, center: other) { onOther.record($0.id) },
        ]
        Mailbox.post(.didReceive(id: 1, subject: "s"), object: alice, center: center)
        Mailbox.post(.didReceive(id: 2, subject: "s"), object: NSObject(), center: center)
        Mailbox.post(.didReceive(id: 3, subject: "s"), center: center)
        Mailbox.post(.didReceive(id: 4, subject: "s"), object: alice, center: other)
        #expect(fromAlice.values == [1])
        #expect(onOther.values == [4])
        tokens.forEach { $0.cancel() }
    }

    @Test func postsWithoutNotigenReachTypedObserversAndNeverCrashThem() {
        let received = Recorder<Int64>()
        let token = Mailbox.observe(.didReceive, center: center) { received.record($0.id) }
        let name = Mailbox.Name.didReceive.name
        let reports = undecodableReports(named: name) {
            center.post(name: name, object: nil, userInfo: ["id": 7, "subject": "untyped"])
            center.post(name: name, object: nil, userInfo: ["id": "seven", "subject": "untyped"])
            center.post(name: name, object: nil, userInfo: nil)
            center.post(name: name, object: nil, userInfo: ["notigen.payload": 42])
        }
        token.cancel()
        #expect(received.values == [7])
        #expect(reports.count == 3)
    }

    @Test func aReleasedCenterLeavesNothingBehind() {
        weak var released: NotificationCenter?
        do {
            let center = NotificationCenter()
            released = center
            let token = Mailbox.observe(.didReceive, center: center) { _ in }
            Mailbox.addObserver(MailboxLog(), center: center)
            Mailbox.post(.didReceive(id: 1, subject: "s"), center: center)
            token.cancel()
            // Another test's sweep may be removing the dead observer's registrations at the same time: the post then
            // finds its key's observation already gone, and the rest end as that thread finishes (a CI run under load
            // saw 3 still live at once). The wait is a bound for a hang, as `eventually`'s, not a time limit.
            for _ in 0..<6000 where center.liveObservers != 0 { Thread.sleep(forTimeInterval: 0.01) }
            #expect(center.liveObservers == 0)
        }
        // A post of another test on the same channel may hold the replaced snapshot, and with it the center, a moment longer; the last post
        // that holds it frees it as it ends.
        for _ in 0..<200 where released != nil { Thread.sleep(forTimeInterval: 0.01) }
        #expect(released == nil)
    }

    @Test func aCaseWithDeliveryFoundationGoesThroughTheCenter() {
        let untyped = Recorder<String>()
        let observer = center.addObserver(forName: Mailbox.Name.didArchive.name, object: nil, queue: nil) {
            untyped.record($0.name.rawValue)
        }
        Mailbox.post(.didArchive(id: 1), center: center)
        center.removeObserver(observer)
        #expect(untyped.values == [Mailbox.Name.didArchive.rawValue])
    }
}
