import Foundation
import NotigenCore
import NotigenImport
import Testing

@testable import NotigenTestSupport

/// Optionality from declarations: a posted property, local or parameter is typed by its declaration (in an extension
/// or another file too) before the literal's shape, and `x as Any` by x's declared type; the rewritten posts compile.
struct DeclaredOptionalityTests {
    static let sources = [
        ImportSource(
            path: "App/Document.swift",
            text: """
                import Foundation
                final class Document {
                    static let didClose = Notification.Name("DocumentDidClose")
                    static let didMove = Notification.Name("DocumentDidMove")
                    func close() {
                        NotificationCenter.default.post(name: Self.didClose, object: fileURL)
                    }
                    func move(count: Int) {
                        NotificationCenter.default.post(
                            name: Self.didMove, object: nil, userInfo: ["url": fileURL as Any, "count": count as Any])
                    }
                }
                func observe() {
                    _ = NotificationCenter.default.addObserver(forName: Document.didClose, object: nil, queue: nil) {
                        _ = $0.object as? URL
                    }
                }
                """),
        ImportSource(
            path: "App/Document+File.swift",
            text: """
                import Foundation
                extension Document {
                    var fileURL: URL? { nil }
                }
                """),
    ]

    @Test func aPropertyDeclaredInAnExtensionIsOptional() throws {
        let result = AppFixture.run(Self.sources, rewrite: true)
        let spec = try #require(result.spec)
        #expect(spec.contains("          fileURL: { type: \"URL?\", in: object }\n"))
        #expect(spec.contains("          url: { type: \"URL?\", key: \"url\" }\n"))
        #expect(spec.contains("          count: { type: \"Int\", key: \"count\" }\n"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-optional-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try Repository.generate([SpecSource(path: "app.yaml", bytes: Array(spec.utf8))], into: folder)
        let files = try Self.sources.enumerated().map { index, source in
            let url = folder.appendingPathComponent("App\(index).swift")
            let text = result.rewrittenFiles[source.path] ?? source.text
            try ("import NotigenRuntime\n" + text).write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        #expect(result.rewrittenFiles["App/Document.swift"]?.contains(".didClose(fileURL: fileURL)") == true)
        let output = try Swiftc.typecheck(generated + files)
        #expect(output.status == 0, "\(output.text)")
    }
}
