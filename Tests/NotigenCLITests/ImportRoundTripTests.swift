import Foundation
import Testing

@testable import NotigenTestSupport

/// The importer's round trip on the corpus (issue 23): the built `notigen-import` reads a copy of each app's
/// `App/` excerpts and `Models.swift` (the app's model types are part of its sources: the importer must see that
/// `Download` is a class to refuse it as a payload), the built `notigen` generates the imported spec, and the generated code builds with the
/// excerpts and the app's `Models.swift` into a check program written from the imported spec (`CorpusCheckWriter`):
/// every imported name posted by its string and observed typed, and the reverse. The same again after
/// `--rewrite --write` has moved the copy's post sites to the typed API. What the importer leaves out of the spec
/// (a name of `expected.yaml` it did not import) must be refused in its report, with the reason.
@Suite struct ImportRoundTripTests {
    /// The built importer, beside the built `notigen` (as `notigen import` finds it).
    static let importer = Repository.notigenBinary.deletingLastPathComponent().appendingPathComponent("notigen-import")

    @Test(arguments: [CompilerSetting.swift5], CorpusTests.apps)
    func importedSpecRoundTrips(_ setting: CompilerSetting, _ app: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.importer.path), "build notigen-import first")
        let build = try CompatibilityBuild(setting)
        let excerpts = try Self.copyExcerpts(of: app, into: build.folder.appendingPathComponent("App"))
        let models = build.folder.appendingPathComponent("Models/Models.swift")
        try FileManager.default.createDirectory(
            at: models.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CorpusTests.models(of: app), to: models)
        let module = try CorpusTests.spec(of: app).module
        let imported = try Self.runImporter([excerpts, models], module: module, into: build.folder, rewriting: false)
        let spec = try CorpusSpec([UInt8](try Data(contentsOf: imported.spec)), file: imported.spec.path)
        try Self.expectEveryExpectedNameImportedOrRefused(app, imported: spec, report: imported.report)
        let generated = try Self.generate(imported.spec, into: build.folder.appendingPathComponent("Generated"))
        let writer = CorpusCheckWriter(spec: spec)
        let main = build.folder.appendingPathComponent("main.swift")
        try writer.program().write(to: main, atomically: true, encoding: .utf8)
        let sources =
            [main] + (try CompatibilityBuild.sharedSources())
            + [
                CompatibilityBuild.sources.appendingPathComponent("Corpus/CorpusValues.swift"),
                models,
            ]
            + generated
        let appFiles = try Self.swiftFiles(in: excerpts)
        try Self.buildAndRun(build, "Imported", sources + appFiles, writer: writer, "\(app) (\(setting.rawValue))")

        let rewrite = try Self.runImporter([excerpts, models], module: module, into: build.folder, rewriting: true)
        let rewritten = (rewrite.report["rewrite"] as? [String: Any])?["rewritten"] as? [String] ?? []
        let changed = try appFiles.filter { file in
            let original = CorpusTests.corpus.appendingPathComponent("\(app)/App/\(file.lastPathComponent)")
            return try Data(contentsOf: file) != Data(contentsOf: original)
        }
        #expect(rewritten.isEmpty == changed.isEmpty, "\(app): rewritten \(rewritten), files changed \(changed)")
        try Self.buildAndRun(
            build, "Rewritten", sources + appFiles, writer: writer, "\(app) rewritten (\(setting.rawValue))")
    }

    /// Under Swift 6 (and Swift 5 alike), the imported spec's generated code builds as a library with the app's model
    /// types (`Models.swift`), `-warnings-as-errors`: a payload that is not `Sendable` must be a main-actor case or
    /// left out. (The excerpts themselves are Swift 5 code: under Swift 6 they fail on their own closures, before
    /// and after the rewrite, so the rewritten posts are built under `swift5` by `importedSpecRoundTrips`.)
    @Test(arguments: [CompilerSetting.swift6, .swift5], CorpusTests.apps)
    func importedSpecBuildsWithTheAppsTypes(_ setting: CompilerSetting, _ app: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.importer.path), "build notigen-import first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-types-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let excerpts = try Self.copyExcerpts(of: app, into: folder.appendingPathComponent("App"))
        let models = folder.appendingPathComponent("Models/Models.swift")
        try FileManager.default.createDirectory(
            at: models.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CorpusTests.models(of: app), to: models)
        let module = try CorpusTests.spec(of: app).module
        let imported = try Self.runImporter([excerpts, models], module: module, into: folder, rewriting: false)
        let generated = try Self.generate(imported.spec, into: folder.appendingPathComponent("Generated"))
        let runtime = try RuntimeBuild.shared.folder(for: setting)
        let output = try Swiftc.run(
            [
                "-emit-library", "-module-name", module, "-I", runtime.path, "-o",
                folder.appendingPathComponent("lib").path,
            ]
                + setting.flags + ["-warnings-as-errors"] + (generated + [models]).map(\.path))
        #expect(output.status == 0, "\(app) (\(setting.rawValue)):\n\(output.text)")
    }

    // MARK: - Helpers

    /// Builds the check program from `sources` into `name`, runs it, and expects every check it makes to pass
    /// (Linux compiles no `os(macOS)` or `os(iOS)` case).
    static func buildAndRun(
        _ build: CompatibilityBuild, _ name: String, _ sources: [URL], writer: CorpusCheckWriter, _ what: String
    ) throws {
        try #require(CompatibilityBuild.expectClean(try build.executable(name, sources), "\(what) check program"))
        let run = try build.run(name)
        #expect(run.succeeded, "\(what): \(run)")
        let passed = run.output.split(separator: "\n").filter { $0.hasPrefix("ok    ") }.count
        #expect(passed == writer.checkCount { !$0.contains("os(macOS)") && !$0.contains("os(iOS)") }, "\(what): \(run)")
    }

    /// Copies the app's `App/*.swift` into `folder`, which the importer then reads (and `--write` edits).
    static func copyExcerpts(of app: String, into folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in try CorpusTests.excerpts(of: app) {
            try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent))
        }
        return folder
    }

    static func swiftFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Runs the built importer on `paths` (with `--rewrite --write` when `rewriting`); requires it to succeed and
    /// returns the spec it wrote and its report.
    static func runImporter(
        _ paths: [URL], module: String, into folder: URL, rewriting: Bool
    ) throws -> (spec: URL, report: [String: Any]) {
        let stem = rewriting ? "rewrite" : "imported"
        let spec = folder.appendingPathComponent("\(stem).yaml")
        let reportFile = folder.appendingPathComponent("\(stem).json")
        let arguments =
            paths.map(\.path) + ["--module", module, "--output", spec.path, "--report", reportFile.path, "--quiet"]
            + (rewriting ? ["--rewrite", "--write"] : [])
        let result = try Command.run(importer.path, arguments)
        try #require(result.status == 0, "notigen-import \(arguments.joined(separator: " ")):\n\(result.text)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: reportFile)) as? [String: Any]
        return (spec, try #require(report))
    }

    /// Runs the built `notigen` on the imported spec; requires it to generate (the importer lints what it writes).
    static func generate(_ spec: URL, into output: URL) throws -> [URL] {
        let result = try Command.run(Repository.notigenBinary.path, [spec.path, "--output", output.path, "--quiet"])
        try #require(result.status == 0, "the imported spec \(spec.path) does not generate:\n\(result.text)")
        return try swiftFiles(in: output)
    }

    /// Every wire name of `expected.yaml` is a case of the imported spec, or the report refuses it with a reason:
    /// a `refused` entry naming the expected case (`Notifications.replay`) or its wire name.
    static func expectEveryExpectedNameImportedOrRefused(
        _ app: String, imported: CorpusSpec, report: [String: Any]
    ) throws {
        let importedNames = Set(imported.cases.flatMap { [$0.wireName] + ($0.failureWireName.map { [$0] } ?? []) })
        let refused = (report["refused"] as? [[String: Any]]) ?? []
        for refusal in refused {
            #expect(!((refusal["reason"] as? String) ?? "").isEmpty, "\(app): a refusal without a reason: \(refusal)")
        }
        for item in try CorpusTests.spec(of: app).cases {
            let wireNames = [item.wireName] + (item.failureWireName.map { [$0] } ?? [])
            for wireName in wireNames where !importedNames.contains(wireName) {
                let reported = refused.contains { refusal in
                    let subject = (refusal["subject"] as? String) ?? ""
                    return subject == wireName || subject.hasSuffix(".\(item.name)") || subject == item.name
                }
                #expect(reported, "\(app): \(item.notifier).\(item.name) (\(wireName)) neither imported nor refused")
            }
        }
    }
}
