import Foundation
import Testing

@testable import NotigenTestSupport

/// The `notigen-import` executable (and `notigen import`, which runs it) on good and bad input: a clear message and
/// exit status 1 where nothing could be imported, never a crash or a hang, existing outputs untouched on failure.
@Suite struct ImportCLITests {
    static let binary = Repository.notigenBinary.deletingLastPathComponent().appendingPathComponent("notigen-import")
        .path
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.write(AppFixture.names, to: "App/Names.swift")
        try workspace.write(AppFixture.poster, to: "App/Poster.swift")
        try workspace.write(AppFixture.observer, to: "App/Observer.swift")
        try workspace.write("old spec\n", to: "out/app.yaml")
    }

    private func run(_ arguments: [String]) throws -> Command.Streams {
        try Command.capture(Self.binary, arguments, in: workspace.root)
    }

    @Test func writesTheSpecAndTheReport() throws {
        let result = try run(["App", "--module", "App", "-o", "out/app.yaml", "--report", "out/report.json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try workspace.read("out/app.yaml").contains("name: \"PCSyncDone\""))
        let report =
            try JSONSerialization.jsonObject(with: Data(try workspace.read("out/report.json").utf8)) as? [String: Any]
        #expect(report?["schemaVersion"] as? Int == 1)
        #expect(result.standardOutput.contains("imported 6 names (1 never posted or observed)"))
        #expect(
            result.standardOutput.contains(
                "  episodeChanged \"SJEpisodeChanged\"\n    declared App/Names.swift:14:16\n"))
    }

    @Test func notigenImportRunsTheImporter() throws {
        let result = try workspace.notigen(["import", "App", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("# Imported by `notigen import` from 3 Swift files: 6 notifications."))
        let help = try workspace.notigen(["import", "--help"])
        #expect(help.standardOutput.contains("--rewrite"))
    }

    @Test func aFolderWithoutNotificationsWritesNothing() throws {
        try workspace.write("struct A {}\n", to: "Empty/A.swift")
        try workspace.write("func f( {\n", to: "Empty/Broken.swift")
        let result = try run(["Empty", "-o", "out/app.yaml", "--report", "out/report.json"])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "notigen import: error: no notification names found in 2 Swift files: nothing to import (no file written)"
            ))
        #expect(try workspace.read("out/app.yaml") == "old spec\n")
        #expect(!workspace.exists("out/report.json"))
    }

    @Test func filesThatAreNotUTF8AreSkippedAndListed() throws {
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: workspace.url("App/Latin1.swift"))
        let result = try run(["App", "-o", "out/app.yaml"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("skipped\n  App/Latin1.swift: not UTF-8 text\n"))
        let only = try run(["App/Latin1.swift", "-o", "out/app.yaml"])
        #expect(only.status == 1)
        #expect(only.standardError.contains("no Swift sources found in App/Latin1.swift (1 skipped)"))
        #expect(try workspace.read("out/app.yaml").contains("PCSyncDone"))
    }

    @Test func symbolicLinkLoopsAreReadOnce() throws {
        try FileManager.default.createSymbolicLink(atPath: workspace.url("App/Loop").path, withDestinationPath: "..")
        let result = try run(["App", "-o", "out/app.yaml"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("scanned 3 files"))
        #expect(result.standardOutput.contains("folder already read (a symbolic-link loop or a second link)"))
    }

    @Test func testFoldersAndExcludedPathsAreSkippedUnlessAsked() throws {
        try workspace.write(
            "import Foundation\nextension Notification.Name { static let t = Notification.Name(\"T\") }\n",
            to: "App/AppTests/T.swift")
        #expect(try run(["App", "-q"]).standardOutput.contains("name: \"T\"") == false)
        #expect(try run(["App", "-q", "--include-tests"]).standardOutput.contains("name: \"T\""))
        let excluded = try run(["App", "-q", "--exclude", "Poster.swift"])
        #expect(excluded.standardOutput.contains("InlineName") == false)
    }

    @Test func tenThousandFiles() throws {
        for index in 0..<10_000 {
            let text =
                index % 100 == 0
                ? "import Foundation\nextension Notification.Name { static let n\(index) = Notification.Name(\"N\(index)\") }\n"
                : "struct S\(index) { let value = \(index) }\n"
            try workspace.write(text, to: "Big/F\(index / 1000)/S\(index).swift")
        }
        let result = try run(["Big", "-o", "out/big.yaml", "-q"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("scanned 10000 files"))
        #expect(result.standardOutput.contains("imported 100 names"))
    }

    @Test func rewriteShowsADiffAndWriteAppliesIt() throws {
        let dry = try run(["App", "-o", "out/app.yaml", "--rewrite"])
        #expect(dry.status == 0)
        #expect(dry.standardOutput.contains("--- a/App/Poster.swift\n+++ b/App/Poster.swift\n"))
        #expect(dry.standardOutput.contains("+        AppNamesNotifier.post(.userLoginDidChange)\n"))
        #expect(try workspace.read("App/Poster.swift") == AppFixture.poster)
        let applied = try run(["App", "-o", "out/app.yaml", "--rewrite", "--write"])
        #expect(applied.status == 0)
        #expect(try workspace.read("App/Poster.swift").contains("AppNamesNotifier.post(.userLoginDidChange)"))
        #expect(try run(["App", "--write"]).status != 0)
    }

    /// Build products, dependencies, test folders and generated code are skipped and listed in the report.
    @Test func skippedFoldersAndGeneratedCodeAreListed() throws {
        let stray = "import Foundation\nlet stray = Notification.Name(\"MustBeSkipped\")\n"
        try workspace.write(stray, to: "App/Pods/Lib/Lib.swift")
        try workspace.write(stray, to: "App/.build/debug/Built.swift")
        try workspace.write("// Generated by SwiftGen — do not edit\n" + stray, to: "App/Assets.swift")
        try workspace.write(stray, to: "App/Strings.generated.swift")
        let result = try run(["App", "-o", "out/app.yaml", "--report", "out/report.json", "-q"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try !workspace.read("out/app.yaml").contains("MustBeSkipped"))
        let report = try workspace.read("out/report.json")
        #expect(report.contains("\"path\" : \"App/Pods\""))
        #expect(report.contains("\"path\" : \"App/.build\""))
        #expect(report.contains("generated code (`Generated by`)"))
        #expect(report.contains("generated code (.generated.swift)"))
    }

    /// The diff applies with `git apply` whether the importer was given `.`, a relative or an absolute path; the
    /// summary goes to standard error, the diff alone to standard output.
    @Test(arguments: [".", "./App", "ABSOLUTE"])
    func theDiffAppliesWithGitApply(path: String) throws {
        let argument = path == "ABSOLUTE" ? workspace.root.appendingPathComponent("App").path : path
        let dry = try run([argument, "-o", "out/app.yaml", "--rewrite"])
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(dry.standardOutput.hasPrefix("--- a/App/"), "\(dry.standardOutput)")
        #expect(!dry.standardOutput.contains("imported "))
        #expect(dry.standardError.contains("imported 6 names"))
        try workspace.write(dry.standardOutput, to: "change.diff")
        let apply = try Command.capture("/usr/bin/env", ["git", "apply", "--check", "change.diff"], in: workspace.root)
        #expect(apply.status == 0, "\(apply.standardError)")
        #expect(
            try run(["App", "--rewrite"]).status != 0, "--rewrite without --output would mix the spec and the diff")
    }
}
