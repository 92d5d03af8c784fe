import NotigenCore
import NotigenImport
import Testing

/// No notifier can fail the whole import: a condition every case shares moves to the notifier, names declared under
/// `#if … #else` become a notifier per branch, and what `notigen lint` still refuses is left out, commented in the
/// spec and refused in the report, while the rest is written.
struct SpecRepairTests {
    static let source = ImportSource(
        path: "App/Names.swift",
        text: """
            import Foundation
            #if os(iOS)
            extension Notification.Name {
                static let reachabilityChanged = Notification.Name("ReachabilityChanged")
                static let reachabilityLost = Notification.Name("ReachabilityLost")
            }
            #endif
            #if os(macOS)
            enum Platform { static let ready = Notification.Name("MacReady") }
            #else
            enum Platform { static let ready = Notification.Name("PhoneReady") }
            #endif
            enum Session {
                static let didStart = Notification.Name("SessionDidStart")
                static let odd = Notification.Name("SessionOdd")
            }
            final class Poster {
                func go() {
                    NotificationCenter.default.post(name: Session.didStart, object: nil, userInfo: ["count": 1])
                    NotificationCenter.default.post(name: Session.odd, object: nil, userInfo: ["self": 1])
                }
            }
            """)

    static func validate(_ spec: String) -> Generation {
        Generator.validate([SpecSource(path: "imported.yaml", bytes: Array(spec.utf8))])
    }

    @Test func aConditionEveryCaseSharesMovesToTheNotifier() throws {
        let result = AppFixture.run([Self.source])
        let spec = try #require(result.spec)
        #expect(Self.validate(spec).succeeded, "\(Self.validate(spec).diagnostics)")
        #expect(spec.contains("  AppNamesNotifier:\n    if: \"os(iOS)\"\n    cases:\n"))
        #expect(!spec.contains("        if: \"os(iOS)\""))
    }

    @Test func declarationsUnderIfAndElseBecomeANotifierEach() throws {
        let spec = try #require(AppFixture.run([Self.source]).spec)
        #expect(spec.contains("  PlatformNotifier:\n    if: \"os(macOS)\"\n    cases:\n"))
        #expect(spec.contains("  PlatformNotifier2:\n    if: \"!(os(macOS))\"\n    cases:\n"))
    }

    @Test func whatLintRefusesIsLeftOutAndTheRestIsWritten() throws {
        let result = AppFixture.run([Self.source], rewrite: true)
        let spec = try #require(result.spec)
        #expect(Self.validate(spec).succeeded, "\(Self.validate(spec).diagnostics)")
        #expect(spec.contains("      didStart:\n        name: \"SessionDidStart\"\n"))
        #expect(!spec.contains("name: \"SessionOdd\""))
        #expect(
            spec.contains(
                "#   odd (\"SessionOdd\"): notigen lint: 'self' cannot be used as a field name, even in backticks\n"))
        #expect(result.report.names.contains { $0.wireName == "SessionDidStart" })
        #expect(!result.report.names.contains { $0.wireName == "SessionOdd" })
        let refusal = try #require(result.report.refused.first { $0.subject == "SessionOdd" })
        #expect(refusal.reason.hasPrefix("left out of the spec (`odd`): notigen lint: 'self' cannot be used"))
        #expect(refusal.at?.line == 15)
        let left = try #require(result.report.rewrite?.left.first { $0.subject == "odd post" })
        #expect(left.reason.hasPrefix("the name is left out of the spec"))
    }
}
