import Testing

@testable import NotigenImport

/// A handler that passes the notification to a method of its type (`.sink { self?.handle($0) }`, a block calling
/// `self.refresh(note)`): the importer reads the keys that method reads, as the handler's own (issue 36).
@Suite struct FollowedHandlerTests {
    static func spec(_ observer: String) -> String {
        let source = """
            import Foundation
            #if canImport(Combine)
                import Combine
            #endif
            extension Notification.Name {
                static let feedDidLoad = Notification.Name("FeedDidLoad")
            }
            func loaded(_ values: [String: Any]) {
                NotificationCenter.default.post(name: .feedDidLoad, object: nil, userInfo: ["count": values["n"] ?? 0])
            }
            \(observer)
            """
        let result = Importer.run(
            [ImportSource(path: "App/Feed.swift", text: source)], skipped: [], options: .init(module: "App"))
        return result.spec ?? ""
    }

    @Test func theKeysAMethodReadsForASinkAreRead() {
        let spec = Self.spec(
            """
            final class FeedModel {
                var count = 0
                var cancellables: [AnyCancellable] = []
                func subscribe() {
                    NotificationCenter.default.publisher(for: .feedDidLoad)
                        .sink { [weak self] note in self?.handle(note) }
                        .store(in: &cancellables)
                }
                private func handle(_ note: Notification) {
                    count = note.userInfo?["count"] as? Int ?? 0
                }
            }
            """)
        #expect(spec.contains(#"count: { type: "Int""#), "\(spec)")
    }

    @Test func theKeysAMethodReadsForABlockAreRead() {
        let spec = Self.spec(
            """
            final class FeedModel {
                var count = 0
                func subscribe() -> NSObjectProtocol {
                    NotificationCenter.default.addObserver(forName: .feedDidLoad, object: nil, queue: nil) { note in
                        self.handle(note)
                    }
                }
                private func handle(_ note: Notification) {
                    count = note.userInfo?["count"] as? Int ?? 0
                }
            }
            """)
        #expect(spec.contains(#"count: { type: "Int""#), "\(spec)")
    }

    @Test func withoutTheMethodTheTypeIsNotKnown() {
        let spec = Self.spec(
            """
            final class FeedModel {
                func subscribe() -> NSObjectProtocol {
                    NotificationCenter.default.addObserver(forName: .feedDidLoad, object: nil, queue: nil) { note in
                        print(note)
                    }
                }
            }
            """)
        #expect(!spec.contains(#"count: { type: "Int""#), "\(spec)")
    }
}
