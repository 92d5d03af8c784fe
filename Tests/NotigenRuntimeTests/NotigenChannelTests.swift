import Foundation
import Testing

@testable @_spi(NotigenGenerated) import NotigenRuntime

/// An object whose release the tests watch.
final class Canary: Sendable {}

/// Holds a token that a handler made before it cancels it.
final class TokenBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: NotigenToken?

    var token: NotigenToken? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// The direct path's registry: posts read a snapshot of the observations without a lock, so these check what that
/// must not change: removal during a post, posts nested in handlers, and that what a snapshot holds is released.
@Suite struct NotigenChannelTests {
    let center = NotificationCenter()

    @Test func anObservationRemovedDuringAPostIsNotCalledAfterwards() {
        let received = Received<String>()
        let second = TokenBox()
        let first = Kettle.observe(Kettle.didBoil, center: center) { _ in
            received.append("first")
            second.token?.cancel()
        }
        second.token = Kettle.observe(Kettle.didBoil, center: center) { _ in received.append("second") }
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 90)), center: center)
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 95)), center: center)
        first.cancel()
        #expect(received.values == ["first", "first"])
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test func postsNestedInHandlersDeliverAtEveryDepth() {
        let depths = Received<Int>()
        let center = self.center
        let token = Kettle.observe(Kettle.didBoil, center: center) { payload in
            depths.append(payload.degrees)
            if payload.degrees < 20 {
                Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: payload.degrees + 1)), center: center)
            }
        }
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 0)), center: center)
        token.cancel()
        #expect(depths.values == Array(0...20))
    }

    @Test func whatAnObservationHoldsIsReleasedWhenItIsCancelledDuringItsOwnPost() {
        weak var released: Canary?
        let box = TokenBox()
        do {
            let canary = Canary()
            released = canary
            box.token = Kettle.observe(Kettle.didSimmer, center: center) { _ in
                withExtendedLifetime(canary) { box.token?.cancel() }
            }
        }
        #expect(released != nil)
        Kettle.post(NotigenEvent(Kettle.didSimmer, 90), center: center)
        NotigenHazards.waitForFreesUnderWay { released != nil }
        #expect(released == nil, "the snapshot the post held is freed when the post ends")
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test func aSnapshotReadOnAnotherThreadOutlivesTheCancelThenIsFreed() {
        weak var released: Canary?
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let delivered = Received<Int>()
        var token: NotigenToken?
        do {
            let canary = Canary()
            released = canary
            token = Kettle.observe(Kettle.didHiss, center: center) { payload in
                entered.signal()
                proceed.wait()
                withExtendedLifetime(canary) { delivered.append(payload) }
            }
        }
        let center = self.center
        Thread.detachNewThread {
            Kettle.post(NotigenEvent(Kettle.didHiss, 7), center: center)
            done.signal()
        }
        entered.wait()
        token?.cancel()
        token = nil
        #expect(released != nil, "the post under way still holds the observation")
        proceed.signal()
        done.wait()
        #expect(delivered.values == [7])
        NotigenHazards.waitForFreesUnderWay { released != nil }
        #expect(released == nil)
    }
}
