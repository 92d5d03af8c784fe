import Foundation
import NotigenCore
import Testing

@testable import NotigenImport
@testable import NotigenTestSupport

/// Selector observers in main-actor classes whose posts are on the main actor, and in `Sendable` classes, move to the
/// notifier's observer protocol (issue 36): the registration becomes `Notifier.addObserver(self)`, a conformance
/// forwards each case to the handler, and a handler that reads fields takes the payload. The moved file is built
/// with the imported spec's generated code under Swift 6 and Swift 5 and run.
@Suite struct SelectorMoveTests {
    static let declarations = """
        import Foundation

        extension Notification.Name {
            static let feedDidRefresh = Notification.Name("FeedDidRefresh")
            static let themeDidChange = Notification.Name("ThemeDidChange")
            static let accountDidLogin = Notification.Name("AccountDidLogin")
        }

        /// Posts on the main actor.
        @MainActor final class Settings {
            func refresh(count: Int) {
                NotificationCenter.default.post(name: .feedDidRefresh, object: nil, userInfo: ["count": count])
            }

            func changeTheme() {
                NotificationCenter.default.post(name: .themeDidChange, object: nil)
                NotificationCenter.default.post(name: .accountDidLogin, object: nil)
            }
        }

        """

    /// A view controller (main-actor by its superclass) with a handler that reads a field (named as the notification
    /// is), and one handler for two names whose parameter it never uses.
    static let controller = """
        final class FeedViewController: UIViewController {
            var counts: [Int] = []

            func viewDidLoad() {
                NotificationCenter.default.addObserver(
                    self, selector: #selector(feedDidRefresh(_:)), name: .feedDidRefresh, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: .themeDidChange, object: nil)
                // The login changes the theme too.
                NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: .accountDidLogin, object: nil)
            }

            @objc private func feedDidRefresh(_ note: Notification) {
                if let count = note.userInfo?["count"] as? Int { counts.append(count) }
            }

            @objc func themeChanged(_ notification: Notification) {
                counts.append(0)
            }
        }

        """

    /// More shapes that move, built beside the controller: a `Sendable` observer whose handler reads a field, one
    /// that is neither `Sendable` nor main-actor, and a view controller nested in an enum.
    static let others = """
        final class Counter: NSObject, Sendable {
            func start() {
                NotificationCenter.default.addObserver(self, selector: #selector(Counter.refreshed(_:)), name: .feedDidRefresh, object: nil)
            }

            @objc func refreshed(_ note: Notification) {
                _ = note.userInfo?["count"] as? Int
            }
        }

        /// Ends its registrations when it disappears, and again in a one-line method.
        final class ThemeScreen: UIViewController {
            var themes = 0

            func appear() {
                NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: .themeDidChange, object: nil)
            }

            func disappear() {
                NotificationCenter.default.removeObserver(self)
            }

            func reset() { NotificationCenter.default.removeObserver(self) }

            @objc func themeChanged() { themes += 1 }
        }

        /// Neither `Sendable` nor main-actor: registered with `addObserver(unchecked:)`, it is called on the posting
        /// thread as Foundation called its selector, and its handler reads a field.
        final class Tally: NSObject {
            var counts: [Int] = []
            var threads: [Thread] = []

            override init() {
                super.init()
                NotificationCenter.default.addObserver(self, selector: #selector(refreshed(_:)), name: .feedDidRefresh, object: nil)
            }

            @objc func refreshed(_ note: Notification) {
                counts.append(note.userInfo?["count"] as? Int ?? -1)
                threads.append(Thread.current)
            }
        }

        enum Screens {
            final class Inner: UIViewController {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(go), name: .themeDidChange, object: nil)
                }

                @objc func go() {}
            }
        }

        """

