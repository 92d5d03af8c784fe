// Made by `notigen import --rewrite` from RewriteFixture (Tests/NotigenImportTests): do not edit; NOTIGEN_RECORD=1 swift test --filter CombineCheckSourcesTests rewrites it.
import NotigenRuntime

import Foundation

extension Notification.Name {
    static let feedDidRefresh = Notification.Name("FeedDidRefresh")
    static let episodeStarted = Notification.Name("EpisodeStarted")
    static let episodeEnded = Notification.Name("EpisodeEnded")
}

final class Feed: Sendable {
    let title: String

    init(title: String) { self.title = title }

    func refresh(count: Int) {
        // refreshed
        FeedsNotifier.post(.feedDidRefresh(sender: self, count: count)) // trailing
    }
}

final class Player {
    func start(uuid: String, at position: Double) {
        FeedsNotifier.post(.episodeStarted(position: position, uuid: uuid))
    }

    func end(uuid: String) {
        FeedsNotifier.post(.episodeEnded(uuid: uuid))
    }

    func endAll() {
        FeedsNotifier.post(.episodeEnded())
    }
}

final class Watcher: Sendable {
    let report: @Sendable (String) -> Void

    init(report: @escaping @Sendable (String) -> Void) { self.report = report }

    func watchFeeds() async {
        for await payload in FeedsNotifier.notifications(.feedDidRefresh) {
            // the feed and its count
            guard let feed = (payload.sender as Feed?), let count = (payload.count as Int?) else { continue }
            report("\(feed.title) \(count)")
        }
    }

    func watchEpisodes() async {
        for await payload in FeedsNotifier.notifications(.episodeStarted) where (payload.uuid as String?) != nil {
            report("started \((payload.uuid as String?) ?? "") \(payload.position)")
        }
    }

    func countStarts() async {
        for await _ in FeedsNotifier.notifications(.episodeStarted) { report("a start") }
    }

    func watchPositions(payload: String) async {
        for await note in FeedsNotifier.notifications(.episodeStarted) {
            report("\(payload) \((note.position as Double?) ?? 0)")
        }
    }
}
