import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The checks of a `--templates` override (`TemplateChecker`): the installed templates pass; each kind of mistake is
/// an error at the tag's line and column, with a did-you-mean where a near name exists.
@Suite struct TemplateCheckerTests {
    static func installed() throws -> [String: String] {
        var texts: [String: String] = [:]
        for name in Generator.templateNames {
            texts[name] = try String(
                contentsOf: Repository.templates.appendingPathComponent(name + ".mustache"), encoding: .utf8)
        }
        return texts
    }

    /// The messages of `texts` checked, as `path:line:column: message`.
    static func findings(_ texts: [String: String]) -> [String] {
        let paths = Dictionary(uniqueKeysWithValues: texts.keys.map { ($0, "T/\($0).mustache") })
        return Generator.checkTemplates(texts, paths: paths).map {
            "\($0.location.file):\($0.location.line):\($0.location.column): \($0.message)"
        }
    }

    /// A set of templates: the installed ones with `changes` (name → text) applied.
    static func overriding(_ changes: [String: String]) throws -> [String: String] {
        try installed().merging(changes) { _, new in new }
    }

    @Test func installedTemplatesPass() throws {
        #expect(Self.findings(try Self.installed()) == [])
    }

    @Test func aTagNamingNoKeyIsAnErrorWithADidYouMean() throws {
        let findings = Self.findings(try Self.overriding(["file": "{{generatedHeader}}\n\n  é {{specFileNme}}\n"]))
        #expect(findings == ["T/file.mustache:3:5: 'specFileNme' names no template key; did you mean 'specFileName'?"])
        let far = Self.findings(try Self.overriding(["file": "{{generatedHeader}}\n{{zzzzzzzz}}\n"]))
        #expect(far == ["T/file.mustache:2:1: 'zzzzzzzz' names no template key"])
    }

