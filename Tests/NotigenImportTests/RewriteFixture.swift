import NotigenImport

/// The sources `RewriteTests` rewrite: a typed sender, values carried as the object (`in: object`), `for await`
/// loops over `notifications(named:)`, and selector and block observers whose behaviour the typed API would change.
enum RewriteFixture {
    static let feeds = """
        import Foundation

        extension Notification.Name {
            static let feedDidRefresh = Notification.Name("FeedDidRefresh")
            static let episodeStarted = Notification.Name("EpisodeStarted")
            static let episodeEnded = Notification.Name("EpisodeEnded")
        }

        final class Feed: Sendable {
            func refresh(count: Int) {
                // refreshed
                NotificationCenter.default.post(name: .feedDidRefresh, object: self, userInfo: ["count": count]) // trailing
            }
        }

        final class Player {
            func start(uuid: String, at position: Double) {
                NotificationCenter.default.post(name: .episodeStarted, object: uuid, userInfo: ["position": position])
            }

            func end(uuid: String) {
                NotificationCenter.default.post(name: .episodeEnded, object: uuid)
                NotificationCenter.default.post(name: .feedDidRefresh, object: nil, userInfo: ["count": 0])
            }

            func endAll() {
                NotificationCenter.default.post(name: .episodeEnded, object: nil)
            }
        }

        final class Watcher {
            func watchFeeds() async {
                for await note in NotificationCenter.default.notifications(named: .feedDidRefresh) {
                    // the feed and its count
                    guard let feed = note.object as? Feed, let count = note.userInfo?["count"] as? Int else { continue }
                    print(feed, count)
                }
            }

            func watchEpisodes() async {
                for await note in NotificationCenter.default.notifications(named: .episodeStarted) where note.object as? String != nil {
                    print(note.object as? String ?? "", note.userInfo?["position"] as! Double)
                }
                for await note in NotificationCenter.default.notifications(named: .episodeEnded) {
                    print(note.name)
                }
                for await _ in NotificationCenter.default.notifications(named: .episodeStarted) { print("started") }
                let payload = 1
                for await note in NotificationCenter.default.notifications(named: .episodeStarted) {
                    print(payload, note.userInfo?["position"] as? Double ?? 0)
                }
                let sequence = NotificationCenter.default.notifications(named: .episodeEnded)
                for await note in sequence { print(note.userInfo?["x"] as? Int ?? 0) }
            }
        }

        final class Counter: @unchecked Sendable {
            var token: NSObjectProtocol?

            init() {
                NotificationCenter.default.addObserver(self, selector: #selector(refreshed(_:)), name: .feedDidRefresh, object: nil)
                token = NotificationCenter.default.addObserver(forName: .episodeStarted, object: nil, queue: .main) { _ in }
                _ = NotificationCenter.default.addObserver(forName: .episodeEnded, object: nil, queue: nil) { _ in }
            }

            @objc func refreshed(_ notification: Notification) {}
        }


        """

    static func run() -> Importer.Result {
        Importer.run(
            [ImportSource(path: "Feeds/Feeds.swift", text: feeds)], skipped: [],
            options: .init(module: "Feeds", rewrite: true))
    }
}
