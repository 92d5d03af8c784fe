// DuckDuckGo's notification names, reproduced in the shapes the app declares them: `Notifications` structs and
// enums nested in the type that posts, static members of a class, aliases of another type's constant, and
// `extension NSNotification.Name` with an explicit `NSNotification.Name` type and `rawValue:`.
import Foundation

@MainActor
public final class BookmarksImporter {
    public enum Notifications {
        public static let importDidBegin = Notification.Name("com.duckduckgo.app.BookmarksImportDidBegin")
        public static let importDidEnd = Notification.Name("com.duckduckgo.app.BookmarksImportDidEnd")
    }

    /// Posts the begin/end pair around an import; the end is posted on every exit path.
    public func parseAndSave(html: String) {
        NotificationCenter.default.post(name: Notifications.importDidBegin, object: nil)
        defer { NotificationCenter.default.post(name: Notifications.importDidEnd, object: nil) }
        _ = html.isEmpty
    }
}

public final class UserDefaultsFireproofing {
    public struct Notifications {
        public static let loginDetectionStateChanged = Foundation.Notification.Name(
            "com.duckduckgo.ios.PreserveLogins.loginDetectionStateChanged")
    }

    public var loginDetectionEnabled = false {
        didSet {
            NotificationCenter.default.post(name: Notifications.loginDetectionStateChanged, object: nil)
        }
    }
}

public final class SyncBookmarksAdapter {
    public static let syncBookmarksPausedStateChanged = Notification.Name("com.duckduckgo.app.SyncPausedStateChanged")
    public static let bookmarksSyncLimitReached = Notification.Name("com.duckduckgo.app.SyncBookmarksLimitReached")
}

public final class SyncCredentialsAdapter {
    /// An alias: the same name as the bookmarks adapter's.
    public static let syncCredentialsPausedStateChanged = SyncBookmarksAdapter.syncBookmarksPausedStateChanged
    public static let credentialsSyncLimitReached = Notification.Name("com.duckduckgo.app.SyncCredentialsLimitReached")
}

/// Core's authenticator; the app target declares the same name again in AutofillLoginListAuthenticator.
public final class UserAuthenticator {
    public struct Notifications {
        public static let invalidateContext = Notification.Name("com.duckduckgo.app.UserAuthenticator.invalidateContext")
    }
}

final class AutofillLoginListAuthenticator {
    public struct Notifications {
        public static let invalidateContext = Notification.Name("com.duckduckgo.app.UserAuthenticator.invalidateContext")
    }
}

public class AppUserDefaults {
    public struct Notifications {
        public static let doNotSellStatusChange = Notification.Name("com.duckduckgo.app.DoNotSellStatusChange")
        public static let currentFireButtonAnimationChange = Notification.Name(
            "com.duckduckgo.app.CurrentFireButtonAnimationChange")
        public static let textZoomChange = Notification.Name("com.duckduckgo.app.TextZoomChange")
        public static let favoritesDisplayModeChange = Notification.Name("com.duckduckgo.app.FavoritesDisplayModeChange")
        public static let syncPausedStateChanged = SyncBookmarksAdapter.syncBookmarksPausedStateChanged
        public static let syncCredentialsPausedStateChanged = SyncCredentialsAdapter.syncCredentialsPausedStateChanged
        public static let autofillEnabledChange = Notification.Name("com.duckduckgo.app.AutofillEnabledChange")
        public static let didVerifyInternalUser = Notification.Name("com.duckduckgo.app.DidVerifyInternalUser")
        public static let inspectableWebViewsToggled = Notification.Name("com.duckduckgo.app.DidToggleInspectableWebViews")
        public static let addressBarPositionChanged = Notification.Name("com.duckduckgo.app.AddressBarPositionChanged")
        public static let showsFullURLAddressSettingChanged = Notification.Name(
            "com.duckduckgo.app.ShowsFullURLAddressSettingChanged")
        public static let autofillDebugScriptToggled = Notification.Name("com.duckduckgo.app.DidToggleAutofillDebugScript")
        public static let duckPlayerSettingsUpdated = Notification.Name("com.duckduckgo.app.DuckPlayerSettingsUpdated")
        public static let appDataClearingUpdated = Notification.Name("com.duckduckgo.app.dataClearingUpdates")
    }
}

