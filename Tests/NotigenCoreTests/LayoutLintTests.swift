import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The layout pass keeps any spec's output lint-clean: specs with random names of 1 to 60 characters, random field
/// types and every combination of the keys that change the output (`RandomSpec`), and the fixture of long real-world
/// names, generate code that `swift format lint --strict` (the repository's `.swift-format`) finds nothing in, with
/// no line over 120 columns.
@Suite struct LayoutLintTests {
    /// How many random specs, and their seeds: the same every run, so that a failure can be reproduced.
    static let seeds: [UInt64] = Array(1...24)

    @Test func randomSpecsAreLintClean() throws {
        let workspace = try Workspace()
        defer { withExtendedLifetime(workspace) {} }
        var paths: [String] = []
        for seed in Self.seeds {
            var random = RandomSpec(seed: seed)
            let text = random.spec(notifiers: 3)
            let spec = SpecSource(path: "random\(seed).yaml", bytes: Array(text.utf8))
            let files = try Repository.generate([spec], into: workspace.url("seed\(seed)"))
            paths += files.map(\.path)
        }
        try Self.expectLintClean(paths, workspace: workspace)
    }

    /// The fixture of names as long as real apps' (`long-names`), which notigen's own fixtures had none of.
    @Test func longRealWorldNamesAreLintClean() throws {
        let workspace = try Workspace()
        defer { withExtendedLifetime(workspace) {} }
        let paths = try Fixture("long-names").writeOutput(to: workspace.url("long-names")).map(\.path)
        try Self.expectLintClean(paths, workspace: workspace)
    }

    /// The layout pass changes no token: each notifier of the random specs, as the templates render it and as the
    /// layout pass lays it out, is the same text once whitespace (and the `///` a re-flowed comment line starts
    /// with) is removed.
    @Test func layoutChangesNoToken() throws {
        let templates = try TemplateSet(
            Dictionary(
                uniqueKeysWithValues: try Generator.templateNames.map { name in
                    (
                        name,
                        try String(
                            contentsOf: Repository.templates.appendingPathComponent(name + ".mustache"), encoding: .utf8
                        )
                    )
                }))
        var broken = 0
        for seed in Self.seeds.prefix(8) {
            var random = RandomSpec(seed: seed)
            let text = random.spec(notifiers: 3)
            let parsed = YAMLParser.parse(Array(text.utf8), file: "random.yaml")
            let model = try #require(SpecValidator.validate(parsed.root, file: "random.yaml").model)
            for notifier in model.notifiers {
                let rendered = templates.render("notifier", ContextBuilder.notifier(notifier, access: model.access))
                let laidOut = LineBreaker.layOut(rendered)
                let tokens = { (text: String) in text.filter { !$0.isWhitespace && $0 != "/" } }
                #expect(tokens(laidOut) == tokens(rendered), "seed \(seed), \(notifier.name)")
                if laidOut != rendered { broken += 1 }
            }
        }
        #expect(broken > 0, "no notifier had a long line to break")
    }

    /// Whether a line is one string literal or one doc comment code span (with the punctuation after it): longer
    /// than a line, it cannot be broken (a wire name with a long module, `"Module.Notifier.case"`, is one).
    static func isOneToken(_ line: Substring) -> Bool {
        var text = line.drop { $0 == " " }
        if text.hasPrefix("/// ") { text = text.dropFirst(4) }
        let quote: Character = text.first == "`" ? "`" : "\""
        guard text.first == quote, let end = text.dropFirst().lastIndex(of: quote) else { return false }
        return !text[text.index(after: text.startIndex)..<end].contains(" ")
            && text[text.index(after: end)...].allSatisfy { ",.)`\"".contains($0) }
    }

    /// Whether a line is a `#if`: Swift reads a compilation condition on one line, and `swift format` keeps it
    /// whole however long it is (a spec's `if:` of long flags).
    static func isCondition(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.hasPrefix("#if ")
    }

    /// `swift format lint --strict` over `paths`, in one run, finds nothing, and no line is longer than 120 but
    /// for one token longer than a line or a `#if`.
    static func expectLintClean(_ paths: [String], workspace: Workspace) throws {
        let output = try GeneratedReadabilityTests.lint(paths)
        let findings = output.split(separator: "\n").map {
            $0.replacingOccurrences(of: workspace.root.path + "/", with: "")
        }
        #expect(findings.isEmpty, "\(findings.prefix(40).joined(separator: "\n"))")
        for path in paths {
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            let long = lines.enumerated().filter {
                $0.element.count > LineBreaker.lineLength && !isOneToken($0.element) && !isCondition($0.element)
            }
            #expect(
                long.isEmpty,
                "\(path): lines over 120 columns: \(long.prefix(5).map { "\($0.offset + 1): \($0.element)" })")
        }
    }
}
