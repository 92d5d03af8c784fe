// The shapes of NetNewsWire's observers, reproduced: selector observers reading a typed sender and userInfo
// (the app's usual shape), one handler for several names, the distributed center (Mac), and a block that builds
// a log entry from userInfo with defaults.
import Foundation

/// ErrorLogEntry(notification:): required keys, and defaults for the rest.
struct ErrorLogEntry {
    let sourceName: String
    let sourceID: Int
    let operation: String
    let lineNumber: Int
    let errorMessage: String

    init?(notification: Notification) {
        guard let userInfo = notification.userInfo,
            let errorMessage = userInfo[ErrorLogUserInfoKey.errorMessage] as? String,
            let sourceName = userInfo[ErrorLogUserInfoKey.sourceName] as? String,
            let sourceID = userInfo[ErrorLogUserInfoKey.sourceID] as? Int
        else { return nil }
        self.sourceName = sourceName
        self.sourceID = sourceID
        self.operation = userInfo[ErrorLogUserInfoKey.operation] as? String ?? ""
        self.lineNumber = userInfo[ErrorLogUserInfoKey.lineNumber] as? Int ?? 0
        self.errorMessage = errorMessage
    }
}

/// The error log window's model collects entries with a block observer.
final class ErrorLogModel {
    var entries: [ErrorLogEntry] = []

    func start() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .appDidEncounterError, object: nil, queue: .main) {
            [weak self] notification in
            if let entry = ErrorLogEntry(notification: notification) { self?.entries.append(entry) }
        }
    }
}

/// The timeline reads the statuses that changed.
@MainActor final class TimelineStatusObserver {
    var changed: Set<String> = []

    func start() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .StatusesDidChange, object: nil, queue: .main) { notification in
            guard let articleIDs = notification.userInfo?[Account.UserInfoKey.articleIDs] as? Set<String> else { return }
            MainActor.assumeIsolated { self.changed.formUnion(articleIDs) }
        }
    }
}

#if canImport(ObjectiveC)
    /// The detail view: one selector for three image names, filtered by the sender it cares about.
    final class DetailWebViewController: NSObject {
        func viewDidLoad() {
            NotificationCenter.default.addObserver(
                self, selector: #selector(reloadArticleImage(_:)), name: .feedIconDidBecomeAvailable, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: #selector(reloadArticleImage(_:)), name: .AvatarDidBecomeAvailable, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: #selector(reloadArticleImage(_:)), name: .FaviconDidBecomeAvailable, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: #selector(unreadCountDidChange(_:)), name: .UnreadCountDidChange, object: nil)
        }

        @objc func reloadArticleImage(_ note: Notification) {
            if let feed = note.userInfo?[UserInfoKey.feed] as? Feed { _ = feed }
        }

        /// The sender is whichever provider changed: the app asks it its type.
        @objc func unreadCountDidChange(_ note: Notification) {
            guard let representedObject = note.object else { return }
            if representedObject is AccountManager { return }
        }
    }
#endif

#if os(macOS) && canImport(ObjectiveC)
    /// The sidebar listens to a system name on the distributed center.
    final class SidebarViewController: NSObject {
        func viewDidLoad() {
            DistributedNotificationCenter.default().addObserver(
                self, selector: #selector(appleSideBarDefaultIconSizeChanged(_:)), name: .appleSideBarDefaultIconSizeChanged,
                object: nil)
        }

        @objc func appleSideBarDefaultIconSizeChanged(_ note: Notification) {}
    }
#endif
