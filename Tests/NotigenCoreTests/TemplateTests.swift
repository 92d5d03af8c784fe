import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// notigen's Mustache subset (`TemplateParser`, `TemplateSet`), and that the templates own the output: a change to a
/// template's signature shows in every fixture's output.
@Suite struct TemplateTests {
    /// A context for the engine's own tests, answering some of the contexts' keys by name (tags are resolved to
    /// the keys the context classes declare): a text (`name`), a flag (`hasFields`: it has children), texts
    /// (`docLines`), objects (`fields`: its children) and an object (`objectField`: its first child).
    final class Item: TemplateObject, @unchecked Sendable {
        let name: String
        let children: [Item]

        init(_ name: String, children: [Item] = []) {
            self.name = name
            self.children = children
        }

        override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
            switch key.name {
            case "name": result.text(name)
            case "hasFields": result.flag(!children.isEmpty)
            case "docLines": result.texts(["one", "", "three"])
            case "fields": result.objects(children)
            case "objectField":
                // A leaf has no first child: the key is looked up outwards.
                guard let first = children.first else { return false }
                result.object(first)
            default: return false
            }
            return true
        }
    }

    /// `template` rendered with `context`, with `partials` beside it.
    func render(_ template: String, partials: [String: String] = [:], _ context: Item) throws -> String {
        try TemplateSet(partials.merging(["main": template]) { $1 }).render("main", context)
    }

    @Test func variablesSectionsAndLookupOutwards() throws {
        let root = Item("root", children: [Item("a"), Item("b", children: [Item("c")])])
        #expect(
            try render("{{#fields}}{{name}}<{{#objectField}}{{name}}{{/objectField}}>{{/fields}}", root) == "a<a>b<c>")
        #expect(try render("{{#fields}}{{^hasFields}}{{name}}/{{/hasFields}}{{/fields}}", root) == "a/")
        #expect(try render("{{objectField.name}} {{{name}}} {{& name}} {{missing}}.", root) == "a root root .")
        #expect(try render("{{#docLines}}[{{.}}]{{/docLines}}", root) == "[one][][three]")
        #expect(try render("{{#name}}{{.}}!{{/name}}{{#hasFields}}yes{{/hasFields}}", root) == "root!yes")
    }

    /// A tag of one key is printed by the context that has it (`TemplateLookup`), a tag of a dotted name from the
    /// value looked up: both print a text as it is, a flag as `true` or `false`, and nothing for lists and objects.
    @Test func tagsPrintTextsAndFlagsOnly() throws {
        let root = Item("root", children: [Item("a", children: [Item("b")])])
        let printed = "{{name}} {{hasFields}} [{{docLines}}] [{{fields}}] [{{objectField}}]"
        #expect(try render(printed, root) == "root true [] [] []")
        #expect(try render(printed, Item("leaf")) == "leaf false [] [] []")
        let dotted = "{{objectField.name}} {{objectField.hasFields}} [{{objectField.fields}}] [{{objectField.x}}]"
        #expect(try render(dotted, root) == "a true [] []")
        // A context that has no value for a key leaves it to the contexts around it.
        #expect(try render("{{#fields}}{{#objectField}}{{name}}{{/objectField}}{{/fields}}", root) == "b")
        let nested = "{{#objectField}}{{#objectField}}[{{objectField}}]{{/objectField}}{{/objectField}}"
        #expect(try render(nested, root) == "[]")
    }

    @Test func standaloneTagsLeaveNoLines() throws {
        let template =
            "{{% CONTENT_TYPE: TEXT }}\nstart\n  {{#fields}}\n  - {{name}}\n  {{/fields}}\n{{! note }}\nend\n"
        #expect(try render(template, Item("r", children: [Item("a"), Item("b")])) == "start\n  - a\n  - b\nend\n")
        // A template saved with Windows line breaks: its standalone lines leave no trace either, "\r\n" included.
        let crlf = "start\r\n\t{{#fields}}\r\n- {{name}}\r\n{{/fields}} \r\nend"
        #expect(try render(crlf, Item("r", children: [Item("a")])) == "start\r\n- a\r\nend")
        // A tag with text before it on its line is not standalone.
        #expect(try render("x {{#hasFields}}\ny{{/hasFields}}", Item("r", children: [Item("a")])) == "x \ny")
    }

    @Test func standalonePartialsAreIndentedAsTheirTag() throws {
        let partials = ["line": "{{name}} {\n    body\n}\n"]
        #expect(
            try render("outer\n    {{> line}}\nafter {{> line}}", partials: partials, Item("x"))
                == "outer\n    x {\n        body\n    }\nafter x {\n    body\n}\n")
    }

    /// `{{~}}` at the end of a line joins the next line to it: its line break and the next line's indentation go,
    /// the text before it stays; anything but whitespace after it on its line is an error.
    @Test func continuationsJoinLines() throws {
        let template = "func f({{#fields}}{{name}}: Int, {{~}}\n        {{/fields}}x: Int) {{~}}  \r\n\t{ }\n{{~}}"
        #expect(
            try render(template, Item("r", children: [Item("a"), Item("b")])) == "func f(a: Int, b: Int, x: Int) { }\n")
        #expect {
            _ = try render("a {{~}} b\nc", Item("x"))
        } throws: { error in
            "\(error)".contains("line 1: {{~}} must end its line")
        }
    }

    /// Every line of the installed templates fits in 120 columns, as the code they write does: a longer output line
    /// is written over several template lines with `{{~}}` (scripts/wrap_templates.py breaks them).
    @Test func templateLinesFitIn120Columns() throws {
        for name in Generator.templateNames {
            let text = try String(
                contentsOf: Repository.templates.appendingPathComponent(name + ".mustache"), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(line.count <= 120, "\(name).mustache:\(index + 1) is \(line.count) columns")
            }
        }
    }

    @Test func unsupportedOrBrokenTemplatesFailWithTheirLine() {
        for (template, message) in [
            ("a\n{{#open}}", "line 2: {{#open}} is never closed"), ("{{/close}}", "closes no open section"),
            ("x\ny {{=<% %>=}}", "line 2: '{{=' tags are not supported"), ("{{> nowhere}}", "'nowhere', which is not"),
            ("{{name", "a tag is not closed"), ("{{two words}}", "'two words' is not a tag name"),
        ] {
            #expect {
                _ = try render(template, Item("x"))
            } throws: { error in
                "\(error)".contains(message)
            }
        }
    }

    /// Every valid golden fixture rendered through a copy of the templates whose key declaration says `…Key:` shows
    /// the changed signature for every case, and differs from the installed templates' output only there.
    @Test(arguments: Fixture.validNames())
    func changedSignatureShowsInEveryFixture(_ name: String) throws {
        var texts: [String: String] = [:]
        for template in Generator.templateNames {
            texts[template] = try String(
                contentsOf: Repository.templates.appendingPathComponent(template + ".mustache"), encoding: .utf8)
        }
        let key = try #require(texts["key"])
        let original = "{{access}}static var {{name}}: NotigenRuntime."
        #expect(key.contains(original))
        texts["key"] = key.replacingOccurrences(of: original, with: "{{access}}static var {{name}}Key: NotigenRuntime.")
        let fixture = Fixture(name)
        let specs = try fixture.specs()
        let installed = try Repository.generator().generate(specs).files
        let changed = try Generator(templates: texts).generate(specs).files
        try #require(installed.count == changed.count)
        let declaration = /static var (\S+):\s+NotigenRuntime\.Notigen(Main)?Key</
        let renamed = /static var (\S+)Key:\s+NotigenRuntime\.Notigen(Main)?Key</
        for (before, after) in zip(installed, changed) {
            let keys = before.contents.matches(of: declaration).count
            #expect(keys > 0, "\(name): no key declaration")
            #expect(after.contents.matches(of: renamed).count == keys, "\(name)")
            // Nothing else changed: with the signature changed back, the texts have the same tokens.
            let restored = after.contents.replacing(renamed) {
                "static var \($0.1): NotigenRuntime.Notigen\($0.2 ?? "")Key<"
            }
            #expect(restored.filter { !$0.isWhitespace } == before.contents.filter { !$0.isWhitespace }, "\(name)")
        }
    }
}
