import Foundation
import SwiftParser
import SwiftSyntax

/// The scanning stage: parses every source with swift-syntax and reads what each declares (first pass, over all
/// files, so that a wrapper declared in one file is known in every other) and does with notifications (second pass).
public enum SourceScanner {
    /// The facts of every file, in the order given; files are parsed on every core.
    static func scan(_ sources: [ImportSource]) -> [ScannedFile] {
        let trees = ParallelWork.map(sources) { Parser.parse(source: $0.text) }
        var files = ParallelWork.map(Array(zip(sources, trees))) { source, tree in
            let scanner = DeclarationScanner(path: source.path, tree: tree)
            scanner.walk(tree)
            var file = scanner.file
            if tree.hasError { file.parseErrors = ErrorFinder.locations(in: tree, path: source.path) }
            return file
        }
        let wrappers = Array(Set(files.flatMap(\.wrappers)))
        var properties: [String: [String: String]] = [:]
        for file in files {
            for (type, members) in file.propertyTypes {
                properties[type, default: [:]].merge(members) { first, _ in first }
            }
        }
        let converters = Set(files.flatMap(\.nameConverters))
        let sites = ParallelWork.map(Array(zip(sources, trees))) { [properties] source, tree in
            let scanner = SiteScanner(path: source.path, tree: tree, wrappers: wrappers)
            scanner.propertyTypes = properties
            scanner.nameConverters = converters
            scanner.walk(tree)
            return (scanner.posts, scanner.observers, scanner.wrappedNames)
        }
        for index in files.indices {
            files[index].posts = sites[index].0
            files[index].observers = sites[index].1
            files[index].wrappedNames = sites[index].2
            // A literal made into a property's name through a wrapper declares that name.
            for literal in sites[index].2 {
                guard let property = literal.property else { continue }
                files[index].declarations.append(
                    NameDeclaration(
                        swiftName: property, container: literal.container, wire: .literal(literal.wire),
                        doc: literal.doc, conditions: literal.conditions, location: literal.location,
                        via: literal.payloadType ?? literal.via))
            }
        }
        return files
    }
}

/// Where a tree with errors has them (the first five), for the report.
private final class ErrorFinder: SyntaxVisitor {
    private var found: [AbsolutePosition] = []

    static func locations(in tree: SourceFileSyntax, path: String) -> [SiteLocation] {
        let finder = ErrorFinder(viewMode: .all)
        finder.walk(tree)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return finder.found.map {
            let location = converter.location(for: $0)
            return SiteLocation(path: path, line: location.line, column: location.column)
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
