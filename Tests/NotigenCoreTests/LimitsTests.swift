import Testing

@testable import NotigenCore

/// The limits that keep hostile input from hanging notigen or exhausting memory: each is an error at the place that
/// passes it, found in bounded time, and real specs stay far below it.
@Suite struct LimitsTests {
    private static let specFile = "specs/user.yaml"

    private static func parse(_ text: String) -> YAMLParser.Output {
        parse(Array(text.utf8))
    }

    private static func parse(_ bytes: [UInt8]) -> YAMLParser.Output {
        YAMLParser.parse(bytes, file: "t.yaml")
    }

    private static func at(_ line: Int, _ column: Int, in file: String = "t.yaml") -> NotigenCore.SourceLocation {
        NotigenCore.SourceLocation(file: file, line: line, column: column)
    }

    /// Parses and validates `text`; the YAML itself must be clean.
    private static func validate(_ text: String) -> (model: Model?, diagnostics: [Diagnostic]) {
        let parsed = YAMLParser.parse(Array(text.utf8), file: specFile)
        #expect(parsed.diagnostics.isEmpty, "the YAML must parse: \(parsed.diagnostics.map(\.message))")
        let validated = SpecValidator.validate(parsed.root, file: specFile)
        return (validated.model, validated.diagnostics)
    }

    /// `levels` lines, each a list of ten aliases of the line before: 10^levels values once expanded.
    private static func laughs(levels: Int) -> String {
        let names = (0..<levels).map { "l\($0)" }
        var lines = ["l0: &l0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]"]
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n")
    }

