// Made by `notigen import --rewrite` from RewriteFixture (Tests/NotigenImportTests): do not edit; NOTIGEN_RECORD=1 swift test --filter CombineCheckSourcesTests rewrites it.
import NotigenRuntime

#if canImport(Combine)
    import Combine
    import Foundation

    final class FeedBadge {
        var counts: [Int] = []
        var uuids: [String] = []
        var lateStarts = 0
        var cancellables: Set<AnyCancellable> = []

        func subscribe() {
            FeedsNotifier.publisher(for: .feedDidRefresh)
                .sink { [weak self] payload in
                    if let count = (payload.count as Int?) { self?.counts.append(count) }
                }
                .store(in: &cancellables)
            FeedsNotifier.publisher(for: .episodeStarted)
                .compactMap { ($0.uuid as String?) }
                .sink { [weak self] uuid in self?.uuids.append(uuid) }
                .store(in: &cancellables)
            FeedsNotifier.publisher(for: .episodeStarted)
                .filter { (($0.position as Double?) ?? 0) > 1 }
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
            onReceive(FeedsNotifier.publisher(for: .feedDidRefresh)) { [weak self] payload in
                self?.refreshes.append((payload.count as Int?))
            }
        }
    }
#endif