extension Notification.Name {
    static let aiChatSettingsChanged = Notification.Name("com.duckduckgo.aichat.settings.changed")
    static let databaseDidEncounterInsufficientDiskSpace = Notification.Name(
        "com.duckduckgo.database.insufficient.disk.space")
    static let appDidEncounterUnrecoverableState = Notification.Name("com.duckduckgo.app.unrecoverable.state")
}

extension NSNotification.Name {
    static let newSiteCookiesManaged: NSNotification.Name = Notification.Name(
        rawValue: "com.duckduckgo.notification.new-site-cookies-managed")
    static let autofillFailureReport: NSNotification.Name = Notification.Name(
        rawValue: "com.duckduckgo.notification.autofillFailureReport")
    static let downloadStarted: NSNotification.Name = Notification.Name(rawValue: "com.duckduckgo.notification.downloadStarted")
    static let downloadFinished: NSNotification.Name = Notification.Name(rawValue: "com.duckduckgo.notification.downloadFinished")
    static let downloadsDirectoryChanged: NSNotification.Name = Notification.Name(
        rawValue: "com.duckduckgo.notification.downloadsDirectoryChanged")
    static let settingsDidDisappear: NSNotification.Name = Notification.Name(rawValue: "com.duckduckgo.settings.didDisappear")
    static let settingsDeepLinkNotification: NSNotification.Name = Notification.Name(
        rawValue: "com.duckduckgo.notification.settingsDeepLink")
    static let unifiedFeedbackNotification: NSNotification.Name = Notification.Name(
        rawValue: "com.duckduckgo.notification.unifiedFeedback")
    static let urlInterceptPrivacyPro: NSNotification.Name = Notification.Name(
        rawValue: "com.duckduckgo.notification.urlInterceptPrivacyPro")
    static let urlInterceptAIChat: NSNotification.Name = Notification.Name(
        rawValue: "com.duckduckgo.notification.urlInterceptAIChat")
    static let speechRecognizerDidChangeAvailability = Notification.Name("com.duckduckgo.app.SpeechRecognizerDidChangeAvailability")
}

/// A file-private name: only LaunchTabNotification posts and observes it.
private extension NSNotification.Name {
    static let launchTab: NSNotification.Name = Notification.Name(rawValue: "com.duckduckgo.notification.launchTab")
}

extension ConfigurationManager {
    public static let didUpdateTrackerDependencies = NSNotification.Name(
        rawValue: "com.duckduckgo.configurationManager.didUpdateTrackerDependencies")
}

extension OmniBar {
    public static let didLayoutNotification = Notification.Name("com.duckduckgo.app.OmniBarDidLayout")
}

extension TabsBarViewController {
    public static let viewDidLayoutNotification = Notification.Name("com.duckduckgo.app.TabsBarViewControllerViewDidLayout")
}

class FireproofFaviconUpdater: NSObject {
    public static let deleteFireproofFaviconNotification = Notification.Name(
        "com.duckduckgo.app.FireproofFaviconUpdaterDeleteBookmarkFavicon")

    struct UserInfoKeys {
        static let faviconDomain = "com.duckduckgo.com.userInfoKey.faviconDomain"
    }
}

/// The waitlist package's keychain store posts its identifier as the object.
public final class WaitlistKeychainStore {
    public static let inviteCodeDidChangeNotification = Notification.Name("com.duckduckgo.app.waitlist.invite-code-changed")
    let waitlistIdentifier = "vpn"

    func inviteCodeChanged() {
        NotificationCenter.default.post(name: Self.inviteCodeDidChangeNotification, object: waitlistIdentifier)
    }
}

/// Posts and observes the file-private `launchTab` name through two class methods, with the URL under "url".
class LaunchTabNotification {
    private static let urlUserInfo = "url"

    class func postLaunchTabNotification(urlString: String) {
        NotificationCenter.default.post(name: .launchTab, object: nil, userInfo: [urlUserInfo: urlString])
    }

    class func addObserver(handler: @escaping (String) -> Void) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .launchTab, object: nil, queue: nil) { notification in
            guard let urlString = notification.userInfo?[urlUserInfo] as? String else { return }
            handler(urlString)
        }
    }
}
