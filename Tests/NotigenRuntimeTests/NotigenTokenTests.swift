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
}
