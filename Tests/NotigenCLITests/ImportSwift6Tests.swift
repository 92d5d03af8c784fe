import Foundation
import Testing

@testable import NotigenTestSupport

/// The rewrite under Swift 6 (issue 36): the corpus excerpts are the apps' Swift 5 code, and some fail Swift 6's
/// checks on their own (a non-`Sendable` `self` captured by a block observer's closure), so the rewritten sources
/// cannot simply build under `swift6`. What is checked instead: the excerpts, the models and the imported spec's
/// generated code are type-checked under `swift6` (`-swift-version 6 -strict-concurrency=complete`) before and after
/// `--rewrite --write`, and every error or warning after the rewrite was there before it (same file, same message;
/// lines move), so each rewritten post and observer type-checks under Swift 6 wherever the code around it does.
@Suite struct ImportSwift6Tests {
    @Test(arguments: CorpusTests.apps)
    func theRewriteAddsNoSwift6Diagnostic(_ app: String) throws {
        let importer = ImportRoundTripTests.importer
        try #require(FileManager.default.isExecutableFile(atPath: importer.path), "build notigen-import first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-swift6-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let excerpts = try ImportRoundTripTests.copyExcerpts(of: app, into: folder.appendingPathComponent("App"))
        let models = folder.appendingPathComponent("Models/Models.swift")
        try FileManager.default.createDirectory(
            at: models.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CorpusTests.models(of: app), to: models)
        let module = try CorpusTests.spec(of: app).module
        let imported = try ImportRoundTripTests.runImporter(
            [excerpts, models], module: module, into: folder, rewriting: false)
        let generated = try ImportRoundTripTests.generate(
            imported.spec, into: folder.appendingPathComponent("Generated"))
        let before = try Self.diagnostics(
            module: module, try ImportRoundTripTests.swiftFiles(in: excerpts) + [models] + generated, in: folder)

        _ = try ImportRoundTripTests.runImporter([excerpts, models], module: module, into: folder, rewriting: true)
        let after = try Self.diagnostics(
            module: module, try ImportRoundTripTests.swiftFiles(in: excerpts) + [models] + generated, in: folder)
        // The generated code and the models are clean under Swift 6 (so the runtime was found and the check is
        // real): every diagnostic is the excerpts'.
        let appFiles = Set(try ImportRoundTripTests.swiftFiles(in: excerpts).map(\.lastPathComponent))
        for diagnostic in before + after {
            #expect(appFiles.contains { diagnostic.hasPrefix("\($0): ") }, "\(app): \(diagnostic)")
        }
        var remaining = before
        var added: [String] = []
        for diagnostic in after {
            if let index = remaining.firstIndex(of: diagnostic) {
                remaining.remove(at: index)
            } else {
                added.append(diagnostic)
            }
        }
        #expect(added.isEmpty, "\(app): the rewrite adds Swift 6 diagnostics:\n\(added.joined(separator: "\n"))")
    }

    /// The errors and warnings of type-checking `files` under `swift6`, each as `file: severity: message`.
    static func diagnostics(module: String, _ files: [URL], in folder: URL) throws -> [String] {
        let runtime = try RuntimeBuild.shared.folder(for: .swift6)
        let output = try Swiftc.run(
            ["-typecheck", "-module-name", module, "-I", runtime.path] + CompilerSetting.swift6.flags
                + files.map(\.path))
        let pattern = /^(\/[^:\n]+):\d+:\d+: (error|warning): (.*)$/
        return output.text.split(separator: "\n").compactMap { line in
            guard let match = String(line).wholeMatch(of: pattern) else { return nil }
            let file = URL(fileURLWithPath: String(match.1)).lastPathComponent
            return "\(file): \(match.2): \(match.3)"
        }
    }
}
