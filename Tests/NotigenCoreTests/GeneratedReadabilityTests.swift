import Foundation
import Testing

@testable import NotigenTestSupport

/// The generated code is read by users, in Xcode and in code review: every valid golden output is clean for
/// `swift format lint --strict` with the repository's `.swift-format`, and every declaration a user can reach has a
/// `///` summary.
@Suite struct GeneratedReadabilityTests {
    /// Every expected `*.swift` of the golden fixtures.
    static func goldenOutputs() -> [String] {
        Repository.fixtureNames().flatMap { name in
            let folder = Repository.fixtures.appendingPathComponent(name)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return files.filter { $0.hasSuffix(".swift") && $0 != "usage.swift" }.sorted().map { "\(name)/\($0)" }
        }
    }

    @Test func goldenOutputsAreLintClean() throws {
        let paths = Self.goldenOutputs().map { Repository.fixtures.appendingPathComponent($0).path }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swift", "format", "lint", "--strict", "--configuration",
                Repository.root.appendingPathComponent(".swift-format").path,
            ]
            + paths
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // A type nested deeper than a line (the fixtures of the compiler's limits) cannot be wrapped by
        // `swift format` either: a line too long because of one is the only finding allowed.
        let findings = output.split(separator: "\n").filter { finding in
            guard finding.contains("[LineLength]"), let location = Self.location(of: finding) else { return true }
            return Self.line(location.line, of: location.path).count(where: { $0 == "<" }) < 8
        }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    /// The file and line of a `swift format` finding, `path:line:column: …`.
    static func location(of finding: Substring) -> (path: String, line: Int)? {
        let parts = finding.split(separator: ":", maxSplits: 3)
        guard parts.count > 2, let line = Int(parts[1]) else { return nil }
        return (String(parts[0]), line)
    }

    /// Line `number` (from 1) of the file at `path`, or nothing.
    static func line(_ number: Int, of path: String) -> Substring {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(number - 1) ? lines[number - 1] : ""
    }

    @Test(arguments: goldenOutputs())
    func everyReachableDeclarationIsDocumented(_ path: String) throws {
        let text = try String(contentsOf: Repository.fixtures.appendingPathComponent(path), encoding: .utf8)
        #expect(Self.undocumented(text) == [])
    }

    /// The declarations of `text` that a user can reach (not file-private, not inside one) without a `///` line
    /// before them (attributes between are skipped).
    static func undocumented(_ text: String) -> [String] {
        let declaration =
            #/^\s*(@[\w.]+\s+)*(nonisolated\s+)?((public|package|open)\s+)?(static\s+)?(func|init|var|let|enum|struct|protocol|typealias|case)\b(?!:)/#
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var missing: [String] = []
        var privateIndent: Int?
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            if let level = privateIndent {
                if indent == level, line.trimmingCharacters(in: .whitespaces) == "}" { privateIndent = nil }
                continue
            }
            if line.contains("private ") {
                if line.hasSuffix("{") { privateIndent = indent }
                continue
            }
            guard line.firstMatch(of: declaration) != nil, !line.contains("let registration") else { continue }
            var previous = index - 1
            while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
            if previous < 0 || !lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                missing.append("\(index + 1): \(line)")
            }
        }
        return missing
    }
}
