import Foundation
import Mustache
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The templates and the contexts agree: every tag a template uses names a key of the context it is looked up in (a
/// misspelt tag would render as nothing), and every key a context offers is used by a tag (none is dead).
/// Lookups follow Mustache's rule: inside a section, the innermost context that has the key answers.
@Suite struct TemplateKeyTests {
    /// A spec with every kind of section: payloads with `userInfo` keys, merged cases with and without fields, a
    /// main-actor case, docs and deprecations.
    static let spec = """
        notigen: 1
        userInfo: fields
        notifiers:
          Shop:
            doc: The shop.
            deprecated: Use Store.
            cases:
              didOrder:
                doc: An order.
                deprecated: Use didBuy.
                payload: { item: String }
              checkout:
                isolation: main
                result:
                  success: { total: Int }
                  failure: { reason: String }
              refresh:
                result: { success: {}, failure: {} }
        """

    /// One tag of a template: its name, whether it opens a section, and the sections it is inside.
    struct Tag {
        var name: String
        var opensSection: Bool
        var path: [String]
    }

    @Test(arguments: ["file", "notifier"])
    func everyTagNamesAKey(_ template: String) throws {
        let root = try Self.rootContext(of: template)
        for tag in try Self.tags(of: template) where tag.name != "." {
            #expect(
                Self.resolves(tag.name, along: tag.path[...], in: [root]),
                "\(template).mustache: {{\(tag.name)}} inside \(tag.path) names no key")
        }
    }

    /// Whether `key` is found inside the sections of `path`, entered from `contexts`: a section over a list is
    /// entered with each of its elements until one answers.
    static func resolves(_ key: String, along path: ArraySlice<String>, in contexts: [Any]) -> Bool {
        guard let section = path.first else { return lookup(key, in: contexts) != nil }
        guard let value = lookup(section, in: contexts) else { return false }
        let elements = (value as? [Any]) ?? [value]
        guard !elements.isEmpty else { return resolves(key, along: path.dropFirst(), in: contexts) }
        return elements.contains { resolves(key, along: path.dropFirst(), in: contexts + [$0]) }
    }

    @Test func everyContextKeyIsUsedByATag() throws {
        let names = try Set(["file", "notifier"].flatMap { try Self.tags(of: $0).map(\.name) })
        let notifier = try Self.notifierContext()
        let contexts: [Any] = [
            try Self.fileContext(), notifier, try #require(notifier.cases.first), try #require(notifier.payloads.first),
            try #require(notifier.results.first),
            try #require(notifier.cases.first { !$0.failureEvent.isEmpty }?.failureEvent.first),
        ]
        for context in contexts {
            // A stored property that is not a key is what `ContextBuilder` reads to print another key (the key
            // holder's functions are printed from the cases' contexts).
            for label in Mirror(reflecting: context).children.compactMap(\.label)
            where (context as? MustacheParent)?.child(named: label) != nil {
                #expect(names.contains(label), "\(type(of: context)).\(label) is a key no template uses")
            }
        }
    }

    /// The innermost context in `contexts` that has `key`, and what it returns for it.
    static func lookup(_ key: String, in contexts: [Any]) -> Any? {
        for context in contexts.reversed() {
            if let value = (context as? MustacheParent)?.child(named: key) { return value }
        }
        return nil
    }

    /// The tags of a template, each with the sections around it.
    static func tags(of template: String) throws -> [Tag] {
        let text = try String(
            contentsOf: Repository.templates.appendingPathComponent(template + ".mustache"), encoding: .utf8)
        var path: [String] = []
        var tags: [Tag] = []
        for match in text.matches(of: /\{\{([#^\/%]?)\s*([^}\s]+)\s*\}\}/) {
            let name = String(match.2)
            switch match.1 {
            case "%": continue
            case "/": path.removeLast()
            case "#", "^":
                tags.append(Tag(name: name, opensSection: true, path: path))
                path.append(name)
            default: tags.append(Tag(name: name, opensSection: false, path: path))
            }
        }
        return tags
    }

    static func model() throws -> Model {
        let source = SpecSource(path: "shop.yaml", bytes: Array(spec.utf8))
        let parsed = YAMLParser.parse(source.bytes, file: source.path)
        return try #require(SpecValidator.validate(parsed.root, file: source.path).model)
    }

    static func notifierContext() throws -> NotifierContext {
        let model = try model()
        return ContextBuilder.notifier(try #require(model.notifiers.first), access: model.access)
    }

    static func fileContext() throws -> FileContext {
        FileContext(model: try model(), notifiers: ["…"])
    }

    static func rootContext(of template: String) throws -> Any {
        template == "file" ? try fileContext() : try notifierContext()
    }
}
