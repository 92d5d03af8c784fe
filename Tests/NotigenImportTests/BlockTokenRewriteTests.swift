import Testing

@testable import NotigenImport

/// A block observer whose token a private property keeps and `removeObserver` ends (issue 36): it moves to the
/// typed closure, the property holds the `NotigenToken` as `AnyObject?`, and each removal releases it.
@Suite struct BlockTokenRewriteTests {
    static let declarations = """
        import Foundation
        extension Notification.Name {
            static let playerDidLoad = Notification.Name("PlayerDidLoad")
        }

        """

    /// A post off the main actor, for the tests whose observers are not on the main queue.
    static let post = """
        func load(count: Int) {
            NotificationCenter.default.post(name: .playerDidLoad, object: nil, userInfo: ["count": count])
        }

        """

    static func rewrite(_ body: String, postOffMain: Bool = true) -> (text: String?, left: [String]) {
        let result = Importer.run(
            [ImportSource(path: "App/Player.swift", text: declarations + (postOffMain ? post : "") + body)],
            skipped: [],
            options: .init(module: "App", rewrite: true))
        let left = (result.report.rewrite?.left ?? []).filter { $0.subject.contains("observer") }.map(\.reason)
        return (result.rewrittenFiles["App/Player.swift"], left)
    }

    @Test func aKeptAndRemovedTokenMovesToTheTypedClosure() throws {
        let (text, left) = Self.rewrite(
            """
            final class Player {
                private var observer: NSObjectProtocol?
                var counts: [Int?] = []

                func start() {
                    observer = NotificationCenter.default.addObserver(forName: .playerDidLoad, object: nil, queue: nil) {
                        [weak self] note in
                        self?.counts.append(note.userInfo?["count"] as? Int)
                    }
                }

                func stop() {
                    if let observer { NotificationCenter.default.removeObserver(observer) }
                }
            }
            """)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        #expect(rewritten.contains("    private var observer: AnyObject?\n"))
        #expect(rewritten.contains("Notifier.observe(.playerDidLoad) {\n"))
        #expect(rewritten.contains("[weak self] payload in\n"))
        #expect(rewritten.contains("self?.counts.append((payload.count as Int?))"))
        #expect(rewritten.contains("        self.observer = nil\n"))
    }

    /// Tokens appended to a private array: the array holds `AnyObject`s, and emptying it releases the typed tokens.
    /// On the main queue, the block moves when every post is on the main actor (here, a `@MainActor` type's).
    @Test func aTokenAppendedToAnArrayMovesWhenTheArrayIsOnlyAppendedToAndEmptied() throws {
        let (text, left) = Self.rewrite(
            """
            @MainActor final class Loader {
                func load() { NotificationCenter.default.post(name: .playerDidLoad, object: nil, userInfo: ["count": 1]) }
            }
            final class Row {
                private var observers: [NSObjectProtocol] = []
                var loads = 0

                func observe() {
                    let center = NotificationCenter.default
                    observers.append(
                        center.addObserver(forName: .playerDidLoad, object: nil, queue: .main) { [weak self] _ in
                            self?.loads += 1
                        })
                }

                func stop() {
                    observers.forEach { NotificationCenter.default.removeObserver($0) }
                    observers.removeAll()
                }
            }
            """, postOffMain: false)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        #expect(rewritten.contains("    private var observers: [AnyObject] = []\n"))
        #expect(rewritten.contains("Notifier.observe(.playerDidLoad, center: center) { [weak self] _ in\n"))
    }

    /// On a queue, with a post off the main actor, the typed closure runs on the queue with the post waiting, as
    /// Foundation's block did.
    @Test func aTokenOnAQueueMovesToTheWaitingObservation() throws {
        let (text, left) = Self.rewrite(
            """
            final class Player {
                private var observer: NSObjectProtocol?
                private let queue = OperationQueue()
                func start() {
                    observer = NotificationCenter.default.addObserver(forName: .playerDidLoad, object: nil, queue: queue) { _ in }
                }
            }
            """)
        #expect(left.isEmpty, "\(left)")
        #expect(
            try #require(text).contains(
                "observer = PlayerNotifier.observe(.playerDidLoad, queue: queue, waitUntilFinished: true) { _ in }"))
    }

    /// A discarded token (a statement, or assigned to `_`) becomes a typed token kept alive, as Foundation keeps
    /// the observer; the block's captures do not matter then.
    @Test func aDiscardedTokenMovesToATokenKeptAlive() throws {
        let (text, left) = Self.rewrite(
            """
            final class Player {
                var counts: [Int] = []
                func start() {
                    NotificationCenter.default.addObserver(forName: .playerDidLoad, object: nil, queue: nil) { [weak self] note in
                        print("loaded")
                        self?.counts.append(note.userInfo?["count"] as? Int ?? 0)
                    }
                    _ = NotificationCenter.default.addObserver(forName: .playerDidLoad, object: nil, queue: .main) { _ in }
                }
            }
            """)
        #expect(left.isEmpty, "\(left)")
        let rewritten = try #require(text)
        #expect(rewritten.contains("        PlayerNotifier.observe(.playerDidLoad) { [weak self] payload in\n"))
        #expect(rewritten.contains("self?.counts.append((payload.count as Int?) ?? 0)\n        }.keepAlive()\n"))
        #expect(
            rewritten.contains(
                "        PlayerNotifier.observe(.playerDidLoad, queue: .main, waitUntilFinished: true) { _ in }.keepAlive()\n"
            ))
    }

    @Test func aTokenUsedOtherwiseIsLeftWithTheReason() {
        let shared = Self.rewrite(
            """
            final class Player {
                private var observer: NSObjectProtocol?
                var all: [NSObjectProtocol?] = []
                func start() {
                    observer = NotificationCenter.default.addObserver(forName: .playerDidLoad, object: nil, queue: nil) { _ in }
                    all.append(observer)
                }
            }
            """)
        #expect(shared.text?.contains("Notifier.observe") == false)
        #expect(shared.left.first?.contains("the code uses the token in") == true)
        let weak = Self.rewrite(
            """
            final class Player {
                private var observer: NSObjectProtocol?
                func start() {
                    observer = NotificationCenter.default.addObserver(forName: .playerDidLoad, object: nil, queue: nil) {
                        [weak self] _ in print("loaded")
                    }
                }
            }
            """)
        #expect(weak.left.first?.contains("does work without `self`") == true)
        let returned = Self.rewrite(
            """
            final class Player {
                func start() -> NSObjectProtocol {
                    NotificationCenter.default.addObserver(forName: .playerDidLoad, object: nil, queue: nil) { _ in }
                }
            }
            """)
        #expect(returned.left.first?.contains("the token is returned") == true, "\(returned.left)")
    }
}
