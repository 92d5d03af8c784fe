import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Foundation's messages (`messages: true`) on Linux, against the code of `Tests/Fixtures/messages` built as the
/// library `SessionKit`: the round trips, posts and observations of `Tests/Compatibility/Messages`, under every
/// compiler setting; and the two Foundation crashes notigen keeps its code away from, shown to be real.
@Suite struct MessagesTests {
    /// Builds `SessionKit` from the fixture's freshly generated code.
    private static func sessionKit(_ build: CompatibilityBuild) throws -> Bool {
        let files = try Fixture("messages").writeOutput(to: build.folder.appendingPathComponent("Generated"))
        return CompatibilityBuild.expectClean(try build.library("SessionKit", files), "SessionKit")
    }

    /// `Tests/Compatibility/Messages` runs: every message round-trips through `makeNotification` and `makeMessage`
    /// (with defaults, optionals, merged cases, `userInfo: fields`), `post(_:)` reaches `addObserver(of:for:)` and
    /// `messages(of:for:)`, and posting on a center that every kind of notigen observation watches crashes nothing.
    @Test(arguments: CompilerSetting.allCases)
    func programRuns(_ setting: CompilerSetting) throws {
        let build = try CompatibilityBuild(setting)
        try #require(try Self.sessionKit(build))
        let sources = [CompatibilityBuild.sources.appendingPathComponent("Messages/main.swift")]
        let program = try build.executable(
            "Messages", sources + CompatibilityBuild.sharedSources(), linking: ["SessionKit"])
        try #require(CompatibilityBuild.expectClean(program, "Messages"))
        let run = try build.run("Messages")
        #expect(run.succeeded, "\(setting.rawValue): \(run)")
    }

    /// Every valid golden fixture, with `messages: true` added at its root, still generates code that builds
    /// (its stubs and `usage.swift` with it) under the strictest settings: whatever the fixtures' names and types
    /// (keywords, hygiene, deprecations, isolation, standard types), the messages capture nothing.
    @Test(arguments: [CompilerSetting.swift6, .xcode26App], Fixture.validNames())
    func everyFixtureBuildsWithMessages(_ setting: CompilerSetting, _ name: String) throws {
        let fixture = Fixture(name)
        let specs = try fixture.specs().map { spec in
            SpecSource(path: spec.path, bytes: Array(try Self.withMessages(spec.bytes, of: name).utf8))
        }
        let build = try CompatibilityBuild(setting)
        let stubModules = fixture.stubs.map { $0.deletingPathExtension().lastPathComponent }
        for (stub, module) in zip(fixture.stubs, stubModules) {
            try CompatibilityBuild.expectClean(build.library(module, [stub]), "\(name)/Stubs/\(module)")
        }
        let files =
            try Repository.generate(specs, into: build.folder.appendingPathComponent("Generated"))
            + (fixture.usage.map { [$0] } ?? [])
        let result = try build.library(
            "GoldenFixture", files, packageName: "NotigenTests", linking: stubModules, imported: false)
        CompatibilityBuild.expectClean(result, "\(name) with messages: true")
    }

    /// The spec with `messages: true` after its `notigen:` line, unless its root says `messages:` already.
    private static func withMessages(_ bytes: [UInt8], of name: String) throws -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.contains(where: { $0.hasPrefix("messages:") }) { return text }
        let root = try #require(
            lines.firstIndex { $0.trimmingPrefix("\u{FEFF}").hasPrefix("notigen:") },
            "\(name): no 'notigen:' line at the root")
        lines.insert("messages: true", at: root + 1)
        return lines.joined(separator: "\n")
    }

    /// What the messages program would meet if notigen observed without a name (`NilNameObserver`) or posted under a
    /// message type's name (`NameClash`, which the validator refuses): swift-corelibs-foundation crashes. So the
    /// program's survival means something.
    @Test(arguments: ["NilNameObserver", "NameClash"])
    func foundationCrashes(_ name: String) throws {
        let build = try CompatibilityBuild(.swift6)
        try #require(try Self.sessionKit(build))
        let source = CompatibilityBuild.sources.appendingPathComponent("MessageCrashes/\(name)/main.swift")
        try #require(
            CompatibilityBuild.expectClean(try build.executable(name, [source], linking: ["SessionKit"]), name))
        let run = try build.run(name)
        #expect(run.reason == .uncaughtSignal, "\(name) should crash inside Foundation: \(run)")
        #expect(run.output.contains("Could not cast value of type"), "\(name): \(run)")
    }
}
