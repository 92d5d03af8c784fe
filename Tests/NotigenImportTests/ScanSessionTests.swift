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
        #expect(!session.widen(["count2"]))
        #expect(session.widen(["count"]))
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
