import Foundation
import Testing
@testable import NotigenTestSupport

/// What the built notigen does to files it must not harm or cannot trust: specs that are not regular files, an
/// output that would replace a spec, a depfile that cannot be written, temporary files a killed run left, runs
/// writing one folder at once, and file names with invisible characters.
@Suite struct CLISafetyTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.write(Workspace.spec(), to: "clock.yaml")
    }

    /// The names and contents of the files in `folder` of the workspace, hidden ones included.
    private func contents(of folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.url(folder).path)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: workspace.url(folder + "/" + $0))) })
    }

    /// A FIFO without a writer, a device and a socket are refused at once, by their kind; a symbolic link to a spec
    /// is read like the spec.
    @Test(.timeLimit(.minutes(10)))
    func specsThatAreNotRegularFilesAreRefusedAtOnce() throws {
        #expect(mkfifo(workspace.url("pipe.yaml").path, 0o644) == 0)
        let socketPath = workspace.url("socket.yaml").path
        let socket = try Self.bindUnixSocket(at: socketPath)
        defer { close(socket) }
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url("pipe-link.yaml").path, withDestinationPath: "pipe.yaml")
        let cases = [
            ("pipe.yaml", "pipe.yaml: is a named pipe (FIFO), not a spec file"),
            ("pipe-link.yaml", "pipe-link.yaml: is a named pipe (FIFO), not a spec file"),
            ("/dev/null", "/dev/null: is a character device, not a spec file"),
            ("socket.yaml", "socket.yaml: is a socket, not a spec file"),
        ]
        for (spec, message) in cases {
            let start = Date()
            let result = try workspace.notigen([spec, "-o", "Gen"])
            #expect(result.status == 1)
            #expect(result.standardError == "notigen: error: \(message)\n")
            #expect(Date().timeIntervalSince(start) < 10, "\(spec) was refused at once, not read")
            let lint = try workspace.notigen(["lint", spec])
            #expect(lint.standardError == "notigen: error: \(message)\n")
        }
        #expect(!workspace.exists("Gen"))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url("clock-link.yaml").path, withDestinationPath: "clock.yaml")
        #expect(try workspace.notigen(["clock-link.yaml", "-o", "Gen"]).status == 0)
        #expect(workspace.exists("Gen/clock-link.swift"))
    }

    /// A Unix socket bound at `path`; its descriptor, to close.
    private static func bindUnixSocket(at path: String) throws -> Int32 {
        let descriptor = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        return descriptor
    }

    /// An output path or a template that is a named pipe is never opened for reading: `--check` and `--dry-run`
    /// count such an output as missing; a run writes it through, and with no process reading it fails at once
    /// (never waits), leaving the pipe in place; such a template is an error.
    @Test(.timeLimit(.minutes(10)))
    func anOutputThatIsANamedPipeDoesNotBlock() throws {
        try FileManager.default.createDirectory(at: workspace.url("Gen"), withIntermediateDirectories: true)
        #expect(mkfifo(workspace.url("Gen/clock.swift").path, 0o644) == 0)
        let check = try workspace.notigen(["clock.yaml", "-o", "Gen", "--check", "--quiet"])
        #expect(
            check.standardError
                == "notigen: error: Gen/clock.swift is missing; run notigen without --check to regenerate\n")
        let listed = try workspace.notigen(["clock.yaml", "-o", "Gen", "--dry-run"])
        #expect(listed.standardOutput == "would write Gen/clock.swift\n")
        let run = try workspace.notigen(["clock.yaml", "-o", "Gen"])
        #expect(run.status == 1)
        #expect(
            run.standardError
                == "notigen: error: Gen/clock.swift: cannot write: no process is reading the named pipe (FIFO)\n")
        var status = stat()
        #expect(lstat(workspace.url("Gen/clock.swift").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        try FileManager.default.createDirectory(at: workspace.url("Templates"), withIntermediateDirectories: true)
        #expect(mkfifo(workspace.url("Templates/file.mustache").path, 0o644) == 0)
        let template = try workspace.notigen(["clock.yaml", "-o", "Gen", "--templates", "Templates"])
        #expect(template.standardError.hasSuffix("file.mustache: is a named pipe (FIFO), not a template file\n"))
    }

    /// A spec named like its output (`x.swift`) generated into its own folder, directly or through a symbolic
    /// link, or a depfile named like a spec: refused before anything is written, the spec left as it was.
    @Test func anOutputThatWouldReplaceASpecIsAnError() throws {
        try workspace.write(Workspace.spec("Bell", "ring"), to: "specs/bell.swift")
        try workspace.write(Workspace.spec(), to: "specs/clock.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url("specs-link").path, withDestinationPath: "specs")
        let before = try contents(of: "specs")
        let cases: [(arguments: [String], message: String)] = [
            (
                ["specs/clock.yaml", "specs/bell.swift", "-o", "specs"],
                "specs/bell.swift: writing it would replace the spec specs/bell.swift"
            ),
            (
                ["specs/bell.swift", "-o", "specs-link/"],
                "specs-link/bell.swift: writing it would replace the spec specs/bell.swift"
            ),
            (
                ["specs/clock.yaml", "-o", "Gen", "--depfile", "specs/clock.yaml"],
                "specs/clock.yaml: writing it would replace the spec specs/clock.yaml"
            ),
        ]
        for (arguments, message) in cases {
            let result = try workspace.notigen(arguments)
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "notigen: error: \(message); write the outputs to another folder (--output) or rename the "
                    + "spec\n")
        }
        #expect(try contents(of: "specs") == before)
        #expect(!workspace.exists("Gen/clock.swift"))
        #expect(try workspace.notigen(["specs/bell.swift", "-o", "Gen"]).status == 0, "elsewhere it is fine")
    }

    /// The depfile is written with the outputs, all or nothing: when it cannot be written, the outputs are left as
    /// they were, and the message is plain.
    @Test func aDepfileThatCannotBeWrittenChangesNothing() throws {
        #expect(try workspace.notigen(["clock.yaml", "-o", "Gen", "--depfile", "deps/notigen.d"]).status == 0)
        let outputs = try contents(of: "Gen")
        let depfile = try workspace.read("deps/notigen.d")
        try workspace.write(Workspace.spec("Clock", "tock"), to: "clock.yaml")
        try FileManager.default.createDirectory(at: workspace.url("folder.d"), withIntermediateDirectories: true)
        try workspace.write("x\n", to: "file")
        let cases: [(depfile: String, message: String)] = [
            ("folder.d", "folder.d: cannot write the depfile: a folder is in the way"),
            ("file/notigen.d", "file: the depfile's folder is a file"),
        ]
        for (path, message) in cases {
            let result = try workspace.notigen(["clock.yaml", "-o", "Gen", "--depfile", path])
            #expect(result.status == 1)
            #expect(result.standardError == "notigen: error: \(message)\n")
            #expect(try contents(of: "Gen") == outputs, "the outputs are as they were, with no temporary file")
        }
        if getuid() != 0 {
            let locked = workspace.url("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
            let result = try workspace.notigen(["clock.yaml", "-o", "Gen", "--depfile", "locked/notigen.d"])
            #expect(
                result.standardError
                    == "notigen: error: locked/notigen.d: cannot write the depfile: Permission denied\n")
            #expect(try contents(of: "Gen") == outputs)
        }
        #expect(try workspace.read("deps/notigen.d") == depfile)
        #expect(try workspace.notigen(["clock.yaml", "-o", "Gen", "--depfile", "deps/notigen.d"]).status == 0)
        #expect(try workspace.read("Gen/clock.swift").contains("case tock"))
    }

    /// Temporary files of notigen's own pattern that a killed run left are removed by the next run into the
    /// folder (`generate` and `runtime`); files that only look alike are left alone.
    @Test func staleTemporaryFilesOfAKilledRunAreRemoved() throws {
        let stale = [".clock.swift.notigen-4242.tmp", ".other.swift.notigen-1.tmp"]
        let kept = [".clock.swift.notigen-x.tmp", ".notigen-12.tmp", "clock.notigen-12.tmp", ".a.notigen-12.tmpx"]
        for name in stale + kept { try workspace.write(String(repeating: "partial ", count: 1_000), to: "Gen/" + name) }
        try FileManager.default.createDirectory(
            at: workspace.url("Gen/.folder.notigen-7.tmp"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url("Gen/.link.notigen-8.tmp").path, withDestinationPath: "clock.swift")
        #expect(try workspace.notigen(["clock.yaml", "-o", "Gen"]).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: workspace.url("Gen").path).sorted()
        #expect(left == (kept + ["clock.swift", ".folder.notigen-7.tmp", ".link.notigen-8.tmp"]).sorted())

        try workspace.write("partial", to: "Runtime/.NotigenToken.swift.notigen-99.tmp")
        #expect(try workspace.notigen(["runtime", "-o", "Runtime", "--quiet"]).status == 0)
        #expect(!workspace.exists("Runtime/.NotigenToken.swift.notigen-99.tmp"))
    }

    /// A run waits while another holds the output folder's lock, then writes; it never writes beside it.
    @Test(.timeLimit(.minutes(10)))
    func aRunWaitsForTheOneWritingTheFolder() throws {
        try FileManager.default.createDirectory(at: workspace.url("Gen"), withIntermediateDirectories: true)
        let folder = open(workspace.url("Gen").path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(folder >= 0)
        defer { close(folder) }
        try #require(flock(folder, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = Repository.notigenBinary
        process.arguments = ["clock.yaml", "-o", "Gen", "--quiet"]
        process.currentDirectoryURL = workspace.root
        try process.run()
        Thread.sleep(forTimeInterval: 1)
        #expect(process.isRunning, "it waits for the lock")
        #expect(!workspace.exists("Gen/clock.swift"))
        flock(folder, LOCK_UN)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(workspace.exists("Gen/clock.swift"))
    }

    /// Runs of two versions of two specs into one folder at once: whichever finishes last, the folder holds both
    /// outputs of one version, never one of each.
    @Test(.timeLimit(.minutes(10)))
    func concurrentRunsNeverLeaveMixedOutputs() throws {
        for version in ["one", "two"] {
            for spec in ["A", "B"] {
                let notifiers = (0..<300).map {
                    "  \(spec)\($0):\n    cases:\n      \(version)\($0): { payload: { x: Int } }\n"
                }
                try workspace.write(
                    "notigen: 1\nnotifiers:\n" + notifiers.joined(), to: "\(version)/\(spec.lowercased()).yaml")
            }
        }
        for round in 0..<3 {
            let processes = try (0..<4).map { index in
                let process = Process()
                process.executableURL = Repository.notigenBinary
                let version = index.isMultiple(of: 2) ? "one" : "two"
                process.arguments = ["\(version)/a.yaml", "\(version)/b.yaml", "-o", "Gen", "--quiet"]
                process.currentDirectoryURL = workspace.root
                try process.run()
                return process
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let a = try workspace.read("Gen/a.swift")
            let b = try workspace.read("Gen/b.swift")
            #expect(a.contains("case one0 ") == b.contains("case one0 "), "round \(round): mixed outputs")
            #expect(try contents(of: "Gen").keys.sorted() == ["a.swift", "b.swift"])
        }
    }

    /// File names reach the terminal escaped like spec text: in spec diagnostics, in one-line errors and in the
    /// list of what was written.
    @Test func fileNamesAreEscapedLikeSpecText() throws {
        let hostile = "bad\u{1B}[31m\u{202E}name"
        try workspace.write("notigen: 2\nnotifiers: {}\n", to: hostile + ".yaml")
        let escaped = "bad\\u{1B}[31m\\u{202E}name"
        let invalid = try workspace.notigen([hostile + ".yaml", "--color", "never"])
        #expect(invalid.status == 1)
        #expect(invalid.standardError.hasPrefix("\(escaped).yaml:1:10: error: unsupported spec format version 2"))
        let missing = try workspace.notigen(["missing\u{7}\u{1B}.yaml"])
        #expect(missing.standardError == "notigen: error: missing\\u{7}\\u{1B}.yaml: no such file\n")
        try workspace.write(Workspace.spec(), to: hostile + ".yaml")
        let written = try workspace.notigen([hostile + ".yaml", "-o", "Gen"])
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput == "wrote Gen/\(escaped).swift\n")
        for text in [invalid.standardError, missing.standardError, written.standardOutput] {
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{7}" })
        }
    }
}
