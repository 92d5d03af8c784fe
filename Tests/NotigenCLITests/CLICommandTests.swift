import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// `lint`, `init`, diagnostics formats and colour, template fallback and completion scripts, on the built binary.
@Suite struct CLICommandTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    @Test func lintValidatesAcrossSpecsWithoutTemplatesAndWritesNothing() throws {
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        try workspace.write(Workspace.spec("Clock", "ring"), to: "bell.yaml")
        let alone = try workspace.notigen(["lint", "clock.yaml"])
        #expect(alone.status == 0)
        #expect(alone.standardOutput == "valid clock.yaml\n")
        let both = try workspace.notigen(["lint", "clock.yaml", "bell.yaml"])
        #expect(both.status == 1)
        #expect(both.standardError.contains("bell.yaml:3:3: error: notifier 'Clock' is declared twice"))
        #expect(both.standardError.contains("clock.yaml:3:3: note: first declared here"))
        #expect(both.standardError.hasSuffix("1 error\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.root.path).sorted() == [
                "bell.yaml", "clock.yaml",
            ])
        let lonely = workspace.url("bin/notigen")
        try FileManager.default.createDirectory(
            at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.notigenBinary, to: lonely)
        #expect(try Command.capture(lonely.path, ["lint", "clock.yaml"], in: workspace.root).status == 0)
    }

    @Test func initWritesAValidCommentedSpecAndKeepsExistingFiles() throws {
        let created = try workspace.notigen(["init", "specs/notifications.yaml"])
        #expect(created.status == 0, "\(created.standardError)")
        #expect(try workspace.read("specs/notifications.yaml").hasPrefix("# A notigen spec"))
        #expect(try workspace.notigen(["lint", "specs/notifications.yaml"]).status == 0)
        #expect(try workspace.notigen(["specs/notifications.yaml"]).status == 0)
        try workspace.write("mine\n", to: "specs/notifications.yaml")
        let again = try workspace.notigen(["init", "specs/notifications.yaml"])
        #expect(again.status == 1)
        #expect(again.standardError.contains("exists; pass --force"))
        #expect(try workspace.read("specs/notifications.yaml") == "mine\n")
        #expect(try workspace.notigen(["init", "specs/notifications.yaml", "--force"]).status == 0)
        #expect(try workspace.notigen(["init"]).status == 0)
        #expect(workspace.exists("notifications.yaml"))
    }

    @Test func jsonDiagnosticsAreOneDocumentOnStandardError() throws {
        try workspace.write(
            "notigen: 1\nnotifiers:\n  Clock:\n    cases:\n      tick: { paylod: {} }\n", to: "bad.yaml")
        let failed = try workspace.notigen(["bad.yaml", "--diagnostics-format", "json"])
        #expect(failed.status == 1)
        #expect(failed.standardOutput.isEmpty)
        let document = try decode(failed.standardError)
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.file == "bad.yaml")
        #expect(document.diagnostics.first?.line == 5 && document.diagnostics.first?.column == 15)
        #expect(
            document.diagnostics.first?.notes.first?.message
                == "allowed keys: doc, deprecated, isolation, delivery, messages, if, sender, name, payload, result")
        let unreadable = try workspace.notigen(["lint", "nope.yaml", "--diagnostics-format", "json"])
        #expect(try decode(unreadable.standardError).diagnostics.map(\.file) == ["nope.yaml"])
        try workspace.write(Workspace.spec(), to: "good.yaml")
        let passed = try workspace.notigen(["good.yaml", "--diagnostics-format", "json", "-q"])
        #expect(passed.status == 0)
        #expect(try decode(passed.standardError).diagnostics.isEmpty)
        let stale = try workspace.notigen(["good.yaml", "-o", "Other", "--check", "-q", "--diagnostics-format", "json"])
        #expect(try decode(stale.standardError).diagnostics.map(\.file) == ["Other/good.swift"])
    }

    /// A hidden character in a doc is a warning (issue 34): printed as the compiler prints one, listed with its
    /// severity in JSON, and the run succeeds and writes its file.
    @Test func warningsArePrintedAndDoNotStopTheRun() throws {
        try workspace.write(
            "notigen: 1\nnotifiers:\n  Clock:\n    doc: \"Ticks\u{202E}.\"\n    cases:\n      tick: {}\n",
            to: "warned.yaml")
        let text = try workspace.notigen(["warned.yaml", "-o", "Out"])
        #expect(text.status == 0)
        #expect(text.standardError.hasPrefix("warned.yaml:4:16: warning: 'doc' holds a character"), "\(text)")
        #expect(text.standardError.contains("U+202E RIGHT-TO-LEFT OVERRIDE"))
        #expect(workspace.exists("Out/warned.swift"))
        let lint = try workspace.notigen(["lint", "warned.yaml", "--diagnostics-format", "json"])
        #expect(lint.status == 0)
        let document = try decode(lint.standardError)
        #expect(document.diagnostics.map(\.severity) == ["warning"])
        #expect(document.diagnostics.first?.line == 4 && document.diagnostics.first?.column == 16)
    }

    @Test func colourOnlyWhenAskedOrOnATerminalWithoutNoColor() throws {
        try workspace.write("notigen: 2\nnotifiers: { A: { cases: { b: {} } } }\n", to: "bad.yaml")
        let escape = "\u{1B}["
        #expect(!(try workspace.notigen(["bad.yaml"]).standardError.contains(escape)), "piped: plain")
        let always = try workspace.notigen(["bad.yaml", "--color", "always"])
        #expect(always.standardError.contains("\(escape)1;31merror: "))
        let never = try workspace.notigen(["bad.yaml", "--color", "never"], environment: ["NO_COLOR": ""])
        #expect(!never.standardError.contains(escape))
        let missing = try workspace.notigen(["nope.yaml", "--color", "always"])
        #expect(missing.standardError.hasPrefix("notigen: \(escape)1;31merror: \(escape)0m"))
    }

    #if os(Linux)
        /// On a terminal (a pseudo-terminal from util-linux `script`, part of every Debian system) colour is the
        /// default, and `NO_COLOR` turns it off.
        @Test func colourByDefaultOnATerminal() throws {
            try workspace.write("notigen: 2\nnotifiers: { A: { cases: { b: {} } } }\n", to: "bad.yaml")
            let command = "'\(Repository.notigenBinary.path)' bad.yaml"
            let terminal = try Command.capture(
                "/usr/bin/script", ["-qec", command, "/dev/null"], in: workspace.root,
                environment: ["NO_COLOR": "", "TERM": "xterm-256color"])
            #expect(terminal.standardOutput.contains("\u{1B}[1;31merror: "), "\(terminal.standardOutput)")
            let noColor = try Command.capture(
                "/usr/bin/script", ["-qec", command, "/dev/null"], in: workspace.root,
                environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
            #expect(noColor.standardOutput.contains("bad.yaml:1:10: error: unsupported spec format version 2"))
            #expect(!noColor.standardOutput.contains("\u{1B}["))
        }
    #endif

    /// A team overrides one template; the others come from the installation. Mistakes in the folder are errors.
    @Test func templatesFolderMayOverrideJustOneTemplate() throws {
        let original = try String(
            contentsOf: Repository.templates.appendingPathComponent("file.mustache"), encoding: .utf8)
        try workspace.write(
            original.replacingOccurrences(
                of: "{{generatedHeader}}", with: "// Copyright Example Corp.\n{{generatedHeader}}"),
            to: "Team/file.mustache")
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        let result = try workspace.notigen(["clock.yaml", "--templates", "Team", "--depfile", "notigen.d"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try workspace.read("Generated/clock.swift").hasPrefix("// Copyright Example Corp.\n// Generated by"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url("Generated").path) == ["clock.swift"])
        let depfile = try workspace.read("notigen.d")
        let team = workspace.url("Team").resolvingSymlinksInPath().path
        #expect(depfile.contains("\(team)/file.mustache"))
        #expect(depfile.contains(Repository.templates.resolvingSymlinksInPath().path + "/notifier.mustache"))
        try workspace.write("{{x}}", to: "Team/fle.mustache")
        let typo = try workspace.notigen(["clock.yaml", "--templates", "Team"])
        #expect(typo.status == 1)
        #expect(typo.standardError.contains("Team/fle.mustache: not a notigen template"))
        try workspace.write("", to: "Empty/README.md")
        #expect(try workspace.notigen(["clock.yaml", "--templates", "Empty"]).standardError.contains("holds none"))
        #expect(try workspace.notigen(["clock.yaml", "--templates", "Nowhere"]).standardError.contains("no such"))
        try workspace.write("{{#broken}}", to: "Broken/notifier.mustache")
        let broken = try workspace.notigen(["clock.yaml", "--templates", "Broken"])
        #expect(broken.standardError.contains("Broken/notifier.mustache:1:1: error: {{#broken}} is never closed"))
        // The templates parse while the specs are read and checked; their error still comes first, and alone.
        try workspace.write("notigen: [", to: "bad.yaml")
        let both = try workspace.notigen(["bad.yaml", "missing.yaml", "--templates", "Broken"])
        #expect(both.status == 1)
        #expect(both.standardError.contains("is never closed"))
        #expect(!both.standardError.contains("missing.yaml") && !both.standardError.contains("bad.yaml"))
        let specs = try workspace.notigen(["bad.yaml", "missing.yaml"])
        #expect(specs.standardError.contains("missing.yaml: no such file"))
        #expect(!specs.standardError.contains("bad.yaml"), "unreadable specs are reported before spec errors")
    }

    @Test func completionScriptsAndHelpCoverTheSubcommands() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try workspace.notigen(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.standardOutput.contains("lint") && script.standardOutput.contains("depfile"), "\(shell)")
        }
        let help = try workspace.notigen(["generate", "--help"]).standardOutput
        for flag in [
            "--output", "--templates", "--depfile", "--check", "--dry-run", "--stdout", "--quiet",
            "--diagnostics-format", "--color",
        ] {
            #expect(help.contains(flag), "\(flag)")
        }
    }

    private func decode(_ text: String) throws -> JSONDiagnosticRenderer.Document {
        try JSONDecoder().decode(JSONDiagnosticRenderer.Document.self, from: Data(text.utf8))
    }
}
