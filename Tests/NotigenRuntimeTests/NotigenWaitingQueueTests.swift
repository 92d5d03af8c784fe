import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// `observe(_:queue:waitUntilFinished: true)` does what Foundation's `addObserver(forName:object:queue:using:)` does
/// with its block, checked side by side with a Foundation block observer of the same queue: a post made off the
/// queue waits until the handler has run on it; a post made on the queue runs the handler at once. (The main queue,
/// whose main thread the test runner holds, is tested by `ImportedBlockMoveTests`' program, on its main thread.)
@Suite struct NotigenWaitingQueueTests {
    let center = NotificationCenter()

    /// The events of one post: the handlers' and the poster's, in the order they happened.
    private func trial(postOn poster: OperationQueue?, observeOn queue: OperationQueue) -> [String] {
        let events = Received<String>()
        // Delivered through the center, so that the Foundation observer sees the typed post too.
        let key = Kettle.didBoilThroughCenter
        let typed = Kettle.observe(key, center: center, queue: queue, waitUntilFinished: true) { _ in
            Thread.sleep(forTimeInterval: 0.05)
            events.append("typed on queue \(OperationQueue.current === queue)")
        }
        let plain = center.addObserver(forName: key.name, object: nil, queue: queue) { _ in
            Thread.sleep(forTimeInterval: 0.05)
            events.append("foundation on queue \(OperationQueue.current === queue)")
        }
        let center = self.center
        let post: @Sendable () -> Void = {
            Kettle.post(NotigenEvent(key, .init(degrees: 1)), center: center)
            events.append("post returned")
        }
        if let poster {
            poster.addOperations([BlockOperation(block: post)], waitUntilFinished: true)
        } else {
            let done = DispatchSemaphore(value: 0)
            Thread {
                post()
                done.signal()
            }.start()
            done.wait()
        }
        queue.waitUntilAllOperationsAreFinished()
        typed.cancel()
        center.removeObserver(plain)
        return events.values
    }

    private static func serialQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }

    /// Posted on another thread, the post returns only after both observers ran on the queue.
    @Test func aPostOffTheQueueWaitsForTheHandler() {
        let queue = Self.serialQueue()
        let events = trial(postOn: nil, observeOn: queue)
        #expect(events.last == "post returned")
        #expect(Set(events.dropLast()) == ["typed on queue true", "foundation on queue true"])
    }

    /// Posted by an operation of the queue itself, the handlers run at once (waiting would never end).
    @Test func aPostOnTheQueueRunsTheHandlerAtOnce() {
        let queue = Self.serialQueue()
        let events = trial(postOn: queue, observeOn: queue)
        #expect(events.last == "post returned")
        #expect(Set(events.dropLast()) == ["typed on queue true", "foundation on queue true"])
    }

    /// Without waiting, the typed observer is the queued one of `observe(_:queue:)`: the post returns first.
    @Test func withoutWaitingThePostReturnsFirst() {
        let queue = Self.serialQueue()
        let events = Received<String>()
        queue.isSuspended = true
        let token = Kettle.observe(Kettle.didBoil, center: center, queue: queue, waitUntilFinished: false) { _ in
            events.append("handler")
        }
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 1)), center: center)
        events.append("post returned")
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        #expect(events.values == ["post returned", "handler"])
        token.cancel()
    }
}
