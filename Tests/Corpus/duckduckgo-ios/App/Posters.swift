// The shapes of DuckDuckGo's post sites, reproduced: userInfo with keys declared as `UserInfoKeys` constants, a
// userInfo built in a variable, values and senders in `object:`, `post(Notification(name:))`, and an optional
// boxed in Any.
import Foundation

extension Download {
    struct UserInfoKeys {
        static let download = "com.duckduckgo.com.userInfoKey.download"
        static let error = "com.duckduckgo.com.userInfoKey.error"
    }
}

extension AutoconsentUserScript {
    struct UserInfoKeys {
        static let topURL = "com.duckduckgo.autoconsent.top-url"
        static let isCosmetic = "com.duckduckgo.autoconsent.is-cosmetic"
    }

    /// Posted on the main queue with the script as the sender.
    func popupHandled(url: URL, isCosmetic: Bool) {
        DispatchQueue.main.async {
            NotificationCenter.default.post(
                name: .newSiteCookiesManaged, object: self,
                userInfo: [
                    UserInfoKeys.topURL: self.topUrl ?? url,
                    UserInfoKeys.isCosmetic: isCosmetic,
                ])
        }
    }
}

extension AutofillLoginListViewModel {
    struct UserInfoKeys {
        static let tabUid = "com.duckduckgo.autofill.tab-uid"
    }

    func reportBreakage() {
        if let currentTabUid {
            NotificationCenter.default.post(name: .autofillFailureReport, object: self, userInfo: [UserInfoKeys.tabUid: currentTabUid])
        }
    }

    func autofillToggled() {
        NotificationCenter.default.post(name: AppUserDefaults.Notifications.autofillEnabledChange, object: self)
    }
}

/// DownloadManager: posts on an injected center; the finished notification builds its userInfo in a variable.
final class DownloadManager {
    let notificationCenter: NotificationCenter

    init(notificationCenter: NotificationCenter = .default) {
        self.notificationCenter = notificationCenter
    }

    func started(_ download: Download) {
        notificationCenter.post(name: .downloadStarted, object: nil, userInfo: [Download.UserInfoKeys.download: download])
    }

    func downloadDidFinish(_ download: Download, error: Error?) {
        var userInfo: [AnyHashable: Any] = [Download.UserInfoKeys.download: download]
        if let error = error {
            userInfo[Download.UserInfoKeys.error] = error
        }
        notificationCenter.post(name: .downloadFinished, object: nil, userInfo: userInfo)
    }

    func directoryChanged() {
        notificationCenter.post(name: .downloadsDirectoryChanged, object: nil, userInfo: nil)
    }
}

/// AppUserDefaults' setters post the new value as the object.
final class SettingsStore {
    var currentAddressBarPosition: AddressBarPosition = .top {
        didSet {
            NotificationCenter.default.post(
                name: AppUserDefaults.Notifications.addressBarPositionChanged, object: currentAddressBarPosition)
        }
    }

    var showFullSiteAddress = false {
        didSet {
            NotificationCenter.default.post(
                name: AppUserDefaults.Notifications.showsFullURLAddressSettingChanged, object: showFullSiteAddress)
        }
    }

    var textZoom = 100 {
        didSet {
            NotificationCenter.default.post(name: AppUserDefaults.Notifications.textZoomChange, object: textZoom)
        }
    }

    var duckPlayerMode: DuckPlayerMode = .alwaysAsk {
        didSet {
            NotificationCenter.default.post(name: AppUserDefaults.Notifications.duckPlayerSettingsUpdated, object: duckPlayerMode)
        }
    }

    /// Debug toggles post a Notification value.
    func toggleInspectableWebViews() {
        NotificationCenter.default.post(Notification(name: AppUserDefaults.Notifications.inspectableWebViewsToggled))
    }
}

/// TabURLInterceptor: the origin query item's value, posted as `value as Any` (nil boxed in Any when absent).
func interceptPrivacyPro(queryItems: [URLQueryItem]?) {
    let originQueryItem = queryItems?.first(where: { $0.name == "origin" })
    NotificationCenter.default.post(
        name: .urlInterceptPrivacyPro, object: nil, userInfo: ["origin": originQueryItem?.value as Any])
}

/// DuckPlayer opens its settings with a deep-link section as the object.
func openDuckPlayerSettings() {
    NotificationCenter.default.post(name: .settingsDeepLinkNotification, object: SettingsDeepLinkSection.duckPlayer, userInfo: nil)
}

/// Bookmarks and autofill delete a favicon by domain.
func deleteFavicon(domain: String) {
    NotificationCenter.default.post(
        name: FireproofFaviconUpdater.deleteFireproofFaviconNotification, object: nil,
        userInfo: [FireproofFaviconUpdater.UserInfoKeys.faviconDomain: domain])
}

extension OmniBar {
    func layoutSubviews() {
        NotificationCenter.default.post(name: OmniBar.didLayoutNotification, object: self)
    }
}
