import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// Tokens end their observation when cancelled or released, and are counted per center.
@Suite struct NotigenTokenTests {
    let center = NotificationCenter()

    @Test(arguments: Kettle.boilKeys)
    func cancelEndsTheObservationOnce(_ key: NotigenKey<Kettle, Kettle.DidBoil>) {
        let received = Received<Int>()
        let token = Kettle.observe(key, center: center) { received.append($0.degrees) }
        #expect(NotigenToken.activeObservations(in: center) == 1)
        Kettle.post(NotigenEvent(key, .init(degrees: 90)), center: center)
        token.cancel()
        token.cancel()
        Kettle.post(NotigenEvent(key, .init(degrees: 95)), center: center)
        #expect(received.values == [90])
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test(arguments: Kettle.boilKeys)
    func releasingTheTokenEndsTheObservation(_ key: NotigenKey<Kettle, Kettle.DidBoil>) {
        let received = Received<Int>()
        var token: NotigenToken? = Kettle.observe(key, center: center) { received.append($0.degrees) }
        #expect(token != nil)
        token = nil
        Kettle.post(NotigenEvent(key, .init(degrees: 90)), center: center)
        #expect(received.values.isEmpty)
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test func tokensOfOneSetEndWithTheSet() {
        var tokens = Set<NotigenToken>()
        Kettle.observe(Kettle.didPour, center: center) {}.store(in: &tokens)
        Kettle.observe(Kettle.didPour, center: center) {}.store(in: &tokens)
        #expect(tokens.count == 2)
        #expect(NotigenToken.activeObservations(in: center) == 2)
        tokens.removeAll()
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test(arguments: Kettle.boilKeys)
    func senderFilterAndCentersAreRespected(_ key: NotigenKey<Kettle, Kettle.DidBoil>) {
        let sender = NSObject()
        let other = NotificationCenter()
        let received = Received<Int>()
        let token = Kettle.observe(key, object: sender, center: center) { received.append($0.degrees) }
        Kettle.post(NotigenEvent(key, .init(degrees: 1)), object: sender, center: center)
        Kettle.post(NotigenEvent(key, .init(degrees: 2)), object: NSObject(), center: center)
        Kettle.post(NotigenEvent(key, .init(degrees: 3)), object: sender, center: other)
        #expect(received.values == [1])
        token.cancel()
    }

    /// A token kept alive observes with nothing holding it, until it is cancelled; then it is released.
    @Test(arguments: Kettle.boilKeys)
    func aKeptTokenObservesUntilCancelled(_ key: NotigenKey<Kettle, Kettle.DidBoil>) {
        let received = Received<Int>()
        weak var released: NotigenToken?
        do {
            let token = Kettle.observe(key, center: center) { received.append($0.degrees) }
            token.keepAlive()
            token.keepAlive()
            released = token
        }
        Kettle.post(NotigenEvent(key, .init(degrees: 1)), center: center)
        #expect(received.values == [1])
        #expect(NotigenToken.activeObservations(in: center) == 1)
        released?.cancel()
        #expect(released == nil)
        Kettle.post(NotigenEvent(key, .init(degrees: 2)), center: center)
        #expect(received.values == [1])
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    /// Keeping a cancelled token alive keeps nothing.
    @Test func aCancelledTokenIsNotKept() {
        weak var released: NotigenToken?
        do {
            let token = Kettle.observe(Kettle.didPour, center: center) {}
            token.cancel()
            token.keepAlive()
            released = token
        }
        #expect(released == nil)
    }
}
