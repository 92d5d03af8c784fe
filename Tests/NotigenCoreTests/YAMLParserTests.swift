import Testing

@testable import NotigenCore

/// The libyaml-backed parser: node kinds, 1-based locations, key order, duplicate keys, shared aliases, the limits
/// that stop hostile input, encodings, and how plain scalars resolve under the YAML 1.2 core schema.
@Suite struct YAMLParserTests {
    private static func parse(_ text: String) -> YAMLParser.Output {
        parse(Array(text.utf8))
    }

    private static func parse(_ bytes: [UInt8]) -> YAMLParser.Output {
        YAMLParser.parse(bytes, file: "t.yaml")
    }

    private static func at(_ line: Int, _ column: Int) -> NotigenCore.SourceLocation {
        NotigenCore.SourceLocation(file: "t.yaml", line: line, column: column)
    }

    @Test func nodeKindsAndLocations() throws {
        let output = Self.parse("name: Alice\nlist:\n  - 1\n  - \"two\"\nmap: { a: true }\n")
        #expect(output.diagnostics.isEmpty)
        let root = try #require(output.root)
        #expect(root.location == Self.at(1, 1))
        #expect(root.kindDescription == "a map")
        let pairs = try #require(root.pairs)
        #expect(pairs.map(\.key) == ["name", "list", "map"])
        #expect(pairs.map(\.keyLocation) == [Self.at(1, 1), Self.at(2, 1), Self.at(5, 1)])

        #expect(pairs[0].value.scalar == YAMLScalar(text: "Alice", isPlain: true))
        #expect(pairs[0].value.location == Self.at(1, 7))
        #expect(pairs[0].value.kindDescription == "a string")

        let list = pairs[1].value
        #expect(list.kindDescription == "a list")
        #expect(list.location == Self.at(3, 3))
        let items = try #require(list.items)
        #expect(items.map(\.location) == [Self.at(3, 5), Self.at(4, 5)])
        #expect(
            items.map(\.scalar) == [
                YAMLScalar(text: "1", isPlain: true), YAMLScalar(text: "two", isPlain: false, isQuoted: true),
            ])
        #expect(items.map(\.kindDescription) == ["an integer", "a string"])

