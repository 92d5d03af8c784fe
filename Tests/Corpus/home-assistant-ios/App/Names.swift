// The names of Home Assistant for iOS, excerpted (https://github.com/home-assistant/iOS, commit
// d722d7811aec72397d05837477c5f146943b6248): the Shared framework declares them public, the app posts and observes
// them from other modules. README.md lists each line read.
import Foundation

// Sources/Shared/API/HAAPI.swift:43-45 (in `public class HomeAssistantAPI`).
extension HomeAssistantAPI {
    public static let didConnectNotification = Notification.Name(rawValue: "HomeAssistantAPIConnected")
    public static let serverVersionDidChangeNotification =
        Notification.Name(rawValue: "HomeAssistantServerVersionDidChange")
}

// Sources/Shared/Environment/AppDatabaseUpdater.swift:19-27
public extension Notification.Name {
    static let appDatabaseUpdaterDidFinishRoutine = Notification.Name("appDatabaseUpdaterDidFinishRoutine")
    static let appDatabaseUpdaterDidChangePhase = Notification.Name("appDatabaseUpdaterDidChangePhase")
}

public enum AppDatabaseUpdaterUserInfo {
    /// Localized description of the current update phase, carried by `.appDatabaseUpdaterDidChangePhase`.
    public static let phaseDescriptionKey = "phaseDescription"
}

// Sources/Shared/LocationManager.swift:41-47
public extension Notification.Name {
    /// Posted when location permission state changes
    ///
    /// The notification's `userInfo` dictionary contains:
    /// - `"permissionState"`: The new `LocationPermissionState` value
    static let locationPermissionDidChange = Notification.Name("locationPermissionDidChange")
}

// Sources/Shared/Database/Tables/MacToolbarConfigTable.swift:24-41
public extension Notification.Name {
    /// Posted whenever `MacToolbarConfig` changes (an entity is added or removed), so any visible
    /// `MacWebViewTitleBar` can insert or remove the corresponding toolbar item without waiting for
    /// the next launch. The changed item travels in `userInfo` under `MacToolbarConfigChange.userInfoKey`.
    static let macToolbarConfigDidChange = Notification.Name("macToolbarConfigDidChange")
}

/// Describes which entity changed in `MacToolbarConfig`, carried in the `.macToolbarConfigDidChange`
/// `userInfo`.
public enum MacToolbarConfigChange {
    case added(MagicItem)
    case removed(MagicItem)

    public static let userInfoKey = "MacToolbarConfigChange"
}

// Sources/Shared/Common/Extensions/Reachability+NetworkType.swift:98-100
#if os(iOS)
    public final class NetworkReachability {
        public static let didChangeNotification = Notification.Name("NetworkReachabilityChanged")
    }
#endif
