import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Inputs `make fuzz` found to crash, hang or leak (`Fuzz/Regressions`), replayed on every test run: each must give
/// output or diagnostics, and quickly. The fuzzer also starts from them.
@Suite struct FuzzRegressionTests {
    static let folder = Repository.root.appendingPathComponent("Fuzz/Regressions")

    static func inputs() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test(arguments: inputs())
    func replay(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let generator = try Repository.generator()
        let result = generator.generate([SpecSource(path: name, bytes: bytes)])
        #expect(result.succeeded || !result.renderedDiagnostics.isEmpty)
    }

    /// A thousand diagnostics on one line of a million characters cost the line's length once, not once each.
    @Test(.timeLimit(.minutes(10)))
    func manyDiagnosticsOnOneLongLineRenderInLinearTime() {
        let line = String(repeating: "x", count: 1_000_000)
        let renderer = DiagnosticRenderer(sources: ["s.yaml": line])
        let diagnostics = (0..<1_000).map {
            Diagnostic("x", at: NotigenCore.SourceLocation(file: "s.yaml", line: 1, column: 999_000 + $0))
        }
        let text = renderer.render(diagnostics)
        #expect(text.utf8.count < 1_000 * 400)
    }
}
