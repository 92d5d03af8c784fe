import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The compatibility matrix: under every compiler setting, generated code builds without a single diagnostic and
/// behaves as documented when it runs. Swift Testing runs the cases in parallel, each blocking one thread of the
/// cooperative pool on swiftc, so there are never more compilers at once than cores.
@Suite struct CompatibilityMatrixTests {
    /// Every valid golden fixture's generated files (generated afresh, as `GoldenCompileTests` does), with its
    /// `usage.swift` when there is one, build as a library (its stubs first, as modules of their own) with no warning
    /// and no note.
    @Test(arguments: CompilerSetting.allCases, Fixture.validNames())
    func fixtureBuilds(_ setting: CompilerSetting, _ name: String) throws {
        let build = try CompatibilityBuild(setting)
        CompatibilityBuild.expectClean(try build.fixtureLibrary(Fixture(name)), name)
    }

    /// `Tests/Compatibility/Program` runs against the code of `specs/user.yaml`, built as the library `Accounts`:
    /// every check passes, no observer traps, nothing hangs; with the runtime on each atomics path, the one Apple
    /// platforms compile among them.
    @Test(arguments: CompilerSetting.allCases, RuntimeBuild.Atomics.allCases)
    func programRuns(_ setting: CompilerSetting, _ atomics: RuntimeBuild.Atomics) throws {
        let build = try CompatibilityBuild(setting, atomics: atomics)
        let generated = try build.generate(Repository.root.appendingPathComponent("specs/user.yaml"))
        try #require(CompatibilityBuild.expectClean(build.library("Accounts", generated), "Accounts"))
        let sources = [CompatibilityBuild.sources.appendingPathComponent("Program/main.swift")]
        let program = try build.executable(
            "Program", sources + CompatibilityBuild.sharedSources(), linking: ["Accounts"])
        try #require(CompatibilityBuild.expectClean(program, "Program"))
        let run = try build.run("Program")
        #expect(run.succeeded, "\(setting.rawValue)\(atomics.suffix): \(run)")
    }
}
