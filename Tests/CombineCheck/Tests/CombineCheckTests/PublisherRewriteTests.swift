import Foundation
import Testing

@testable import ImportedFeeds

/// The publisher chains `notigen import --rewrite` moved to the typed `publisher(for:)` (Sources/ImportedFeeds,
/// from RewriteFixture in Tests/NotigenImportTests) receive what code without notigen posts by name and what the
/// rewritten typed posts send, on the posting thread, as the `NotificationCenter` publishers they replace did.
@Suite(.serialized) struct PublisherRewriteTests {
    @Test func rewrittenChainsReceiveNamedAndTypedPosts() {
        let badge = FeedBadge()
        badge.subscribe()
        NotificationCenter.default.post(
            name: Notification.Name("FeedDidRefresh"), object: Feed(title: "a"), userInfo: ["count": 3])
        Feed(title: "b").refresh(count: 4)
        #expect(badge.counts == [3, 4])
        NotificationCenter.default.post(
            name: Notification.Name("EpisodeStarted"), object: "e1", userInfo: ["position": 0.5])
        Player().start(uuid: "e2", at: 2.5)
        #expect(badge.uuids == ["e1", "e2"])
        #expect(badge.lateStarts == 1)
        badge.cancellables.removeAll()
        Feed(title: "c").refresh(count: 5)
        #expect(badge.counts == [3, 4], "nothing after the subscriptions are cancelled")
    }

    @Test func aRewrittenOnReceiveActionReceivesNamedAndTypedPosts() {
        let screen = RefreshScreen()
        screen.appear()
        NotificationCenter.default.post(
            name: Notification.Name("FeedDidRefresh"), object: Feed(title: "a"), userInfo: ["count": 6])
        Feed(title: "b").refresh(count: 7)
        #expect(screen.refreshes == [6, 7])
    }
}
