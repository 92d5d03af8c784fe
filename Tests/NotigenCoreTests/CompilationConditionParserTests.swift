import Testing

@testable import NotigenCore

/// `if:` conditions are read as `#if` reads them, printed normalized, and refused with the offending character.
@Suite("Compilation condition parser")
struct CompilationConditionParserTests {
    /// Inputs paired with their normalized source.
    static let roundTrips: [(input: String, normalized: String)] = [
        ("DEBUG", "DEBUG"),
        ("true", "true"),
        ("false", "false"),
        ("os(macOS)", "os(macOS)"),
        ("os( iOS )", "os(iOS)"),
        ("os(macOS)&&!targetEnvironment(simulator)", "os(macOS) && !targetEnvironment(simulator)"),
        ("arch(arm64) || arch(x86_64)", "arch(arm64) || arch(x86_64)"),
        ("canImport(UIKit)", "canImport(UIKit)"),
        ("canImport(Foundation.NSObject)", "canImport(Foundation.NSObject)"),
        ("swift(>=5.9)", "swift(>=5.9)"),
        ("compiler( < 6.2.1 )", "compiler(<6.2.1)"),
        ("hasFeature(StrictConcurrency)", "hasFeature(StrictConcurrency)"),
        ("((DEBUG))", "DEBUG"),
        ("!(A || B)", "!(A || B)"),
        ("!!A", "!!A"),
        ("A || B && C", "A || (B && C)"),
        ("(A || B) && C", "(A || B) && C"),
        ("A && B && C", "A && B && C"),
        ("A || (B || C)", "A || B || C"),
        ("\tos(Linux)  ", "os(Linux)"),
        ("_Flag2", "_Flag2"),
    ]

    @Test(arguments: roundTrips)
    func normalizes(_ pair: (input: String, normalized: String)) throws {
        #expect(try CompilationConditionParser.parse(pair.input).source == pair.normalized)
    }

    @Test func readsTheStructure() throws {
        #expect(
            try CompilationConditionParser.parse("os(iOS) || !DEBUG && swift(>=6)")
                == .or(
                    .platform(function: "os", argument: "iOS"),
                    .and(.not(.flag("DEBUG")), .version(function: "swift", comparison: ">=", version: "6"))))
    }

    /// Refused conditions, with the message's start and the offset of the character it points at.
    static let failures: [(input: String, message: String, offset: Int)] = [
        ("", "the condition is empty", 0),
        ("   ", "the condition is empty", 0),
        ("os(macos)", "unknown operating system 'macos' in 'os(…)'; did you mean 'macOS'?", 3),
        ("os(iOS) && arch(arm65)", "unknown architecture 'arm65' in 'arch(…)'; did you mean 'arm64'?", 16),
        ("targetEnvironment(device)", "unknown target environment 'device' in 'targetEnvironment(…)'", 18),
        ("! DEBUG", "'!' must be written right before its operand, as Swift requires", 0),
        ("(DEBUG", "the '(' is not closed", 6),
        ("DEBUG)", "expected '&&', '||' or the end of the condition, found ')'", 5),
        ("DEBUG &&", "expected a condition after the operator", 8),
        ("DEBUG & TEST", "expected '&&', '||' or the end of the condition, found '&'", 6),
        ("swift(>6)", "'swift(…)' takes '>=' or '<' and a version, as in 'swift(>=6.0)'", 6),
        ("compiler(>=)", "expected a version number in 'compiler(…)'", 11),
        ("swift(>=6.0.0.0.0.0)", "a version has at most 5 numbers, not 6", 8),
        ("swift(>=6", "'swift(' is not closed", 9),
        ("os(macOS", "'os(' is not closed", 8),
        ("os(macOS iOS)", "expected ')' in 'os(…)', found 'i'", 9),
        ("platform(iOS)", "unknown test 'platform(…)'", 0),
        ("canImpot(UIKit)", "unknown test 'canImpot(…)'", 0),
        ("class", "'class' is a Swift keyword, not a compilation flag", 0),
        ("os(macOS) && 1", "expected a condition (a flag, 'true', 'false', 'os(…)', …), found '1'", 13),
        ("canImport(UIKit.)", "expected a module name after '.'", 16),
        (String(repeating: "(", count: 65) + "A" + String(repeating: ")", count: 65), "the condition nests", 64),
    ]

    @Test(arguments: failures)
    func refuses(_ failure: (input: String, message: String, offset: Int)) {
        #expect {
            _ = try CompilationConditionParser.parse(failure.input)
        } throws: { error in
            guard let error = error as? CompilationConditionParser.Failure else { return false }
            return error.message.hasPrefix(failure.message) && error.offset == failure.offset
        }
    }

    @Test func unknownTestsNameTheKnownOnesAndSuggest() throws {
        do {
            _ = try CompilationConditionParser.parse("canImpot(UIKit)")
            Issue.record("expected a failure")
        } catch {
            #expect(error.message.hasSuffix("; did you mean 'canImport'?"))
            #expect(error.message.contains("'targetEnvironment'"))
        }
    }
}
