import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The spec `notigen init` writes is valid, and its output type-checks.
@Suite struct StarterSpecTests {
    @Test func starterSpecValidatesAndItsOutputCompiles() throws {
        let text = StarterSpec.text(path: "specs/notifications.yaml")
        #expect(text.contains("notigen specs/notifications.yaml --output"))
        let spec = SpecSource(path: "notifications.yaml", bytes: Array(text.utf8))
        let validation = Generator.validate([spec])
        #expect(validation.succeeded, "\(validation.renderedDiagnostics)")
        let generation = try Repository.generator().generate([spec])
        #expect(generation.succeeded, "\(generation.renderedDiagnostics)")
        let workspace = try Workspace()
        defer { withExtendedLifetime(workspace) {} }
        let folder = workspace.root
        let files = try generation.files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let typecheck = try Swiftc.typecheck(files)
        #expect(typecheck.status == 0, "\(typecheck.text)")
    }

    @Test func aLineBreakInThePathCannotEndTheComment() {
        let spec = SpecSource(path: "x.yaml", bytes: Array(StarterSpec.text(path: "a\nnotifiers: 1").utf8))
        #expect(Generator.validate([spec]).succeeded)
    }
}
