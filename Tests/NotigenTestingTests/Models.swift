import Foundation

/// A feed, the typed sender of `FeedDownloader`'s notifications: a class, as in the apps that post it.
final class Feed: Sendable {
    let title: String

    init(title: String) {
        self.title = title
    }
}

/// A main-actor view controller, the typed sender of `FeedScreen`'s notifications: main-actor classes are
/// `Sendable`, so a main-actor case's payload holds one.
@MainActor
final class FeedViewController {
    var shownRows: [Int] = []
}
