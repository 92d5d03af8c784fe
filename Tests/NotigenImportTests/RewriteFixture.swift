import NotigenImport

/// The sources `RewriteTests` rewrite. `feeds` has a typed sender, values carried as the object (`in: object`) and
/// `for await` loops over `notifications(named:)` that read only fields: all of it is rewritten, and
/// `RewrittenLoopTests` runs it. `left` has what stays: a post without the sender, loops that read more than the
/// payload, and block observers whose behaviour the typed API would change (its `Sendable` counter's selector
/// observer moves). `publishers` has Combine
/// chains on `publisher(for:)` (one passed to `.onReceive`, as SwiftUI views observe): those that read only fields
/// are rewritten, and `Tests/CombineCheck` builds and runs
/// the rewritten file against OpenCombine (`PublisherRewriteTests`).
enum RewriteFixture {
    static let feeds = #"""
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
                NotificationCenter.default.post(name: .feedDidRefresh, object: self, userInfo: ["count": count]) // trailing
            }
        }

        final class Player {
            func start(uuid: String, at position: Double) {
                NotificationCenter.default.post(name: .episodeStarted, object: uuid, userInfo: ["position": position])
            }

            func end(uuid: String) {
                NotificationCenter.default.post(name: .episodeEnded, object: uuid)
            }

            func endAll() {
                NotificationCenter.default.post(name: .episodeEnded, object: nil)
            }
        }

        final class Watcher: Sendable {
            let report: @Sendable (String) -> Void

            init(report: @escaping @Sendable (String) -> Void) { self.report = report }

            func watchFeeds() async {
                for await note in NotificationCenter.default.notifications(named: .feedDidRefresh) {
                    // the feed and its count
                    guard let feed = note.object as? Feed, let count = note.userInfo?["count"] as? Int else { continue }
                    report("\(feed.title) \(count)")
                }
            }

            func watchEpisodes() async {
                for await note in NotificationCenter.default.notifications(named: .episodeStarted) where note.object as? String != nil {
                    report("started \(note.object as? String ?? "") \(note.userInfo?["position"] as! Double)")
                }
            }

            func countStarts() async {
                for await _ in NotificationCenter.default.notifications(named: .episodeStarted) { report("a start") }
            }

            func watchPositions(payload: String) async {
                for await note in NotificationCenter.default.notifications(named: .episodeStarted) {
                    report("\(payload) \(note.userInfo?["position"] as? Double ?? 0)")
                }
            }
        }

        """#

    static let left = #"""
        import Foundation

        #if canImport(Combine)
            import Combine
        #endif

        final class Counter: @unchecked Sendable {
            var token: NSObjectProtocol?

            init() {
                NotificationCenter.default.addObserver(self, selector: #selector(refreshed(_:)), name: .feedDidRefresh, object: nil)
                token = NotificationCenter.default.addObserver(forName: .episodeStarted, object: nil, queue: .main) { _ in }
                _ = NotificationCenter.default.addObserver(forName: .episodeEnded, object: nil, queue: nil) { _ in }
            }

            @objc func refreshed(_ notification: Notification) {}

            func refreshAll() {
                NotificationCenter.default.post(name: .feedDidRefresh, object: nil, userInfo: ["count": 0])
            }

            func watch() async {
                for await note in NotificationCenter.default.notifications(named: .episodeEnded) {
                    print(note.name)
                }
                let sequence = NotificationCenter.default.notifications(named: .episodeEnded)
                for await note in sequence { print(note.userInfo?["x"] as? Int ?? 0) }
            }

            func watchEnds() async {
                for await note in NotificationCenter.default.notifications(named: .episodeStarted) {
                    print(note.userInfo?["position"] as? Double ?? 0)
                    token = NotificationCenter.default.addObserver(forName: .episodeStarted, object: nil, queue: nil) { note in
                        print(note.userInfo?["position"] as? Double ?? 0)
                    }
                }
            }

            #if canImport(Combine)
                func endNames() -> AnyCancellable {
                    NotificationCenter.default.publisher(for: .episodeEnded)
                        .map(\.name.rawValue)
                        .sink { print($0) }
                }
            #endif
        }

        """#

    static let publishers = #"""
        #if canImport(Combine)
            import Combine
            import Foundation

            final class FeedBadge {
                var counts: [Int] = []
                var uuids: [String] = []
                var lateStarts = 0
                var cancellables: Set<AnyCancellable> = []

                func subscribe() {
                    NotificationCenter.default.publisher(for: .feedDidRefresh)
                        .sink { [weak self] notification in
                            if let count = notification.userInfo?["count"] as? Int { self?.counts.append(count) }
                        }
                        .store(in: &cancellables)
                    NotificationCenter.default.publisher(for: .episodeStarted)
                        .compactMap { $0.object as? String }
                        .sink { [weak self] uuid in self?.uuids.append(uuid) }
                        .store(in: &cancellables)
                    NotificationCenter.default.publisher(for: .episodeStarted)
                        .filter { ($0.userInfo?["position"] as? Double ?? 0) > 1 }
                        .sink { [weak self] _ in self?.lateStarts += 1 }
                        .store(in: &cancellables)
                }
            }

            /// A screen that observes as SwiftUI views do, with `.onReceive(publisher) { }`.
            final class RefreshScreen {
                var refreshes: [Int?] = []
                var cancellables: Set<AnyCancellable> = []

                /// SwiftUI's `View.onReceive(_:perform:)`, as a stand-in: it subscribes with unlimited demand and runs
                /// the action with each element.
                func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
                where P.Failure == Never {
                    publisher.sink(receiveValue: action).store(in: &cancellables)
                }

                func appear() {
                    onReceive(NotificationCenter.default.publisher(for: .feedDidRefresh)) { [weak self] note in
                        self?.refreshes.append(note.userInfo?["count"] as? Int)
                    }
                }
            }
        #endif

        """#

    static let sources = [
        ImportSource(path: "Feeds/Feeds.swift", text: feeds), ImportSource(path: "Feeds/Left.swift", text: left),
        ImportSource(path: "Feeds/Publishers.swift", text: publishers),
    ]

    static func run() -> Importer.Result {
        Importer.run(sources, skipped: [], options: .init(module: "Feeds", rewrite: true))
    }
}
