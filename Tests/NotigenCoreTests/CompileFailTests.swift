import Foundation
import Testing
@testable import NotigenTestSupport

/// Misuses of the code generated from `specs/user.yaml` that must not compile (warnings count, as in a strict
/// build): isolation is checked by the compiler, deprecations warn, payloads are typed.
@Suite struct CompileFailTests {
    struct Misuse: CustomTestStringConvertible, Sendable {
        var name: String
        var code: String
        /// A fragment of the expected compiler message.
        var message: String

        var testDescription: String { name }
    }

    static let misuses: [Misuse] = [
        Misuse(
            name: "main-actor observer called from a nonisolated context",
            code: """
                func deliver(to view: some ProfileScreenObserver, _ payload: ProfileScreen.DidEditName) {
                    view.profileScreenDidEditName(payload)
                }
                """,
            message:
                "call to main actor-isolated instance method 'profileScreenDidEditName' in a synchronous nonisolated"),
        Misuse(
            name: "main-actor case of a nonisolated notifier",
            code: """
                func warn(_ observer: some UserManagerObserver) {
                    observer.userManagerSessionWillExpire(.init(secondsLeft: 5))
                }
                """,
            message: "call to main actor-isolated instance method 'userManagerSessionWillExpire' in a synchronous"),
        Misuse(
            name: "nonisolated observer touching main-actor state",
            code: """
                @MainActor var lastMessage = ""
                func follow() -> NotigenToken {
                    UserManager.observe(.didGetMessage) { lastMessage = $0.message }
                }
                """,
            message: "main actor-isolated var 'lastMessage' can not be mutated from a nonisolated context"),
        Misuse(
            name: "deprecated case",
            code: """
                func legacy() -> NotigenToken {
                    UserManager.observe(.didChangePassword) { _ in }
                }
                """,
            message: "'didChangePassword' is deprecated: Observe didUpdateSettings instead."),
        Misuse(
            name: "deprecated field",
            code: """
                func legacy(_ payload: UserManager.DidChangePassword) -> String? {
                    payload.legacyHash
                }
                """,
            message: "'legacyHash' is deprecated: No longer sent."),
        Misuse(
            name: "wrong payload type",
            code: """
                func post() {
                    UserManager.post(.didGetMessage(message: 42))
                }
                """,
            message: "cannot convert value of type 'Int' to expected argument type 'String'"),
        Misuse(
            name: "payload of another case",
            code: """
                func observe() -> NotigenToken {
                    UserManager.observe(.login) { (payload: UserManager.DidGetMessage) in }
                }
                """,
            message: "member 'login' in 'NotigenKey<UserManager, UserManager.DidGetMessage>' produces result of type"),
    ]

    @Test(arguments: misuses)
    func doesNotCompile(_ misuse: Misuse) throws {
        let workspace = try Workspace()
        defer { withExtendedLifetime(workspace) {} }
        let folder = workspace.root
        let usage = folder.appendingPathComponent("misuse.swift")
        try ("import Foundation\nimport NotigenRuntime\n\n" + misuse.code + "\n").write(
            to: usage, atomically: true, encoding: .utf8)
        let generated = Repository.generatedAPI.appendingPathComponent("user.swift")
        let result = try Swiftc.typecheck([generated, usage])
        #expect(result.status != 0, "\(misuse.name) compiled")
        #expect(result.text.contains(misuse.message), "\(result.text)")
        #expect(result.text.contains("misuse.swift"), "the error must be in the misuse, not the generated code")
    }
}
