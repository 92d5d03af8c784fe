import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// A merged case posted under two names (`name: { success:, failure: }`), end to end: the code of
/// `Tests/Fixtures/result-two-names`, built as the library `TwoNames`, and `Tests/Compatibility/FailureNames`,
/// which posts and observes both sides both ways (typed posts reach observers of the right name without notigen;
/// posts of either name without notigen reach every kind of typed observer as the right side), built and run under
/// the Swift 5 and Swift 6 language modes and an Xcode 26 app target's settings. The compatibility matrix builds
/// the fixture under every setting.
@Suite struct FailureNameBuildTests {
    @Test(arguments: [CompilerSetting.swift5, .swift6, .xcode26App])
    func programRuns(_ setting: CompilerSetting) throws {
        let build = try CompatibilityBuild(setting)
        let files = try Fixture("result-two-names").writeOutput(to: build.folder.appendingPathComponent("Generated"))
        try #require(CompatibilityBuild.expectClean(try build.library("TwoNames", files), "TwoNames"))
        let sources = [CompatibilityBuild.sources.appendingPathComponent("FailureNames/main.swift")]
        let program = try build.executable(
            "FailureNames", sources + CompatibilityBuild.sharedSources(), linking: ["TwoNames"])
        try #require(CompatibilityBuild.expectClean(program, "FailureNames"))
        let run = try build.run("FailureNames")
        #expect(run.succeeded, "\(setting.rawValue): \(run)")
    }
}