    static func rewrite(_ body: String) -> (text: String?, spec: String?, left: [String]) {
        let result = Importer.run(
            [ImportSource(path: "App/Feeds.swift", text: declarations + body)], skipped: [],
            options: .init(module: "App", rewrite: true))
        let left = (result.report.rewrite?.left ?? []).filter { $0.subject.contains("observer") }.map(\.reason)
        return (result.rewrittenFiles["App/Feeds.swift"], result.spec, left)
    }

    @Test func aMainActorControllersSelectorsMoveToTheObserverProtocol() throws {
        let (text, _, left) = Self.rewrite(Self.controller)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        // One `addObserver` registers every case; a removed registration's comment stays.
        #expect(
            rewritten.contains(
                "    func viewDidLoad() {\n        FeedsNotifier.addObserver(self)\n"
                    + "        // The login changes the theme too.\n    }\n"))
        #expect(!rewritten.contains("#selector"))
        #expect(rewritten.contains("    private func feedDidRefresh(_ note: FeedsNotifier.FeedDidRefresh) {\n"))
        #expect(rewritten.contains("if let count = (note.count as Int?) { counts.append(count) }"))
        #expect(rewritten.contains("    @objc func themeChanged() {\n"))
        #expect(
            rewritten.hasSuffix(
                """
                extension FeedViewController: @MainActor FeedsNotifierObserver {
                    @MainActor func feedsNotifierFeedDidRefresh(_ payload: FeedsNotifier.FeedDidRefresh) {
                        feedDidRefresh(payload)
                    }

                    @MainActor func feedsNotifierThemeDidChange() {
                        themeChanged()
                    }

                    @MainActor func feedsNotifierAccountDidLogin() {
                        themeChanged()
                    }
                }

                """))
    }

    /// A class that is neither `Sendable` nor main-actor, whose superclasses the sources declare (or `NSObject`),
    /// registers with `addObserver(unchecked:)` and conforms without isolation.
    @Test func anObserverNeitherSendableNorMainActorMovesUnchecked() throws {
        let (text, _, left) = Self.rewrite(
            """
            class Base: CustomStringConvertible {
              var description: String { "base" }
            }

            final class Store: Base {
              func start() {
                NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .themeDidChange, object: nil)
              }

              @objc func changed() {}
            }

            """)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        #expect(rewritten.contains("  func start() {\n    FeedsNotifier.addObserver(unchecked: self)\n  }\n"))
        #expect(
            rewritten.hasSuffix(
                """
                extension Store: FeedsNotifierObserver {
                  func feedsNotifierThemeDidChange() {
                    changed()
                  }
                }

                """))
    }

    @Test func aSendableObserverMovesWithoutIsolation() throws {
        let (text, _, left) = Self.rewrite(
            """
            final class Counter: NSObject, Sendable {
              func start() {
                NotificationCenter.default.addObserver(self, selector: #selector(refreshed), name: .feedDidRefresh, object: nil)
              }

              @objc func refreshed() {}
            }

            """)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        #expect(rewritten.contains("  func start() {\n    FeedsNotifier.addObserver(self)\n  }\n"))
        #expect(
            rewritten.hasSuffix(
                """
                extension Counter: FeedsNotifierObserver {
                  func feedsNotifierFeedDidRefresh(_: FeedsNotifier.FeedDidRefresh) {
                    refreshed()
                  }
                }

                """))
    }

    /// Nested classes whose selectors name their handler through the type: each conformance names its type by its
    /// path at file scope, in the classes' order (two insertions at one offset land as planned), and
    /// `#selector(Inner.go)` counts as the registration's reference to `go`.
    @Test func aNestedTypesSelectorMovesWithItsPath() throws {
        let (text, _, left) = Self.rewrite(
            """
            enum Screens {
                final class Inner: UIViewController {
                    func start() {
                        NotificationCenter.default.addObserver(
                            self, selector: #selector(Inner.go), name: .themeDidChange, object: nil)
                    }

                    @objc func go() {}
                }

                final class Outer: UIViewController {
                    func start() {
                        NotificationCenter.default.addObserver(self, selector: #selector(went), name: .themeDidChange, object: nil)
                    }

                    @objc func went() {}
                }
            }

            """)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        #expect(rewritten.contains("            FeedsNotifier.addObserver(self)\n"))
        // At file scope, after the enum the classes are nested in, in the order of the classes.
        #expect(
            rewritten.hasSuffix(
                """
                    }
                }

                extension Screens.Inner: @MainActor FeedsNotifierObserver {
                    @MainActor func feedsNotifierThemeDidChange() {
                        go()
                    }
                }

                extension Screens.Outer: @MainActor FeedsNotifierObserver {
                    @MainActor func feedsNotifierThemeDidChange() {
                        went()
                    }
                }

                """))
    }

    /// `NotificationCenter.default.removeObserver(self)` outside `deinit` ends the typed registrations too: the typed
    /// removal follows it on its own line, or after a `;` on a line it shares.
    @Test func aRemovalOfSelfEndsTheTypedRegistrationsToo() throws {
        let (text, _, left) = Self.rewrite(Self.others)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        #expect(
            rewritten.contains(
                "        NotificationCenter.default.removeObserver(self)\n        FeedsNotifier.removeObserver(self)\n")
        )
        #expect(
            rewritten.contains(
                "    func reset() { NotificationCenter.default.removeObserver(self); FeedsNotifier.removeObserver(self) }"
            ))
    }

    /// `removeObserver(self, name: x, object: nil)` for the one name a class observes of a notifier ends the typed
    /// registration too; a removal of another name leaves it.
    @Test func aRemovalByNameEndsTheTypedRegistrationOfThatName() throws {
        let (text, _, left) = Self.rewrite(
            """
            final class Search: UIViewController {
                func viewWillAppear() {
                    NotificationCenter.default.addObserver(self, selector: #selector(go), name: Notification.Name.themeDidChange, object: nil)
                }

                func viewWillDisappear() {
                    NotificationCenter.default.removeObserver(self, name: .themeDidChange, object: nil)
                    NotificationCenter.default.removeObserver(self, name: .otherName, object: nil)
                }

                @objc func go() {}
            }

            """)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        #expect(
            rewritten.contains(
                "NotificationCenter.default.removeObserver(self, name: .themeDidChange, object: nil)\n"
                    + "        FeedsNotifier.removeObserver(self)\n"
                    + "        NotificationCenter.default.removeObserver(self, name: .otherName, object: nil)\n"))
    }

    /// A class whose superclass comes from a package the sources do not hold is main-actor when it overrides what
    /// only UIKit's and AppKit's views and controllers declare.
    @Test func aClassOverridingAViewMethodIsMainActor() throws {
        let (text, _, left) = Self.rewrite(
            """
            class ThemedCell: SwipeTableViewCell {
                override func prepareForReuse() {}
            }

            final class EpisodeCell: ThemedCell {
                func awake() {
                    NotificationCenter.default.addObserver(self, selector: #selector(go), name: .themeDidChange, object: nil)
                }

                @objc func go() {}
            }

            """)
        #expect(left.isEmpty, "\(left)")
        #expect(text?.contains("extension EpisodeCell: @MainActor FeedsNotifierObserver {") == true)
    }

    /// What stays, each with its reason: the typed registration would change what Foundation's did, or the rewrite
    /// would change code it does not see whole.
    @Test(arguments: [
        (
            // The superclass comes from a package the sources do not hold, and may be a main-actor view.
            "final class Plain: KitView {\n  func start() {\n    NotificationCenter.default.addObserver("
                + "self, selector: #selector(go), name: .themeDidChange, object: nil)\n  }\n  @objc func go() {}\n}\n",
            "`Plain` is neither main-actor nor declared `Sendable`, and is not a class of these sources whose every "
                + "superclass is one too"
        ),
        (
            // Two levels up, the superclass is a package's.
            "class Middle: KitView {}\nfinal class Plain: Middle {\n  func start() {\n    NotificationCenter.default"
                + ".addObserver(self, selector: #selector(go), name: .themeDidChange, object: nil)\n  }\n"
                + "  @objc func go() {}\n}\n",
            "is not a class of these sources whose every superclass is one too"
        ),
        (
            "final class VC: UIViewController {\n  func start() {\n    NotificationCenter.default.addObserver("
                + "self, selector: #selector(go), name: .themeDidChange, object: nil)\n  }\n  @objc func go() {}\n"
                + "  func other() { go() }\n}\n",
            "`go` is named 2 times in its file, 1 of them by the registrations"
        ),
        (
            "final class VC: UIViewController {\n  func start() {\n    NotificationCenter.default.addObserver("
                + "self, selector: #selector(go), name: .themeDidChange, object: nil)\n  }\n  @objc func go() {}\n"
                + "  func stop() { NotificationCenter.default.removeObserver(self, name: .themeDidChange, object: self) }\n}\n",
            "calls `removeObserver(self…)` outside `deinit` with an object or on another center"
        ),
        (
            "final class VC: UIViewController {\n  func start() {\n    NotificationCenter.default.addObserver("
                + "self, selector: #selector(go(_:)), name: .feedDidRefresh, object: nil)\n"
                + "    NotificationCenter.default.addObserver("
                + "self, selector: #selector(go(_:)), name: .themeDidChange, object: nil)\n  }\n"
                + "  @objc func go(_ note: Notification) { _ = note.userInfo?[\"count\"] as? Int }\n}\n",
            "reads the notification of several cases"
        ),
        (
            "final class VC: UIViewController {\n  func start() {\n    NotificationCenter.default.addObserver("
                + "self, selector: #selector(go(_:)), name: .feedDidRefresh, object: nil)\n  }\n"
                + "  @objc func go(_ note: Notification) { print(note.name) }\n}\n",
            "uses the notification as `note.name`"
        ),
        (
            "final class VC: UIViewController {\n  func start() {\n    NotificationCenter.default.addObserver("
                + "self, selector: #selector(go), name: .feedDidRefresh, object: nil)\n  }\n  @objc func go() {}\n}\n"
                + "func postOff() {\n  NotificationCenter.default.post(name: .feedDidRefresh, object: nil, userInfo: "
                + "[\"count\": 1])\n}\n",
            "not every post is on the main actor"
        ),
        (
            "final class VC: UIViewController {\n  func start() {\n    DispatchQueue.global().async {\n"
                + "      NotificationCenter.default.addObserver(self, selector: #selector(self.go), name: .themeDidChange, "
                + "object: nil)\n    }\n  }\n  @objc func go() {}\n}\n",
            "it is registered in a closure, which may run off the main actor"
        ),
        (
            "final class VC: UIViewController {\n  func start() {\n    NotificationCenter.default.addObserver("
                + "self, selector: #selector(go), name: .themeDidChange, object: nil)\n  }\n  @objc func go() {}\n}\n"
                + "extension VC: FeedsNotifierObserver {}\n",
            "it already conforms to `FeedsNotifierObserver`"
        ),
        (
            "final class VC: UIViewController {\n  let settings = Settings()\n  func start() {\n"
                + "    NotificationCenter.default.addObserver(self, selector: #selector(go), name: .themeDidChange, "
                + "object: settings)\n  }\n  @objc func go() {}\n}\n",
            "filters on the object `settings`, which the case does not carry as its sender"
        ),
        (
            "func local() {\n  final class VC: UIViewController {\n    func start() {\n"
                + "      NotificationCenter.default.addObserver(self, selector: #selector(go), name: .themeDidChange, "
                + "object: nil)\n    }\n    @objc func go() {}\n  }\n}\n",
            // The declarations of a function's body are not read: the class is not known to be main-actor.
            "Foundation calls #selector(go) synchronously"
        ),
    ])
    func aSelectorThatWouldChangeStays(_ source: String, _ reason: String) throws {
        let (text, _, left) = Self.rewrite(source)
        #expect(left.count >= 1 && left.allSatisfy { $0.contains(reason) }, "\(left)")
        #expect(text?.contains("#selector") ?? true)
    }

    /// The stand-ins and the check program: the controller registers, main-actor code posts by name and typed,
    /// and the controller must have received each synchronously, as Foundation's selector call did.
    static let main = """
        import Foundation

        @MainActor func check() -> Bool {
            let controller = FeedViewController()
            controller.viewDidLoad()
            NotificationCenter.default.post(name: Notification.Name("FeedDidRefresh"), object: nil, userInfo: ["count": 3])
            guard controller.counts == [3] else { print("FAIL by name: \\(controller.counts)"); return false }
            Settings().refresh(count: 4)
            Settings().changeTheme()
            guard controller.counts == [3, 4, 0, 0] else { print("FAIL typed: \\(controller.counts)"); return false }
            let screen = ThemeScreen()
            screen.appear()
            Settings().changeTheme()
            screen.disappear()
            Settings().changeTheme()
            screen.appear()
            screen.reset()
            Settings().changeTheme()
            guard screen.themes == 1 else { print("FAIL removed: \\(screen.themes)"); return false }
            // Posted on another thread, by name and typed, the unchecked observer runs there before the post returns.
            nonisolated(unsafe) let tally = Tally()
            nonisolated(unsafe) var verdict = ""
            let done = DispatchSemaphore(value: 0)
            Thread {
                NotificationCenter.default.post(name: Notification.Name("FeedDidRefresh"), object: nil, userInfo: ["count": 5])
                let byName = tally.counts == [5] && tally.threads.last === Thread.current
                FeedsNotifier.post(.feedDidRefresh(count: 6))
                let typed = tally.counts == [5, 6] && tally.threads.last === Thread.current
                verdict = byName && typed ? "synchronous" : "FAIL unchecked: \\(tally.counts)"
                done.signal()
            }.start()
            done.wait()
            guard verdict == "synchronous" else { print(verdict); return false }
            print("ok")
            return true
        }

        exit(MainActor.assumeIsolated { check() } ? 0 : 1)
        """

    /// UIKit's main-actor view controller, as a stand-in.
    static let standIn = "import Foundation\n\n@MainActor open class UIViewController: NSObject {}\n"

    @Test(arguments: [CompilerSetting.swift6, .swift5])
    func theMovedControllerBuildsAndReceivesEveryPost(_ setting: CompilerSetting) throws {
        let (text, spec, left) = Self.rewrite(Self.controller + Self.others)
        #expect(left.isEmpty, "\(left)")
        #expect(text?.contains("#selector") == false)
        let build = try CompatibilityBuild(setting)
        let generated = try Repository.generate(
            [SpecSource(path: "app.yaml", bytes: Array(try #require(spec).utf8))],
            into: build.folder.appendingPathComponent("Generated"))
        // `@objc` needs the Objective-C runtime, which Linux has not: the one left (on a handler that takes nothing)
        // is removed here, as the only Apple-only token of the moved file.
        let feeds = try #require(text).replacingOccurrences(of: "@objc ", with: "")
        var sources: [URL] = []
        for (name, source) in [
            ("main.swift", Self.main), ("Feeds.swift", "import NotigenRuntime\n" + feeds),
            ("UIKit.swift", Self.standIn),
        ] {
            let url = build.folder.appendingPathComponent(name)
            try source.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url)
        }
        try #require(CompatibilityBuild.expectClean(try build.executable("App", sources + generated), "App"))
        let run = try build.run("App")
        #expect(run.succeeded && run.output.contains("ok"), "\(run)")
    }
}