    @Test func aKeyOutsideTheContextThatAnswersItIsAnError() throws {
        let findings = Self.findings(
            try Self.overriding(["notifier": "{{typeName}}\n{{#cases}}{{typeName}}{{resultTypes}}{{/cases}}"]))
        #expect(
            findings == [
                "T/notifier.mustache:1:1: 'typeName' is a key of PayloadContext and MessageContext, which this tag is "
                    + "not inside (here: NotifierContext)",
                "T/notifier.mustache:2:11: 'typeName' is a key of PayloadContext and MessageContext, which this tag is "
                    + "not inside (here: CaseContext in NotifierContext)",
                "T/notifier.mustache:2:23: 'resultTypes' names no template key; did you mean 'resultType'?",
            ])
        // The same key inside a section that enters its context is fine, and so is an outer context's key.
        let fine = Self.findings(
            try Self.overriding(["notifier": "{{#payloads}}{{typeName}}{{access}}{{/payloads}}"]))
        #expect(fine == [])
    }

    @Test func tagsThatPrintNothingAreErrors() throws {
        let findings = Self.findings(
            try Self.overriding([
                "file":
                    "{{generatedHeader}}\n{{#lintDirectives}}\n{{.}}\n{{/lintDirectives}}\n{{imports}}{{imports.module}}\n"
            ]))
        #expect(
            findings == [
                "T/file.mustache:3:1: '{{.}}' inside the section over the flag 'lintDirectives' prints 'true'; write "
                    + "the text itself",
                "T/file.mustache:5:1: '{{imports}}' prints nothing: 'imports' is a list of ImportContext; open a "
                    + "section over it ({{#imports}}…{{/imports}})",
                "T/file.mustache:5:12: 'imports.module' finds nothing: no key's value is a single context; open a "
                    + "section over 'imports' instead",
            ])
        let inList = Self.findings(try Self.overriding(["file": "{{generatedHeader}}{{#imports}}{{.}}{{/imports}}"]))
        #expect(
            inList == ["T/file.mustache:1:32: '{{.}}' prints nothing here: it is a ImportContext; name one of its keys"]
        )
    }

    @Test func aSectionOverATextThatIsNeverEmptyIsAnError() throws {
        let findings = Self.findings(
            try Self.overriding([
                "file": "{{generatedHeader}}{{#specFileName}}x{{/specFileName}}{{^notigenVersion}}{{/notigenVersion}}"
            ]))
        #expect(findings.count == 2)
        #expect(
            findings.first?.contains("'specFileName' is a text that is never empty, so a section over it always")
                == true)
        #expect(findings.last?.contains("never renders") == true)
        // A text that may be empty takes a section, and `{{.}}` prints it inside.
        #expect(
            Self.findings(try Self.overriding(["file": "{{generatedHeader}}{{#importAccess}}{{.}}{{/importAccess}}"]))
                == [])
    }

    @Test func partialsThatDoNotExistOrIncludeThemselvesAreErrors() throws {
        let missing = Self.findings(try Self.overriding(["notifier": "x\n  {{> paylod}}\n"]))
        #expect(missing == ["T/notifier.mustache:2:3: the partial 'paylod' is no template; did you mean 'payload'?"])
        let looping = Self.findings(
            try Self.overriding(["notifier": "{{> a}}", "a": "{{> b}}", "b": "{{#cases}}{{> a}}{{/cases}}"]))
        #expect(looping == ["T/b.mustache:1:11: the partial 'a' includes itself (notifier → a → b → a)"])
        // A partial of the override's own is checked in the contexts of the tag that includes it.
        let own = Self.findings(
            try Self.overriding(["notifier": "{{#cases}}{{> house}}{{/cases}}", "house": "// {{name}} {{typeName}}\n"]))
        #expect(own.count == 1)
        #expect(own.first?.hasPrefix("T/house.mustache:1:13: 'typeName' is a key of PayloadContext") == true)
    }

    @Test func theFileTemplateMustWriteTheGeneratedHeader() throws {
        let findings = Self.findings(
            try Self.overriding(["file": "// Generated by me\n{{#notifiers}}{{.}}{{/notifiers}}"]))
        #expect(findings.count == 1)
        #expect(
            findings.first?.hasPrefix("T/file.mustache:1:1: the file template does not write {{generatedHeader}}")
                == true)
        // Inside a section it may not render: it must stand outside every section.
        let hidden = Self.findings(
            try Self.overriding(["file": "{{#lintDirectives}}{{generatedHeader}}{{/lintDirectives}}"]))
        #expect(hidden.count == 1)
    }

    @Test func aTemplateThatDoesNotParseIsAnErrorAtItsTag() throws {
        let findings = Self.findings(try Self.overriding(["key": "ok\n  {{#broken}}\n"]))
        #expect(findings == ["T/key.mustache:2:3: {{#broken}} is never closed"])
    }

    @Test func suggestionsAreTheNearestNameWithinAThirdOfItsLength() {
        #expect(Generator.suggestion(for: "nmae", among: ["name", "names", "typeName"]) == "; did you mean 'name'?")
        #expect(Generator.suggestion(for: "CASES", among: ["cases"]) == "; did you mean 'cases'?")
        #expect(Generator.suggestion(for: "x", among: ["name"]) == "")
        #expect(TemplateChecker.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(TemplateChecker.editDistance([], Array("abc".unicodeScalars)) == 3)
    }

    @Test func versionMarksAreReadAndReplaced() throws {
        let text = try #require(try Self.installed()["file"])
        #expect(Generator.templateVersion(of: text) == nil)
        let marked = Generator.markedTemplate(text)
        #expect(Generator.templateVersion(of: marked) == Generator.version)
        #expect(marked.hasSuffix(text))
        let old = marked.replacingOccurrences(of: "notigen \(Generator.version) ", with: "notigen 0.4.0 ")
        #expect(Generator.templateVersion(of: old) == "0.4.0")
        #expect(Generator.markedTemplate(old) == marked)
        // The mark renders as nothing: the marked templates generate the same code.
        let spec = SpecSource(path: "clock.yaml", bytes: Array(Workspace.spec().utf8))
        let plain = try Generator(templates: try Self.installed()).generate([spec])
        let markedGenerator = try Generator(templates: try Self.installed().mapValues(Generator.markedTemplate))
        #expect(plain.files.map(\.contents) == markedGenerator.generate([spec]).files.map(\.contents))
    }
}
