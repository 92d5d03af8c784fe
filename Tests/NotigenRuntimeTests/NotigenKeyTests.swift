import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// Typed posts reach typed observers; untyped posts are decoded, and what does not fit is skipped and reported.
@Suite(.serialized) struct NotigenKeyTests {
    let center = NotificationCenter()

    @Test func typedPostCarriesThePayloadAndBridgingAddsFields() {
        let plain = NotigenEvent(Kettle.didBoil, .init(degrees: 70))
        #expect(plain.userInfo.keys.map { $0 as? String } == ["notigen.payload"])
        let bridged = NotigenEvent(Kettle.didBoilWithFields, .init(degrees: 70, note: "hot"))
        #expect(bridged.userInfo["degrees"] as? Int == 70)
        #expect(bridged.userInfo["note"] as? String == "hot")
        #expect(bridged.name == Kettle.didBoilWithFields.name)
    }

    @Test func untypedPostsAreDecodedOrReported() {
        let reports = Received<String>()
        let previous = NotigenBridge.onUndecodable
        // Other suites run meanwhile, and the handler is process-wide: keep only this test's name.
        NotigenBridge.onUndecodable = { if $0.name == Kettle.didBoil.name { reports.append($0.description) } }
        defer { NotigenBridge.onUndecodable = previous }
        let received = Received<Int>()
        let token = Kettle.observe(Kettle.didBoil, center: center) { received.append($0.degrees) }
        center.post(name: Kettle.didBoil.name, object: nil, userInfo: ["degrees": 42])
        center.post(name: Kettle.didBoil.name, object: nil, userInfo: ["degrees": "hot"])
        center.post(name: Kettle.didBoil.name, object: nil, userInfo: ["notigen.payload": 1])
        #expect(received.values == [42])
        #expect(
            reports.values == [
                "notigen: skipped a Test.Kettle.didBoil notification: userInfo[\"degrees\"] is String, not Int",
                "notigen: skipped a Test.Kettle.didBoil notification: userInfo has no \"degrees\"",
            ])
        token.cancel()
    }

    @Test func mergedCasesObserveSuccessesAndFailuresApart() {
        let successes = Received<Bool>()
        let failures = Received<Int>()
        let tokens = [
            Kettle.observeSuccesses(Kettle.refill, center: center) { successes.append(true) },
            Kettle.observeFailures(Kettle.refill, center: center) { failures.append($0.litres) },
        ]
        Kettle.post(NotigenEvent(Kettle.refill, .success(())), center: center)
        Kettle.post(NotigenEvent(Kettle.refill, .failure(.init(litres: 3))), center: center)
        #expect(successes.values == [true])
        #expect(failures.values == [3])
        tokens.forEach { $0.cancel() }
    }

    @Test func asyncSequenceEndsItsObservationWithItsConsumer() async {
        let stream = Kettle.notifications(Kettle.didBoil, center: center)
        #expect(NotigenToken.activeObservations(in: center) == 1)
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 12)), center: center)
        for await payload in stream {
            #expect(payload.degrees == 12)
            break
        }
    }

    @Test @MainActor func mainActorKeysDeliverOnTheMainActor() async {
        let received = Received<Int>()
        let token = Kettle.observe(Kettle.didWhistle, center: center) { value in
            MainActor.assertIsolated()
            received.append(value)
        }
        Kettle.post(NotigenEvent(Kettle.didWhistle, 1), center: center)
        #expect(received.values == [1], "posted on the main actor: delivered at once")
        let center = self.center
        await Task.detached { Kettle.post(NotigenEvent(Kettle.didWhistle, 2), center: center) }.value
        #expect(await eventually { received.values == [1, 2] })
        token.cancel()
    }
}
