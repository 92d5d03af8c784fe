// The shapes of Pocket Casts' post sites, reproduced one per shape (the app has about 320 of them).
import Foundation

/// Stands for the managers that post: DownloadManager, EpisodeManager, PlaybackQueue, FolderModel, IAPHelper,
/// SyncManager, ServerNotificationsHelper, MainTabBarController.
final class PocketCastsPosters {
    /// An episode's uuid as the object (DownloadManager, EpisodeManager: ~85 sites for episode names).
    func episodeDownloaded(uuid: String) {
        NotificationCenter.postOnMainThread(notification: Constants.Notifications.episodeDownloadStatusChanged, object: uuid)
        NotificationCenter.postOnMainThread(notification: Constants.Notifications.episodeDownloaded, object: uuid)
    }

    /// The up-next queue fires a name chosen at run time, with or without an object (PlaybackQueue).
    func refreshAppFiring(notificationName: Notification.Name?, notificationObject: Any? = nil) {
        if let name = notificationName, let object = notificationObject {
            NotificationCenter.postOnMainThread(notification: name, object: object)
        } else if let name = notificationName {
            NotificationCenter.postOnMainThread(notification: name)
        }
    }

    func removeFromUpNext(uuid: String, fireNotification: Bool) {
        refreshAppFiring(
            notificationName: fireNotification ? Constants.Notifications.upNextEpisodeRemoved : nil,
            notificationObject: uuid)
    }

    /// A filter object, or no object when several filters changed (CreateFilterViewController, PlaylistManager).
    func filterSaved(_ filter: EpisodeFilter?) {
        if let filter {
            NotificationCenter.postOnMainThread(notification: Constants.Notifications.filterChanged, object: filter)
        } else {
            NotificationCenter.postOnMainThread(notification: Constants.Notifications.filterChanged)
        }
    }

    /// Values in `object:` that are not model objects: a Bool, an Int, a String.
    func themeAndTabs(isDark: Bool, tabIndex: Int, searchTerm: String) {
        NotificationCenter.postOnMainThread(notification: Constants.Notifications.systemThemeMayHaveChanged, object: isDark)
        NotificationCenter.postOnMainThread(notification: Constants.Notifications.tappedOnSelectedTab, object: tabIndex)
        NotificationCenter.postOnMainThread(notification: Constants.Notifications.podcastSearchRequest, object: searchTerm)
    }

    /// Folders: the uuid, or nothing.
    func folderChanged(folderUuid: String?) {
        NotificationCenter.postOnMainThread(notification: Constants.Notifications.folderChanged, object: folderUuid)
    }

    /// A userInfo with literal keys (Episode+Transcript.swift).
    func transcriptAvailability(uuid: String, transcriptsAvailable: Bool) {
        NotificationCenter.postOnMainThread(
            notification: Constants.Notifications.episodeTranscriptAvailabilityChanged,
            userInfo: ["episodeUuid": uuid, "isAvailable": transcriptsAvailable])
    }

    /// A success/failure pair posted under two names (OpmlImporter).
    func opmlImportFinished(succeeded: Bool) {
        if succeeded {
            NotificationCenter.postOnMainThread(notification: Constants.Notifications.opmlImportCompleted)
        } else {
            NotificationCenter.postOnMainThread(notification: Constants.Notifications.opmlImportFailed)
        }
    }

    /// The server module posts with `NotificationCenter.default.post(name:object:)`; the sync counters carry an Int.
    func syncProgress(totalToImport: Int, upToPodcast: Int) {
        NotificationCenter.default.post(name: ServerNotifications.syncProgressPodcastCount, object: totalToImport)
        NotificationCenter.default.post(name: ServerNotifications.syncProgressPodcastUpto, object: upToPodcast)
    }

    func syncFinished(error: Error?) {
        if error == nil {
            NotificationCenter.default.post(name: ServerNotifications.syncCompleted, object: nil)
        } else {
            NotificationCenter.default.post(name: ServerNotifications.syncFailed, object: nil)
        }
    }

    /// The StoreKit error travels in userInfo under "error", for the failure and for a cancellation (IAPHelper).
    func purchaseFailed(_ e: NSError) {
        let userInfo = ["error": e]
        if e.code == 0 || e.code == 2 {
            NotificationCenter.postOnMainThread(notification: ServerNotifications.iapPurchaseCancelled, userInfo: userInfo)
        } else {
            NotificationCenter.postOnMainThread(notification: ServerNotifications.iapPurchaseFailed, userInfo: userInfo)
        }
    }

    func purchaseCompleted() {
        NotificationCenter.postOnMainThread(notification: ServerNotifications.iapPurchaseCompleted)
    }

    /// SyncManager.signout: a Bool under a snake-case key.
    func signOut(userInitiated: Bool) {
        NotificationCenter.postOnMainThread(notification: .serverUserWillBeSignedOut, userInfo: ["user_initiated": userInitiated])
    }

    func loginChanged() {
        NotificationCenter.default.post(name: .userLoginDidChange, object: nil)
    }
}
