import Foundation
import Testing

@testable import NotigenTestSupport

/// The generated code is read by users, in Xcode and in code review: the output of every valid golden fixture is
/// clean for `swift format lint --strict` with the repository's `.swift-format`, and every declaration a user can
/// reach has a `///` summary. The code is generated afresh, so that fixtures that store no whole file (an excerpt or
/// an equivalent spec) are checked too.
@Suite struct GeneratedReadabilityTests {
    @Test func generatedOutputsAreLintClean() throws {
        let workspace = try Workspace()
        defer { withExtendedLifetime(workspace) {} }
        let paths = try Fixture.validNames().flatMap { name in
            try Fixture(name).writeOutput(to: workspace.url(name)).map(\.path)
        }
        #expect(!paths.isEmpty)
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
        // Findings name the fixture's output as `<fixture>/<file>.swift`.
        let named = findings.map { $0.replacingOccurrences(of: workspace.root.path + "/", with: "") }
        #expect(findings.isEmpty, "\(named.joined(separator: "\n"))")
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

    @Test(arguments: Fixture.validNames())
    func everyReachableDeclarationIsDocumented(_ name: String) throws {
        let generation = try Fixture(name).generate()
        try #require(generation.succeeded, "\(generation.renderedDiagnostics)")
        for file in generation.files {
            #expect(Self.undocumented(file.contents) == [], "\(name)/\(file.name)")
        }
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
            // Locals of function bodies: `addObserver`'s registration, a message's event in `makeNotification`.
            guard line.firstMatch(of: declaration) != nil, !line.contains("let registration"),
                !line.contains("let event:")
            else { continue }
            var previous = index - 1
            while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
            if previous < 0 || !lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                missing.append("\(index + 1): \(line)")
            }
        }
        return missing
    }
}
