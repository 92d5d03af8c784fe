import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import NotigenImport
@testable import NotigenTestSupport

/// The prefilter (`ScanSession`) parses only the files whose words notification code needs, and the files holding a
/// name the stages look up; the import, the audit and the map are the same as when every file is parsed.
struct ScanSessionTests {
    @Test func wordsAreFoundWholeInOnePass() {
        let words = WordSet(["post", "Name", "addObserver"])
        #expect(words.occurs(in: "center.post(name: x)"))
        #expect(words.occurs(in: "post"))
        #expect(words.occurs(in: "let n: Notification.Name"))
        #expect(words.occurs(in: "center.`post`(x)"), "a backticked identifier")
        #expect(words.occurs(in: "é.addObserver"), "a non-ASCII neighbour is a boundary")
        #expect(words.occurs(in: "xpost Name"))
        #expect(!words.occurs(in: "poster(); repost(); post_it(); fileName; Names; name; POST; ost"))
        #expect(!words.occurs(in: ""))
        #expect(!WordSet([]).occurs(in: "post"))
        #expect(!WordSet(["not one", ""]).occurs(in: "not one"), "only identifiers are words")
        #expect(WordSet(["a", "_1"]).occurs(in: "(a)"))
        #expect(WordSet(["a", "_1"]).occurs(in: "x._1"))
        #expect(!WordSet(["a", "_1"]).occurs(in: "ab _12"))
    }

