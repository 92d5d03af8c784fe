import Foundation
import Testing

@testable import NotigenCore

/// The two other shapes of diagnostics: ANSI colours for a terminal and the JSON document for CI.
@Suite struct DiagnosticFormatTests {
    private static let location = NotigenCore.SourceLocation(file: "s.yaml", line: 2, column: 3)
    private static let diagnostic = Diagnostic(
        "unknown key 'paylod'", at: location,
        notes: [
            .init(message: "first here", location: .init(file: "s.yaml", line: 1, column: 1)),
            .init(message: "allowed keys: doc, payload", location: nil),
        ])

    @Test func colouredTextWrapsEachPartInItsStyleAndNothingElseChanges() {
        var renderer = DiagnosticRenderer(sources: ["s.yaml": "a: 1\n  paylod: {}\n"])
        let plain = renderer.render(Self.diagnostic)
        renderer.usesColor = true
        let coloured = renderer.render(Self.diagnostic)
        #expect(
            coloured.hasPrefix(
                "\u{1B}[1ms.yaml:2:3: \u{1B}[0m\u{1B}[1;31merror: \u{1B}[0m\u{1B}[1munknown key 'paylod'\u{1B}[0m\n"))
        #expect(coloured.contains("  \u{1B}[1;32m^\u{1B}[0m\n"))
        #expect(coloured.contains("\u{1B}[1;36mnote: \u{1B}[0mallowed keys"))
        let stripped = coloured.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain)
    }

    @Test func jsonDocumentHasEveryFieldAndLeavesOutUnknownOnes() throws {
        let text = JSONDiagnosticRenderer.render([
            .init(Self.diagnostic), .init(file: "missing.yaml", message: "missing.yaml: no such file"),
        ])
        #expect(text.hasSuffix("}\n"))
        let document = try JSONDecoder().decode(JSONDiagnosticRenderer.Document.self, from: Data(text.utf8))
        #expect(document.diagnostics.count == 2)
        let first = document.diagnostics[0]
        #expect(first.file == "s.yaml" && first.line == 2 && first.column == 3 && first.severity == "error")
        #expect(first.message == "unknown key 'paylod'")
        #expect(first.notes.map(\.message) == ["first here", "allowed keys: doc, payload"])
        #expect(first.notes[0].line == 1 && first.notes[1].line == nil)
        let second = document.diagnostics[1]
        #expect(second.file == "missing.yaml" && second.line == nil && second.column == nil)
        #expect(!text.contains("null"), "absent fields are left out, not null")
    }

    @Test func emptyRunIsAnEmptyList() throws {
        let text = JSONDiagnosticRenderer.render([])
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((object?["diagnostics"] as? [Any])?.isEmpty == true)
    }
}
