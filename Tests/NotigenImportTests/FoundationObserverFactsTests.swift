import Foundation
import Testing

/// What Foundation does for the block observers `--rewrite` leaves (docs/IMPORT.md, "--rewrite"), checked on the
/// platform the tests run on: the reasons the report gives must stay true.
@Suite(.serialized) struct FoundationObserverFactsTests {
    /// The order of events, from any thread.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ event: String) { lock.withLock { list.append(event) } }
        var all: [String] { lock.withLock { list } }
    }

    @Test func postWaitsForABlockObserverRunOnItsQueue() {
        let center = NotificationCenter()
        let queue = OperationQueue()
        let events = Events()
        let token = center.addObserver(forName: .init("queued"), object: nil, queue: queue) { _ in
            Thread.sleep(forTimeInterval: 0.2)
            events.add("block")
        }
        center.post(name: .init("queued"), object: nil)
        events.add("after post")
        queue.waitUntilAllOperationsAreFinished()
        #expect(events.all == ["block", "after post"])
        center.removeObserver(token)
    }

    @Test func aBlockObserverOutlivesItsReleasedToken() {
        let center = NotificationCenter()
        let events = Events()
        _ = center.addObserver(forName: .init("discarded"), object: nil, queue: nil) { _ in events.add("block") }
        center.post(name: .init("discarded"), object: nil)
        #expect(events.all == ["block"])
    }
}
