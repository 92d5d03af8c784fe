import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// A case with `sender:` (specs/senders.yaml): posted with its typed sender, which every observer style receives
/// typed and which `object:` filters on by identity; posts made without notigen read it from `object`.
@Suite struct SenderTests {
    let center = NotificationCenter()
    let feed = Feed(title: "Swift")
    let other = Feed(title: "Other")
    let url = URL(fileURLWithPath: "/feeds/icon.png")

    @Test func closureObserversReceiveTheTypedSenderAndFilterOnIt() {
        let all = Recorder<String>()
        let one = Recorder<String>()
        let tokens = [
            FeedDownloader.observe(.iconDidLoad, center: center) { all.record($0.sender.title) },
            FeedDownloader.observe(.iconDidLoad, object: feed, center: center) { one.record($0.sender.title) },
        ]
        FeedDownloader.post(.iconDidLoad(sender: feed, url: url), center: center)
        FeedDownloader.post(.iconDidLoad(sender: other, url: url), center: center)
        tokens.forEach { $0.cancel() }
        #expect(all.values == ["Swift", "Other"])
        #expect(one.values == ["Swift"])
    }

    @Test func postsWithoutNotigenCarryTheSenderAsObject() throws {
        let received = Recorder<String>()
        let token = FeedDownloader.observe(.iconDidLoad, object: feed, center: center) {
            received.record("\($0.sender.title) \($0.url.lastPathComponent)")
        }
        center.post(name: FeedDownloader.Name.iconDidLoad.name, object: feed, userInfo: ["url": url])
        center.post(name: FeedDownloader.Name.iconDidLoad.name, object: other, userInfo: ["url": url])
        token.cancel()
        #expect(received.values == ["Swift icon.png"])
        #expect(FeedDownloader.Name.iconDidLoad.rawValue == "FeedIconDidLoadNotification")
    }

    @Test func aMissingOrMistypedSenderIsRefusedWithAReason() {
        let posts = Recorder<String>()
        let token = FeedDownloader.observePosts(.didFinish, center: center) { post in
            switch post.payload {
            case .success(let payload): posts.record("sender \(payload.sender.title)")
            case .failure(let error): posts.record("\(error)")
            }
        }
        center.post(name: FeedDownloader.Name.didFinish.name, object: nil)
        center.post(name: FeedDownloader.Name.didFinish.name, object: NSString(string: "feed"))
        center.post(name: FeedDownloader.Name.didFinish.name, object: feed)
        token.cancel()
        #expect(
            posts.values == [
                "the notification has no object; expected Feed",
                "the notification's object is NSString, not Feed", "sender Swift",
            ])
    }

    @Test func anOptionalSenderMayBeAbsentAndNoneRemovesIt() {
        let received = Recorder<String>()
        let tokens = [
            FeedDownloader.observe(.didFail, center: center) {
                received.record("\($0.sender?.title ?? "-") \($0.reason)")
            },
            FeedDownloader.observe(.didStartAll, center: center) { received.record("started") },
        ]
        FeedDownloader.post(.didFail(), center: center)
        FeedDownloader.post(.didFail(sender: feed, reason: "timeout"), center: center)
        center.post(name: FeedDownloader.Name.didFail.name, object: feed, userInfo: ["reason": "offline"])
        center.post(name: FeedDownloader.Name.didStartAll.name, object: nil)
        FeedDownloader.post(.didStartAll, center: center)
        tokens.forEach { $0.cancel() }
        #expect(received.values == ["- unknown", "Swift timeout", "Swift offline", "started", "started"])
    }

    @Test func observerProtocolsAndSequencesReceiveTheSender() async {
        final class Observer: FeedDownloaderObserver, Sendable {
            let received = Recorder<String>()
            func feedDownloaderDidFinish(_ payload: FeedDownloader.DidFinish) { received.record(payload.sender.title) }
        }
        let observer = Observer()
        FeedDownloader.addObserver(observer, object: feed, center: center)
        let sequence = FeedDownloader.notifications(.didFinish, object: other, center: center)
        FeedDownloader.post(.didFinish(sender: feed), center: center)
        FeedDownloader.post(.didFinish(sender: other), center: center)
        FeedDownloader.removeObserver(observer)
        var iterator = sequence.makeAsyncIterator()
        #expect(await iterator.next()?.sender === other)
        #expect(observer.received.values == ["Swift"])
    }

    @MainActor @Test func aMainActorViewControllerIsTheSenderOfAMainActorCase() {
        let controller = FeedViewController()
        let token = FeedScreen.observe(.didSelect, object: controller, center: center) { payload in
            payload.sender.shownRows.append(payload.row)
        }
        FeedScreen.post(.didSelect(sender: controller, row: 3), center: center)
        center.post(name: FeedScreen.Name.didSelect.name, object: controller, userInfo: ["row": 4])
        FeedScreen.post(.didSelect(sender: FeedViewController(), row: 5), center: center)
        token.cancel()
        #expect(controller.shownRows == [3, 4])
    }
}
