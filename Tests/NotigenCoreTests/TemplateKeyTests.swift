import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The templates and the contexts agree: every tag a template uses names a key of a context it is looked up in (a
/// misspelt tag would render as nothing), and every key a context offers is used by a tag (none is dead). Lookups
/// follow Mustache's rule: inside a section, the innermost context that has the key answers; a partial sees the
/// contexts of the tag that includes it. `TemplateReferenceTests` checks that docs/TEMPLATES.md documents every key.
@Suite struct TemplateKeyTests {
    /// A spec with every kind of section: an import, payloads with `userInfo` keys and documented and deprecated
    /// fields, merged cases with and without fields, a main-actor case, docs and deprecations.
    static let spec = """
        notigen: 1
        access: public
        userInfo: fields
        imports: [Models]
        notifiers:
          Shop:
            doc: The shop.
            deprecated: Use Store.
            cases:
              didOrder:
                doc: An order.
                deprecated: Use didBuy.
                payload:
                  item: { type: String, doc: The item., deprecated: Use items. }
                  note: String?
              checkout:
                isolation: main
                result:
                  success: { total: Int }
                  failure: { reason: String }
              refresh:
                result: { success: {}, failure: {} }
        """

    static let contextTypes: [TemplateObject.Type] = [
        FileContext.self, ImportContext.self, NotifierContext.self, CaseContext.self, PayloadContext.self,
        FieldContext.self, FieldVariantContext.self, MessageContext.self,
    ]

    @Test(arguments: Generator.templateNames.filter { $0 == "file" || $0 == "notifier" })
    func everyTagNamesAKey(_ template: String) throws {
        let templates = try Self.templates()
        let root: TemplateObject = template == "file" ? try Self.fileContext() : try Self.notifierContext()
        var unresolved: [String] = []
        Self.walk(templates[template] ?? [], in: [.object(root)], templates: templates) { name, stack in
            if TemplateSet.lookup(name.keys, in: ContextStack(stack)) == nil {
                unresolved.append(name.names.joined(separator: "."))
            }
        }
        #expect(unresolved.isEmpty, "\(template).mustache and its partials: tags that name no key: \(unresolved)")
    }

    @Test func everyContextKeyIsUsedByATag() throws {
        let templates = try Self.templates()
        var used: Set<String> = []
        for nodes in templates.values { Self.names(nodes, into: &used) }
        // `specFileName` is for overrides (a license header naming the spec): the installed header line is
        // `generatedHeader`.
        used.insert("specFileName")
        for type in Self.contextTypes {
            for key in type.keys {
                #expect(used.contains(key.name), "\(type).\(key) is a key no template uses")
            }
        }
    }

    /// A context of each type, from the test spec: the file, an import, a notifier, its first case, payload and field.
    static func oneContextOfEachType() throws -> [TemplateObject] {
        let notifier = try notifierContext()
        let shop = try #require(notifier.cases.first)
        return [
            try fileContext(), try #require(try fileContext().imports.first), notifier, shop,
            try #require(notifier.payloads.first), try #require(shop.lists.fields.all.first),
        ]
    }

    @Test func everyKeyAnswersAndNoOtherDoes() throws {
        let contexts = try Self.oneContextOfEachType()
        for context in contexts {
            for key in type(of: context).keys {
                #expect(context.value(for: key) != nil, "\(type(of: context)) does not answer its key \(key)")
            }
        }
    }

    /// The keys tags are resolved to are exactly the keys the contexts list; a context answers no key it does not
    /// list.
    @Test func templateKeysAreTheContextsKeys() throws {
        let listed = Set(Self.contextTypes.flatMap { $0.keys })
        #expect(Set(TemplateKey.allCases) == listed)
        let contexts = try Self.oneContextOfEachType()
        for context in contexts {
            let own = Set(type(of: context).keys)
            for key in TemplateKey.allCases where !own.contains(key) {
                #expect(context.value(for: key) == nil, "\(type(of: context)) answers \(key), which it does not list")
            }
        }
    }

    /// Each key is declared once in its class's table, with a kind (by construction: `.text`, `.flag`, …) and a
    /// meaning of its own; a key several classes answer is one shared declaration (`TemplateKeyInfo+Shared.swift`),
    /// so that it has one kind and one meaning wherever a tag finds it; and each key finds its own declaration.
    @Test func everyKeyIsDeclaredOnceWithAKindAndAMeaning() throws {
        var seen: [String: (TemplateContextClass, TemplateKeyInfo)] = [:]
        for context in TemplateContextClass.allCases {
            var names: Set<String> = []
            #expect(!context.declarations.isEmpty, "\(context.name) declares no key")
            for (position, declaration) in context.declarations.enumerated() {
                #expect(names.insert(declaration.name).inserted, "\(context.name) declares '\(declaration.name)' twice")
                #expect(
                    declaration.name.first?.isLetter == true && declaration.name.allSatisfy(\.isLetter),
                    "\(context.name): '\(declaration.name)' is no key name")
                #expect(
                    declaration.meaning.count > 10 && declaration.meaning.hasSuffix("."),
                    "\(context.name).\(declaration.name) has no meaning (one sentence)")
                if let (other, first) = seen[declaration.name] {
                    #expect(
                        first == declaration,
                        """
                        '\(declaration.name)' is declared differently by \(other.name) and \(context.name): \
                        declare it once in TemplateKeyInfo+Shared.swift
                        """)
                } else {
                    seen[declaration.name] = (context, declaration)
                }
                let key = try #require(TemplateKey.named(declaration.name))
                #expect(key.slot(in: context) == position, "\(context.name).\(declaration.name)")
                #expect(context.declaration(of: key) == declaration)
            }
        }
        #expect(Set(TemplateKey.allCases.map(\.name)) == Set(seen.keys))
        #expect(TemplateKey.allCases.count == seen.count)
    }

    /// A tag whose name is no key, or a dotted name with a part that is none, finds nothing, and renders as a name
    /// no context has: nothing for a variable or a section, its content for an inverted section.
    @Test func unknownNamesFindNothing() throws {
        let notifier = try Self.notifierContext()
        for name in ["notAKey", "name.notAKey", "notAKey.name"] {
            let path = TemplatePath(name.split(separator: ".").map(String.init))
            #expect(path.keys == nil)
            #expect(TemplateSet.lookup(path.keys, in: ContextStack([.object(notifier)])) == nil)
        }
        let templates = try TemplateSet(["main": "[{{notAKey}}{{#notAKey}}x{{/notAKey}}{{^notAKey}}y{{/notAKey}}]"])
        #expect(templates.render("main", notifier) == "[y]")
    }

    /// Calls `visit` with each variable and section name of `nodes` and the contexts it is looked up in, entering
    /// each section with every element it has (a flag's or an inverted section with the contexts around it; an
    /// empty list's never renders) and each partial.
    static func walk(
        _ nodes: [TemplateNode], in stack: [TemplateValue], templates: [String: [TemplateNode]],
        _ visit: (TemplatePath, [TemplateValue]) -> Void
    ) {
        for node in nodes {
            switch node {
            case .text: break
            case .variable(let path):
                if !path.names.isEmpty { visit(path, stack) }
            case .partial(let name, _, _):
                walk(templates[name] ?? [], in: stack, templates: templates, visit)
            case .section(let path, let children, let inverted):
                visit(path, stack)
                let value = TemplateSet.lookup(path.keys, in: ContextStack(stack))
                var entered: [TemplateValue] = []
                switch value {
                case _ where inverted, .flag, nil: walk(children, in: stack, templates: templates, visit)
                case .objects(let objects): entered = objects.map(TemplateValue.object)
                case .texts(let texts): entered = texts.map(TemplateValue.text)
                case .text, .object: entered = value.map { [$0] } ?? []
                }
                for element in entered { walk(children, in: stack + [element], templates: templates, visit) }
            }
        }
    }

    /// The first part of every name a tag of `nodes` uses.
    static func names(_ nodes: [TemplateNode], into names: inout Set<String>) {
        for node in nodes {
            switch node {
            case .text, .partial: break
            case .variable(let path): if let first = path.names.first { names.insert(first) }
            case .section(let path, let children, _):
                if let first = path.names.first { names.insert(first) }
                Self.names(children, into: &names)
            }
        }
    }

    static func templates() throws -> [String: [TemplateNode]] {
        var templates: [String: [TemplateNode]] = [:]
        for name in Generator.templateNames {
            let text = try String(
                contentsOf: Repository.templates.appendingPathComponent(name + ".mustache"), encoding: .utf8)
            templates[name] = try TemplateParser(text, template: name).parse()
        }
        return templates
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
}
