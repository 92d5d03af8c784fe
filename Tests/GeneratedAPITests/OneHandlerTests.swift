import Foundation
import NotigenRuntime
import Testing

/// `oneHandler: true` (specs/senders.yaml): one closure observes a chosen set of a notifier's cases, or all of
/// them, and receives a `Posted` value that says which case was posted with what payload.
@Suite struct OneHandlerTests {
    let center = NotificationCenter()

    /// What a handler makes of each case: the switch is exhaustive, so a new case would not compile here.
    static func describe(_ posted: FeedDownloader.Posted) -> String {
        switch posted {
        case .iconDidLoad(let payload): "icon \(payload.sender.title) \(payload.url.lastPathComponent)"
        case .didFinish(let payload): "finished \(payload.sender.title)"
        case .didStartAll: "started"
        case .didFail(let payload): "failed \(payload.sender?.title ?? "-") \(payload.reason)"
        }
    }

    @Test func aChosenSetOfCasesTypedAndByName() {
        let feed = Feed(title: "Swift")
        let received = Recorder<String>()
        let token = FeedDownloader.observe([.iconDidLoad, .didStartAll], center: center) {
            received.record(Self.describe($0))
        }
        FeedDownloader.post(.iconDidLoad(sender: feed, url: URL(fileURLWithPath: "/a.png")), center: center)
        FeedDownloader.post(.didFinish(sender: feed), center: center)
        FeedDownloader.post(.didStartAll, center: center)
        center.post(
            name: FeedDownloader.Name.iconDidLoad.name, object: feed, userInfo: ["url": URL(fileURLWithPath: "/b.png")])
        center.post(name: FeedDownloader.Name.didStartAll.name, object: nil)
        token.cancel()
        FeedDownloader.post(.didStartAll, center: center)
        #expect(received.values == ["icon Swift a.png", "started", "icon Swift b.png", "started"])
        #expect(center.liveObservers == 0)
    }

    @Test func everyCaseFilteredBySender() {
        let feed = Feed(title: "Swift")
        let received = Recorder<String>()
        let token = FeedDownloader.observe(object: feed, center: center) { received.record(Self.describe($0)) }
        FeedDownloader.post(.didFinish(sender: feed), center: center)
        FeedDownloader.post(.didFinish(sender: Feed(title: "Other")), center: center)
        FeedDownloader.post(.didFail(sender: feed, reason: "offline"), center: center)
        center.post(name: FeedDownloader.Name.didFinish.name, object: feed)
        token.cancel()
        #expect(received.values == ["finished Swift", "failed Swift offline", "finished Swift"])
    }

    @Test func valuesInObjectAndUserInfoFieldsThroughTheCenter() {
        let received = Recorder<String>()
        let token = Playback.observe(center: center) { posted in
            switch posted {
            case .episodeStarted(let payload): received.record("started \(payload.uuid) \(payload.position)")
            case .episodeEnded(let payload): received.record("ended \(payload.uuid ?? "nil")")
            case .queueCleared: received.record("cleared")
            }
        }
        Playback.post(.episodeStarted(uuid: "E1", position: 3), center: center)
        center.post(name: Playback.Name.episodeEnded.name, object: "E2")
        Playback.post(.queueCleared, center: center)
        token.cancel()
        #expect(received.values == ["started E1 3.0", "ended E2", "cleared"])
    }

    @MainActor @Test func aMainActorNotifiersHandlerRunsOnTheMainActor() async {
        let received = Recorder<String>()
        let token = PlayQueue.observe([.moved], center: center) { posted in
            MainActor.assertIsolated()
            switch posted {
            case .moved(let payload): received.record("moved \(payload.from) \(payload.to)")
            case .cleared: received.record("cleared")
            }
        }
        PlayQueue.post(.moved(from: 1, to: 2), center: center)
        PlayQueue.post(.cleared, center: center)
        let center = self.center
        await Task.detached { center.post(name: PlayQueue.Name.moved.name, object: 3, userInfo: ["to": 4]) }.value
        #expect(await eventually { received.values.count == 2 })
        token.cancel()
        #expect(received.values == ["moved 1 2", "moved 3 4"])
    }
}
