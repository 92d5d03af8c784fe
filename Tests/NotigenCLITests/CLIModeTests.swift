import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The modes that write nothing (`--check`, `--dry-run`, `--stdout`) and the depfile, run on the built binary.
@Suite struct CLIModeTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    @Test func checkPassesWhenCurrentAndFailsWithADiffWhenStaleOrMissing() throws {
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        #expect(try workspace.notigen(["clock.yaml", "-o", "Gen"]).status == 0)
        let current = try workspace.notigen(["clock.yaml", "-o", "Gen", "--check"])
        #expect(current.status == 0, "\(current.standardError)")
        #expect(current.standardOutput == "current Gen/clock.swift\n")
        let before = try workspace.read("Gen/clock.swift")
        try workspace.write(Workspace.spec("Clock", "tock"), to: "clock.yaml")
        let stale = try workspace.notigen(["clock.yaml", "-o", "Gen", "--check"])
        #expect(stale.status == 1)
        #expect(stale.standardOutput.contains("--- Gen/clock.swift\n+++ Gen/clock.swift\n@@ "))
        #expect(
            stale.standardOutput.contains(
                "\n-        /// Posted as `\"Clock.tick\"`.\n-        case tick = \"Clock.tick\"\n"
                    + "+        /// Posted as `\"Clock.tock\"`.\n+        case tock = \"Clock.tock\"\n"))
        #expect(stale.standardError.contains("Gen/clock.swift is out of date; run notigen without --check"))
        #expect(try workspace.read("Gen/clock.swift") == before, "--check writes nothing")
        try FileManager.default.removeItem(at: workspace.url("Gen/clock.swift"))
        let missing = try workspace.notigen(["clock.yaml", "-o", "Gen", "--check", "--quiet"])
        #expect(missing.status == 1)
        #expect(missing.standardOutput.isEmpty, "--quiet leaves out the diff")
        #expect(missing.standardError.contains("Gen/clock.swift is missing"))
        #expect(!workspace.exists("Gen/clock.swift"))
    }

    @Test func dryRunListsWhatWouldBeWritten() throws {
        try workspace.write(Workspace.spec(), to: "specs/clock.yaml")
        try workspace.write(Workspace.spec("Bell", "ring"), to: "specs/bell.yaml")
        let specs = ["specs/clock.yaml", "specs/bell.yaml"]
        let fresh = try workspace.notigen(specs + ["--dry-run"])
        #expect(fresh.status == 0)
        #expect(fresh.standardOutput == "would write Generated/clock.swift\nwould write Generated/bell.swift\n")
        #expect(!workspace.exists("Generated"))
        #expect(try workspace.notigen(specs).status == 0)
        try workspace.write(Workspace.spec("Clock", "tock"), to: "specs/clock.yaml")
        let again = try workspace.notigen(specs + ["--dry-run"])
        #expect(again.standardOutput == "would write Generated/clock.swift\nunchanged Generated/bell.swift\n")
    }

    @Test func stdoutPrintsOneSpecsOutput() throws {
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        try workspace.write(Workspace.spec("Bell", "ring"), to: "bell.yaml")
        let printed = try workspace.notigen(["clock.yaml", "--stdout"])
        #expect(printed.status == 0)
        let generated = try Repository.generator().generate([
            SpecSource(path: "clock.yaml", bytes: Array(Workspace.spec().utf8))
        ])
        #expect(printed.standardOutput == generated.files[0].contents)
        #expect(!workspace.exists("Generated"))
        let two = try workspace.notigen(["clock.yaml", "bell.yaml", "--stdout"])
        #expect(two.status == 64)
        #expect(two.standardError.contains("pass exactly one spec"))
    }

    @Test func depfileListsEveryInputAndIsWrittenOnlyOnSuccess() throws {
        try workspace.write(Workspace.spec(), to: "my specs/clock.yaml")
        let arguments = ["my specs/clock.yaml", "-o", "Gen", "--depfile", "deps/notigen.d"]
        #expect(try workspace.notigen(arguments).status == 0)
        let depfile = try workspace.read("deps/notigen.d")
        let binary = Repository.notigenBinary.resolvingSymlinksInPath().path
        let templates = Repository.templates.resolvingSymlinksInPath().path
        // Every template the generator loads, in its order: the file, the notifier and the notifier's partials.
        let templatePaths = Generator.templateNames.map { "\(templates)/\($0).mustache" }
        let templateList = templatePaths.map { $0 + " \\" }.joined(separator: "\n  ")
        let templateRules = templatePaths.map { $0 + ":" }.joined(separator: "\n")
        #expect(
            depfile == """
                # Written by notigen after its last successful run; include it from a Makefile.
                Gen/clock.swift deps/notigen.d: \\
                  my\\ specs/clock.yaml \\
                  \(templateList)
                  \(binary)
                my\\ specs/clock.yaml:
                \(templateRules)
                \(binary):

                """)
        let written = try workspace.modificationDate("deps/notigen.d")
        Thread.sleep(forTimeInterval: 0.02)
        try workspace.write("notigen: 1\nnotifiers: {}\n", to: "my specs/clock.yaml")
        #expect(try workspace.notigen(arguments).status == 1)
        #expect(try workspace.modificationDate("deps/notigen.d") == written, "a failed run leaves the depfile alone")
        try workspace.write(Workspace.spec(), to: "my specs/clock.yaml")
        #expect(try workspace.notigen(arguments).status == 0)
        #expect(try workspace.modificationDate("deps/notigen.d") != written, "every successful run rewrites it")
        let combined = try workspace.notigen(arguments + ["--check"])
        #expect(combined.status == 64)
    }

    @Test func aPathMakeCannotReadStopsTheRunBeforeAnythingIsWritten() throws {
        try workspace.write(Workspace.spec(), to: "line\nbreak.yaml")
        let result = try workspace.notigen(["line\nbreak.yaml", "--depfile", "notigen.d"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot be written to a make dependency file"))
        #expect(!workspace.exists("Generated") && !workspace.exists("notigen.d"))
    }

    /// Make itself reads the depfile: paths with spaces, `$` and `#` survive, and notigen reruns exactly when
    /// an input changed although the unchanged output keeps its modification time.
    @Test func makeRerunsNotigenExactlyWhenAnInputChanged() throws {
        try workspace.write(Workspace.spec(), to: "my specs/a $b#c.yaml")
        try workspace.write(
            """
            DEPFILE := deps/notigen.d
            all: $(DEPFILE)
            $(DEPFILE):
            \t'\(Repository.notigenBinary.path)' 'my specs/a $$b#c.yaml' --output 'gen out' --depfile $@
            include $(DEPFILE)

            """, to: "Makefile")
        let first = try workspace.make()
        #expect(first.status == 0, "\(first.text)")
        #expect(first.text.contains("wrote gen out/a $b#c.swift"))
        let second = try workspace.make()
        #expect(second.status == 0)
        #expect(!second.text.contains("gen out/"), "nothing changed, notigen does not run: \(second.text)")
        let output = try workspace.modificationDate("gen out/a $b#c.swift")
        Thread.sleep(forTimeInterval: 0.02)
        try FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: workspace.url("my specs/a $b#c.yaml").path)
        let touched = try workspace.make()
        #expect(touched.text.contains("unchanged gen out/a $b#c.swift"), "\(touched.text)")
        #expect(try workspace.modificationDate("gen out/a $b#c.swift") == output)
        #expect(!(try workspace.make().text.contains("gen out/")), "once is enough")
    }
}
