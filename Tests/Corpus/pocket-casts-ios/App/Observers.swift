// The shapes of Pocket Casts' observers, reproduced: selectors through CustomObserver (most of the ~475), blocks
// with `addObserver(forName:object:queue:)`, and Combine publishers.
import Foundation

/// An episode row that refreshes when its own episode changes: it reads the uuid from `object`.
final class EpisodeRow {
    var episodeUuid = ""
    var refreshed = 0
    private var observers: [NSObjectProtocol] = []

    func observe() {
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: Constants.Notifications.episodeDownloadStatusChanged, object: nil, queue: .main) {
                [weak self] notification in
                guard let self, let episodeUuid = notification.object as? String, episodeUuid == self.episodeUuid else {
                    return
                }
                self.refreshed += 1
            })
        observers.append(
            center.addObserver(forName: Constants.Notifications.episodeTranscriptAvailabilityChanged, object: nil, queue: .main) {
                [weak self] notification in
                guard let userInfo = notification.userInfo, let uuid = userInfo["episodeUuid"] as? String,
                    let isAvailable = userInfo["isAvailable"] as? Bool, uuid == self?.episodeUuid
                else { return }
                if isAvailable { self?.refreshed += 1 }
            })
    }
}

/// BackgroundSignOutListener: a block observer that reads a Bool from userInfo.
final class BackgroundSignOutListener {
    var userInitiatedSignOuts = 0

    func start(notificationCenter: NotificationCenter = .default) -> NSObjectProtocol {
        notificationCenter.addObserver(forName: .serverUserWillBeSignedOut, object: nil, queue: .main) {
            [weak self] notification in
            guard let userInfo = notification.userInfo, let userInitiated = userInfo["user_initiated"] as? Bool else {
                return
            }
            if userInitiated { self?.userInitiatedSignOuts += 1 }
        }
    }
}

/// SyncLoadingAlert: reads the sync counters as NSNumber from `object`.
final class SyncLoadingAlert {
    var total = 0
    var upTo = 0

    func observe() -> [NSObjectProtocol] {
        [
            NotificationCenter.default.addObserver(forName: ServerNotifications.syncProgressPodcastCount, object: nil, queue: .main) {
                [weak self] notification in
                if let number = notification.object as? NSNumber { self?.total = number.intValue }
            },
            NotificationCenter.default.addObserver(forName: ServerNotifications.syncProgressPodcastUpto, object: nil, queue: .main) {
                [weak self] notification in
                guard let number = notification.object as? NSNumber else { return }
                self?.upTo = number.intValue
            },
        ]
    }
}

/// ImportDetailsView observes the OPML pair by literal names, not through the constants.
func observeOpmlImport(done: @escaping (Bool) -> Void) -> [NSObjectProtocol] {
    [
        NotificationCenter.default.addObserver(forName: Notification.Name("SJOpmlImportCompleted"), object: nil, queue: nil) { _ in
            done(true)
        },
        NotificationCenter.default.addObserver(forName: Notification.Name("SJOpmlImportFailed"), object: nil, queue: nil) { _ in
            done(false)
        },
    ]
}

/// CarPlaySceneDelegate: one handler for many names.
func observeCarPlayRefresh(_ reload: @escaping () -> Void) -> [NSObjectProtocol] {
    let names = [
        Constants.Notifications.episodeDownloaded, Constants.Notifications.upNextEpisodeRemoved,
        Constants.Notifications.upNextQueueChanged, Constants.Notifications.playbackTrackChanged,
    ]
    return names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in reload() }
    }
}

/// StoriesModel: the name rebuilt from each raw value of a String enum.
func observeStories(replay: @escaping () -> Void) -> [NSObjectProtocol] {
    StoriesController.Notifications.allCases.map { controller in
        switch controller {
        case .replay:
            return NotificationCenter.default.addObserver(
                forName: NSNotification.Name(rawValue: controller.rawValue), object: nil, queue: .main
            ) { _ in replay() }
        }
    }
}

#if canImport(ObjectiveC)
    /// CustomObserver: view controllers add selector observers through `addCustomObserver(_:selector:)`.
    class CustomObserver: NSObject {
        private var customObservers = [Notification.Name]()

        func addCustomObserver(_ name: Notification.Name, selector: Selector) {
            if customObservers.contains(name) { return }
            customObservers.append(name)
            NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
        }
    }

    final class FilterPreviewViewController: CustomObserver {
        var newFilter: EpisodeFilter?

        func viewDidLoad() {
            addCustomObserver(Constants.Notifications.filterChanged, selector: #selector(filterChanged(_:)))
            addCustomObserver(Constants.Notifications.tappedOnSelectedTab, selector: #selector(checkForScrollTap(_:)))
            addCustomObserver(.referralURLChanged, selector: #selector(refreshReferrals))
        }

        @objc private func filterChanged(_ notification: Notification) {
            guard let filter = notification.object as? EpisodeFilter, filter.uuid == newFilter?.uuid else { return }
        }

        @objc private func checkForScrollTap(_ notification: Notification) {
            guard let index = notification.object as? Int, index == 0 else { return }
        }

        @objc private func refreshReferrals() {}
    }

    final class NetworkViewController: CustomObserver {
        func viewDidLoad() {
            addCustomObserver(Constants.Notifications.subscribeRequestedFromCell, selector: #selector(subscribeRequested(_:)))
        }

        /// The sender is the cell; the app force-casts it.
        @objc private func subscribeRequested(_ notification: Notification) {
            let cell = notification.object as! PodcastGroupCell
            _ = cell.podcastUuid
        }
    }
#endif

#if canImport(Combine)
    import Combine

    /// StoriesModel and the watch app's view models: Combine publishers of a name.
    final class StoriesModel {
        var cancellables = Set<AnyCancellable>()
        var refreshes = 0

        func subscribe() {
            ServerNotifications.iapPurchaseCompleted.publisher()
                .receive(on: DispatchQueue.main)
                .sink { [weak self] _ in self?.refreshes += 1 }
                .store(in: &cancellables)
            NotificationCenter.default.publisher(for: Constants.Notifications.episodeDownloaded)
                .compactMap { $0.object as? String }
                .sink { [weak self] _ in self?.refreshes += 1 }
                .store(in: &cancellables)
        }
    }
#endif
