import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Code generated with `if:` builds where its conditions hold and where they do not. The compatibility matrix
/// builds the `conditions` fixture (and its usage) with no flag set; here it builds again with its custom flag set
/// (`-D NOTIGEN_FIXTURE_DEBUG`), under every setting, which turns its flag-conditioned notifier and cases on and
/// their negations off. `os(Linux)` holds on Linux and `os(macOS)` does not, so that a result case, a plain case, a
/// main-actor case, a deprecated case, a `userInfo: fields` case and a whole notifier are each built both in and
/// out.
@Suite struct ConditionBuildTests {
    /// The fixtures whose conditions test custom flags, and the flags: the compatibility matrix builds each without
    /// them, this suite with them.
    static let flagged: [(fixture: String, flags: [String])] = [
        ("conditions", ["NOTIGEN_FIXTURE_DEBUG"]),
        ("compose-one-handler-condition", ["NOTIGEN_FIXTURE_FLAG"]),
        ("compose-main-actor-conditional-field", ["NOTIGEN_FIXTURE_EXTRA"]),
        ("compose-access-conditional-notifiers", ["NOTIGEN_FIXTURE_FLAG"]),
    ]

    @Test(arguments: CompilerSetting.allCases, flagged.indices)
    func fixtureBuildsWithItsFlagsSet(_ setting: CompilerSetting, _ index: Int) throws {
        let (name, flags) = Self.flagged[index]
        let build = try CompatibilityBuild(setting)
        let result = try build.fixtureLibrary(Fixture(name), defining: flags)
        CompatibilityBuild.expectClean(result, "\(name) with \(flags.joined(separator: ", "))")
    }
}