    @Test func aliasesAreSharedNotCopied() throws {
        let result = Self.parse(Self.laughs(levels: 4))
        #expect(result.diagnostics.isEmpty)
        let pairs = try #require(result.root?.pairs)
        let last = try #require(pairs[3].value.items)
        #expect(last.count == 10)
        let anchored = pairs[2].value
        #expect(last.allSatisfy { $0.weight == anchored.weight && $0.location.written == anchored.location })
        #expect(Set(last.map(\.location.column)).count == 10, "each alias is located where it is written")
        #expect(
            result.root?.weight == 1 + 4 + 11 + 111 + 1_111 + 11_111, "a map counts itself, its keys and its values")
    }

    /// A "billion laughs" spec (10^10 values once expanded) fails at once, at the alias that passes the limit.
    @Test(.timeLimit(.minutes(10)))
    func aliasBombFailsFast() throws {
        let result = Self.parse(Self.laughs(levels: 10))
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.message.hasPrefix("the spec expands to more than 1000000 values"))
        #expect(
            (diagnostic.location.line, diagnostic.location.column) == (6, 10 + 9 * 5),
            "the tenth alias of line 6 passes the limit")
    }

    /// The size, value and anchor limits are errors that stop the parse at once.
    @Test(.timeLimit(.minutes(10)))
    func sizeLimits() throws {
        let tooBig = Self.parse([UInt8](repeating: UInt8(ascii: " "), count: YAMLParser.Limits.maximumBytes + 1))
        #expect(
            tooBig.diagnostics.map(\.message) == [
                "the spec is larger than 16777216 bytes (16 MiB), the most notigen reads"
            ])
        let longValue = Self.parse("a: " + String(repeating: "x", count: YAMLParser.Limits.maximumScalarBytes + 1))
        #expect(longValue.diagnostics.map(\.message) == ["a value of 1048577 bytes is longer than the limit of 1 MiB"])
        #expect(longValue.diagnostics.first?.location == Self.at(1, 4))
        let anchors = (0...YAMLParser.Limits.maximumAnchors).map { "- &a\($0) x" }.joined(separator: "\n")
        let tooManyAnchors = Self.parse(anchors)
        #expect(tooManyAnchors.diagnostics.map(\.message) == ["a spec may define at most 10000 anchors"])
        #expect(tooManyAnchors.diagnostics.first?.location == Self.at(10_001, 3))
    }

    /// Keys are checked for duplicates with a lookup, not a search: 100,000 keys parse in a second or so (a search
    /// would take minutes), even under AddressSanitizer.
    @Test(.timeLimit(.minutes(10)))
    func largeMapsParseInLinearTime() throws {
        let text = (0..<100_000).map { "k\($0): 1" }.joined(separator: "\n")
        let output: YAMLParser.Output? = Self.parse(text)
        #expect(output?.diagnostics.isEmpty == true)
        #expect(output?.root?.pairs?.count == 100_000)
    }

    /// 400,000 duplicate keys give the first 1,000 errors and a count of the rest, not 400,000 errors.
    @Test(.timeLimit(.minutes(10)))
    func errorsAreCappedPerSpec() throws {
        let text = "{" + String(repeating: "a: 1, ", count: 400_000) + "}"
        let output = Self.parse(text)
        #expect(output.diagnostics.count == DiagnosticBag.maximumCount + 1)
        let last = try #require(output.diagnostics.last)
        #expect(last.message == "too many errors: 398999 more are not shown (notigen shows the first 1000)")
        #expect(last.location == Self.at(1, 2 + 1_001 * 6))
    }

    @Test(arguments: [String(repeating: "[", count: 20_000), String(repeating: "{a: ", count: 20_000)])
    func nestingDeeperThanTheLimitIsAnError(_ text: String) throws {
        let output = Self.parse(text)
        #expect(output.root == nil)
        let diagnostic = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(diagnostic.message == "the spec is nested more than 64 levels deep")
        let column = text.hasPrefix("[") ? 65 : 64 * 4 + 1
        #expect(diagnostic.location == Self.at(1, column))
    }

    @Test func nestingAtTheLimitIsAccepted() throws {
        let depth = YAMLParser.Limits.maximumDepth
        let output = Self.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(output.diagnostics.isEmpty)
        var node = try #require(output.root)
        var levels = 1
        while let first = node.items?.first {
            node = first
            levels += 1
        }
        #expect(levels == depth)
    }

    /// The limits on notifiers, cases and fields are errors at the map that passes them, not slow builds.
    @Test func countLimits() throws {
        let notifiers = (0...SpecValidator.Limits.maximumNotifiers).map { "  N\($0): { cases: { a: {} } }" }
        let tooManyNotifiers = Self.validate("notigen: 1\nnotifiers:\n" + notifiers.joined(separator: "\n"))
        #expect(
            tooManyNotifiers.diagnostics.map(\.message) == [
                "a spec may declare at most 10000 notifiers; this one has 10001"
            ])
        #expect(tooManyNotifiers.diagnostics.first?.location == Self.at(3, 3, in: Self.specFile))
        let cases = (0...SpecValidator.Limits.maximumCasesPerNotifier).map { "c\($0): {}" }
        let tooManyCases = Self.validate(
            "notigen: 1\nnotifiers:\n  A:\n    cases: {" + cases.joined(separator: ", ") + "}")
        #expect(tooManyCases.diagnostics.map(\.message) == ["a notifier may have at most 1000 cases; 'A' has 1001"])
        let fields = (0...SpecValidator.Limits.maximumFieldsPerPayload).map { "f\($0): Int" }
        let tooManyFields = Self.validate(
            "notigen: 1\nnotifiers:\n  A:\n    cases:\n      b: { payload: {" + fields.joined(separator: ", ") + "} }")
        #expect(
            tooManyFields.diagnostics.map(\.message) == ["the payload of 'b' may have at most 200 fields; it has 201"])
    }

    /// A large anchored text reused by many fields fails at the alias that passes 8 MiB of expanded text, instead of
    /// generating gigabytes.
    @Test func expandedTextIsBounded() throws {
        let doc = String(repeating: "x", count: 60_000)
        let fields = (0..<200).map { "      f\($0): { type: Int, doc: *d }" }
        let text = "notigen: 1\ndoc: &d \"\(doc)\"\nfields:\n  f:\n" + fields.joined(separator: "\n")
        let output = Self.parse(text)
        #expect(output.root == nil)
        #expect(
            output.diagnostics.map(\.message) == [
                "the spec expands to more than 8388608 bytes (8 MiB) of text (an alias counts as all the text its "
                    + "anchor holds, each time it is used)"
            ])
        // The map `fields` passes the limit at its 140th alias (the anchored doc is outside it), on line 4 + 140.
        let passing = (8 * 1024 * 1024) / 60_000 + 1
        #expect(output.diagnostics.first?.location.line == 4 + passing, "the alias that passes the limit")
    }

    /// One map of 1,000 cases aliased in 300 notifiers is 300,000 cases: refused, not generated.
    @Test func casesPerSpecAreBounded() throws {
        let cases = (0..<1_000).map { "c\($0): {}" }.joined(separator: ", ")
        let others = (1..<300).map { "  N\($0): { cases: *c }" }.joined(separator: "\n")
        let result = Self.validate("notigen: 1\nnotifiers:\n  N0: { cases: &c {\(cases)} }\n" + others)
        #expect(result.model == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "a spec may declare at most 20000 cases in all; this one has 300000 (an alias counts as every case "
                    + "its anchor holds, each time it is used)"
            ])
    }

    /// Without an alias, the limit on values is about the spec's own size, and says so.
    @Test func tooManyPlainValuesMentionNoAlias() throws {
        let count = YAMLParser.Limits.maximumExpandedValues + 1
        let output = Self.parse("[" + Array(repeating: "1", count: count).joined(separator: ",") + "]")
        #expect(
            output.diagnostics.map(\.message) == ["the spec holds more than 1000000 values, the most notigen reads"])
    }
}
