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
#endif
