import Foundation
import NotigenCore
import NotigenImport
import Testing

@testable import NotigenTestSupport

/// `Sendable` is judged from what the sources declare: a payload holding a closure, a public enum without
/// `Sendable` or a mutable class becomes a main-actor case when its posts are on the main actor, and is left out with
/// a note otherwise; the generated code builds with the app's types under Swift 6 and Swift 5.
struct SendabilityTests {
    static let source = ImportSource(
        path: "App/Jobs.swift",
        text: """
            import Foundation
            extension Notification.Name {
                static let jobQueued = Notification.Name("JobQueued")
                static let jobRan = Notification.Name("JobRan")
                static let feedOpened = Notification.Name("FeedOpened")
                static let styleChanged = Notification.Name("StyleChanged")
            }
            public enum Style { case plain, bold }
            struct Job { let run: () -> Void }
            struct SafeJob { let run: @Sendable () -> Void }
            final class Account { var name = "" }
            final class Token { let id: Int = 0 }
            @MainActor class ViewControllerBase {}
            final class FeedController: ViewControllerBase {
                func open(job: Job, style: Style, safe: SafeJob, token: Token) {
                    NotificationCenter.default.post(name: .jobQueued, object: nil, userInfo: ["job": job, "style": style])
                    NotificationCenter.default.post(name: .feedOpened, object: self, userInfo: ["safe": safe])
                }
            }
            final class Worker {
                func run(job: Job, account: Account, token: Token, style: Style, thread: Thread) {
                    NotificationCenter.default.post(
                        name: .styleChanged, object: nil, userInfo: ["style": style, "thread": thread, "count": 1])
                    NotificationCenter.default.post(
                        name: .jobRan, object: nil, userInfo: ["job": job, "account": account, "token": token])
                }
            }
            func observe() {
                _ = NotificationCenter.default.addObserver(forName: .feedOpened, object: nil, queue: nil) { note in
                    _ = note.object as? FeedController
                }
            }
            """)

    @Test func payloadsThatAreNotSendableAreMainActorCasesOrLeftOut() throws {
        let result = AppFixture.run([Self.source])
        let spec = try #require(result.spec)
        #expect(
            spec.contains(
                "      jobQueued:\n        name: \"JobQueued\"\n        isolation: main\n        payload:\n"
                    + "          job: { type: \"Job\", key: \"job\" }\n          style: { type: \"Style\", key: \"style\" }\n"
            ))
        #expect(spec.contains("        isolation: main\n        sender: \"FeedController\"\n"))
        let jobRan = try #require(AppFixture.name("JobRan", in: result))
        #expect(jobRan.fields.isEmpty)
        let reasons = jobRan.notes.map(\.reason)
        #expect(reasons.contains { $0.contains("Job holds a `() -> Void`: `() -> Void` is a closure that is not") })
        #expect(reasons.contains { $0.contains("class Account is not declared Sendable") })
        #expect(reasons.contains { $0.contains("class Token is final and immutable, but not declared Sendable") })
        #expect(!spec.contains("      jobRan:\n        name: \"JobRan\"\n        isolation: main"))
    }

    @Test func publicTypesAndApplesMutableClassesAreNotSendable() throws {
        let result = AppFixture.run([Self.source])
        let styleChanged = try #require(AppFixture.name("StyleChanged", in: result))
        #expect(styleChanged.fields.map(\.name) == ["count"])
        let reasons = styleChanged.notes.map(\.reason)
        #expect(reasons.contains { $0.contains("public Style does not declare Sendable") })
        #expect(reasons.contains { $0.contains("Thread is not Sendable") })
    }

    @Test(arguments: [CompilerSetting.swift6, .swift5])
    func theGeneratedCodeBuildsWithTheAppsTypes(setting: CompilerSetting) throws {
        let spec = try #require(AppFixture.run([Self.source]).spec)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-sendable-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try Repository.generate([SpecSource(path: "app.yaml", bytes: Array(spec.utf8))], into: folder)
        let app = folder.appendingPathComponent("Jobs.swift")
        try ("import NotigenRuntime\n" + Self.source.text).write(to: app, atomically: true, encoding: .utf8)
        let runtime = try RuntimeBuild.shared.folder(for: setting)
        let output = try Swiftc.run(
            ["-typecheck", "-I", runtime.path] + setting.flags + ["-warnings-as-errors"]
                + (generated + [app]).map(\.path))
        #expect(output.status == 0, "\(setting):\n\(output.text)")
    }
}
