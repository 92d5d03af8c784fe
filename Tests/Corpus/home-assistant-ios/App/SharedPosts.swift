// The Shared framework's posts (Home Assistant for iOS, commit d722d7811aec72397d05837477c5f146943b6248).
import Foundation

final class AppDatabaseUpdater {
    // Sources/Shared/Environment/AppDatabaseUpdater.swift:475 (the end of `update(server:…)`, a background task).
    func finished(server: Server) {
        NotificationCenter.default.post(name: .appDatabaseUpdaterDidFinishRoutine, object: server)
    }

    // Sources/Shared/Environment/AppDatabaseUpdater.swift:484-492
    @MainActor
    func presentProgressToast(_ phase: DatabaseUpdatePhase, server: Server) {
        NotificationCenter.default.post(
            name: .appDatabaseUpdaterDidChangePhase,
            object: server,
            userInfo: [AppDatabaseUpdaterUserInfo.phaseDescriptionKey: phase.localizedDescription]
        )
    }
}

// Sources/Shared/LocationManager.swift:248-254: the userInfo is a local dictionary.
final class LocationManager {
    let notificationCenter: NotificationCenter = .default
    var currentPermissionState: LocationPermissionState = .notDetermined

    func postPermissionChangeNotification() {
        let userInfo = ["permissionState": currentPermissionState]
        notificationCenter.post(
            name: .locationPermissionDidChange,
            object: self,
            userInfo: userInfo
        )
    }
}

extension HomeAssistantAPI {
    // Sources/Shared/API/HAAPI.swift:368-372 (in a promise's `get`).
    func connected() {
        NotificationCenter.default.post(
            name: Self.didConnectNotification,
            object: nil,
            userInfo: nil
        )
    }

    // Sources/Shared/API/HAAPI.swift:476-482
    func versionChanged(server: Server) {
        let changedServer = server
        DispatchQueue.main.async {
            NotificationCenter.default.post(
                name: Self.serverVersionDidChangeNotification,
                object: changedServer
            )
        }
    }
}

#if os(iOS)
    // Sources/Shared/Common/Extensions/Reachability+NetworkType.swift:118-120 (from an NWPathMonitor handler).
    extension NetworkReachability {
        func pathChanged() {
            DispatchQueue.main.async {
                NotificationCenter.default.post(name: NetworkReachability.didChangeNotification, object: nil)
            }
        }
    }
#endif
