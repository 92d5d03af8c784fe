import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// A field with `in: object` (specs/senders.yaml): typed posts carry it as the notification's object, not in
/// `userInfo`, and posts made without notigen are read from it, bridged values included.
@Suite struct ObjectFieldTests {
    let center = NotificationCenter()

    @Test func typedPostsCarryTheFieldAsTheObject() {
        let seen = Recorder<String>()
        let observer = center.addObserver(forName: Playback.Name.episodeStarted.name, object: nil, queue: nil) {
            notification in
            let info = notification.userInfo ?? [:]
            seen.record(
                "\(notification.object as? String ?? "-") \(info["position"] as? Double ?? -1) "
                    + "\(info["uuid"] == nil ? "no uuid key" : "uuid key")")
        }
        Playback.post(.episodeStarted(uuid: "E1", position: 12.5), center: center)
        center.removeObserver(observer)
        #expect(seen.values == ["E1 12.5 no uuid key"])
    }

    @Test func postsWithoutNotigenAreReadFromTheObjectBridgedOrNot() {
        let received = Recorder<String>()
        let tokens = [
            Playback.observe(.episodeStarted, center: center) { received.record("\($0.uuid) \($0.position)") },
            Playback.observe(.episodeEnded, center: center) { received.record("ended \($0.uuid ?? "nil")") },
        ]
        center.post(name: Playback.Name.episodeStarted.name, object: "E2", userInfo: ["position": 1.0])
        center.post(name: Playback.Name.episodeStarted.name, object: NSString(string: "E3"), userInfo: ["position": 2])
        center.post(name: Playback.Name.episodeEnded.name, object: "E4")
        center.post(name: Playback.Name.episodeEnded.name, object: nil)
        Playback.post(.episodeEnded(), center: center)
        tokens.forEach { $0.cancel() }
        #expect(received.values == ["E2 1.0", "E3 2.0", "ended E4", "ended nil", "ended nil"])
    }

    @MainActor @Test func directDeliveryCarriesTheValueAndNumbersConvert() {
        let received = Recorder<String>()
        let token = PlayQueue.observe(.moved, center: center) { received.record("\($0.from)->\($0.to)") }
        PlayQueue.post(.moved(from: 1, to: 2), center: center)
        center.post(name: PlayQueue.Name.moved.name, object: NSNumber(value: 3), userInfo: ["to": 4])
        center.post(name: PlayQueue.Name.moved.name, object: 5, userInfo: ["to": 6])
        token.cancel()
        #expect(received.values == ["1->2", "3->4", "5->6"])
        #expect(NotigenEvent<PlayQueue, PlayQueue.Moved>.moved(from: 7, to: 8).object as? Int == 7)
    }
}
