import Foundation
import Testing

@testable import NotigenImport

/// `Auditor`: posts and observers by name of declared notifications outside `allowUntyped`, names made in Swift that
/// no spec declares, and `userInfo` keys their case does not have; `PathGlob` and `AuditBaseline`.
@Suite struct AuditorTests {
    static let names = """
        import Foundation
        extension Notification.Name {
            static let didLogin = Notification.Name("Accounts.didLogin")
            static let legacy = Notification.Name("LegacyThing")
        }
        """
    static let poster = """
        import Foundation
        final class Session {
            func login() {
                NotificationCenter.default.post(name: .didLogin, object: nil, userInfo: ["user": "ann", "token": 3])
                NotificationCenter.default.post(name: Notification.Name("Inline.made"), object: nil)
            }
        }
        """
    static let observer = """
        import Foundation
        final class Screen {
            var token: NSObjectProtocol?
            func start() {
                token = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: nil) { note in
                    _ = note.userInfo?["user"] as? String
                }
            }
        }
        """
    static let rules = AuditRules(
        declared: [.init(wireName: "Accounts.didLogin", notifier: "Accounts", caseName: "didLogin", keys: ["user"])],
        allowUntyped: [])

    static func sources(_ observerPath: String = "App/Screen.swift") -> [ImportSource] {
        [
            ImportSource(path: "App/Names.swift", text: names), ImportSource(path: "App/Session.swift", text: poster),
            ImportSource(path: observerPath, text: observer),
        ]
    }

    @Test func findsEveryRule() {
        let findings = Auditor.audit(Self.sources(), rules: Self.rules)
        #expect(
            findings.map { "\($0.location) \($0.rule.rawValue)" } == [
                "App/Names.swift:4:16 undeclared-name", "App/Screen.swift:5:17 observed-by-name",
                "App/Session.swift:4:9 posted-by-name", "App/Session.swift:4:106 unknown-key",
                "App/Session.swift:5:9 undeclared-name",
            ])
        #expect(
            findings.first { $0.rule == .unknownKey }?.message
                == "userInfo key 'token' is not a key of Accounts.didLogin (its keys: user)")
        #expect(
            findings.first { $0.rule == .postedByName }?.line(severity: "error")
                == "App/Session.swift:4:9: error: 'Accounts.didLogin' is posted by name; the spec declares it as "
                + "Accounts.didLogin: post it with Accounts.post(.didLogin…) [posted-by-name]")
        #expect(findings.contains { $0.message.hasPrefix("Notification.Name(\"Inline.made\") is made here") })
    }

    @Test func allowUntypedPathsMayUseDeclaredNamesByNameButNotUnknownKeys() {
        let rules = AuditRules(
            declared: Array(Self.rules.declared.values), allowUntyped: ["Bridges/*.swift", "App/Session.swift"])
        let findings = Auditor.audit(Self.sources("Sub/Bridges/Screen.swift"), rules: rules)
        #expect(!findings.contains { $0.rule == .postedByName || $0.rule == .observedByName })
        #expect(findings.contains { $0.rule == .unknownKey })
    }

    @Test func globsMatchPathsAndTrailingParts() {
        #expect(PathGlob("Bridges/*.swift").matches("App/Bridges/Legacy.swift"))
        #expect(!PathGlob("Bridges/*.swift").matches("App/Bridges/Deep/Legacy.swift"))
        #expect(PathGlob("Bridges/**/*.swift").matches("Bridges/Deep/Er/Legacy.swift"))
        #expect(PathGlob("**/Legacy/**").matches("./App/Legacy/A/B.swift"))
        #expect(PathGlob("*.swift").matches("App/X.swift"))
        #expect(PathGlob("App/?.swift").matches("App/X.swift"))
        #expect(!PathGlob("App/?.swift").matches("App/XY.swift"))
        #expect(!PathGlob("Bridges").matches("App/BridgesX"))
        // Linear, not exponential: a pattern of many stars against a long path that does not match.
        #expect(!PathGlob(String(repeating: "*a", count: 200) + "b").matches(String(repeating: "a", count: 4_000)))
    }

    @Test func aBaselineAcceptsItsFindingsByPathRuleAndMessageAsManyTimesAsListed() throws {
        let findings = Auditor.audit(Self.sources(), rules: Self.rules)
        let baseline = AuditBaseline(Array(findings.dropLast()))
        let read = try #require(AuditBaseline.read(try baseline.json()))
        #expect(read == baseline)
        #expect(read.newFindings(findings) == [findings[findings.count - 1]])
        // Moved lines are the same findings.
        let moved = Auditor.audit(
            Self.sources().map { ImportSource(path: $0.path, text: "\n\n" + $0.text) }, rules: Self.rules)
        #expect(read.newFindings(moved).count == 1)
        #expect(AuditBaseline.read("{}") == nil)
    }
}
