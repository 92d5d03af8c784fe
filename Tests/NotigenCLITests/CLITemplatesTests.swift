import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// `notigen templates` and the checks of a `--templates` folder, on the built binary, as a team customising the
/// output uses them.
@Suite struct CLITemplatesTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    @Test func outputWritesMarkedTemplatesAndNeverReplacesAnEditedOne() throws {
        let written = try workspace.notigen(["templates", "--output", "Team"])
        #expect(written.status == 0, "\(written.standardError)")
        for name in Generator.templateNames {
            let text = try workspace.read("Team/\(name).mustache")
            #expect(text.hasPrefix("{{! notigen \(Generator.version) template"))
            let installed = try String(
                contentsOf: Repository.templates.appendingPathComponent(name + ".mustache"), encoding: .utf8)
            #expect(text.hasSuffix(installed))
        }
        #expect(try workspace.notigen(["templates", "--output", "Team"]).standardOutput.contains("unchanged"))
        try workspace.write("mine\n", to: "Team/key.mustache")
        let again = try workspace.notigen(["templates", "--output", "Team"])
        #expect(again.status == 1)
        #expect(again.standardError.contains("Team/key.mustache: already holds a template with other contents"))
        #expect(try workspace.read("Team/key.mustache") == "mine\n")
        #expect(try workspace.notigen(["templates", "--output", "Team", "--force"]).status == 0)
        #expect(try workspace.read("Team/key.mustache") != "mine\n")
        // The copied folder is a valid override that generates what the installed templates do.
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        #expect(try workspace.notigen(["clock.yaml", "-o", "A"]).status == 0)
        #expect(try workspace.notigen(["clock.yaml", "-o", "B", "--templates", "Team"]).status == 0)
        #expect(try workspace.read("A/clock.swift") == workspace.read("B/clock.swift"))
    }

    @Test func listReferenceAndContext() throws {
        let list = try workspace.notigen(["templates", "--list"])
        #expect(list.status == 0)
        #expect(list.standardOutput.split(separator: "\n").count == Generator.templateNames.count)
        let reference = try workspace.notigen(["templates", "--reference"])
        #expect(
            reference.standardOutput
                == (try String(contentsOf: Repository.root.appendingPathComponent("docs/TEMPLATES.md"), encoding: .utf8))
        )
        try workspace.write(
            try String(contentsOf: Repository.root.appendingPathComponent("specs/user.yaml"), encoding: .utf8),
            to: "user.yaml")
        let context = try workspace.notigen(["templates", "--context", "user.yaml"])
        #expect(context.status == 0, "\(context.standardError)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(context.standardOutput.utf8)) as? [String: Any])
        let notifiers = try #require(document["notifiers"] as? [[String: Any]])
        #expect(notifiers.count == 3)
        let keys = try #require(notifiers.first?["keys"] as? [String: Any])
        #expect(Set(keys.keys) == Set(NotifierContext.keys.map(\.name)))
        let one = try workspace.notigen(["templates", "--context", "user.yaml", "--notifier", "UserManager"])
        #expect(one.standardOutput.hasPrefix("{\n  \"context\": \"NotifierContext\""))
        let typo = try workspace.notigen(["templates", "--context", "user.yaml", "--notifier", "UserManagr"])
        #expect(typo.status == 1)
        #expect(typo.standardError.contains("no notifier named 'UserManagr'; did you mean 'UserManager'?"))
        #expect(try workspace.notigen(["templates", "--list", "--reference"]).status != 0)
    }

    /// Five misspelt or misplaced tags, as a user sees them: each at its line and column, with the line and a caret,
    /// and nothing written.
    @Test func mistakesInAnOverrideAreErrorsAtTheirTags() throws {
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        #expect(try workspace.notigen(["templates", "--output", "Team"]).status == 0)
        let notifier = try workspace.read("Team/notifier.mustache")
        try workspace.write(
            notifier.replacingOccurrences(of: "// MARK: - {{name}}\n", with: "// MARK: - {{nmae}} {{typeName}}\n")
                .replacingOccurrences(of: "{{> payload}}", with: "{{> paylod}}")
                .replacingOccurrences(
                    of: "// MARK: - {{name}}: payloads",
                    with: "// MARK: - {{name}}: payloads{{#name}}{{/name}}{{cases}}"),
            to: "Team/notifier.mustache")
        let result = try workspace.notigen(["clock.yaml", "--templates", "Team", "--color", "never"])
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 5, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "Team/notifier.mustache:6:12: error: 'nmae' names no template key; did you mean 'name'?"))
        #expect(
            result.standardError.contains("Team/notifier.mustache:6:21: error: 'typeName' is a key of PayloadContext"))
        #expect(result.standardError.contains("error: the partial 'paylod' is no template; did you mean 'payload'?"))
        #expect(result.standardError.contains("error: 'name' is a text that is never empty"))
        #expect(result.standardError.contains("error: '{{cases}}' prints nothing"))
        #expect(result.standardError.hasSuffix("5 errors in the templates; nothing written\n"))
        #expect(!workspace.exists("Generated"))
        let check = try workspace.notigen(["templates", "--check", "Team"])
        #expect(check.status == 1)
        #expect(check.standardError.contains("5 errors in the templates"))
        let json = try workspace.notigen(["clock.yaml", "--templates", "Team", "--diagnostics-format", "json"])
        #expect(json.standardError.contains("\"line\" : 6"))
    }

    /// A team's own partial: any `.mustache` file a template includes; one that nothing includes is an error, and
    /// a template marked for another version gets a warning naming both.
    @Test func partialsOfTheOverridesOwnAndVersionMarks() throws {
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        let file = try String(contentsOf: Repository.templates.appendingPathComponent("file.mustache"), encoding: .utf8)
        try workspace.write(
            file.replacingOccurrences(of: "{{generatedHeader}}\n", with: "{{> license}}\n{{generatedHeader}}\n"),
            to: "Team/file.mustache")
        try workspace.write("// Copyright Example Corp. {{specFileName}}\n", to: "Team/license.mustache")
        let result = try workspace.notigen(["clock.yaml", "--templates", "Team", "--depfile", "notigen.d"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try workspace.read("Generated/clock.swift").hasPrefix("// Copyright Example Corp. clock.yaml\n// Generated")
        )
        #expect(try workspace.read("notigen.d").contains("/license.mustache"))
        try workspace.write("stray\n", to: "Team/footer.mustache")
        let stray = try workspace.notigen(["clock.yaml", "--templates", "Team"])
        #expect(stray.status == 1)
        #expect(
            stray.standardError.contains("Team/footer.mustache: not a notigen template, and no template includes it"))
        try FileManager.default.removeItem(at: workspace.url("Team/footer.mustache"))
        try workspace.write(
            Generator.markedTemplate(try workspace.read("Team/file.mustache"))
                .replacingOccurrences(of: "notigen \(Generator.version) ", with: "notigen 0.4.0 "),
            to: "Team/file.mustache")
        let old = try workspace.notigen(["clock.yaml", "--templates", "Team", "--color", "never"])
        #expect(old.status == 0, "\(old.standardError)")
        #expect(
            old.standardError.contains(
                "Team/file.mustache:1:1: warning: written for notigen 0.4.0; this is notigen \(Generator.version)"))
    }
}
