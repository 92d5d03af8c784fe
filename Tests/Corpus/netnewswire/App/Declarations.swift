// NetNewsWire's names, reproduced in the shapes the app declares them: `public extension Notification.Name` per
// module (label-less and `rawValue:` initializers, wire strings with or without a `Notification` suffix, one
// `nonisolated static let`), userInfo keys as `UserInfoKey` structs, names of one target inside `#if os(…)` here
// (the app keeps them in the Mac or iOS target's folder).
import Foundation

// Account module (Account.swift). Main thread only.
extension Notification.Name {
    public static let UserDidAddAccount = Notification.Name("UserDidAddAccount")
    public static let UserDidDeleteAccount = Notification.Name("UserDidDeleteAccount")
    public static let AccountRefreshDidBegin = Notification.Name(rawValue: "AccountRefreshDidBegin")
    public static let AccountRefreshDidFinish = Notification.Name(rawValue: "AccountRefreshDidFinish")
    public static let AccountDidDownloadArticles = Notification.Name(rawValue: "AccountDidDownloadArticles")
    public static let AccountStateDidChange = Notification.Name(rawValue: "AccountStateDidChange")
    public static let StatusesDidChange = Notification.Name(rawValue: "StatusesDidChange")
    /// Posted when a delegate enqueues one or more status changes for upstream send.
    /// Distinct from `StatusesDidChange`, which also fires for remote-sourced changes.
    public static let AccountDidQueueArticleStatuses = Notification.Name(rawValue: "AccountDidQueueArticleStatuses")

    public static let ChildrenDidChange = Notification.Name("ChildrenDidChange")
    public static let feedSettingDidChange = Notification.Name(rawValue: "FeedSettingDidChangeNotification")
    public static let UnreadCountDidInitialize = Notification.Name("UnreadCountDidInitialize")
    public static let UnreadCountDidChange = Notification.Name(rawValue: "UnreadCountDidChange")
}

extension Account {
    /// The keys of the account names' userInfo; the comment says which names use each.
    public struct UserInfoKey {
        public static let account = "account"  // UserDidAddAccount, UserDidDeleteAccount
        public static let newArticles = "newArticles"  // AccountDidDownloadArticles
        public static let updatedArticles = "updatedArticles"  // AccountDidDownloadArticles
        public static let articleIDs = "articleIDs"  // StatusesDidChange
        public static let statusKey = "statusKey"  // StatusesDidChange
        public static let statusFlag = "statusFlag"  // StatusesDidChange
        public static let feeds = "feeds"  // AccountDidDownloadArticles, StatusesDidChange
    }
}

extension Feed {
    public static let SettingUserInfoKey = "feedSetting"
}

// ActivityLog, ErrorLog, HTMLMetadata modules.
extension Notification.Name {
    public static let activityDidChange = Notification.Name(rawValue: "ActivityDidChangeNotification")

    /// Posted when any component encounters an error that should be logged.
    /// UserInfo keys are defined in ErrorLogUserInfoKey.
    public static let appDidEncounterError = Notification.Name(rawValue: "AppDidEncounterErrorNotification")

    /// Posted when HTMLMetadata is cached. Posted on any thread.
    nonisolated public static let htmlMetadataAvailable = Notification.Name("htmlMetadataAvailable")
}

public struct ErrorLogUserInfoKey {
    public static let sourceName = "sourceName"
    public static let sourceID = "sourceID"  // 0-99 are AccountType raw values. 100 and greater are for other components.
    public static let operation = "operation"
    public static let fileName = "fileName"
    public static let functionName = "functionName"
    public static let lineNumber = "lineNumber"
    public static let errorMessage = "errorMessage"

    /// The userInfo every error poster builds.
    public static func userInfo(
        sourceName: String, sourceID: Int, operation: String, errorMessage: String, fileName: String = #fileID,
        functionName: String = #function, lineNumber: Int = #line
    ) -> [String: Any] {
        [
            Self.sourceName: sourceName, Self.sourceID: sourceID, Self.operation: operation, Self.fileName: fileName,
            Self.functionName: functionName, Self.lineNumber: lineNumber, Self.errorMessage: errorMessage,
        ]
    }
}