        let map = pairs[2].value
        #expect(map.location == Self.at(5, 6))
        let inner = try #require(map.pairs)
        #expect(inner.map(\.key) == ["a"])
        #expect(inner[0].keyLocation == Self.at(5, 8))
        #expect(inner[0].value.location == Self.at(5, 11))
        #expect(inner[0].value.scalar?.resolved == .bool(true))
    }

    @Test func keyOrderIsKept() throws {
        let keys = ["zeta", "alpha", "mid", "beta", "omega", "a"]
        let text = keys.enumerated().map { "\($1): \($0)" }.joined(separator: "\n")
        let root = try #require(Self.parse(text).root)
        #expect(root.pairs?.map(\.key) == keys)
        #expect(root.pairs?.map { $0.value.scalar?.text } == ["0", "1", "2", "3", "4", "5"])
    }

    @Test func duplicateKeysAreReportedAndParsingGoesOn() throws {
        let output = Self.parse("a: 1\nb: 2\na: 3\nc: { x: 1, x: 2 }\n")
        #expect(output.diagnostics.count == 2)
        let first = try #require(output.diagnostics.first)
        #expect(first.message == "duplicate key 'a'")
        #expect(first.location == Self.at(3, 1))
        #expect(first.notes == [Diagnostic.Note(message: "'a' first appears here", location: Self.at(1, 1))])
        let second = try #require(output.diagnostics.last)
        #expect(second.message == "duplicate key 'x'")
        #expect(second.location == Self.at(4, 12))
        #expect(second.notes.first?.location == Self.at(4, 6))

        let pairs = try #require(output.root?.pairs)
        #expect(pairs.map(\.key) == ["a", "b", "c"])
        #expect(pairs[0].value.scalar?.text == "1", "the first value is kept, not overwritten")
        #expect(pairs[2].value.pairs?.map(\.key) == ["x"])
    }

    /// An alias is the anchored value, located at the alias, with where the value is written; its entries too.
    @Test func aliasesAreLocatedAtTheAlias() throws {
        let output = Self.parse("base: &base { type: Int }\ncopy: *base\nlist: [&s hello, *s, *base]\n")
        #expect(output.diagnostics.isEmpty)
        let pairs = try #require(output.root?.pairs)
        let copy = pairs[1].value
        #expect(copy.location.line == 2 && copy.location.column == 7, "at the alias")
        #expect(copy.location.written == Self.at(1, 7), "written at the anchor")
        let entry = try #require(copy.pairs?.first)
        #expect(entry.key == "type" && entry.value.scalar?.text == "Int")
        #expect(entry.keyLocation.line == 2 && entry.keyLocation.written == Self.at(1, 15))
        #expect(entry.value.location.advanced(by: 1).written == Self.at(1, 22), "a caret inside moves under the anchor")
        #expect(entry.value.location.advanced(by: 1).column == 7, "and stays at the alias")
        let items = try #require(pairs[2].value.items)
        #expect(items.count == 3)
        #expect(items[1].scalar?.text == "hello" && items[1].location.written == Self.at(3, 11))
        #expect(items[2].weight == pairs[0].value.weight)
    }

    /// A diagnostic about a value reached through an alias points at the alias, with a note where it is written.
    @Test func diagnosticsThroughAnAliasHaveANoteAtTheValue() throws {
        let output = Self.parse("base: &base { type: Int }\ncopy: *base\n")
        let copy = try #require(output.root?.pairs?.last?.value)
        let diagnostic = Diagnostic("wrong", at: copy.location)
        #expect(diagnostic.location.line == 2 && diagnostic.location.column == 7)
        #expect(diagnostic.notes == [.init(message: "the aliased value is written here", location: Self.at(1, 7))])
    }

    /// The value of a scalar with properties starts after them, also on a later line.
    @Test func anchoredAndTaggedScalarsStartAtTheirValue() throws {
        let output = Self.parse("a: &x hello\nb: !!str \"q\"\nc: &y # note\n  !!str  z\n")
        let pairs = try #require(output.root?.pairs)
        #expect(pairs.map(\.value.location) == [Self.at(1, 7), Self.at(2, 10), Self.at(4, 10)])
        #expect(pairs[1].value.scalar?.isQuoted == true && pairs[2].value.scalar?.isQuoted == false)
    }

    @Test(arguments: [[0xFF, 0xFE, 0x61, 0x00], [0xFE, 0xFF, 0x00, 0x61]] as [[UInt8]])
    func utf16IsRefusedWithAHint(_ bytes: [UInt8]) throws {
        let output = Self.parse(bytes)
        let diagnostic = try #require(output.diagnostics.first)
        #expect(diagnostic.message == "the spec is UTF-16 text; notigen reads UTF-8")
        #expect(diagnostic.notes.map(\.message) == ["save it as UTF-8"])
    }

    @Test(arguments: ["a: *nope\n", "a: *nope\nb: &nope 1\n"])
    func unknownAliasIsAnError(_ text: String) {
        let output = Self.parse(text)
        #expect(output.root == nil)
        #expect(output.diagnostics.map(\.message) == ["unknown alias '*nope'; no anchor '&nope' comes before it"])
        #expect(output.diagnostics.first?.location == Self.at(1, 4))
    }

    @Test func severalDocumentsAreRefused() throws {
        let output = Self.parse("a: 1\n---\nb: 2\n")
        #expect(output.root == nil)
        let diagnostic = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(diagnostic.message == "a spec holds one YAML document; found a second one")
        #expect(diagnostic.location == Self.at(2, 1))
        #expect(diagnostic.notes.map(\.message) == ["remove the '---' line or split the specs into several files"])
        #expect(Self.parse("---\na: 1\n...\n").diagnostics.isEmpty, "one explicit document is fine")
    }

    @Test(arguments: ["", "\n\n  \n", "# only a comment\n", "# one\n   # two"])
    func emptyInputHasNoRoot(_ text: String) {
        let output = Self.parse(text)
        #expect(output.root == nil)
        #expect(output.diagnostics.isEmpty)
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let output = Self.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: x\n".utf8))
        #expect(output.diagnostics.isEmpty)
        let pairs = try #require(output.root?.pairs)
        #expect(pairs.map(\.key) == ["a", "b"])
        #expect(pairs[0].keyLocation == Self.at(1, 1))
        #expect(pairs[1].value.location == Self.at(2, 4))
    }

    /// Bytes with one invalid UTF-8 sequence, and the 1-based line and column (in characters) where it starts.
    static let invalidUTF8: [(bytes: [UInt8], line: Int, column: Int)] = [
        (Array("a: 1\nb: x".utf8) + [0xFF], 2, 5),
        (Array("ab: é".utf8) + [0xC3, 0x28], 1, 6),
        (Array("a: 1\n\nc: ".utf8) + [0xE2, 0x82], 3, 4),
        ([0x80] + Array("a: 1".utf8), 1, 1),
        (Array("a: 1\rb: 2\rc: ".utf8) + [0xFF], 3, 4),
        (Array("a: 1\r\nb: 2\r\n\r\nc: ".utf8) + [0xFF], 4, 4),
        (Array("a: 1\r\rc: é".utf8) + [0xFF], 3, 5),
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8HasAPreciseLocation(_ bytes: [UInt8], line: Int, column: Int) {
        let output = Self.parse(bytes)
        #expect(output.root == nil)
        #expect(output.diagnostics.map(\.message) == ["the spec is not valid UTF-8 text"])
        #expect(output.diagnostics.first?.location == Self.at(line, column))
    }

    /// The BOM is not part of the first line (libyaml and the renderer do not count it), so a column after it is
    /// the same as without it.
    @Test func invalidUTF8AfterAByteOrderMarkIsNotShifted() {
        let output = Self.parse([0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF])
        #expect(output.diagnostics.first?.location == Self.at(1, 4))
    }

    @Test func controlCharacterHasAPreciseLocation() {
        let output = Self.parse("a: 1\nb: café \u{7} here\n")
        #expect(output.root == nil)
        #expect(
            output.diagnostics.map(\.message) == [
                "the spec contains the control character U+0007, which YAML does not allow"
            ])
        #expect(output.diagnostics.first?.location == Self.at(2, 9))
    }

    /// U+FFFE is a noncharacter, not a control character.
    @Test func noncharacterIsNamedAsOne() {
        let output = Self.parse("a: \"\u{FFFE}\"\n")
        #expect(
            output.diagnostics.map(\.message) == ["the spec contains U+FFFE, a noncharacter, which YAML does not allow"]
        )
        #expect(output.diagnostics.first?.location == Self.at(1, 5))
    }

    /// libyaml ends lines at U+0085, U+2028 and U+2029 too; locations count lines as editors do, so a diagnostic after
    /// one is on the line an editor shows, and an anchored value after non-ASCII text starts where it is written.
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}"])
    func unicodeLineSeparatorsDoNotEndLines(_ separator: String) throws {
        let output = Self.parse("a: \"x\(separator)y\"\nb: 1\nb: 2\nc: é &z é\n")
        #expect(output.diagnostics.map(\.message) == ["duplicate key 'b'"])
        #expect(output.diagnostics.first?.location == Self.at(3, 1))
        let pairs = try #require(output.root?.pairs)
        #expect(pairs.last?.value.location == Self.at(4, 4))
        let anchored = Self.parse("é: \(separator)\nk: &a v\n")
        #expect(anchored.root?.pairs?.last?.value.location == Self.at(2, 7))
    }

    /// The verbatim prefix: the scalars the source holds as they are, up to an escape or a folded line break.
    @Test func verbatimPrefixes() throws {
        let output = Self.parse(
            "a: plain\nb: \"quoted\"\nc: \"tab\\there\"\nd: >-\n  folded\n  text\ne: 'it''s'\nf: \"é\\u00e9\"\n")
        let pairs = try #require(output.root?.pairs)
        #expect(pairs.map { $0.value.scalar?.verbatimPrefix } == [5, 6, 3, 0, 3, 1])
    }

    /// A key longer than libyaml's 1,024 characters gets a hint about its length, not about ': ' in a value.
    @Test func overlongKeyGetsItsOwnHint() {
        let output = Self.parse("notigen: 1\n" + String(repeating: "k", count: 1_100) + ": {}\n")
        #expect(
            output.diagnostics.first?.notes.map(\.message) == [
                "the key starts here", "YAML allows keys of at most 1024 characters on one line: shorten the key",
            ])
    }

    @Test func mergeKeysAreRefusedAsSuch() {
        let output = Self.parse("a: &x { b: 1 }\nc:\n  <<: *x\n  d: 2\n")
        #expect(output.diagnostics.map(\.message) == ["YAML merge keys ('<<') are not supported in a spec"])
        #expect(output.diagnostics.first?.location == Self.at(3, 3))
    }

    /// Columns count Unicode scalars, as libyaml and the renderer's caret do: 👍🏽 is two (and two columns wide).
    @Test func columnsCountUnicodeScalars() {
        let output = Self.parse("{d: 👍🏽, a: 1, a: 2}\n")
        #expect(output.diagnostics.map(\.message) == ["duplicate key 'a'"])
        #expect(output.diagnostics.first?.location == Self.at(1, 15))
    }

    @Test func nonScalarKeysAndTagsAreErrors() {
        let key = Self.parse("? [a]\n: 1\nb: 2\n")
        #expect(key.diagnostics.map(\.message) == ["a map key must be a plain name, not a list"])
        #expect(key.diagnostics.first?.location == Self.at(1, 3))
        #expect(key.root?.pairs?.map(\.key) == ["b"])

        let tag = Self.parse("a: !!int 5\n")
        #expect(tag.root == nil)
        #expect(
            tag.diagnostics.map(\.message) == ["YAML tags such as 'tag:yaml.org,2002:int' are not supported in a spec"])
        #expect(tag.diagnostics.first?.location == Self.at(1, 4))

        let string = Self.parse("a: !!str 5\n")
        #expect(string.diagnostics.isEmpty)
        #expect(string.root?.pairs?.first?.value.scalar == YAMLScalar(text: "5", isPlain: false))

        for (text, tag, column) in [("a: !ordered {b: 1}\n", "!ordered", 4), ("a: !set [1]\n", "!set", 4)] {
            let collection = Self.parse(text)
            #expect(collection.root == nil)
            #expect(collection.diagnostics.map(\.message) == ["YAML tags such as '\(tag)' are not supported in a spec"])
            #expect(collection.diagnostics.first?.location == Self.at(1, column))
        }
        #expect(Self.parse("a: !!map {b: 1}\nc: !!seq [1]\n").diagnostics.isEmpty)
    }

    /// Syntax errors that users make most carry a hint, last, after the note that shows where the broken construct
    /// starts.
    @Test(arguments: [
        ("a: { tags: [String]? }\n", "quote the type"),
        ("a:\n\tb: 1\n", "YAML does not allow tabs for indentation; indent with spaces"),
        ("a: \"open\nb: 1\n", "check for an unclosed quote or bracket before this point"),
    ])
    func syntaxErrorsCarryHints(_ text: String, hint: String) throws {
        let output = Self.parse(text)
        #expect(output.root == nil)
        let diagnostic = try #require(output.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("YAML syntax error: "))
        let last = try #require(diagnostic.notes.last)
        #expect(last.message.contains(hint))
        #expect(last.location == nil)
        if text.contains("{") || text.contains("\"") {
            #expect(diagnostic.notes.first?.location == Self.at(1, 4), "the map or quoted text starts here")
        }
    }

    /// Plain scalars and how they resolve; every non-plain spelling is a string.
    static let resolutions: [(text: String, resolved: YAMLScalar.Resolved)] = [
        ("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("0", .int("0")), ("42", .int("42")), ("-7", .int("-7")), ("+7", .int("+7")), ("007", .int("007")),
        ("0x1F", .int("0x1F")), ("0xff", .int("0xff")), ("0o17", .int("0o17")),
        ("1.5", .float("1.5")), (".5", .float(".5")), ("1.", .float("1.")), ("-2.5E+2", .float("-2.5E+2")),
        ("1e3", .float("1e3")), ("+1.5e-3", .float("+1.5e-3")),
        (".inf", .float("inf")), ("+.Inf", .float("inf")), ("-.INF", .float("-inf")),
        (".nan", .float("nan")), (".NaN", .float("nan")), (".NAN", .float("nan")),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("nul", .string("nul")),
        ("0x", .string("0x")), ("0xG1", .string("0xG1")), ("0o8", .string("0o8")), ("-0x1F", .string("-0x1F")),
        ("0b101", .string("0b101")), ("1_000", .string("1_000")), ("1e", .string("1e")), (".", .string(".")),
        ("+", .string("+")), ("-", .string("-")), ("1.2.3", .string("1.2.3")), ("inf", .string("inf")),
        ("١٢٣", .string("١٢٣")), ("String", .string("String")),
    ]

    @Test(arguments: resolutions)
    func plainScalarResolution(_ text: String, resolved: YAMLScalar.Resolved) {
        #expect(YAMLScalar(text: text, isPlain: true).resolved == resolved)
        #expect(YAMLScalar(text: text, isPlain: false).resolved == .string(text))
    }

    @Test func quotedValuesAreAlwaysStrings() throws {
        let output = Self.parse("a: \"123\"\nb: 'true'\nc: \"\"\nd: |\n  null\ne: 123\n")
        let values = try #require(output.root?.pairs).map(\.value)
        #expect(
            values.map { $0.scalar?.resolved } == [
                .string("123"), .string("true"), .string(""), .string("null\n"), .int("123"),
            ])
        #expect(values.map(\.kindDescription) == ["a string", "a string", "a string", "a string", "an integer"])
        #expect(YAMLScalar(text: "1.5", isPlain: true).kindDescription == "a number")
        #expect(YAMLScalar(text: "~", isPlain: true).kindDescription == "null")
        #expect(YAMLScalar(text: "true", isPlain: true).kindDescription == "a boolean")
    }
}

extension YAMLNode {
    /// The entries when the node is a map.
    var pairs: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The items when the node is a list.
    var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }
}
