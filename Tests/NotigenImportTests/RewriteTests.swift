import NotigenImport
import Testing

/// `--rewrite`: post sites it fully understands become typed posts, with the comments and layout around them kept;
/// every other site is listed with its reason.
struct RewriteTests {
    let result = AppFixture.run(rewrite: true)

    @Test func fullyUnderstoodPostsBecomeTypedPostsWithTriviaKept() throws {
        let poster = try #require(result.rewrittenFiles["App/Poster.swift"])
        #expect(
            poster.contains(
                "        // tell everyone\n"
                    + "        AppNamesNotifier.post(.episodeChanged(episodeUuid: uuid, isAvailable: available)) // trailing\n"
            ))
        #expect(poster.contains("        AppNamesNotifier.post(.userLoginDidChange)\n"))
        #expect(poster.contains("        PosterNotifier.post(.inlineName(count: 3))\n"))
        // The selector observer, neither main-actor nor `Sendable`, moves unchecked: called on the posting thread as
        // before.
        let observer = try #require(result.rewrittenFiles["App/Observer.swift"])
        #expect(observer.contains("        AppNamesNotifier.addObserver(unchecked: self)\n"))
        #expect(observer.contains("    func episodeChanged(_ notification: AppNamesNotifier.EpisodeChanged) {\n"))
        #expect(observer.contains("extension SelectorObserver: AppNamesNotifierObserver {\n"))
    }

    @Test func everyOtherSiteIsListedWithItsReason() throws {
        let rewrite = try #require(result.report.rewrite)
        #expect(rewrite.rewritten.count == 4)
        let reasons = Dictionary(grouping: rewrite.left, by: { $0.at?.description ?? "" })
        #expect(reasons["App/Poster.swift:9:9"]?.first?.reason.contains("local dictionary") == true)
        #expect(reasons["App/Poster.swift:10:9"]?.first?.reason.contains("postOnMainThread") == true)
        #expect(rewrite.rewritten.contains { $0.description == "App/Observer.swift:19:9" })
        let queued = try #require(reasons["App/Observer.swift:6:23"]?.first)
        #expect(queued.subject == "syncFailed observer (block)")
        #expect(queued.reason.contains("the token is passed to `tokens.append`"))
        #expect(queued.reason.contains("`tokens` is not `private`"))
        let unqueued = try #require(reasons["App/Observer.swift:9:23"]?.first)
        #expect(!unqueued.reason.contains("queue"))
        #expect(rewrite.left.count == 4)
    }

    @Test func withoutRewriteNothingIsPlanned() {
        let plain = AppFixture.run()
        #expect(plain.rewrittenFiles.isEmpty)
        #expect(plain.report.rewrite == nil)
    }

    /// Posts of a merged pair: the success name becomes the typed success, the failure name the typed failure with
    /// the error it posts, or with none (under two names the underlying error is optional).
    @Test func postsOfAPairBecomeTypedSuccessesAndFailures() throws {
        let result = AppFixture.run([ResultPairingTests.pairs], rewrite: true)
        let text = try #require(result.rewrittenFiles["App/Server.swift"])
        #expect(text.contains("        ServerNotifier.post(.purchase(failure: error))\n"))
        #expect(text.contains("        ServerNotifier.post(.purchase(.success(.init(product: productID))))\n"))
        #expect(text.contains("    ServerNotifier.post(.sync(.success(())))\n"))
        #expect(text.contains("    ServerNotifier.post(.sync(.failure(.init())))\n"))
        #expect(result.report.rewrite?.left.contains { $0.subject == "sync failure post" } == false)
    }

    /// A post of a pair whose value is `NSNumber(value: x)` is left, as any post of a boxed number: the typed post
    /// takes x itself.
    @Test func aBoxedNumberInAPostOfAPairIsLeft() throws {
        let source = ImportSource(
            path: "App/Export.swift",
            text: """
                import Foundation
                extension Notification.Name {
                    static let exportDidFinish = Notification.Name("ExportDidFinish")
                    static let exportDidFail = Notification.Name("ExportDidFail")
                }
                func ended(count: Int) {
                    NotificationCenter.default.post(
                        name: .exportDidFinish, object: nil, userInfo: ["count": NSNumber(value: count)])
                    NotificationCenter.default.post(name: .exportDidFail, object: nil)
                }
                func observe() {
                    _ = NotificationCenter.default.addObserver(forName: .exportDidFinish, object: nil, queue: nil) {
                        _ = $0.userInfo?["count"] as? Int
                    }
                }
                """)
        let result = AppFixture.run([source], rewrite: true)
        let names = Dictionary(uniqueKeysWithValues: result.report.names.map { ($0.wireName, $0.result?.side) })
        #expect(names["ExportDidFinish"] == "success" && names["ExportDidFail"] == "failure")
        let left = result.report.rewrite?.left ?? []
        #expect(left.contains { $0.subject.hasSuffix("success post") && $0.reason.contains("`NSNumber`") })
        #expect(!left.contains { $0.subject.hasSuffix("failure post") })
    }

    // MARK: - Senders, values in `object:`, async sequences

    /// A loop over one name of a merged pair is left: the typed sequence would deliver both sides as a `Result`.
    @Test func aLoopOverOneSideOfAPairIsLeft() throws {
        let loop = ImportSource(
            path: "App/Watcher.swift",
            text: """
                import Foundation
                func watch() async {
                    for await _ in NotificationCenter.default.notifications(named: ServerNotifications.syncFailed) {
                        print("failed")
                    }
                }

                """)
        let result = AppFixture.run([ResultPairingTests.pairs, loop], rewrite: true)
        #expect(result.rewrittenFiles["App/Watcher.swift"] == nil)
        let left = try #require(result.report.rewrite?.left.first { $0.at?.path == "App/Watcher.swift" })
        #expect(left.reason.hasPrefix("`PCSyncFailed` is the failure side of the result case `sync`"))
    }

    let feeds = RewriteFixture.run()

    @Test func aSenderPostPassesSelfAsTheSenderWithTriviaKept() throws {
        let text = try #require(feeds.rewrittenFiles["Feeds/Feeds.swift"])
        #expect(
            text.contains(
                "        // refreshed\n"
                    + "        FeedsNotifier.post(.feedDidRefresh(sender: self, count: count)) // trailing\n"))
        #expect(feeds.spec?.contains("sender: \"Feed\"") == true)
    }

    @Test func anObjectValueBecomesTheInObjectField() throws {
        let text = try #require(feeds.rewrittenFiles["Feeds/Feeds.swift"])
        #expect(text.contains("        FeedsNotifier.post(.episodeStarted(position: position, uuid: uuid))\n"))
        #expect(text.contains("        FeedsNotifier.post(.episodeEnded(uuid: uuid))\n"))
        // An optional `in: object` field posted without an object: the factory's nil default, called.
        #expect(text.contains("        FeedsNotifier.post(.episodeEnded())\n"))
    }

    @Test func aLoopThatReadsOnlyFieldsBecomesTheTypedSequence() throws {
        let text = try #require(feeds.rewrittenFiles["Feeds/Feeds.swift"])
        #expect(
            text.contains(
                "        for await payload in FeedsNotifier.notifications(.feedDidRefresh) {\n"
                    + "            // the feed and its count\n"
                    + "            guard let feed = (payload.sender as Feed?), let count = (payload.count as Int?) "
                    + "else { continue }\n"))
        #expect(
            text.contains(
                "        for await payload in FeedsNotifier.notifications(.episodeStarted) "
                    + "where (payload.uuid as String?) != nil {\n"
                    + "            report(\"started \\((payload.uuid as String?) ?? \"\") \\(payload.position)\")\n"))
        #expect(
            text.contains(
                "        for await _ in FeedsNotifier.notifications(.episodeStarted) { report(\"a start\") }\n"))
        // The loop already uses `payload`: the variable keeps its name.
        #expect(
            text.contains(
                "        for await note in FeedsNotifier.notifications(.episodeStarted) {\n"
                    + "            report(\"\\(payload) \\((note.position as Double?) ?? 0)\")\n"))
        #expect(!text.contains("NotificationCenter"))
    }

    @Test func sitesLeftInTheFeedsSayWhy() throws {
        let rewrite = try #require(feeds.report.rewrite)
        // The `Sendable` counter's selector observer moves to the observer protocol (`SelectorMoveTests`), and its
        // block whose token is discarded to a typed token kept alive; every other site of Left.swift stays.
        #expect(rewrite.rewritten.count == 14)
        #expect(
            rewrite.rewritten.filter { $0.path == "Feeds/Left.swift" }.map(\.description) == [
                "Feeds/Left.swift:11:9", "Feeds/Left.swift:13:13",
            ])
        let left = try #require(feeds.rewrittenFiles["Feeds/Left.swift"])
        #expect(left.contains("        FeedsNotifier.addObserver(self)\n"))
        #expect(left.contains("extension Counter: FeedsNotifierObserver {\n"))
        let reasons = Dictionary(uniqueKeysWithValues: rewrite.left.map { ($0.at?.description ?? "", $0) })
        #expect(
            reasons["Feeds/Left.swift:19:9"]?.reason
                == "the case's sender is `Feed` (required), but this post's object is not `self` in `Feed`")
        #expect(reasons["Feeds/Left.swift:23:27"]?.reason.contains("uses the notification as `note.name`") == true)
        #expect(reasons["Feeds/Left.swift:26:24"]?.reason.contains("not the whole sequence of a `for await`") == true)
        #expect(reasons["Feeds/Left.swift:12:17"]?.reason.contains("the token is kept in `token`") == true)
        #expect(left.contains("        FeedsNotifier.observe(.episodeEnded) { _ in }.keepAlive()\n"))
        #expect(
            reasons["Feeds/Left.swift:31:27"]?.reason
                == "the code binds `note` again (a closure parameter or a binding), so its uses are ambiguous")
        #expect(reasons["Feeds/Left.swift:33:21"]?.subject == "episodeStarted observer (block)")
        #expect(
            reasons["Feeds/Left.swift:41:13"]?.reason
                == "`.map` takes `\\.name.rawValue`, not a closure that reads the notification's fields")
        #expect(rewrite.left.count == 7)
    }

    @Test func aPublisherChainThatReadsOnlyFieldsBecomesTheTypedPublisher() throws {
        let text = try #require(feeds.rewrittenFiles["Feeds/Publishers.swift"])
        #expect(
            text.contains(
                "            FeedsNotifier.publisher(for: .feedDidRefresh)\n"
                    + "                .sink { [weak self] payload in\n"
                    + "                    if let count = (payload.count as Int?) { self?.counts.append(count) }\n"))
        #expect(
            text.contains(
                "            FeedsNotifier.publisher(for: .episodeStarted)\n"
                    + "                .compactMap { ($0.uuid as String?) }\n"
                    + "                .sink { [weak self] uuid in self?.uuids.append(uuid) }\n"))
        #expect(text.contains("                .filter { (($0.position as Double?) ?? 0) > 1 }\n"))
        #expect(!text.contains("NotificationCenter"))
    }

    @Test func aSiteUnderTheDeclarationsConditionsIsRewrittenAndOneOutsideIsLeft() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name {
                    #if os(macOS)
                    static let windowMoved = Notification.Name("WindowMoved")
                    #endif
                }
                #if os(macOS)
                func moved() {
                    #if DEBUG
                    NotificationCenter.default.post(name: .windowMoved, object: nil)
                    #endif
                }
                #endif
                func movedEverywhere() { NotificationCenter.default.post(name: .windowMoved, object: nil) }
                """)
        let result = AppFixture.run([source], rewrite: true)
        let rewrite = try #require(result.report.rewrite)
        #expect(rewrite.rewritten.map(\.description) == ["A.swift:10:5"])
        #expect(result.rewrittenFiles["A.swift"]?.contains("    ANotifier.post(.windowMoved)\n    #endif") == true)
        #expect(
            rewrite.left.map(\.reason) == [
                "outside the `#if`, but the case is declared under `#if os(macOS)`: it may not exist here"
            ])
    }

    @Test func aLoopAroundARewrittenPostThatReadsItIsLeft() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name {
                    static let started = Notification.Name("Started")
                    static let echoed = Notification.Name("Echoed")
                }
                func start(at position: Double) {
                    NotificationCenter.default.post(name: .started, object: nil, userInfo: ["position": position])
                }
                func echo() async {
                    for await note in NotificationCenter.default.notifications(named: .started) {
                        NotificationCenter.default.post(name: .echoed, object: nil, userInfo: ["position": Double(note.userInfo?["position"] as? Double ?? 0)])
                    }
                }
                """)
        let result = AppFixture.run([source], rewrite: true)
        let rewrite = try #require(result.report.rewrite)
        #expect(rewrite.rewritten.map(\.description) == ["A.swift:7:5", "A.swift:11:9"])
        #expect(
            result.rewrittenFiles["A.swift"]?.contains(
                "ANotifier.post(.echoed(position: Double(note.userInfo?[\"position\"] as? Double ?? 0)))") == true)
        #expect(rewrite.left.first?.at?.description == "A.swift:10:23")
        #expect(rewrite.left.first?.reason.hasPrefix("another rewritten site overlaps it") == true)
    }
}
