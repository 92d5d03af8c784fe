import Foundation
import NotigenCore
import NotigenImport
import Testing

@testable import NotigenTestSupport

/// The imported spec: pinned names and keys, Foundation delivery, notifiers per declaring type or file, docs; it
/// passes `notigen lint`, and its generated code builds with the app's sources, before and after `--rewrite`.
struct SpecEmissionTests {
    let result = AppFixture.run()

    @Test func theSpecPinsNamesAndKeysAndDeliversThroughTheCenter() throws {
        let spec = try #require(result.spec)
        #expect(spec.contains("userInfo: fields\ndelivery: foundation\n"))
        #expect(spec.contains("  # ServerNotifier: the names declared in ServerNotifications (App/Names.swift)\n"))
        #expect(
            spec.contains("      syncCompleted:\n        name: \"PCSyncDone\"\n        doc: \"A sync finished.\"\n"))
        #expect(spec.contains("          episodeUuid: { type: \"String\", key: \"episodeUuid\" }\n"))
        // `neverUsed` is declared public beside internal names: the spec stays internal and says so (AccessTests).
        #expect(
            spec.contains(
                "      # never posted or observed in the sources: kept, the name is the contract\n"
                    + "      # not imported: access: declared public, but the spec is internal"))
        #expect(spec.contains("      neverUsed:\n        name: \"PCNever\"\n"))
        #expect(spec.contains("  AppNamesNotifier:\n"))
        #expect(spec.contains("  PosterNotifier:\n"))
        #expect(spec.contains("module: App\n"))
    }

    @Test func theSpecPassesLint() throws {
        let spec = try #require(result.spec)
        let validation = Generator.validate([SpecSource(path: "app.yaml", bytes: Array(spec.utf8))])
        #expect(validation.succeeded, "\(validation.diagnostics)")
    }

    @Test func namesAndKeysNeedingQuotesReadBackAsThemselves() throws {
        let wire = "App.\"quoted\" \\ name: #1 é"
        let source = ImportSource(
            path: "A.swift",
            text: """
                import Foundation
                extension Notification.Name { static let odd = Notification.Name("App.\\"quoted\\" \\\\ name: #1 é")
                    static let bell = Notification.Name("Bell\\u{7}")
                }
                func post() { NotificationCenter.default.post(name: .odd, object: nil, userInfo: ["key: #x": 1]) }
                """)
        let result = AppFixture.run([source])
        #expect(AppFixture.name(wire, in: result) != nil)
        let spec = try #require(result.spec)
        let generation = try Repository.generator().generate([SpecSource(path: "odd.yaml", bytes: Array(spec.utf8))])
        #expect(generation.succeeded, "\(generation.diagnostics)")
        let text = try #require(generation.files.first?.contents)
        #expect(text.contains("App.\\\"quoted\\\" \\\\ name: #1 é"))
        #expect(result.report.refused.map(\.reason).allSatisfy { $0.hasPrefix("a name notigen cannot pin") })
        #expect(result.report.refused.count == 1)
        #expect(text.contains("key: #x"))
    }

    /// The generated code builds with the app's own sources (which still post and observe by name), and so do the
    /// sources that `--rewrite` moved to the typed API.
    @Test func generatedCodeBuildsWithTheAppBeforeAndAfterTheRewrite() throws {
        let rewritten = AppFixture.run(rewrite: true)
        let spec = try #require(rewritten.spec)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try Repository.generate([SpecSource(path: "app.yaml", bytes: Array(spec.utf8))], into: folder)
        for (label, texts) in [
            ("before", AppFixture.sources.map(\.text)),
            ("after", AppFixture.sources.map { rewritten.rewrittenFiles[$0.path] ?? $0.text }),
        ] {
            let app = folder.appendingPathComponent(label)
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            let files = try texts.enumerated().map { index, text in
                let url = app.appendingPathComponent("App\(index).swift")
                try ("import NotigenRuntime\n" + text).write(to: url, atomically: true, encoding: .utf8)
                return url
            }
            let output = try Swiftc.typecheck(generated + files)
            #expect(output.status == 0, "\(label):\n\(output.text)")
        }
    }

    /// A success/failure pair is one result case posted under two names, with each side's fields; the spec passes
    /// lint, and its code builds with the sources before and after `--rewrite`.
    @Test func pairsAreOneTwoNameResultCaseThatBuilds() throws {
        let rewritten = AppFixture.run([ResultPairingTests.pairs], rewrite: true)
        let spec = try #require(rewritten.spec)
        #expect(
            spec.contains(
                "      purchase:\n"
                    + "        name: { success: \"SJIapPurchaseCompleted\", failure: \"SJIapPurchaseFailed\" }\n"
                    + "        result:\n          success:\n"
                    + "            product: { type: \"String\", key: \"product\" }\n          failure: {}\n"))
        #expect(spec.contains("      # one result case for two names: Swift names `syncCompleted` / `syncFailed`"))
        #expect(!spec.contains("syncFailed:"))
        let validation = Generator.validate([SpecSource(path: "app.yaml", bytes: Array(spec.utf8))])
        #expect(validation.succeeded, "\(validation.diagnostics)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try Repository.generate([SpecSource(path: "app.yaml", bytes: Array(spec.utf8))], into: folder)
        let source = ResultPairingTests.pairs
        for (label, text) in [("before", source.text), ("after", rewritten.rewrittenFiles[source.path] ?? "")] {
            let url = folder.appendingPathComponent("\(label).swift")
            try ("import NotigenRuntime\n" + text).write(to: url, atomically: true, encoding: .utf8)
            let output = try Swiftc.typecheck(generated + [url])
            #expect(output.status == 0, "\(label):\n\(output.text)")
        }
    }
}
