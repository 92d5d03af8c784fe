import Foundation
import NotigenCore
import Testing

@testable import NotigenTestSupport

/// The rewritten `RewriteFixture.feeds` built with the imported spec's generated code under Swift 6 (strict
/// concurrency, `-warnings-as-errors`) and run: the rewritten loops receive what code without notigen posts by name
/// (the object as the sender or field, `userInfo` as the fields) and what the rewritten typed posts send.
struct RewrittenSourcesRunTests {
    /// Starts each rewritten loop in a task of its own, then posts each notification (again until the loop has
    /// reported it: a loop observes from its first turn) by name and typed, and prints `ok` or `FAIL` per line.
    static let main = """
        import Foundation
        import NotigenRuntime

        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var lines: [String] = []
            func add(_ line: String) { lock.withLock { lines.append(line) } }
            func contains(_ line: String) -> Bool { lock.withLock { lines.contains(line) } }
        }

        let log = Log()
        let watcher = Watcher { log.add($0) }
        Task.detached { await watcher.watchFeeds() }
        Task.detached { await watcher.watchEpisodes() }
        Task.detached { await watcher.countStarts() }
        Task.detached { await watcher.watchPositions(payload: "at") }
        var failed = false

        @MainActor func expect(_ line: String, _ post: () -> Void) {
            for _ in 0..<12_000 where !log.contains(line) {
                post()
                Thread.sleep(forTimeInterval: 0.01)
            }
            failed = failed || !log.contains(line)
            print(log.contains(line) ? "ok    \\(line)" : "FAIL  \\(line)")
        }

        let feed = Feed(title: "news")
        expect("news 3") {
            NotificationCenter.default.post(name: Notification.Name("FeedDidRefresh"), object: feed, userInfo: ["count": 3])
        }
        expect("news 4") { feed.refresh(count: 4) }
        expect("started e1 1.5") {
            NotificationCenter.default.post(name: Notification.Name("EpisodeStarted"), object: "e1", userInfo: ["position": 1.5])
        }
        expect("started e2 2.5") { Player().start(uuid: "e2", at: 2.5) }
        expect("a start") { Player().start(uuid: "e3", at: 0) }
        expect("at 7.5") { Player().start(uuid: "e4", at: 7.5) }
        exit(failed ? 1 : 0)

        """

    @Test func rewrittenLoopsReceiveNamedAndTypedPosts() throws {
        let result = RewriteFixture.run()
        let spec = try #require(result.spec)
        let feeds = try #require(result.rewrittenFiles["Feeds/Feeds.swift"])
        let build = try CompatibilityBuild(.swift6)
        let generated = try Repository.generate(
            [SpecSource(path: "feeds.yaml", bytes: Array(spec.utf8))],
            into: build.folder.appendingPathComponent("Generated"))
        var sources: [URL] = []
        for (name, text) in [("main.swift", Self.main), ("Feeds.swift", "import NotigenRuntime\n" + feeds)] {
            let url = build.folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url)
        }
        try #require(CompatibilityBuild.expectClean(try build.executable("Feeds", sources + generated), "Feeds"))
        let run = try build.run("Feeds")
        #expect(run.succeeded, "\(run)")
        #expect(run.output.split(separator: "\n").filter { $0.hasPrefix("ok    ") }.count == 6, "\(run)")
    }
}
