/// How notifications flow through an app (`notigen map`): every notification posted or observed, each with its
/// sites, whether each is typed (through the generated API) or by name, and the spec notifications no code uses.
/// Codable as `schema/notification-map.schema.json` describes; the HTML page and the Graphviz graph are made from it.
public struct NotificationMap: Codable, Sendable, Equatable {
    /// One notification and everything that posts or observes it.
    public struct Notification: Codable, Sendable, Equatable {
        /// Where it comes from: a spec (`spec`), a `Notification.Name` of the app not in any spec (`app`), or a name
        /// the app does not declare: the system's or another module's (`system`).
        public enum Origin: String, Codable, Sendable {
            case spec, app, system
        }

        /// The wire name, or for a system name the name as the code writes it.
        public let name: String
        public let origin: Origin
        /// The spec's notifier and case, for a spec notification.
        public let notifier: String?
        public let caseName: String?
        /// Where the app declares the `Notification.Name`, if it does.
        public let declared: SiteLocation?
        public var sites: [Site]

        enum CodingKeys: String, CodingKey {
            case name, origin, notifier, caseName = "case", declared, sites
        }
    }

    /// A post or an observer.
    public struct Site: Codable, Sendable, Equatable, Comparable {
        public enum Role: String, Codable, Sendable {
            case post, observe
        }

        public let role: Role
        public let location: SiteLocation
        /// Whether the site goes through the generated API (`Accounts.post(.didLogin(…))`), not a name.
        public let typed: Bool
        /// The type and the function around the site, as the code names them (`Session`, `login()`).
        public let type: String?
        public let function: String?
        /// The module the file is in: the folder after `Sources/`, else the path's first folder.
        public let module: String

        public static func < (lhs: Site, rhs: Site) -> Bool {
            (lhs.location, lhs.role.rawValue) < (rhs.location, rhs.role.rawValue)
        }
    }

    /// A notification a spec declares that no code posts or observes.
    public struct Unused: Codable, Sendable, Equatable {
        public let name: String
        public let notifier: String
        public let caseName: String
        public let spec: String

        enum CodingKeys: String, CodingKey {
            case name, notifier, caseName = "case", spec
        }
    }

    public var schemaVersion = 1
    /// How many Swift files and lines were read.
    public let files: Int
    public let lines: Int
    /// Sorted by origin (spec, app, system), then name.
    public let notifications: [Notification]
    public let unused: [Unused]

    /// The sites that are not typed.
    public var untypedSites: Int {
        notifications.reduce(0) { count, notification in count + notification.sites.count { !$0.typed } }
    }
}
