import Foundation
import SwiftParser
import SwiftSyntax

/// The scanning stage: parses the sources with swift-syntax and reads what each declares (`DeclarationScanner`) and
/// does with notifications (`SiteScanner`).
///
/// The second pass needs what every file declares (posting wrappers, name converters, property types), but keeping
/// every syntax tree until all first passes are done costs memory in proportion to the whole app (about 6 KB a line).
/// So each file is parsed once and both passes run on its tree at once, the second knowing only the file's own
/// declarations; the tree is then dropped. Once every file is read, a file whose sites could have read something
/// that the other files declare is parsed and scanned again (`ScanKnowledge.needsRescan`): one that names a wrapper
/// or converter declared elsewhere, or whose posts looked up a property type the other files declare differently.
/// The facts are those of scanning every file with everything known, and at most one tree per core is alive.
///
/// Parsing is most of the cost, and most files of an app do nothing with notifications, so a file is parsed only
/// when its bytes could hold something the scanner reads (`ScanSession`).
public enum SourceScanner {
    /// The facts of every file, in the order given; files are parsed on every core.
    static func scan(_ sources: [ImportSource], prefilter: Bool = true) -> [ScannedFile] {
        ScanSession(sources, prefilter: prefilter, unread: ()) { _, _, _ in () }.result().files
    }

    /// The facts of `sources`: the first read of each (its declarations, and its sites knowing only its own), and
    /// what `reading` reads from its tree.
    static func firstRead<Extra: Sendable>(
        _ source: ImportSource,
        reading: (ImportSource, SourceFileSyntax, SourceLocationConverter) -> Extra
    ) -> FirstRead<Extra> {
        let tree = Parser.parse(source: source.text)
        let converter = SourceLocationConverter(fileName: source.path, tree: tree)
        let declarations = DeclarationScanner(path: source.path, tree: tree, converter: converter)
        declarations.walk(tree)
        var file = declarations.file
        if tree.hasError { file.parseErrors = ErrorFinder.locations(in: tree, converter: converter) }
        let own = ScanKnowledge(files: [file])
        let sites = SiteScanner.sites(of: source, tree: tree, knowing: own, converter: converter)
        return FirstRead(file: file, own: own, sites: sites, extra: reading(source, tree, converter))
    }

    /// What one file's first read found.
    struct FirstRead<Extra: Sendable>: Sendable {
        let file: ScannedFile
        let own: ScanKnowledge
        let sites: SiteScanner.Sites
        let extra: Extra
    }

    /// The facts of every file from the first reads of the files parsed (nil for a file not parsed, which
    /// declares nothing and does nothing with notifications as far as the stages look): a file whose sites could have
    /// read something that other files declare is parsed again and scanned knowing every file's declarations.
    static func join<Extra: Sendable>(
        _ sources: [ImportSource], _ firstReads: [FirstRead<Extra>?], unread: Extra
    ) -> (files: [ScannedFile], extras: [Extra], propertyLookups: Set<ScanKnowledge.PropertyKey>) {
        var files = zip(sources, firstReads).map { source, read in read?.file ?? ScannedFile(path: source.path) }
        let everything = ScanKnowledge(files: files)
        let again = firstReads.indices.filter { index in
            guard let read = firstReads[index] else { return false }
            return everything.needsRescan(
                sources[index].text, own: read.own, propertyLookups: read.sites.propertyLookups)
        }
        let rescanned = ParallelWork.map(again) { index in
            SiteScanner.sites(of: sources[index], tree: Parser.parse(source: sources[index].text), knowing: everything)
        }
        var sites = firstReads.map { $0?.sites ?? SiteScanner.Sites() }
        for (index, found) in zip(again, rescanned) { sites[index] = found }
        for index in files.indices {
            files[index].posts = sites[index].posts
            files[index].observers = sites[index].observers
            files[index].wrappedNames = sites[index].wrappedNames
            // A literal made into a property's name through a wrapper declares that name.
            for literal in sites[index].wrappedNames {
                guard let property = literal.property else { continue }
                files[index].declarations.append(
                    NameDeclaration(
                        swiftName: property, container: literal.container, wire: .literal(literal.wire),
                        doc: literal.doc, conditions: literal.conditions, location: literal.location,
                        via: literal.payloadType ?? literal.via))
            }
        }
        let lookups = sites.reduce(into: Set<ScanKnowledge.PropertyKey>()) { $0.formUnion($1.propertyLookups) }
        return (files, firstReads.map { $0?.extra ?? unread }, lookups)
    }
}

/// Where a tree with errors has them (the first five), for the report.
private final class ErrorFinder: SyntaxVisitor {
    private var found: [AbsolutePosition] = []

    static func locations(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [SiteLocation] {
        let finder = ErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found.map {
            let location = converter.location(for: $0)
            return SiteLocation(path: location.file, line: location.line, column: location.column)
        }
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found.count < 5 { found.append(node.positionAfterSkippingLeadingTrivia) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing, found.count < 5 { found.append(token.position) }
        return .skipChildren
    }
}

/// `map` over every core, results in order.
enum ParallelWork {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let results = ResultBox<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.set(index, transform(inputs[index]))
        }
        return results.values
    }
}

/// Slots written by `concurrentPerform`'s iterations, each by one.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every slot's value; each was set once by `concurrentPerform`.
    var values: [Value] { slots.compactMap { $0 } }
}
