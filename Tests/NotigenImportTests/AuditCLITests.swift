import Foundation
import Testing

@testable import NotigenTestSupport

/// `notigen audit` end to end on a corpus app, as CI runs it: before and after `notigen import --rewrite --write`,
/// with a baseline, with `--warn`, and with the generated code beside the app's.
@Suite struct AuditCLITests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        let app = Repository.root.appendingPathComponent("Tests/Corpus/netnewswire/App")
        try FileManager.default.copyItem(at: app, to: workspace.url("App"))
        let imported = try workspace.notigen(["import", "App", "-o", "app.yaml", "--quiet"])
        #expect(imported.status == 0, "\(imported.standardError)")
    }

    /// The findings printed, by rule.
    static func count(_ output: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { continue }
            counts[String(line[line.index(after: open)..<line.index(before: line.endIndex)]), default: 0] += 1
        }
        return counts
    }

    @Test func findsUntypedCodeAndFindsLessOnceRewritten() throws {
        let before = try workspace.notigen(["audit", "App", "--spec", "app.yaml"])
        #expect(before.status == 1)
        let lines = before.standardOutput.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("App/") && $0.contains(": error: ") })
        let counts = Self.count(before.standardOutput)
        #expect((counts["posted-by-name"] ?? 0) > 0 && (counts["observed-by-name"] ?? 0) > 0)
        #expect(counts["undeclared-name"] == nil, "the imported spec declares every name")
        let rewrite = try workspace.notigen(["import", "App", "-o", "app.yaml", "--rewrite", "--write", "--quiet"])
        #expect(rewrite.status == 0, "\(rewrite.standardError)")
        let after = try workspace.notigen(["audit", "App", "--spec", "app.yaml"])
        #expect((Self.count(after.standardOutput)["posted-by-name"] ?? 0) < (counts["posted-by-name"] ?? 0))
        // The generated code beside the app is not audited.
        #expect(try workspace.notigen(["app.yaml", "-o", "App/Generated"]).status == 0)
        let withGenerated = try workspace.notigen(["audit", "App", "--spec", "app.yaml"])
        #expect(withGenerated.standardOutput == after.standardOutput)
    }

    @Test func aBaselineFailsOnlyOnNewFindings() throws {
        let first = try workspace.notigen(["audit", "App", "--spec", "app.yaml", "--baseline", "audit.json"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains("wrote audit.json with"))
        let again = try workspace.notigen(["audit", "App", "--spec", "app.yaml", "--baseline", "audit.json"])
        #expect(again.status == 0)
        #expect(again.standardOutput.isEmpty)
        let name = try #require(
            try String(contentsOf: workspace.url("app.yaml"), encoding: .utf8).split(separator: "\n")
                .first { $0.contains("name: ") }?.split(separator: "\"").dropFirst().first)
        try workspace.write(
            "import Foundation\nfunc later() {\n    NotificationCenter.default.post(name: Notification.Name(\"\(name)\"), object: nil)\n}\n",
            to: "App/Later.swift")
        let new = try workspace.notigen(["audit", "App", "--spec", "app.yaml", "--baseline", "audit.json"])
        #expect(new.status == 1)
        #expect(new.standardOutput.split(separator: "\n").map { $0.prefix(22) } == ["App/Later.swift:3:5: e"])
        let warned = try workspace.notigen(["audit", "App", "--spec", "app.yaml", "--warn"])
        #expect(warned.status == 0)
        #expect(warned.standardOutput.contains(": warning: "))
    }

    @Test func mistakesAreClearErrors() throws {
        let noSpec = try workspace.notigen(["audit", "App"])
        #expect(noSpec.status != 0)
        #expect(noSpec.standardError.contains("give at least one --spec"))
        try workspace.write("notigen: 1\nnotifiers: {}\n", to: "bad.yaml")
        let bad = try workspace.notigen(["audit", "App", "--spec", "bad.yaml"])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("bad.yaml:2:12: error:"))
        try workspace.write("[1]\n", to: "broken.json")
        let broken = try workspace.notigen(["audit", "App", "--spec", "app.yaml", "--baseline", "broken.json"])
        #expect(broken.status == 1)
        #expect(broken.standardError.contains("broken.json: not a notigen audit baseline"))
        // A folder named audit is still imported by `notigen import`.
        try workspace.write(AppFixture.names, to: "audit/Names.swift")
        #expect(try workspace.notigen(["import", "audit", "--quiet"]).status == 0)
    }
}
