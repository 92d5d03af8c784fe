// name: overrides a case's notification name (escaped as a Swift string); a case without one keeps
// Module.Notifier.case. The names appear in the Name enum and where each key is made.
// excerpt: section Player
// MARK: - Player

/// The notifications of `Player`: post them with `Player.post(_:)`, observe them with `Player.observe(_:)`,
/// `Player.notifications(_:)` or `Player.addObserver(_:)`.
nonisolated enum Player: NotigenRuntime.NotigenNotifier {
    /// The names `Player`'s notifications are posted under, one case per notification, for code that observes
    /// them without notigen: each raw value is the name.
    nonisolated enum Name: Swift.String, Swift.CaseIterable, Swift.Sendable {
        /// `Player.didStart` was posted.
        ///
        /// Posted as `"MPMoviePlayerPlaybackDidStartNotification"`.
        case didStart = "MPMoviePlayerPlaybackDidStartNotification"
        /// `Player.didStop` was posted.
        ///
        /// Posted as `"media.player \"stopped\" \\ é"`.
        case didStop = "media.player \"stopped\" \\ é"
        /// `Player.didSeek` was posted.
        ///
        /// Posted as `"Media.Player.didSeek"`.
        case didSeek = "Media.Player.didSeek"

        /// The `Notification.Name` the notification is posted under.
        var name: Foundation.Notification.Name {
            .init(self.rawValue)
        }
    }
}
// excerpt: lines matching \.init\("
        .init("MPMoviePlayerPlaybackDidStartNotification"), delivery: .direct)
        .init("media.player \"stopped\" \\ é"), delivery: .direct
    static let didSeek = NotigenRuntime.NotigenKey<Player, Swift.Void>(.init("Media.Player.didSeek"), delivery: .direct)
