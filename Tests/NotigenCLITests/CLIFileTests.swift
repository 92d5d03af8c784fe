import Foundation
import Testing

@testable import NotigenTestSupport

/// How the built `notigen` binary treats files that are not what it expects: one clear error each, exit status 1,
/// existing outputs byte for byte unchanged, no temporary file left behind, even when interrupted mid-run.
@Suite struct CLIFileTests {
    let workspace: URL
    let spec: URL
    let output: URL

    /// Keeps the temporary folder alive for the test and removes it afterwards.
    private let folder: Workspace

    init() throws {
        folder = try Workspace()
        workspace = folder.root
        output = workspace.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        spec = workspace.appendingPathComponent("clock.yaml")
        try "notigen: 1\nnotifiers:\n  Clock:\n    cases:\n      tick: {}\n".write(
            to: spec, atomically: true, encoding: .utf8)
    }

    /// Runs notigen on `specs` into `output` (or `outputPath`); it must fail with exactly `message` on one line.
    private func expectFailure(_ specs: [String], outputPath: String? = nil, message: String) throws {
        let result = try Command.run(
            Repository.notigenBinary.path, specs + ["--output", outputPath ?? output.path], in: workspace)
        #expect(result.status == 1)
        #expect(result.text == "notigen: error: \(message)\n")
    }

    /// The contents of every file in the output folder, hidden ones included.
    private func outputs() throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: output.appendingPathComponent($0))) })
    }

    @Test func unreadableSpecsAreOneClearErrorEach() throws {
        let before = try outputs()
        try expectFailure(["missing.yaml"], message: "missing.yaml: no such file")
        try expectFailure([workspace.path], message: "\(workspace.path): is a folder, not a spec file")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.appendingPathComponent("loop").path, withDestinationPath: "loop")
        try expectFailure(["loop"], message: "loop: cannot be read: Too many levels of symbolic links")
        if getuid() != 0 {
            let locked = workspace.appendingPathComponent("locked.yaml")
            try "notigen: 1\n".write(to: locked, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
            try expectFailure([locked.path], message: "\(locked.path): cannot be read: permission denied")
        }
        #expect(try outputs() == before)
    }

    /// A spec is read up to its limit and no further: a huge file is refused at once, and `/dev/zero`, which is
    /// not a regular file, is not read at all.
    @Test(.timeLimit(.minutes(10)))
    func endlessInputIsRefusedAtTheSizeLimit() throws {
        let huge = workspace.appendingPathComponent("huge.yaml")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let result = try Command.run(
            Repository.notigenBinary.path, [huge.path, "--output", output.path], in: workspace)
        #expect(result.status == 1)
        #expect(
            result.text.hasPrefix(
                "\(huge.path):1:1: error: the spec is larger than 16777216 bytes (16 MiB), the most notigen reads\n"))
        let zero = try Command.run(
            Repository.notigenBinary.path, ["/dev/zero", "--output", output.path], in: workspace)
        #expect(zero.text == "notigen: error: /dev/zero: is a character device, not a spec file\n")
        #expect(try outputs().isEmpty)
    }

    @Test func unwritableOutputsAreOneClearErrorEachAndChangeNothing() throws {
        let bell = workspace.appendingPathComponent("bell.yaml")
        try "notigen: 1\nnotifiers:\n  Bell:\n    cases:\n      ring: {}\n".write(
            to: bell, atomically: true, encoding: .utf8)
        let first = try Command.run(
            Repository.notigenBinary.path, [spec.path, bell.path, "--output", output.path], in: workspace)
        #expect(first.status == 0, "\(first.text)")
        let before = try outputs()
        try "notigen: 1\nnotifiers:\n  Clock:\n    cases:\n      tock: {}\n".write(
            to: spec, atomically: true, encoding: .utf8)

        let file = workspace.appendingPathComponent("file")
        try Data().write(to: file)
        try expectFailure([spec.path], outputPath: file.path, message: "\(file.path): the output folder is a file")
        try expectFailure(
            [spec.path], outputPath: file.path + "/sub", message: "\(file.path): the output folder is a file")

        // A folder where an output goes: refused before any file is replaced, so the run changes nothing.
        let inTheWay = output.appendingPathComponent("bell.swift")
        try FileManager.default.removeItem(at: inTheWay)
        try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
        try expectFailure([spec.path, bell.path], message: "\(inTheWay.path): cannot write: a folder is in the way")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["bell.swift", "clock.swift"])
        #expect(try Data(contentsOf: output.appendingPathComponent("clock.swift")) == before["clock.swift"])

        if getuid() != 0 {
            try FileManager.default.removeItem(at: inTheWay)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: output.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output.path) }
            try expectFailure(
                [spec.path], message: "\(output.path)/clock.swift: cannot write: Permission denied")
            #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["clock.swift"])
        }
    }

    /// SIGINT or SIGTERM at any moment: the run either ends before writing (outputs unchanged) or after all its
    /// renames (outputs complete); a signal that arrives while files are written is held back until they are.
    @Test(.timeLimit(.minutes(10)))
    func interruptedRunsNeverLeaveTruncatedOrTemporaryFiles() throws {
        let notifiers = (0..<1_500).map { index in
            "  N\(index):\n    cases:\n      a: { payload: { x: Int, y: String } }\n      b: {}\n"
        }
        let big = workspace.appendingPathComponent("big.yaml")
        try ("notigen: 1\nnotifiers:\n" + notifiers.joined()).write(to: big, atomically: true, encoding: .utf8)
        let reference = workspace.appendingPathComponent("Reference")
        let start = Date()
        let full = try Command.run(Repository.notigenBinary.path, [big.path, "--output", reference.path, "--quiet"])
        #expect(full.status == 0, "\(full.text)")
        let duration = Date().timeIntervalSince(start)
        let expected = try Data(contentsOf: reference.appendingPathComponent("big.swift"))
        let old = Data("old\n".utf8)
        for step in 0..<6 {
            try old.write(to: output.appendingPathComponent("big.swift"))
            let process = Process()
            process.executableURL = Repository.notigenBinary
            process.arguments = [big.path, "--output", output.path, "--quiet"]
            try process.run()
            Thread.sleep(forTimeInterval: duration * Double(step + 1) / 6)
            if step.isMultiple(of: 2) { process.interrupt() } else { process.terminate() }
            process.waitUntilExit()
            let written = try Data(contentsOf: output.appendingPathComponent("big.swift"))
            #expect(written == old || written == expected, "step \(step): a truncated or mixed output")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
                $0.hasPrefix(".")
            }
            #expect(leftovers.isEmpty, "step \(step): temporary files left behind")
        }
    }
}
