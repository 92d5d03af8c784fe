import NotigenCore
import NotigenImport
import Testing

/// Apps with their own typed layer over `NotificationCenter`: literals that reach a `Notification.Name` through an
/// initializer or a function are wire names, declared under the property that makes them; any other is refused with
/// its location.
struct WrappedNameTests {
    static let source = ImportSource(
        path: "App/Notifications.swift",
        text: """
            import Foundation
            struct Key<Payload> {
                let name: Notification.Name
                init(_ name: String) { self.name = Notification.Name(name) }
            }
            func makeName(_ text: String) -> Notification.Name { Notification.Name(rawValue: text) }
            enum Notifications {
                /// Items were purged.
                static var didPurge: Key<Void> { Key("didPurge") }
                static let didAddServerUser = Key<Int>("didAddServerUser")
                static let refreshed = makeName("AppRefreshed")
            }
            func adHoc() { _ = Key<Int>("adHocName") }
            """)

    @Test func literalsThroughAWrapperAreNamesOrRefused() throws {
        let result = AppFixture.run([Self.source])
        let spec = try #require(result.spec)
        #expect(spec.contains("      didPurge:\n        name: \"didPurge\"\n        doc: \"Items were purged.\"\n"))
        #expect(spec.contains("      didAddServerUser:\n        name: \"didAddServerUser\"\n"))
        #expect(spec.contains("      refreshed:\n        name: \"AppRefreshed\"\n"))
        let purge = try #require(AppFixture.name("didPurge", in: result))
        #expect(purge.notes.contains { $0.reason.contains("the app's own wrapper `Key<Void>`") })
        let adHoc = try #require(result.report.refused.first { $0.subject == "adHocName" })
        #expect(adHoc.reason.contains("through `Key<Int>(…)` outside a property declaration"))
        #expect(adHoc.at?.line == 13)
        #expect(Generator.validate([SpecSource(path: "w.yaml", bytes: Array(spec.utf8))]).succeeded)
    }
}
