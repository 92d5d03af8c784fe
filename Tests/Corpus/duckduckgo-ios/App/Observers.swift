// The shapes of DuckDuckGo's observers, reproduced: blocks that read userInfo keys, selectors on `object: nil`,
// Combine publishers, and one handler for several names (ContentBlockingUpdating, TabViewController).
import Foundation

/// The favicon updater reads the domain from userInfo.
final class FaviconDeleter {
    var deleted: [String] = []

    func register() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(
            forName: FireproofFaviconUpdater.deleteFireproofFaviconNotification, object: nil, queue: nil
        ) { [weak self] notification in
            guard let domain = notification.userInfo?[FireproofFaviconUpdater.UserInfoKeys.faviconDomain] as? String else {
                return
            }
            self?.deleted.append(domain)
        }
    }
}

/// The settings screen reads the text zoom from the object.
final class TextZoomObserver {
    var zoom = 100

    func register() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: AppUserDefaults.Notifications.textZoomChange, object: nil, queue: .main) {
            [weak self] notification in
            if let zoom = notification.object as? Int { self?.zoom = zoom }
        }
    }
}

/// The downloads list reads the download and the optional error.
func observeDownloads(_ finished: @escaping (Download, Error?) -> Void) -> NSObjectProtocol {
    NotificationCenter.default.addObserver(forName: .downloadFinished, object: nil, queue: .main) { notification in
        guard let download = notification.userInfo?[Download.UserInfoKeys.download] as? Download else { return }
        finished(download, notification.userInfo?[Download.UserInfoKeys.error] as? Error)
    }
}

/// The main view controller reads the cookies-managed payload.
func observeCookiesManaged(currentURL: URL, _ show: @escaping (Bool) -> Void) -> NSObjectProtocol {
    NotificationCenter.default.addObserver(forName: .newSiteCookiesManaged, object: nil, queue: .main) { notification in
        guard let topURL = notification.userInfo?[AutoconsentUserScript.UserInfoKeys.topURL] as? URL,
            let isCosmetic = notification.userInfo?[AutoconsentUserScript.UserInfoKeys.isCosmetic] as? Bool,
            topURL == currentURL
        else { return }
        show(isCosmetic)
    }
}

/// TabViewController: one handler for several settings names.
func observeContentBlockingInputs(_ reload: @escaping () -> Void) -> [NSObjectProtocol] {
    [
        UserDefaultsFireproofing.Notifications.loginDetectionStateChanged,
        AppUserDefaults.Notifications.doNotSellStatusChange,
        AppUserDefaults.Notifications.autofillEnabledChange,
        AppUserDefaults.Notifications.didVerifyInternalUser,
        ConfigurationManager.didUpdateTrackerDependencies,
        AppUserDefaults.Notifications.autofillDebugScriptToggled,
    ].map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in reload() }
    }
}

#if canImport(ObjectiveC)
    /// Selector observers with `object: nil`.
    final class FullscreenDaxDialogViewController: NSObject {
        func viewDidLoad() {
            NotificationCenter.default.addObserver(
                self, selector: #selector(updateCutOut), name: TabsBarViewController.viewDidLayoutNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: #selector(updateCutOut), name: OmniBar.didLayoutNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: #selector(authenticatorInvalidateContext),
                name: AutofillLoginListAuthenticator.Notifications.invalidateContext, object: nil)
        }

        @objc func updateCutOut() {}
        @objc func authenticatorInvalidateContext() {}
    }
#endif

#if canImport(Combine)
    import Combine

    /// MainViewController: Combine publishers received on the main queue.
    final class MainViewControllerSubscriptions {
        var cancellables = Set<AnyCancellable>()
        var origins: [String?] = []
        var sections: [SettingsDeepLinkSection] = []

        func subscribe() {
            NotificationCenter.default.publisher(for: .urlInterceptPrivacyPro)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] notification in
                    self?.origins.append(notification.userInfo?["origin"] as? String)
                }
                .store(in: &cancellables)
            NotificationCenter.default.publisher(for: .settingsDeepLinkNotification)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] notification in
                    if let section = notification.object as? SettingsDeepLinkSection { self?.sections.append(section) }
                }
                .store(in: &cancellables)
            NotificationCenter.default.publisher(for: AppUserDefaults.Notifications.favoritesDisplayModeChange)
                .sink { _ in }
                .store(in: &cancellables)
        }
    }
#endif
