import Foundation
import NotigenImport

/// A small app's notification code in the shapes real apps write (the corpus in Tests/Corpus has the real ones):
/// names declared in a type and in an extension of `Notification.Name`, a key constant, a posting wrapper, literal
/// and local `userInfo` dictionaries, selector and block observers, a name built at run time. Foundation only, so
/// that it builds on Linux with the generated code (the selector observer only where Objective-C is).
enum AppFixture {
    static let names = """
        import Foundation

        public enum ServerNotifications {
            // Sync
            /// A sync finished.
            public static let syncCompleted = NSNotification.Name(rawValue: "PCSyncDone")
            public static let syncFailed = NSNotification.Name(rawValue: "PCSyncFailed")
            public static let neverUsed = NSNotification.Name(rawValue: "PCNever")
        }

        extension Notification.Name {
            /// The user signed in or out.
            static let userLoginDidChange = Notification.Name("User.LoginChanged")
            static let episodeChanged = Notification.Name("SJEpisodeChanged")
        }

        enum Keys {
            static let episodeUuidKey = "episodeUuid"
        }

        extension NotificationCenter {
            static func postOnMainThread(notification: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
                NotificationCenter.default.post(name: notification, object: object, userInfo: userInfo)
            }
        }

        """

    static let poster = """
        import Foundation

        final class Poster {
            func finish(uuid: String, available: Bool) {
                // tell everyone
                NotificationCenter.default.post(name: .episodeChanged, object: nil, userInfo: [Keys.episodeUuidKey: uuid, "isAvailable": available]) // trailing
                NotificationCenter.default.post(name: .userLoginDidChange, object: nil)
                let userInfo = ["error": "boom"]
                NotificationCenter.default.post(name: ServerNotifications.syncFailed, object: nil, userInfo: userInfo)
                NotificationCenter.postOnMainThread(notification: ServerNotifications.syncCompleted)
                NotificationCenter.default.post(name: Notification.Name("InlineName"), object: nil, userInfo: ["count": 3])
                let dynamic = Notification.Name("x" + uuid)
                NotificationCenter.default.post(name: dynamic, object: nil)
            }
        }

        """

    static let observer = """
        import Foundation

        final class Observer {
            var tokens: [any NSObjectProtocol] = []
            init() {
                tokens.append(NotificationCenter.default.addObserver(forName: ServerNotifications.syncFailed, object: nil, queue: .main) { note in
                    print(note.userInfo?["error"] as? String ?? "")
                })
                tokens.append(NotificationCenter.default.addObserver(forName: .userLoginDidChange, object: nil, queue: nil) { _ in
                    print("login changed")
                })
            }
        }

        #if canImport(ObjectiveC)
        final class SelectorObserver: NSObject {
            override init() {
                super.init()
                NotificationCenter.default.addObserver(self, selector: #selector(episodeChanged(_:)), name: .episodeChanged, object: nil)
            }

            @objc func episodeChanged(_ notification: Notification) {
                guard let uuid = notification.userInfo?["episodeUuid"] as? String,
                    let available = notification.userInfo?["isAvailable"] as? Bool
                else { return }
                print(uuid, available)
            }
        }
        #endif

        """

    static var sources: [ImportSource] {
        [
            ImportSource(path: "App/Names.swift", text: names), ImportSource(path: "App/Poster.swift", text: poster),
            ImportSource(path: "App/Observer.swift", text: observer),
        ]
    }

    static func run(_ sources: [ImportSource] = sources, rewrite: Bool = false) -> Importer.Result {
        Importer.run(sources, skipped: [], options: .init(module: "App", rewrite: rewrite))
    }

    /// The report's entry for the name with this wire name.
    static func name(_ wire: String, in result: Importer.Result) -> ImportReport.Name? {
        result.report.names.first { $0.wireName == wire }
    }
}
