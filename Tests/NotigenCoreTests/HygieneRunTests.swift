import Foundation
import Testing
@testable import NotigenTestSupport

/// Code generated from hostile names and edge defaults does not only compile (the compatibility matrix builds every
/// golden fixture) but does what its spec says when it runs: `Tests/Compatibility/Hygiene/main.swift` over the
/// fixtures `hygiene-field-names` and `defaults-numbers`.
@Suite struct HygieneRunTests {
    @Test(arguments: [CompilerSetting.swift6, .xcode26App])
    func hostileNamesAndEdgeDefaultsRun(_ setting: CompilerSetting) throws {
        let build = try CompatibilityBuild(setting)
        let generated = try ["hygiene-field-names", "defaults-numbers"].flatMap { name in
            let spec = Repository.fixtures.appendingPathComponent(name + "/spec.yaml")
            let files = try build.generate(spec)
            return try files.map { file in
                let renamed = build.folder.appendingPathComponent(name + ".swift")
                try FileManager.default.moveItem(at: file, to: renamed)
                return renamed
            }
        }
        let main = CompatibilityBuild.sources.appendingPathComponent("Hygiene/main.swift")
        let program = try build.executable("Hygiene", [main] + generated + CompatibilityBuild.sharedSources())
        try #require(CompatibilityBuild.expectClean(program, "Hygiene"))
        let run = try build.run("Hygiene")
        #expect(run.succeeded, "\(setting.rawValue): \(run)")
    }
}
