import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import NotigenImport
@testable import NotigenTestSupport

/// Each file is parsed once, its sites read knowing its own declarations; a file whose sites need what another file
/// declares (a posting wrapper, a name converter, a property's type) is scanned again knowing every file's. The
/// import is the same however the code is split into files.
struct SourceScannerTests {
    static let declarations = """
        import Foundation
        struct Key<Payload> {
            let name: Notification.Name
            init(_ name: String) { self.name = Notification.Name(name) }
        }
        func announce(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
            NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
        }
        enum Names {
            static let documentClosed = Notification.Name("DocumentClosed")
            static let documentMoved = Notification.Name("DocumentMoved")
        }
        final class Document {
            var fileURL: URL? { nil }
        }
        """
    /// A post through the wrapper of another file.
    static let wrapperUse = """
        import Foundation
        func closed() { announce(name: Names.documentClosed, userInfo: ["count": 1]) }
        """
    /// A literal through the converter of another file.
    static let converterUse = """
        import Foundation
        enum Notifications {
            static var didPurge: Key<Void> { Key("didPurge") }
        }
        """
    /// A post of a property declared in another file.
    static let propertyUse = """
        import Foundation
        extension Document {
            func move() {
                NotificationCenter.default.post(name: Names.documentMoved, object: nil, userInfo: ["url": fileURL as Any])
            }
        }
        """

    /// The spec without the lines that name files (its first line counts them; a notifier's comment names the file
    /// that declares it).
    private static func spec(_ sources: [ImportSource]) throws -> String {
        let spec = try #require(Importer.run(sources, skipped: [], options: .init(module: "App")).spec)
        return spec.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .filter { !$0.contains("Notifier: the names declared in") }.joined(separator: "\n")
    }

    @Test func theImportIsTheSameWhateverFilesTheCodeIsIn() throws {
        let uses = [Self.wrapperUse, Self.converterUse, Self.propertyUse]
        let split =
            [ImportSource(path: "App/Declarations.swift", text: Self.declarations)]
            + uses.enumerated().map { ImportSource(path: "App/Use\($0.offset).swift", text: $0.element) }
        let whole = ImportSource(
            path: "App/Declarations.swift",
            text: Self.declarations + "\n"
                + uses.map { $0.replacingOccurrences(of: "import Foundation\n", with: "") }
                .joined(separator: "\n"))
        let spec = try Self.spec(split)
        let wholeSpec = try Self.spec([whole])
        #expect(spec == wholeSpec, "\(spec)\n----\n\(wholeSpec)")
        #expect(spec.contains("name: \"DocumentClosed\""))
        #expect(spec.contains("count: { type: \"Int\", key: \"count\" }"), "the wrapper's post is read")
        #expect(spec.contains("name: \"didPurge\""), "the converter's literal is read")
        #expect(spec.contains("url: { type: \"URL?\", key: \"url\" }"), "the property's declared type is read")
    }

    @Test func aFileIsScannedAgainOnlyWhenAnotherFileDeclaresWhatItUses() {
        let files = SourceScanner.scan([
            ImportSource(path: "D.swift", text: Self.declarations),
            ImportSource(path: "U.swift", text: Self.wrapperUse),
        ])
        let everything = ScanKnowledge(files: files)
        let own = ScanKnowledge(files: [files[1]])
        #expect(everything.needsRescan(Self.wrapperUse, own: own, propertyLookups: []))
        #expect(everything.needsRescan(Self.converterUse, own: own, propertyLookups: []))
        #expect(!everything.needsRescan("func f() { announced(); Keys() }", own: own, propertyLookups: []))
        let lookup = ScanKnowledge.PropertyKey(type: "Document", name: "fileURL")
        #expect(everything.needsRescan("", own: own, propertyLookups: [lookup]))
        #expect(!everything.needsRescan("", own: everything, propertyLookups: [lookup]))
    }

    @Test func wordsAreWholeIdentifiers() {
        #expect(ScanKnowledge.containsWord("x = announce(name:)", "announce"))
        #expect(ScanKnowledge.containsWord("announce", "announce"))
        #expect(ScanKnowledge.containsWord("é.announce", "announce"), "a non-ASCII neighbour is a boundary")
        #expect(!ScanKnowledge.containsWord("announced(); preannounce(); announce_x", "announce"))
        #expect(ScanKnowledge.containsWord("announced(); announce()", "announce"))
        #expect(!ScanKnowledge.containsWord("", "announce"))
        #expect(!ScanKnowledge.containsWord("announce", ""))
    }

    /// `trimmedText` is swift-syntax's `trimmedDescription` for every node of every corpus file.
    @Test func trimmedTextIsTrimmedDescription() throws {
        let corpus = Repository.root.appendingPathComponent("Tests/Corpus")
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        var nodes = 0
        for app in apps {
            let folder = corpus.appendingPathComponent(app).appendingPathComponent("App")
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let tree = Parser.parse(source: text)
                for node in Self.allNodes(Syntax(tree)) {
                    nodes += 1
                    #expect(node.trimmedText == node.trimmedDescription, "\(app)/\(file): \(node.kind)")
                }
            }
        }
        #expect(nodes > 10_000)
    }

    private static func allNodes(_ node: Syntax) -> [Syntax] {
        [node] + node.children(viewMode: .all).flatMap(allNodes)
    }
}
