import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Main-actor payloads, against the code of `Tests/Fixtures/main-actor-payloads` and its model types (`usage.swift`:
/// classes, a hand-written `==`, the module's default isolation): `Tests/Compatibility/MainActorPayloads` runs under
/// every compiler setting, and posting or reading such a payload off the main actor does not compile.
@Suite struct MainActorPayloadTests {
    /// A use of the fixture's code that must not compile, with a fragment of the compiler's message.
    struct Misuse: CustomTestStringConvertible, Sendable {
        var name: String
        var code: String
        var message: String

        var testDescription: String { name }
    }

    static let misuses: [Misuse] = [
        Misuse(
            name: "posting a main-actor payload from a nonisolated context",
            code: """
                nonisolated func postOffMain(_ window: Window) {
                    Library.post(.didOpen(window: window, note: nil, byTitle: [:]))
                }
                """,
            message: "call to main actor-isolated static method 'didOpen(window:note:byTitle:draft:)'"),
        Misuse(
            name: "reading a main-actor payload in a nonisolated observer",
            code: """
                nonisolated func observeOffMain() -> NotigenToken {
                    let key: NotigenMainKey<Library, Library.DidOpen> = .didOpen
                    return Library.observe(key.key) { payload in print(payload.window.title) }
                }
                """,
            message: "can not be referenced from a Sendable closure"),
    ]

    /// The fixture's generated code and its model types, written into the build's folder.
    private static func sources(_ build: CompatibilityBuild) throws -> [URL] {
        let fixture = Fixture("main-actor-payloads")
        let usage = try #require(fixture.usage)
        return try fixture.writeOutput(to: build.folder.appendingPathComponent("Generated")) + [usage]
    }

    /// The program posts typed and by name, observes with closures, an observer object and NotificationCenter, and
    /// sees a post by name off the main actor reported instead of read; built in one module with the fixture's code.
    @Test(arguments: CompilerSetting.allCases)
    func programRuns(_ setting: CompilerSetting) throws {
        let build = try CompatibilityBuild(setting)
        let main = CompatibilityBuild.sources.appendingPathComponent("MainActorPayloads/main.swift")
        let program = try build.executable(
            "MainActorPayloads", [main] + CompatibilityBuild.sharedSources() + Self.sources(build))
        try #require(CompatibilityBuild.expectClean(program, "MainActorPayloads"))
        let run = try build.run("MainActorPayloads")
        #expect(run.succeeded, "\(setting.rawValue): \(run)")
    }

    /// Under the strictest settings and Swift 5, the misuse is a compile error in the misuse, not in generated code.
    @Test(arguments: [CompilerSetting.swift6, .xcode26App, .swift5], misuses)
    func misuseDoesNotCompile(_ setting: CompilerSetting, _ misuse: Misuse) throws {
        let build = try CompatibilityBuild(setting)
        let file = build.folder.appendingPathComponent("misuse.swift")
        try ("import NotigenRuntime\n\n" + misuse.code + "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try build.library("Misuse", Self.sources(build) + [file], imported: false)
        #expect(result.status != 0, "\(setting.rawValue): \(misuse.name) compiled")
        #expect(result.text.contains(misuse.message), "\(setting.rawValue): \(result.text)")
        let errors = result.text.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            !errors.isEmpty && errors.allSatisfy { $0.contains("misuse.swift") },
            "the errors must be in the misuse, not in the generated code or the models: \(result.text)")
    }

    /// Where Swift makes it impossible, as the README says: in an Xcode 26 app target a nonisolated case cannot carry
    /// a `Set` of a model type whose `Hashable` is main-actor isolated (inferred for a hand-written `==`); the one-line
    /// fix on the model type (`nonisolated extension`) makes the same generated code build, and a main-actor case
    /// takes the model type as written.
    @Test(arguments: [
        (isolation: "none", fixed: false, builds: false), (isolation: "none", fixed: true, builds: true),
        (isolation: "main", fixed: false, builds: true),
    ])
    func modelTypeInASet(_ example: (isolation: String, fixed: Bool, builds: Bool)) throws {
        let build = try CompatibilityBuild(.xcode26App)
        let spec = """
            notigen: 1
            notifiers:
              Sync:
                isolation: \(example.isolation)
                cases:
                  didMerge: { payload: { profiles: "Set<UserProfile>", ranks: "[UserProfile: Int]" } }
            """
        let generated = try Repository.generate(
            [SpecSource(path: "sync.yaml", bytes: Array(spec.utf8))],
            into: build.folder.appendingPathComponent("Generated"))
        let model = build.folder.appendingPathComponent("UserProfile.swift")
        try """
        struct UserProfile {
            var id: Int
        }

        \(example.fixed ? "nonisolated " : "")extension UserProfile: Hashable {
            static func == (lhs: UserProfile, rhs: UserProfile) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }

        """.write(to: model, atomically: true, encoding: .utf8)
        let result = try build.library("Models", generated + [model], imported: false)
        if example.builds {
            CompatibilityBuild.expectClean(result, "isolation: \(example.isolation), fixed: \(example.fixed)")
        } else {
            #expect(result.status != 0)
            #expect(
                result.text.contains(
                    "main actor-isolated conformance of 'UserProfile' to 'Hashable' cannot be used in nonisolated context"
                ),
                "\(result.text)")
        }
    }
}
