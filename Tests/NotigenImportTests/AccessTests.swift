import Foundation
import NotigenCore
import NotigenImport
import Testing

@testable import NotigenTestSupport

/// The declarations' access carried into the spec: names declared in a `public extension Notification.Name` (with
/// public payload types) make a public spec whose generated code builds; a spec mixing access levels stays internal
/// with a note on each public name.
struct AccessTests {
    static let framework = ImportSource(
        path: "Framework/Names.swift",
        text: """
            import Foundation
            public struct Item: Sendable { public let id: Int }
            public extension Notification.Name {
                static let itemAdded = Notification.Name("ItemAdded")
            }
            public final class Store {
                public func add(_ item: Item) {
                    NotificationCenter.default.post(name: .itemAdded, object: nil, userInfo: ["item": item])
                }
            }
            """)

    @Test func publicNamesMakeAPublicSpecThatBuilds() throws {
        let spec = try #require(AppFixture.run([Self.framework]).spec)
        #expect(spec.contains("\naccess: public\n"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-access-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try Repository.generate([SpecSource(path: "app.yaml", bytes: Array(spec.utf8))], into: folder)
        let source = folder.appendingPathComponent("Names.swift")
        try ("import NotigenRuntime\n" + Self.framework.text).write(to: source, atomically: true, encoding: .utf8)
        let output = try Swiftc.typecheck(generated + [source])
        #expect(output.status == 0, "\(output.text)")
    }

    @Test func mixedAccessStaysInternalWithANote() throws {
        let app = ImportSource(
            path: "App/Names.swift",
            text: """
                import Foundation
                extension Notification.Name { static let local = Notification.Name("Local") }
                """)
        let result = AppFixture.run([Self.framework, app])
        let spec = try #require(result.spec)
        #expect(!spec.contains("\naccess: public\n"))
        let added = try #require(AppFixture.name("ItemAdded", in: result))
        #expect(added.notes.contains { $0.subject == "access" && $0.reason.contains("a spec has one access level") })
    }
}
