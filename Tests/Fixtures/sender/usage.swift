import Foundation
import NotigenRuntime

/// A feed: the sender of most `FeedDownloader` cases.
final class Feed: Sendable {
    let title: String

    init(title: String) {
        self.title = title
    }
}

/// The downloader itself, which posts `downloaderDidStop`.
final class Downloader: Sendable {}

/// A main-actor view controller, the sender of `FeedScreen`'s cases.
@MainActor
final class FeedViewController {
    var rows: [Int] = []
}

/// Posts each case with its sender and observes it typed, filtered by sender.
@MainActor
func useSenders(feed: Feed, controller: FeedViewController) -> [NotigenToken] {
    FeedDownloader.post(.iconDidLoad(sender: feed, url: URL(fileURLWithPath: "/icon.png")))
    FeedDownloader.post(.didFinish(sender: feed))
    FeedDownloader.post(.didStartAll)
    FeedDownloader.post(.didFail())
    FeedDownloader.post(.downloaderDidStop(sender: Downloader()))
    FeedScreen.post(.didSelect(sender: controller, row: 1))
    return [
        FeedDownloader.observe(.iconDidLoad, object: feed) { payload in _ = payload.sender.title },
        FeedDownloader.observe(.didFail) { payload in _ = payload.sender?.title },
        FeedScreen.observe(.didSelect, object: controller) { payload in payload.sender.rows.append(payload.row) },
    ]
}
