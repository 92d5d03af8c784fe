// Stand-ins for the Home Assistant for iOS types the excerpts use, shaped like the real ones.
// Repository: https://github.com/home-assistant/iOS, commit d722d7811aec72397d05837477c5f146943b6248
// (Sources/HANetworking/Sources/Server.swift, Sources/Shared/MagicItem/MagicItem.swift,
// Sources/Shared/LocationManager.swift, Sources/Shared/Environment/AppDatabaseUpdater.swift, Sources/Shared/API/HAAPI.swift).
import Foundation

#if !canImport(UIKit)
    /// UIKit's view controller (the app's `WebViewController` subclasses it).
    open class UIViewController: NSObject {}
#endif

/// A server's identifier (Server.swift: `Identifier<Server>`, a struct around a string).
public struct ServerIdentifier: Hashable, Sendable {
    public var rawValue: String
}

/// A configured Home Assistant server (Server.swift:244: `public final class Server: Hashable, Comparable`,
/// its info mutable behind a lock, not declared `Sendable`).
public final class Server: Hashable {
    public let identifier: ServerIdentifier
    public var name: String

    public init(identifier: String, name: String) {
        self.identifier = ServerIdentifier(rawValue: identifier)
        self.name = name
    }

    public static func == (lhs: Server, rhs: Server) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// An item of the app's widgets and toolbar (MagicItem.swift:10: `public struct MagicItem: Codable, Equatable,
/// Hashable`).
public struct MagicItem: Codable, Equatable, Hashable {
    public var id: String
    public var serverId: String
}

/// The location permission (LocationManager.swift:57: `public enum LocationPermissionState`, no raw value).
public enum LocationPermissionState {
    case notDetermined
    case denied
    case restricted
    case authorizedWhenInUse
    case authorizedAlways
}

/// A phase of a database update (AppDatabaseUpdater.swift:34: a private enum with a localized description).
enum DatabaseUpdatePhase {
    case entities, devices, areas

    var localizedDescription: String { "\(self)" }
}

/// The API of one server (HAAPI.swift: `public class HomeAssistantAPI`).
public class HomeAssistantAPI {}
