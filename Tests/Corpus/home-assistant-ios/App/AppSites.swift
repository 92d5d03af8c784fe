// The app's posts and observers of the Shared names (Home Assistant for iOS, commit
// d722d7811aec72397d05837477c5f146943b6248), in view controllers, view models and services.
import Foundation

// Sources/App/Frontend/ExternalMessageBus/EntityAddToHandler.swift:190-194
func entityAdded(_ addedItem: MagicItem) {
    NotificationCenter.default.post(
        name: .macToolbarConfigDidChange,
        object: nil,
        userInfo: [MacToolbarConfigChange.userInfoKey: MacToolbarConfigChange.added(addedItem)]
    )
}

// Sources/App/Settings/MacToolbar/MacToolbarSettingsView.swift:124-128
func toolbarItemsChanged(_ change: MacToolbarConfigChange) {
    NotificationCenter.default.post(
        name: .macToolbarConfigDidChange,
        object: nil,
        userInfo: [MacToolbarConfigChange.userInfoKey: change]
    )
}

// Sources/App/Utilities/Spotlight/SpotlightEntityIndexer.swift:53-64: the token kept in a property, on `.main`.
final class SpotlightEntityIndexer {
    private var databaseObserver: NSObjectProtocol?
    var reasons: [String] = []

    func start() {
        guard databaseObserver == nil else { return }

        databaseObserver = NotificationCenter.default.addObserver(
            forName: .appDatabaseUpdaterDidFinishRoutine,
            object: nil,
            queue: .main
        ) { [weak self] _ in
            self?.scheduleReindex(reason: "database updated")
        }
    }

    func scheduleReindex(reason: String) { reasons.append(reason) }
}

// Sources/App/Frontend/WebView/MacWebViewTitleBar.swift:85, 125-155 (a Coordinator under
// `#if targetEnvironment(macCatalyst)`): the token kept in a property and removed.
#if targetEnvironment(macCatalyst)
    final class Coordinator: NSObject {
        private var macToolbarConfigObserver: NSObjectProtocol?

        func stopObserving() {
            if let macToolbarConfigObserver {
                NotificationCenter.default.removeObserver(macToolbarConfigObserver)
                self.macToolbarConfigObserver = nil
            }
        }

        func observeMacToolbarConfigChanges() {
            guard macToolbarConfigObserver == nil else { return }
            macToolbarConfigObserver = NotificationCenter.default.addObserver(
                forName: .macToolbarConfigDidChange,
                object: nil,
                queue: .main
            ) { [weak self] notification in
                let change = notification.userInfo?[MacToolbarConfigChange.userInfoKey] as? MacToolbarConfigChange
                self?.handleMacToolbarConfigChanged(change)
            }
        }

        func handleMacToolbarConfigChanged(_ change: MacToolbarConfigChange?) {}
    }
#endif

#if canImport(Combine)
    import Combine

    // Sources/App/Settings/EntityPicker/EntityPickerViewModel.swift:111-131, 262-265: the sink passes the
    // notification to a method of the view model.
    final class EntityPickerViewModel: ObservableObject {
        @Published var refreshStatusText = ""
        var isRefreshing = false
        var selectedServerId: String?
        private var cancellables = Set<AnyCancellable>()

        func subscribe() {
            NotificationCenter.default.publisher(for: .appDatabaseUpdaterDidFinishRoutine)
                .receive(on: RunLoop.main)
                .sink { [weak self] notification in
                    guard let self, isRefreshing, matchesSelectedServer(notification) else { return }
                    isRefreshing = false
                }
                .store(in: &cancellables)

            NotificationCenter.default.publisher(for: .appDatabaseUpdaterDidChangePhase)
                .receive(on: RunLoop.main)
                .sink { [weak self] notification in
                    guard let self, isRefreshing, matchesSelectedServer(notification) else { return }
                    if let text = notification.userInfo?[AppDatabaseUpdaterUserInfo.phaseDescriptionKey] as? String {
                        refreshStatusText = text
                    }
                }
                .store(in: &cancellables)
        }

        private func matchesSelectedServer(_ notification: Notification) -> Bool {
            guard let server = notification.object as? Server else { return false }
            return server.identifier.rawValue == selectedServerId
        }
    }
#endif

#if canImport(ObjectiveC)
    // Sources/App/Frontend/WebView/WebViewController/WebViewController+URLLoading.swift:10-35 (a UIViewController).
    final class WebViewController: UIViewController {
        func observeConnectionNotifications() {
            NotificationCenter.default.addObserver(
                self,
                selector: #selector(serverVersionDidChange(_:)),
                name: HomeAssistantAPI.serverVersionDidChangeNotification,
                object: nil
            )
        }

        @objc func serverVersionDidChange(_ notification: Notification) {
            guard let changedServer = notification.object as? Server else { return }
            _ = changedServer
        }
    }

    // Sources/App/AppDelegate.swift:465-470
    final class AppDelegate: NSObject {
        func setupNotifications() {
            NotificationCenter.default.addObserver(
                self,
                selector: #selector(apiDidConnect(_:)),
                name: HomeAssistantAPI.didConnectNotification,
                object: nil
            )
        }

        @objc private func apiDidConnect(_ note: Notification) {}
    }
#endif

#if os(iOS) && !targetEnvironment(macCatalyst) && canImport(ObjectiveC)
    // Sources/Shared/Environment/ConnectivityWrapper.swift:245-252
    final class ConnectivityWrapper: NSObject {
        func observe() {
            NotificationCenter.default.addObserver(
                self,
                selector: #selector(connectivityDidChange(_:)),
                name: NetworkReachability.didChangeNotification,
                object: nil
            )
        }

        @objc private func connectivityDidChange(_ note: Notification) {}
    }
#endif
