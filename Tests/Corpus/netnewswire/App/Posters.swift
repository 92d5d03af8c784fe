// The shapes of NetNewsWire's post sites, reproduced: `object: self` with userInfo from key constants, userInfo
// built in a `var`, optional keys left out, a `nonisolated` main-thread wrapper, `DispatchQueue.main.async`
// posts, and `post(Notification(name:))`.
import Foundation

extension NotificationCenter {
    /// RSCore's wrapper: posts on the main actor from any thread (NotificationCenter+RSCore.swift).
    nonisolated func postOnMainThread(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        nonisolated(unsafe) let capturedObject = object
        nonisolated(unsafe) let capturedUserInfo = userInfo
        Task { @MainActor in
            NotificationCenter.default.post(name: name, object: capturedObject, userInfo: capturedUserInfo)
        }
    }
}

extension AccountManager {
    func added(_ account: Account) {
        var userInfo = [String: Any]()
        userInfo[Account.UserInfoKey.account] = account
        NotificationCenter.default.post(name: .UserDidAddAccount, object: self, userInfo: userInfo)
    }
}

extension Account {
    /// Two shapes of one name: with the status key and flag, or with the article IDs only.
    func noteStatusesForArticleIDsDidChange(articleIDs: Set<String>, statusKey: ArticleStatus.Key?, flag: Bool) {
        if let statusKey {
            NotificationCenter.default.post(
                name: .StatusesDidChange, object: self,
                userInfo: [UserInfoKey.articleIDs: articleIDs, UserInfoKey.statusKey: statusKey, UserInfoKey.statusFlag: flag])
        } else {
            NotificationCenter.default.post(name: .StatusesDidChange, object: self, userInfo: [UserInfoKey.articleIDs: articleIDs])
        }
    }

    /// New and updated articles are in userInfo only when there are some.
    func sendNotificationAbout(new newArticles: Set<Article>?, updated updatedArticles: Set<Article>?, feeds: Set<Feed>) {
        var userInfo = [String: Any]()
        if let newArticles, !newArticles.isEmpty {
            userInfo[UserInfoKey.newArticles] = newArticles
        }
        if let updatedArticles, !updatedArticles.isEmpty {
            userInfo[UserInfoKey.updatedArticles] = updatedArticles
        }
        userInfo[UserInfoKey.feeds] = feeds
        NotificationCenter.default.postOnMainThread(name: .AccountDidDownloadArticles, object: self, userInfo: userInfo)
    }

    func refresh() {
        NotificationCenter.default.post(name: .AccountRefreshDidBegin, object: self)
        NotificationCenter.default.post(name: .AccountRefreshDidFinish, object: self)
    }

    func logError(_ message: String) {
        let errorLogUserInfo = ErrorLogUserInfoKey.userInfo(
            sourceName: accountID, sourceID: 1, operation: "Refresh", errorMessage: message)
        NotificationCenter.default.post(name: .appDidEncounterError, object: self, userInfo: errorLogUserInfo)
    }
}

extension Feed {
    func postFeedSettingDidChangeNotification(_ key: Feed.SettingKey) {
        let userInfo: [String: Feed.SettingKey] = [Feed.SettingUserInfoKey: key]
        NotificationCenter.default.post(name: .feedSettingDidChange, object: self, userInfo: userInfo)
    }
}

extension FaviconDownloader {
    func postFaviconDidBecomeAvailableNotification(_ faviconURL: String) {
        DispatchQueue.main.async {
            let userInfo: [AnyHashable: Any] = [UserInfoKey.faviconURL: faviconURL]
            NotificationCenter.default.post(name: .FaviconDidBecomeAvailable, object: self, userInfo: userInfo)
        }
    }
}

extension FeedIconDownloader {
    func postFeedIconDidBecomeAvailableNotification(_ feed: Feed) {
        DispatchQueue.main.async {
            let userInfo: [AnyHashable: Any] = ["feed": feed]
            NotificationCenter.default.post(name: .feedIconDidBecomeAvailable, object: self, userInfo: userInfo)
        }
    }
}

extension HTMLMetadataDownloader {
    func postNotification(_ record: HTMLMetadataRecord) {
        let userInfo: [String: Any] = [HTMLMetadataUserInfoKey.record: record, HTMLMetadataUserInfoKey.url: record.url]
        NotificationCenter.default.postOnMainThread(name: .htmlMetadataAvailable, object: self, userInfo: userInfo)
    }
}

/// Theme downloads: begin, end with the unzipped location, or fail with the error (and, on the Mac, the path).
func downloadTheme(unzippedFileLocation: URL?, error: Error?, path: String?) {
    NotificationCenter.default.post(name: .didBeginDownloadingTheme, object: nil)
    if let error {
        var userInfo: [String: Any] = ["error": error]
        #if os(macOS)
            if let path { userInfo["path"] = path }
        #endif
        NotificationCenter.default.post(name: .didFailToImportThemeWithError, object: nil, userInfo: userInfo)
    } else if let unzippedFileLocation {
        NotificationCenter.default.post(name: .didEndDownloadingTheme, object: nil, userInfo: ["url": unzippedFileLocation])
    }
}

/// The Mac app delegate posts a Bool as the object.
func webInspectorEnabledChanged(_ newValue: Bool) {
    NotificationCenter.default.post(name: .WebInspectorEnabledDidChange, object: newValue)
}

#if os(macOS)
    func contextMenuUpdatedFeedPreferences() {
        NotificationCenter.default.post(Notification(name: .DidUpdateFeedPreferencesFromContextMenu))
    }
#endif

#if os(iOS)
    func findInArticle() {
        NotificationCenter.default.post(Notification(name: .FindInArticle))
    }
#endif
