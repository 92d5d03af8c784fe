// The shapes of Mastodon's post and observation sites, reproduced: posts from async `DataSourceFacade` helpers
// inside `Task { @MainActor in }` with a userInfo literal or a userInfo built in a `let`, objects that differ from
// site to site, Combine publishers received on the main queue, and a selector observer.
import Foundation

/// The facade's static helpers (DataSourceFacade+Follow, +Block, +Mute): the object is nil or `self` (the type).
enum DataSourceFacade {
    static func responseToUserFollowAction(response: Mastodon.Entity.Relationship) {
        Task { @MainActor in
            NotificationCenter.default.post(
                name: .relationshipChanged, object: nil,
                userInfo: [
                    UserInfoKey.relationship: response
                ])
        }
    }

    static func responseToUserBlockAction(response: Mastodon.Entity.Relationship) {
        let userInfo = [
            UserInfoKey.relationship: response
        ]
        NotificationCenter.default.post(name: .relationshipChanged, object: self, userInfo: userInfo)
    }
}

/// ProfileViewModel and AuthenticationServiceProvider tell the UI the user was fetched again.
func userWasFetched() {
    NotificationCenter.default.post(name: .userFetched, object: nil)
}

/// The notification policy screens.
func filteringPolicyChanged() {
    NotificationCenter.default.post(name: .notificationFilteringChanged, object: nil)
}

/// ProfileViewController reads the relationship and compares its account ID.
final class ProfileRelationshipObserver {
    let accountID: String
    var relationship: Mastodon.Entity.Relationship?

    init(accountID: String) {
        self.accountID = accountID
    }

    func relationshipChanged(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let relationship = userInfo[UserInfoKey.relationship] as? Mastodon.Entity.Relationship
        else { return }
        if relationship.id == accountID { self.relationship = relationship }
    }

    func start() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .relationshipChanged, object: nil, queue: .main) { [weak self] in
            self?.relationshipChanged($0)
        }
    }
}

#if canImport(ObjectiveC)
    /// NotificationTimelineViewModel: a selector observer.
    final class NotificationTimelineViewModel: NSObject {
        override init() {
            super.init()
            NotificationCenter.default.addObserver(
                self, selector: #selector(Self.notificationFilteringChanged(_:)), name: .notificationFilteringChanged, object: nil)
        }

        @objc func notificationFilteringChanged(_ notification: Notification) {}
    }
#endif

#if canImport(Combine)
    import Combine

    /// MainTabBarController, SidebarViewController and HomeTimelineViewController: Combine.
    final class MainTabBarController {
        var disposeBag = Set<AnyCancellable>()
        var avatarRefreshes = 0
        var scrollsToTop = 0

        func subscribe() {
            NotificationCenter.default.publisher(for: .userFetched)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] _ in self?.avatarRefreshes += 1 }
                .store(in: &disposeBag)
            NotificationCenter.default
                .publisher(for: .statusBarTapped, object: nil)
                .throttle(for: 0.5, scheduler: DispatchQueue.main, latest: false)
                .sink { [weak self] notification in
                    guard notification.object as AnyObject? != nil else { return }
                    self?.scrollsToTop += 1
                }
                .store(in: &disposeBag)
        }
    }
#endif
