import Foundation
import Testing

@testable import NotigenTestSupport

/// `--input-file-list` and `--output-file-list`: the Xcode file lists of a run's inputs and outputs, written only
/// when they change and checked by `--check`; `--require-version` and the runtime's version handshake.
@Suite struct CLIFileListTests {
    private let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.write(Workspace.spec("Clock", "tick"), to: "Specs/clock.yaml")
    }

    private let lists = [
        "--input-file-list", "notigen-inputs.xcfilelist", "--output-file-list", "notigen-outputs.xcfilelist",
    ]

    @Test func fileListsAreWrittenOnlyWhenTheyChange() throws {
        let first = try workspace.notigen(["Specs/clock.yaml", "-o", "App/Generated"] + lists)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("wrote notigen-inputs.xcfilelist\nwrote notigen-outputs.xcfilelist\n"))
        let header = "# The input files of notigen's Run Script phase, written by notigen; do not edit.\n"
        #expect(try workspace.read("notigen-inputs.xcfilelist") == header + "$(SRCROOT)/Specs/clock.yaml\n")
        #expect(
            try workspace.read("notigen-outputs.xcfilelist")
                == "# The output files of notigen's Run Script phase, written by notigen; do not edit.\n"
                + "$(SRCROOT)/App/Generated/clock.swift\n")
        let before = try workspace.modificationDate("notigen-inputs.xcfilelist")
        Thread.sleep(forTimeInterval: 0.05)
        let second = try workspace.notigen(["Specs/clock.yaml", "-o", "App/Generated"] + lists)
        #expect(second.standardOutput.contains("unchanged notigen-inputs.xcfilelist\n"))
        #expect(try workspace.modificationDate("notigen-inputs.xcfilelist") == before)
        let bell = try workspace.write(Workspace.spec("Bell", "ring"), to: "Specs/bell.yaml")
        let third = try workspace.notigen(["Specs/clock.yaml", bell.path, "-o", "App/Generated"] + lists)
        #expect(third.status == 0)
        #expect(
            try workspace.read("notigen-inputs.xcfilelist")
                == header + "$(SRCROOT)/Specs/clock.yaml\n\(bell.path)\n", "absolute paths are kept")
    }

    /// CI's staleness check covers the lists: a spec added without updating them fails `--check`.
    @Test func checkFailsOnAStaleFileList() throws {
        #expect(try workspace.notigen(["Specs/clock.yaml", "-o", "Generated"] + lists).status == 0)
        try workspace.write(Workspace.spec("Bell", "ring"), to: "Specs/bell.yaml")
        #expect(
            try workspace.notigen(["Specs/clock.yaml", "Specs/bell.yaml", "-o", "Generated", "--quiet"]).status == 0)
        let check = try workspace.notigen(
            ["Specs/clock.yaml", "Specs/bell.yaml", "-o", "Generated", "--check"] + lists)
        #expect(check.status == 1)
        #expect(check.standardError.contains("notigen-inputs.xcfilelist is out of date"), "\(check.standardError)")
        #expect(check.standardError.contains("notigen-outputs.xcfilelist is out of date"))
        #expect(check.standardOutput.contains("+$(SRCROOT)/Specs/bell.yaml"))
        let dryRun = try workspace.notigen(["Specs/clock.yaml", "--dry-run"] + lists)
        #expect(dryRun.status != 0)
        #expect(dryRun.standardError.contains("file lists are written by a run that writes its outputs"))
    }

    /// `--require-version` pins the notigen a project builds with; a mismatch names both versions and the fix.
    @Test func aPinnedVersionIsChecked() throws {
        let version = try workspace.notigen(["--version"]).standardOutput.trimmingCharacters(in: .newlines)
        #expect(try workspace.notigen(["Specs/clock.yaml", "--require-version", version]).status == 0)
        let other = try workspace.notigen(["Specs/clock.yaml", "-o", "Other", "--require-version", "0.0.1"])
        #expect(other.status == 1)
        #expect(
            other.standardError.hasPrefix(
                "notigen: error: this project pins notigen 0.0.1 (--require-version), but this notigen is \(version)"))
        #expect(!workspace.exists("Other"))
    }

    /// An installation whose runtime sources are of another version than its binary (a half-done upgrade) is
    /// refused by `notigen runtime`, naming both versions.
    @Test func runtimeSourcesOfAnotherVersionAreRefused() throws {
        let binary = workspace.url("prefix/bin/notigen")
        try FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.notigenBinary, to: binary)
        let installed = workspace.url("prefix/share/notigen/Runtime")
        try FileManager.default.createDirectory(
            at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Sources/NotigenRuntime"), to: installed)
        let versionFile = installed.appendingPathComponent("NotigenRuntimeVersion.swift")
        let version = try workspace.notigen(["--version"]).standardOutput.trimmingCharacters(in: .newlines)
        let text = try String(contentsOf: versionFile, encoding: .utf8)
        #expect(text.contains("public static let version = \"\(version)\""))
        try text.replacingOccurrences(of: "version = \"\(version)\"", with: "version = \"0.0.1\"")
            .write(to: versionFile, atomically: true, encoding: .utf8)
        let result = try Command.capture(binary.path, ["runtime", "-o", "R"], in: workspace.root)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "share/notigen/Runtime: holds NotigenRuntime 0.0.1, but this notigen is \(version): the binary and "
                    + "the runtime sources beside it come from different versions"), "\(result.standardError)")
        #expect(!workspace.exists("R"))
    }
}
