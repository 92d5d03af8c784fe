import Foundation
import NotigenImport
import Testing

/// What the importer infers from the fixture app: names, wire names, sites, fields with their evidence, and refusals.
struct InferenceTests {
    let result = AppFixture.run()

    @Test func everyDeclaredAndInlineNameIsImportedWithItsWireName() {
        let wires = Set(result.report.names.map(\.wireName))
        #expect(
            wires == ["PCSyncDone", "PCSyncFailed", "PCNever", "User.LoginChanged", "SJEpisodeChanged", "InlineName"])
        let episode = AppFixture.name("SJEpisodeChanged", in: result)
        #expect(episode?.swiftName == "episodeChanged")
        #expect(episode?.declaration == "extension Notification.Name")
        #expect(episode?.declaredAt?.description == "App/Names.swift:14:16")
        #expect(AppFixture.name("PCSyncDone", in: result)?.declaration == "type ServerNotifications")
        #expect(AppFixture.name("InlineName", in: result)?.declaration == "inline")
    }

    @Test func sitesAreFoundWithTheirStyles() throws {
        let episode = try #require(AppFixture.name("SJEpisodeChanged", in: result))
        #expect(episode.posts.map(\.at.description) == ["App/Poster.swift:6:9"])
        #expect(episode.observers.map(\.style) == ["selector"])
        let login = try #require(AppFixture.name("User.LoginChanged", in: result))
        #expect(login.observers.map(\.style) == ["block"])
        let done = try #require(AppFixture.name("PCSyncDone", in: result))
        #expect(done.posts.first?.wrapper == "postOnMainThread")
        #expect(AppFixture.name("PCNever", in: result)?.neverPostedOrObserved == true)
        #expect(episode.neverPostedOrObserved == false)
    }

    @Test func fieldsCarryTheirKeyTypeAndEvidence() throws {
        let episode = try #require(AppFixture.name("SJEpisodeChanged", in: result))
        let fields = Dictionary(uniqueKeysWithValues: episode.fields.map { ($0.key ?? "", $0) })
        let uuid = try #require(fields["episodeUuid"])
        #expect(uuid.type == "String" && !uuid.optional && uuid.confidence == "high")
        #expect(Set(uuid.evidence.map(\.kind)) == ["declaration", "cast"])
        #expect(uuid.evidence.contains { $0.detail == "parameter `uuid: String`" })
        #expect(fields["isAvailable"]?.type == "Bool")
        // The local dictionary at the post and the block observer's cast agree.
        let failed = try #require(AppFixture.name("PCSyncFailed", in: result))
        #expect(failed.fields.map(\.type) == ["String"])
        #expect(failed.fields.first?.confidence == "high")
        #expect(AppFixture.name("InlineName", in: result)?.fields.first?.confidence == "medium")
    }

    @Test func sequenceAndPublisherObserversReadTheirClosures() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name { static let changed = Notification.Name("Changed") }
                func watch() async {
                    for await note in NotificationCenter.default.notifications(named: .changed) {
                        _ = note.userInfo?["count"] as? Int
                    }
                    _ = NotificationCenter.default.publisher(for: .changed).sink { note in _ = note.userInfo?["flag"] as? Bool }
                    _ = player.publisher(for: \\.timeControlStatus)
                }
                """)
        let changed = try #require(AppFixture.name("Changed", in: AppFixture.run([source])))
        #expect(changed.observers.map(\.style) == ["asyncSequence", "publisher"])
        #expect(changed.fields.map(\.type) == ["Int?", "Bool?"])
        #expect(AppFixture.run([source]).report.refused.isEmpty)
    }

    @Test func namesKnownOnlyAtRunTimeAreRefusedWithTheSite() {
        #expect(result.report.refused.map(\.subject) == ["dynamic"])
        #expect(result.report.refused.first?.at?.description == "App/Poster.swift:13:9")
    }

    @Test func conflictingTypesAndNonSendableTypesAreNotes() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                class Cache {}
                extension Notification.Name { static let changed = Notification.Name("Changed") }
                func post(cache: Cache) {
                    NotificationCenter.default.post(name: .changed, object: nil, userInfo: ["count": 1, "cache": cache])
                }
                func read(_ note: Notification) {
                    _ = note.userInfo?["count"] as? String
                }
                func observe() {
                    NotificationCenter.default.addObserver(forName: .changed, object: nil, queue: nil) { note in
                        _ = note.userInfo?["count"] as? String
                    }
                }
                """)
        let changed = try #require(AppFixture.name("Changed", in: AppFixture.run([source])))
        #expect(changed.fields.isEmpty)
        #expect(changed.notes.map(\.reason).contains("conflicting types between sites: Int, String"))
        #expect(
            changed.notes.contains {
                $0.subject == "cache" && $0.reason.contains("class Cache is not declared Sendable")
            })
    }

    /// A type nested in a main-actor class is typed by itself: `Feed.SettingKey` is a Sendable enum, not `Feed`.
    @Test func aTypeNestedInAMainActorClassIsAField() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                @MainActor final class Feed {}
                extension Feed { enum SettingKey: Sendable { case iconURL } }
                extension Notification.Name { static let changed = Notification.Name("Changed") }
                func post(key: Feed.SettingKey, feed: Feed) {
                    NotificationCenter.default.post(name: .changed, object: nil, userInfo: ["key": key, "feed": feed])
                }
                """)
        let changed = try #require(AppFixture.name("Changed", in: AppFixture.run([source])))
        #expect(changed.fields.map(\.type) == ["Feed.SettingKey"])
        #expect(
            changed.notes.contains { $0.subject == "feed" && $0.reason.contains("class Feed is main-actor isolated") })
    }

    @Test func aKeyMissingAtSomePostsIsOptional() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name { static let changed = Notification.Name("Changed") }
                func post() {
                    NotificationCenter.default.post(name: .changed, object: nil, userInfo: ["a": 1, "b": "x"])
                    NotificationCenter.default.post(name: .changed, object: nil, userInfo: ["a": 2])
                }
                """)
        let changed = try #require(AppFixture.name("Changed", in: AppFixture.run([source])))
        #expect(changed.fields.map(\.type) == ["Int", "String?"])
    }

    @Test func userInfoBuiltByAssignmentsIsRead() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name { static let downloaded = Notification.Name("Downloaded") }
                func post(feeds: Set<String>, newIDs: Set<String>?, count: Int) {
                    var userInfo = [String: Any]()
                    if let newIDs { userInfo["new"] = newIDs }
                    userInfo["feeds"] = feeds
                    userInfo["count"] = NSNumber(value: count)
                    NotificationCenter.default.post(name: .downloaded, object: nil, userInfo: userInfo)
                }
                func observe() {
                    _ = NotificationCenter.default.addObserver(forName: .downloaded, object: nil, queue: nil) { note in
                        _ = note.userInfo?["count"] as? Int
                    }
                }
                """)
        let downloaded = try #require(AppFixture.name("Downloaded", in: AppFixture.run([source])))
        #expect(downloaded.fields.map(\.key) == ["new", "feeds", "count"])
        #expect(downloaded.fields.map(\.type) == ["Set<String>?", "Set<String>", "Int"])
    }

    @Test func objectValuesBecomeFieldsAndSelfASender() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name {
                    static let podcastUpdated = Notification.Name("PodcastUpdated")
                    static let feedLoaded = Notification.Name("FeedLoaded")
                }
                final class Feed: Sendable {
                    func load(podcastUuid: String) {
                        NotificationCenter.default.post(name: .podcastUpdated, object: podcastUuid)
                        NotificationCenter.default.post(name: .feedLoaded, object: self)
                    }
                }
                func observe() {
                    NotificationCenter.default.addObserver(forName: .podcastUpdated, object: nil, queue: nil) { note in
                        _ = note.object as? String
                    }
                    NotificationCenter.default.addObserver(forName: .feedLoaded, object: nil, queue: nil) { note in
                        _ = note.object as? Feed
                    }
                }
                """)
        let result = AppFixture.run([source])
        let updated = try #require(AppFixture.name("PodcastUpdated", in: result))
        #expect(updated.fields.map(\.in) == ["object"])
        #expect(updated.fields.map(\.name) == ["podcastUuid"])
        #expect(AppFixture.name("FeedLoaded", in: result)?.sender == "Feed")
        #expect(result.spec?.contains("podcastUuid: { type: \"String\", in: object }") == true)
        #expect(result.spec?.contains("sender: \"Feed\"") == true)
    }

    @Test func conditionsAndOtherCentersAreReported() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name {
                    #if os(macOS)
                    static let windowFilter = Notification.Name("WindowFilter")
                    #else
                    static let phoneFilter = Notification.Name("PhoneFilter")
                    #endif
                }
                func post() {
                    DistributedNotificationCenter.default().post(name: .windowFilter, object: nil)
                    NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in }
                }
                """)
        let result = AppFixture.run([source], rewrite: true)
        #expect(AppFixture.name("WindowFilter", in: result)?.conditions == ["os(macOS)"])
        #expect(AppFixture.name("PhoneFilter", in: result)?.conditions == ["!(os(macOS))"])
        #expect(result.spec?.contains("if: \"os(macOS)\"") == true)
        #expect(AppFixture.name("WindowFilter", in: result)?.posts.first?.center == "distributed")
        #expect(result.report.external.map(\.name) == ["UIApplication.didBecomeActiveNotification"])
        #expect(result.report.rewrite?.left.contains { $0.reason == "posted to a distributed center" } == true)
    }

    @Test func objectiveCPostersAreReported() throws {
        let objectiveC = ImportSource(
            path: "Legacy.m",
            text:
                "- (void)done {\n    [[NSNotificationCenter defaultCenter] postNotificationName:@\"PCSyncDone\" object:nil];\n"
                + "    [center postNotificationName:kLegacyName object:self];\n}\n")
        let result = Importer.run(AppFixture.sources, objectiveC: [objectiveC], skipped: [], options: .init())
        let done = try #require(AppFixture.name("PCSyncDone", in: result))
        #expect(done.notes.contains { $0.subject == "Objective-C post" && $0.at?.description == "Legacy.m:2:43" })
        #expect(
            result.report.refused.contains { $0.subject == "kLegacyName" && $0.reason.hasPrefix("Objective-C poster") })
    }

    @Test func sourcesWithoutNotificationsGiveNoSpec() {
        let result = AppFixture.run([ImportSource(path: "A.swift", text: "struct A { let x = 1 }\n")])
        #expect(result.spec == nil)
        #expect(result.report.names.isEmpty)
    }

    /// A file that holds no word notification code needs is not parsed (`ScanSession`), so its errors are not
    /// listed: they could hide no site.
    @Test func unparsableSourcesAreReportedAndTheRestIsStillRead() {
        let broken = ImportSource(path: "Broken.swift", text: "func f( {\n let = \n center.post(name: \n")
        let quiet = ImportSource(path: "Quiet.swift", text: "func f( {\n let = \n")
        let result = AppFixture.run(AppFixture.sources + [broken, quiet])
        #expect(Set(result.report.files.parseErrors.map(\.path)) == ["Broken.swift"])
        #expect(result.report.names.count == 6)
    }

    /// `NSNumber(value: x)` posts x's type; `.boolValue`/`.intValue` read from an `NSNumber` cast say the number's.
    @Test func numbersPostedAndReadAsNSNumberHaveTheirSwiftType() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name {
                    static let sorted = Notification.Name("Sorted")
                    static let counted = Notification.Name("Counted")
                    static let progress = Notification.Name("Progress")
                }
                func post(isOn: Bool) {
                    let object = NSNumber(value: isOn)
                    NotificationCenter.default.post(name: .sorted, object: object)
                }
                func watch() {
                    _ = NotificationCenter.default.addObserver(forName: .counted, object: nil, queue: nil) { note in
                        if let number = note.userInfo?["count"] as? NSNumber { print(number.intValue) }
                    }
                    _ = NotificationCenter.default.addObserver(forName: .progress, object: nil, queue: nil) { note in
                        print((note.object as? NSNumber)?.doubleValue ?? 0)
                    }
                }
                """)
        let result = AppFixture.run([source])
        let sorted = try #require(AppFixture.name("Sorted", in: result)?.fields.first)
        #expect(sorted.type == "Bool" && sorted.in == "object")
        #expect(sorted.evidence.first?.detail == "local `object`: `NSNumber(value:)` of parameter `isOn: Bool`")
        let counted = try #require(AppFixture.name("Counted", in: result)?.fields.first)
        #expect(counted.type == "Int?" && counted.evidence.first?.detail == "`as? NSNumber` read as `.intValue`")
        // Observers alone read a value from `object`: an optional field in `object:`.
        let progress = try #require(AppFixture.name("Progress", in: result)?.fields.first)
        #expect(progress.type == "Double?" && progress.in == "object" && progress.confidence == "medium")
    }

    /// A `userInfo` built by a function of the sources (one dictionary literal of its parameters) gives the post its
    /// keys and types, whether the post calls it or passes a local holding its result.
    @Test func userInfoBuiltByAHelperFunctionIsRead() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name { static let failed = Notification.Name("Failed") }
                struct LogKey {
                    static let message = "message"
                    static func userInfo(message: String, line: Int = #line) -> [String: Any] {
                        [Self.message: message, "line": line]
                    }
                }
                func log(_ text: String) {
                    let info = LogKey.userInfo(message: text)
                    NotificationCenter.default.post(name: .failed, object: nil, userInfo: info)
                    NotificationCenter.default.post(name: .failed, object: nil, userInfo: LogKey.userInfo(message: "x"))
                }
                """)
        let result = AppFixture.run([source])
        let failed = try #require(AppFixture.name("Failed", in: result))
        #expect(failed.fields.map(\.key) == ["message", "line"])
        #expect(failed.fields.map(\.type) == ["String", "Int"])
        #expect(
            failed.fields.first?.evidence.first?.detail == "built by `LogKey.userInfo(…)`: parameter `message: String`")
        #expect(failed.notes.isEmpty)
    }

    /// A value posted `as Any` says nothing of its type and may be nil: the observer's cast types it, optional.
    @Test func aValueBoxedAsAnyIsTypedByTheCastAndOptional() throws {
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name { static let intercepted = Notification.Name("Intercepted") }
                func post(items: [URLQueryItem]?) {
                    let item = items?.first
                    NotificationCenter.default.post(name: .intercepted, object: nil, userInfo: ["origin": item?.value as Any])
                }
                func watch() {
                    _ = NotificationCenter.default.addObserver(forName: .intercepted, object: nil, queue: nil) { note in
                        _ = note.userInfo?["origin"] as? String
                    }
                }
                """)
        let result = AppFixture.run([source], rewrite: true)
        let intercepted = try #require(AppFixture.name("Intercepted", in: result))
        #expect(intercepted.fields.map(\.type) == ["String?"])
        #expect(intercepted.notes.isEmpty)
        // The typed post passes the value itself, not its box.
        #expect(result.rewrittenFiles["A.swift"]?.contains("post(.intercepted(origin: item?.value))") == true)
    }
}
