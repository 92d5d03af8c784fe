import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The reference of the template contexts is true: `docs/TEMPLATES.md` is what `notigen templates --reference`
/// prints, and each key's declared kind is the kind of the value every context hands over, for every valid fixture.
@Suite struct TemplateReferenceTests {
    @Test func docsTemplatesIsTheGeneratedReference() throws {
        let file = Repository.root.appendingPathComponent("docs/TEMPLATES.md")
        let reference = Generator.templateReference()
        if Repository.isRecording {
            try reference.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.path); review it with git diff, then run again without NOTIGEN_RECORD")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if reference != expected {
            let diff = UnifiedDiff.render(
                old: expected, new: reference, oldLabel: file.path, newLabel: "notigen templates --reference")
            Issue.record("docs/TEMPLATES.md is out of date; NOTIGEN_RECORD=1 rewrites it\n\(diff)")
        }
    }

    @Test func theReferenceListsEveryKeyOfEveryContextWithAnExampleSpecThatValidates() throws {
        let parsed = YAMLParser.parse(Array(TemplateReference.exampleSpec.utf8), file: "user.yaml")
        #expect(SpecValidator.validate(parsed.root, file: "user.yaml").diagnostics.isEmpty)
        let reference = Generator.templateReference()
        for context in TemplateContextClass.allCases {
            #expect(reference.contains("## `\(context.name)`"))
            for declaration in context.declarations {
                #expect(
                    reference.contains("| `\(declaration.name)` | \(declaration.kind.name) | \(declaration.meaning) |"),
                    "\(context.name).\(declaration.name)")
            }
        }
        #expect(Set(TemplateContextClass.allCases.flatMap(\.keys)) == Set(TemplateKey.allCases))
    }

    /// Every context of every valid fixture, and of the reference's example, hands over for each key a value of the
    /// key's kind: a text that is never empty is not, a list's elements are contexts of its element class.
    @Test func everyKeysKindIsTheKindOfItsValues() throws {
        var specs = try Fixture.validNames().flatMap { try Fixture($0).specs() }
        specs.append(SpecSource(path: "user.yaml", bytes: Array(TemplateReference.exampleSpec.utf8)))
        var checked = 0
        for spec in specs {
            let parsed = YAMLParser.parse(spec.bytes, file: spec.path)
            guard let model = SpecValidator.validate(parsed.root, file: spec.path).model else { continue }
            var pending: [TemplateObject] = [FileContext(model: model, notifiers: ["…"])]
            pending += model.notifiers.map { ContextBuilder.notifier($0, access: model.access) }
            while let context = pending.popLast() {
                let contextClass = try #require(
                    TemplateContextClass.allCases.first { "\(type(of: context))" == $0.name })
                for key in contextClass.keys {
                    checked += 1
                    let value = context.value(for: key)
                    let kind = try #require(contextClass.declaration(of: key)).kind
                    switch (kind, value) {
                    case (.text, .text(let text)):
                        #expect(!text.isEmpty, "\(spec.path): \(contextClass.name).\(key) is empty")
                    case (.optionalText, .text), (.flag, .flag), (.texts, .texts): break
                    case (.list(let element), .objects(let objects)):
                        for object in objects {
                            #expect("\(type(of: object))" == element.name, "\(contextClass.name).\(key)")
                        }
                        pending += objects
                    default:
                        Issue.record(
                            "\(spec.path): \(contextClass.name).\(key.name) is declared \(kind), not \(String(describing: value))"
                        )
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }

    @Test func keysShadowTheKeysOfTheContextsAroundThem() {
        #expect(TemplateReference.contextsAround(.field) == [.case, .payload, .fieldVariant, .notifier])
        #expect(TemplateReference.contextsAround(.notifier) == [])
        #expect(TemplateReference.contextsAround(.import) == [.file])
    }
}
