import Foundation
import NotigenCore
import Testing

@testable import NotigenImport
@testable import NotigenTestSupport

/// Block observers on a queue, posted off the main actor, and block observers whose token is discarded move to
/// `observe(_:queue:waitUntilFinished: true)` and to a token kept alive (issue 36). The rewritten file is built with
/// the imported spec's generated code under Swift 6 and Swift 5 and run: each post returns only after the handlers
/// ran, on their queues (the main one on the main thread), as Foundation's did; a discarded token's observer keeps
/// observing; a removed one stops.
@Suite struct BlockMoveBuildTests {
    static let app = """
        import Foundation

        extension Notification.Name {
            static let trackDidLoad = Notification.Name("TrackDidLoad")
        }

        /// Posts off the main actor.
        func loadTrack(count: Int) {
            NotificationCenter.default.post(name: .trackDidLoad, object: nil, userInfo: ["count": count])
        }

        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var entries: [String] = []

            func add(_ entry: String) { lock.withLock { entries.append(entry) } }

            var all: [String] { lock.withLock { entries } }
        }

        let log = Log()

        final class Player {
            private var observer: NSObjectProtocol?
            private let queue: OperationQueue = {
                let queue = OperationQueue()
                queue.maxConcurrentOperationCount = 1
                return queue
            }()

            func start() {
                observer = NotificationCenter.default.addObserver(forName: .trackDidLoad, object: nil, queue: queue) { note in
                    Thread.sleep(forTimeInterval: 0.05)
                    log.add("queued \\(note.userInfo?["count"] as? Int ?? -1)")
                }
            }

            func stop() {
                if let observer { NotificationCenter.default.removeObserver(observer) }
            }
        }

        func watch() {
            _ = NotificationCenter.default.addObserver(forName: .trackDidLoad, object: nil, queue: .main) { note in
                Thread.sleep(forTimeInterval: 0.05)
                log.add("main \\(Thread.isMainThread) \\(note.userInfo?["count"] as? Int ?? -1)")
            }
        }

        """

    /// Posts on the main thread, then on another while the main thread serves the main queue, then after the
    /// player stopped; each post's entries must precede its return.
    static let main = """
        import Foundation

        let player = Player()
        player.start()
        watch()
        loadTrack(count: 1)
        log.add("returned 1")
        let done = DispatchSemaphore(value: 0)
        Thread {
            loadTrack(count: 2)
            log.add("returned 2")
            done.signal()
        }.start()
        while done.wait(timeout: .now()) == .timedOut {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        player.stop()
        loadTrack(count: 3)
        log.add("returned 3")
        let expected = [
            ["main true 1", "queued 1"], ["main true 2", "queued 2"], ["main true 3"],
        ]
        var segments: [[String]] = [[]]
        for entry in log.all {
            if entry.hasPrefix("returned") { segments.append([]) } else { segments[segments.count - 1].append(entry) }
        }
        let seen = segments.dropLast().map { $0.sorted() }
        print(seen == expected && segments.last == [] ? "ok" : "FAIL \\(log.all)")
        """

    @Test func theBlocksMove() throws {
        let result = Importer.run(
            [ImportSource(path: "App/Player.swift", text: Self.app)], skipped: [],
            options: .init(module: "App", rewrite: true))
        let left = (result.report.rewrite?.left ?? []).filter { $0.subject.contains("observer") }.map(\.reason)
        #expect(left.isEmpty, "\(left)")
        let text = try #require(result.rewrittenFiles["App/Player.swift"])
        #expect(text.contains("queue: queue, waitUntilFinished: true) { payload in\n"))
        #expect(text.contains("queue: .main, waitUntilFinished: true) { payload in\n"))
        #expect(text.contains("    }.keepAlive()\n"))
        #expect(text.contains("        self.observer = nil\n"))
    }

    @Test(arguments: [CompilerSetting.swift6, .swift5])
    func theMovedBlocksBuildAndWaitAsFoundationDid(_ setting: CompilerSetting) throws {
        let result = Importer.run(
            [ImportSource(path: "App/Player.swift", text: Self.app)], skipped: [],
            options: .init(module: "App", rewrite: true))
        let text = try #require(result.rewrittenFiles["App/Player.swift"])
        let build = try CompatibilityBuild(setting)
        let generated = try Repository.generate(
            [SpecSource(path: "app.yaml", bytes: Array(try #require(result.spec).utf8))],
            into: build.folder.appendingPathComponent("Generated"))
        var sources: [URL] = []
        for (name, source) in [("main.swift", Self.main), ("Player.swift", "import NotigenRuntime\n" + text)] {
            let url = build.folder.appendingPathComponent(name)
            try source.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url)
        }
        try #require(CompatibilityBuild.expectClean(try build.executable("App", sources + generated), "App"))
        let run = try build.run("App")
        #expect(run.succeeded && run.output.contains("ok"), "\(run)")
    }
}
