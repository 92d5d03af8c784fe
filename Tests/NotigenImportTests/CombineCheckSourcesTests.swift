import Foundation
import NotigenCore
import Testing

@testable import NotigenTestSupport

/// `Tests/CombineCheck/Sources/ImportedFeeds` holds what `--rewrite` makes of `RewriteFixture`'s sources and the
/// code generated from the spec the importer writes for them, so that the Combine check (OpenCombine standing in
/// for Combine, which Linux does not have) builds and runs the rewritten publisher chains (`PublisherRewriteTests`).
/// These tests keep those files equal to what the importer and the generator make now; `NOTIGEN_RECORD=1` rewrites
/// them (review with `git diff`).
struct CombineCheckSourcesTests {
    static let folder = Repository.root.appendingPathComponent("Tests/CombineCheck/Sources/ImportedFeeds")

    /// Each file of the folder and the text it must hold.
    static func expectedFiles() throws -> [(name: String, text: String)] {
        let result = RewriteFixture.run()
        let spec = try #require(result.spec)
        let generation = try Repository.generator().generate(
            [SpecSource(path: "imported-feeds.yaml", bytes: Array(spec.utf8))])
        try #require(generation.succeeded, "\(generation.diagnostics)")
        let generated = try #require(generation.files.first?.contents)
        let header =
            "// Made by `notigen import --rewrite` from RewriteFixture (Tests/NotigenImportTests): do not edit; "
            + "NOTIGEN_RECORD=1 swift test --filter CombineCheckSourcesTests rewrites it.\nimport NotigenRuntime\n\n"
        return [
            ("Feeds.swift", header + (try #require(result.rewrittenFiles["Feeds/Feeds.swift"]))),
            ("Publishers.swift", header + (try #require(result.rewrittenFiles["Feeds/Publishers.swift"]))),
            ("imported-feeds.swift", generated),
        ]
    }

    @Test func theCombineCheckBuildsWhatTheImporterAndGeneratorMakeNow() throws {
        for (name, text) in try Self.expectedFiles() {
            let url = Self.folder.appendingPathComponent(name)
            if Repository.isRecording {
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let committed = try String(contentsOf: url, encoding: .utf8)
            #expect(committed == text, "\(name) differs from what is made now: NOTIGEN_RECORD=1 rewrites it")
        }
    }
}