    @Test func typesAreFoundAfterTheirKeyword() {
        let types = WordSet(["String", "Payload"])
        #expect(types.followsKeyword(of: .type, in: "struct Payload {}"))
        #expect(
            types.followsKeyword(
                of: .type, in: "final class\n  /* a /* nested */ comment */ // and a line\n `String` {}"))
        #expect(types.followsKeyword(of: .type, in: "indirect enum Payload { case a }"))
        #expect(types.followsKeyword(of: .type, in: "typealias String = Int"))
        #expect(!types.followsKeyword(of: .type, in: "struct Plain { var title: String; let p: Payload }"))
        #expect(!types.followsKeyword(of: .type, in: "struct PayloadX {}; class func Payload()"))
        #expect(!types.followsKeyword(of: .type, in: "struct éPayload {}"), "the name is `éPayload`")
        #expect(!types.followsKeyword(of: .type, in: "substruct Payload {}"))
        #expect(!types.followsKeyword(of: .type, in: "struct /* unterminated Payload"))
        let names = WordSet(["record", "map"])
        #expect(names.followsKeyword(of: .constant, in: "static let record = \"r\""))
        #expect(names.followsKeyword(of: .constant, in: "static let a = \"a\", record = \"r\""))
        #expect(names.followsKeyword(of: .function, in: "static func map() -> [String: Any] { [:] }"))
        #expect(!names.followsKeyword(of: .constant, in: "/// a record\nlet x = values.map { $0 }; func map() {}"))
        #expect(!names.followsKeyword(of: .function, in: "let map = 1; \"record\""))
    }

    @Test func aPayloadTypeDeclaredInAFileWithoutNotificationWordsIsRead() throws {
        let sources = [
            ImportSource(
                path: "Post.swift",
                text: """
                    extension Notification.Name { static let moved = Notification.Name("Moved") }
                    func move(_ item: Item) { NotificationCenter.default.post(name: .moved, object: nil, userInfo: ["item": item]) }
                    """),
            ImportSource(path: "Item.swift", text: "final class Item { var title: String = \"\" }"),
            ImportSource(path: "Plain.swift", text: "struct Plain { var title: String }"),
        ]
        let session = ScanSession(sources, unread: ()) { _, _, _ in () }
        #expect(session.unparsedCount == 2)
        let result = Importer.run(sources, skipped: [], options: .init(module: "App"))
        let every = Importer.run(sources, skipped: [], options: .init(module: "App", prefilter: false))
        #expect(result.spec == every.spec)
        #expect(try #require(result.spec).contains("Item"))
        let demand = NameDemand()
        demand.record("Item", as: .type)
        demand.record("String", as: .type)
        #expect(session.widen(demand))
        #expect(session.unparsedCount == 1, "Plain.swift only uses `String`")
    }

    /// A payload type whose stored property's type is declared in another file, and so on: each round of lookups
    /// parses one more file, until `maximumRounds`, after which every file left is parsed (so that the cost stays
    /// linear); the import is the same.
    @Test func aChainOfTypesEndsInParsingEveryFileLeft() throws {
        let count = ScanSession<Void>.maximumRounds + 4
        var sources = [
            ImportSource(
                path: "Post.swift",
                text: """
                    extension Notification.Name { static let moved = Notification.Name("Moved") }
                    func move(_ item: Link0) {
                        NotificationCenter.default.post(name: .moved, object: nil, userInfo: ["item": item])
                    }
                    """)
        ]
        for index in 0..<count {
            let last = index == count - 1
            sources.append(
                ImportSource(
                    path: "Link\(index).swift",
                    text: last ? "final class Link\(index) {}" : "struct Link\(index) { let next: Link\(index + 1) }"))
        }
        sources.append(ImportSource(path: "Plain.swift", text: "struct Plain {}"))
        let result = Importer.run(sources, skipped: [], options: .init(module: "App"))
        let every = Importer.run(sources, skipped: [], options: .init(module: "App", prefilter: false))
        #expect(result.spec == every.spec)
        #expect(try #require(result.spec).contains("Link0"))
    }

    @Test func aFileWithoutNotificationWordsIsNotParsed() {
        let session = ScanSession(
            [
                ImportSource(path: "A.swift", text: "struct Plain { var fileName: String }"),
                ImportSource(path: "B.swift", text: "let x = Notification.Name(\"x\")"),
            ], unread: ()
        ) { _, _, _ in () }
        #expect(session.unparsedCount == 1)
        #expect(
            ScanSession([ImportSource(path: "A.swift", text: "struct Plain {}")], prefilter: false, unread: ()) {
                _, _, _ in ()
            }.unparsedCount == 0)
    }

    @Test func aFileCallingAWrapperOrNamingAPropertyOfAParsedFileIsParsed() {
        let sources = [
            ImportSource(path: "Declarations.swift", text: SourceScannerTests.declarations),
            // Calls the wrapper `announce` of Declarations.swift, and holds no other word.
            ImportSource(path: "Use.swift", text: "func closed() { announce(name: .x) }"),
            ImportSource(path: "Other.swift", text: "struct Other { var fileURL: URL? }"),
            ImportSource(path: "Plain.swift", text: "struct Plain { var count = 1 }"),
        ]
        let session = ScanSession(sources, unread: ()) { _, _, _ in () }
        #expect(session.unparsedCount == 2)
        #expect(session.result().files[1].posts.count == 1)
        let other = NameDemand()
        other.record("count2", as: .constant)
        other.record("count", as: .type)
        #expect(!session.widen(other), "`count` is no type's name there")
        let demand = NameDemand()
        demand.record("count", as: .constant)
        #expect(session.widen(demand))
        #expect(session.unparsedCount == 1)
    }

    @Test func aTypedSiteIsParsedForTheMap() {
        let sources = [ImportSource(path: "Typed.swift", text: "func f() { Accounts.observe(.didLogin) { _ in } }")]
        let specs = [MapBuilder.SpecNotification(wireName: "d", notifier: "Accounts", caseName: "didLogin", spec: "s")]
        let map = MapBuilder.build(sources, specs: specs)
        #expect(map == MapBuilder.build(sources, specs: specs, prefilter: false))
        #expect(map.notifications.first?.sites.count == 1)
    }

    /// The corpus as it is (every file holds notification code), and split into one file per top-level declaration,
    /// so that the types, constants and builders that sites use are in files without notification words.
    @Test func theCorpusGivesTheSameOutputsWithAndWithoutThePrefilter() throws {
        let corpus = Repository.root.appendingPathComponent("Tests/Corpus")
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().filter {
            FileManager.default.fileExists(atPath: corpus.appendingPathComponent("\($0)/App").path)
        }
        var everything: [ImportSource] = []
        var unparsed = 0
        for app in apps {
            let folder = corpus.appendingPathComponent(app).appendingPathComponent("App")
            var sources: [ImportSource] = []
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                sources.append(ImportSource(path: "\(app)/\(file)", text: text))
            }
            let split = sources.flatMap(Self.split)
            try Self.expectSameOutputs(sources, app)
            try Self.expectSameOutputs(split, "\(app), split")
            unparsed += ScanSession(split, unread: ()) { _, _, _ in () }.unparsedCount
            everything += sources
        }
        try Self.expectSameOutputs(everything, "the whole corpus")
        #expect(unparsed > 20, "the split corpus has files the prefilter does not parse")
    }

    /// One file per top-level statement or declaration of `source`.
    private static func split(_ source: ImportSource) -> [ImportSource] {
        Parser.parse(source: source.text).statements.enumerated().map { index, item in
            ImportSource(path: source.path.replacingOccurrences(of: ".swift", with: ".\(index).swift"), text: "\(item)")
        }
    }

    private static func expectSameOutputs(_ sources: [ImportSource], _ label: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var results: [Importer.Result] = []
        for prefilter in [true, false] {
            results.append(
                Importer.run(
                    sources, skipped: [], options: .init(module: "App", rewrite: true, prefilter: prefilter)))
        }
        let specs = results[0].report.names.filter { !$0.notifier.isEmpty }
        let rules = AuditRules(
            declared: specs.map {
                AuditRules.Declared(
                    wireName: $0.wireName, notifier: $0.notifier, caseName: $0.case,
                    keys: Set($0.fields.compactMap(\.key)))
            }, allowUntyped: [])
        let notifications = specs.map {
            MapBuilder.SpecNotification(wireName: $0.wireName, notifier: $0.notifier, caseName: $0.case, spec: "s")
        }
        // Compared whole, without printing them on a failure (they are long).
        let same = [
            ("spec", results[0].spec == results[1].spec),
            ("report", try encoder.encode(results[0].report) == encoder.encode(results[1].report)),
            ("rewrite", results[0].rewrittenFiles == results[1].rewrittenFiles),
            ("audit", Auditor.audit(sources, rules: rules) == Auditor.audit(sources, rules: rules, prefilter: false)),
            (
                "map",
                MapBuilder.build(sources, specs: notifications)
                    == MapBuilder.build(sources, specs: notifications, prefilter: false)
            ),
        ]
        for (output, isSame) in same { #expect(isSame, "\(label): the \(output) differs") }
    }
}