public struct HTMLMetadataUserInfoKey {
    public static let record = "htmlMetadataRecord"  // HTMLMetadataRecord value
    public static let url = "url"  // String value
}

// Images module: the userInfo keys are documented in trailing comments.
extension Notification.Name {
    public static let AvatarDidBecomeAvailable = Notification.Name("AvatarDidBecomeAvailableNotification")  // userInfo key: "url"
    public static let FaviconDidBecomeAvailable = Notification.Name("FaviconDidBecomeAvailableNotification")  // userInfo key: FaviconDownloader.UserInfoKey.faviconURL
    public static let feedIconDidBecomeAvailable = Notification.Name("FeedIconDidBecomeAvailable")  // userInfo key: "feed"
    public static let imageDidBecomeAvailable = Notification.Name("ImageDidBecomeAvailableNotification")  // userInfo key: "url"
    public static let DidLoadFavicon = Notification.Name("DidLoadFaviconNotification")
}

extension FaviconDownloader {
    public struct UserInfoKey {
        public static let faviconURL = "faviconURL"
    }
}

// RSCore module.
extension Notification.Name {
    public static let lowMemory = Notification.Name("LowMemoryNotification")
    public static let appDidGoToBackground = Notification.Name("AppDidGoToBackgroundNotification")
    public static let appDidBecomeActive = Notification.Name("AppDidBecomeActiveNotification")
    public static let BatchUpdateDidPerform = Notification.Name(rawValue: "BatchUpdateDidPerform")
    public static let DisplayNameDidChange = Notification.Name("DisplayNameDidChange")
    public static let progressInfoDidChange = Notification.Name(rawValue: "ProgressInfoDidChangeNotification")
}

// Shared (both apps).
extension Notification.Name {
    static let InspectableObjectsDidChange = Notification.Name("TimelineSelectionDidChangeNotification")
    static let UserDidAddFeed = Notification.Name("UserDidAddFeedNotification")
    static let WebInspectorEnabledDidChange = Notification.Name("WebInspectorEnabledDidChange")

    static let didBeginDownloadingTheme = Notification.Name("didBeginDownloadingTheme")
    static let didEndDownloadingTheme = Notification.Name("didEndDownloadingTheme")
    static let didFailToImportThemeWithError = Notification.Name("didFailToImportThemeWithError")

    static let ArticleThemeNamesDidChangeNotification = Notification.Name("ArticleThemeNamesDidChangeNotification")
    static let CurrentArticleThemeDidChangeNotification = Notification.Name("CurrentArticleThemeDidChangeNotification")
}

struct UserInfoKey {
    static let feed = "feed"
    static let url = "url"
}

#if os(macOS)
    extension Notification.Name {
        static let SidebarDidAcceptDrop = Notification.Name("SidebarDidAcceptDropNotification")
        public static let DidUpdateFeedPreferencesFromContextMenu = Notification.Name(
            rawValue: "DidUpdateFeedPreferencesFromContextMenu")
        /// Posted by macOS itself on the distributed center when the sidebar icon size setting changes.
        static let appleSideBarDefaultIconSizeChanged = Notification.Name("AppleSideBarDefaultIconSizeChanged")
    }
#endif

#if os(iOS)
    extension Notification.Name {
        public static let userInterfaceColorPaletteDidUpdate = Notification.Name(
            "UserInterfaceColorPaletteDidUpdateNotification")
        public static let timelineIconSizeDidChange = Notification.Name("TimelineIconSizeDidChangeNotification")
        public static let timelineNumberOfLinesDidChange = Notification.Name("TimelineNumberOfLinesDidChangeNotification")
        static let FindInArticle = Notification.Name("FindInArticle")
        static let EndFindInArticle = Notification.Name("EndFindInArticle")
    }
#endif
