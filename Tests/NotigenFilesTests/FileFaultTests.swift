import Foundation
import Testing

@testable import NotigenTestSupport

/// File system faults, and the paths the README promises, on both executables, each run in a bubblewrap sandbox with
/// its own `/dev`: `--depfile /dev/stdout` and `--output /dev/stdout`, a device that fails (`/dev/full`), a folder
/// the user may not write (run as `nobody`), a part of the path that is a file, two paths naming one file, and an
/// output or its folder that another process deletes while the run writes.
@Suite struct FileFaultTests {
    let workspace: Workspace
    let sandbox: FileSandbox
    static let notigen = Repository.notigenBinary.path
    static let importer = FileFlag.importBinary

    init() throws {
        workspace = try Workspace()
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        try workspace.write(FileFlag.appSource, to: "App/Clock.swift")
        sandbox = FileSandbox(writable: [workspace.root])
    }

    /// `--depfile /dev/stdout` prints the depfile; `notigen-import --output /dev/stdout` prints the spec, the
    /// summary after it.
    @Test func standardOutputAsAPath() throws {
        let depfile = try sandbox.run(
            [Self.notigen, "clock.yaml", "-o", "Gen", "--quiet", "--depfile", "/dev/stdout"], in: workspace.root)
        #expect(depfile.status == 0, "\(depfile.standardError)")
        #expect(
            depfile.standardOutput.contains("\nGen/clock.swift /dev/stdout: \\\n  clock.yaml"),
            "\(depfile.standardOutput)")
        #expect(workspace.exists("Gen/clock.swift"))
        let spec = try sandbox.run([Self.importer, "App", "--quiet", "--output", "/dev/stdout"], in: workspace.root)
        #expect(spec.status == 0, "\(spec.standardError)")
        #expect(spec.standardOutput.hasPrefix("# Imported by `notigen import`"), "\(spec.standardOutput)")
        #expect(spec.standardOutput.contains("ClockTicked"))
    }

    /// A device that fails (`/dev/full`: ENOSPC) is written through before any file is renamed: the error names it,
    /// and no other output of the run changes.
    @Test func aDeviceThatFailsChangesNothingElse() throws {
        try workspace.write("old\n", to: "Gen/clock.swift")
        let depfile = try sandbox.run(
            [Self.notigen, "clock.yaml", "-o", "Gen", "--depfile", "/dev/full"], in: workspace.root)
        #expect(depfile.status == 1)
        #expect(
            depfile.standardError == "notigen: error: /dev/full: cannot write the depfile: No space left on device\n")
        #expect(try workspace.read("Gen/clock.swift") == "old\n")
        let report = try sandbox.run(
            [Self.importer, "App", "--quiet", "--output", "Gen/clock.swift", "--report", "/dev/full"],
            in: workspace.root)
        #expect(report.status == 1)
        #expect(
            report.standardError
                == "notigen import: error: /dev/full: cannot write the report: No space left on device\n")
        #expect(try workspace.read("Gen/clock.swift") == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url("Gen").path) == ["clock.swift"])
    }

    /// Run as `nobody`, a folder owned by root (mode 755) cannot be written: one error each, nothing written.
    @Test(arguments: [
        ([notigen, "clock.yaml", "-o", "Gen"], "notigen: error: Gen/clock.swift: cannot write: Permission denied"),
        ([notigen, "runtime", "-o", "Gen"], "notigen: error: Gen/Notigen"),
        ([notigen, "init", "Gen/spec.yaml"], "notigen: error: Gen/spec.yaml: cannot write: Permission denied"),
        (
            [notigen, "clock.yaml", "-o", "Open", "--depfile", "Gen/d"],
            "notigen: error: Gen/d: cannot write the depfile: Permission denied"
        ),
        (
            [importer, "App", "-o", "Gen/app.yaml"],
            "notigen import: error: Gen/app.yaml: cannot write the spec: Permission denied"
        ),
        (
            [importer, "App", "-o", "Open/app.yaml", "--report", "Gen/r.json"],
            "notigen import: error: Gen/r.json: cannot write the report: Permission denied"
        ),
    ])
    func aFolderWithoutWritePermission(_ command: [String], _ message: String) throws {
        try FileManager.default.createDirectory(at: workspace.url("Gen"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: workspace.url("Open"), withIntermediateDirectories: true)
        #expect(chmod(workspace.url("Open").path, 0o777) == 0)
        var nobody = sandbox
        nobody.asNobody = true
        // `nobody` may not be able to reach the checkout (a clone in a folder only root may enter): it runs an
        // installed copy in the workspace, laid out as `make install` lays it out.
        let installed = try installedCopy()
        let binary = command[0] == Self.notigen ? installed.notigen : installed.importer
        let result = try nobody.run([binary] + command.dropFirst(), in: workspace.root)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("Permission denied\n"), "\(result.standardError)")
        for folder in ["Gen", "Open"] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url(folder).path) == [])
        }
    }

    /// Both executables in `prefix/bin` of the workspace, with the templates and the runtime's sources in
    /// `prefix/share/notigen`, every folder readable by anyone.
    private func installedCopy() throws -> (notigen: String, importer: String) {
        let prefix = workspace.url("prefix")
        let bin = prefix.appendingPathComponent("bin")
        let share = prefix.appendingPathComponent("share/notigen")
        for folder in [bin, share.appendingPathComponent("Runtime")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(at: Repository.templates, to: share.appendingPathComponent("Templates"))
        for source in try RuntimeBuild.sources() {
            try FileManager.default.copyItem(
                at: source, to: share.appendingPathComponent("Runtime/" + source.lastPathComponent))
        }
        for binary in [Self.notigen, Self.importer] {
            let url = URL(fileURLWithPath: binary)
            try FileManager.default.copyItem(at: url, to: bin.appendingPathComponent(url.lastPathComponent))
        }
        let paths = try FileManager.default.subpathsOfDirectory(atPath: prefix.path).map { prefix.path + "/" + $0 }
        for path in [workspace.root.path, prefix.path] + paths {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            chmod(path, isFolder.boolValue || path.hasPrefix(bin.path + "/") ? 0o755 : 0o644)
        }
        return (bin.appendingPathComponent("notigen").path, bin.appendingPathComponent("notigen-import").path)
    }

    /// A part of the path that is a file: one error naming the path, nothing written.
    @Test func aPathThroughAFile() throws {
        try workspace.write("x\n", to: "file")
        let cases: [([String], String)] = [
            ([Self.importer, "App", "-o", "file/app.yaml"], "file/app.yaml: cannot write the spec: Not a directory"),
            (
                [Self.importer, "App", "-o", "app.yaml", "--report", "file/r.json"],
                "file/r.json: cannot write the report: Not a directory"
            ),
            ([Self.notigen, "init", "file/spec.yaml"], "file: the spec's folder is a file"),
            ([Self.notigen, "clock.yaml", "-o", "file/Gen"], "file: the output folder is a file"),
            (
                [Self.notigen, "clock.yaml", "--input-file-list", "file/in"],
                "file: the input file list's folder is a file"
            ),
        ]
        for (command, message) in cases {
            let result = try sandbox.run(command, in: workspace.root)
            #expect(result.status == 1)
            #expect(result.standardError.hasSuffix("error: \(message)\n"), "\(result.standardError)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.root.path).sorted() == [
                "App", "clock.yaml", "file",
            ])
    }

    /// Two paths of one run that name one file (a link and its target) would each replace the other: refused.
    @Test func twoPathsOfOneFile() throws {
        try workspace.write("old\n", to: "out/app.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url("out/link.json").path, withDestinationPath: "app.yaml")
        let result = try sandbox.run(
            [Self.importer, "App", "-o", "out/app.yaml", "--report", "out/link.json"], in: workspace.root)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "notigen import: error: out/link.json: cannot write it and out/app.yaml in one run: they are one "
                + "file\n")
        #expect(try workspace.read("out/app.yaml") == "old\n")
    }

    /// Another process deletes the output, or its whole folder, while the run writes (strace holds each `fsync` of
    /// a finished temporary file for a second, and the test deletes meanwhile): a deleted output is written anew; a
    /// deleted folder is an error naming the output, and nothing is left.
    @Test(.timeLimit(.minutes(2)), arguments: [false, true], [false, true])
    func anOutputDeletedWhileTheRunWrites(_ isImport: Bool, _ wholeFolder: Bool) throws {
        try workspace.write("old\n", to: "Gen/out.swift")
        let command =
            isImport
            ? [Self.importer, "App", "--quiet", "-o", "Gen/out.swift"]
            : [Self.notigen, "clock.yaml", "--quiet", "-o", "Gen"]
        let output = isImport ? "Gen/out.swift" : "Gen/clock.swift"
        if !isImport { try workspace.write("old\n", to: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments =
            [
                "-f", "-qq", "-o", workspace.url("trace").path, "-e", "trace=fsync", "-e",
                "inject=fsync:delay_enter=1000000",
            ]
            + command
        process.currentDirectoryURL = workspace.root
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let gen = workspace.url("Gen").path
        while process.isRunning,
            !((try? FileManager.default.contentsOfDirectory(atPath: gen)) ?? []).contains(where: {
                $0.contains(".notigen-")
            })
        {
            usleep(5_000)
        }
        try FileManager.default.removeItem(atPath: wholeFolder ? gen : workspace.url(output).path)
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if wholeFolder {
            #expect(process.terminationStatus == 1)
            let prefix = isImport ? "notigen import: error: " : "notigen: error: "
            let what = isImport ? " the spec" : ""
            #expect(
                message.hasSuffix("\(prefix)\(output): cannot write\(what): No such file or directory\n"), "\(message)")
            #expect(!workspace.exists("Gen"))
        } else {
            #expect(process.terminationStatus == 0, "\(message)")
            #expect(try workspace.read(output).contains(isImport ? "ClockTicked" : "enum Name"))
            let left = try FileManager.default.contentsOfDirectory(atPath: gen).filter { $0.hasPrefix(".") }
            #expect(left.isEmpty, "no temporary file is left")
        }
    }
}
