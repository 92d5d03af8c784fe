import Testing

@testable import NotigenCore

/// `default:` values turned into Swift literals of the field's type, the values that do not fit, and how
/// diagnostics are rendered with their source line and caret.
@Suite struct DefaultLiteralTests {
    /// The literal for the YAML `value` as a default of `type`.
    private static func make(_ value: String, as type: String) throws -> String {
        let root = try #require(YAMLParser.parse(Array(value.utf8), file: "d.yaml").root)
        return try DefaultLiteral.make(root, as: TypeExpressionParser.parse(type))
    }

    /// The mismatch message for the YAML `value` as a default of `type`, or nil when it fits.
    private static func mismatch(_ value: String, as type: String) throws -> String? {
        let root = try #require(YAMLParser.parse(Array(value.utf8), file: "d.yaml").root)
        let parsed = try TypeExpressionParser.parse(type)
        do {
            let literal = try DefaultLiteral.make(root, as: parsed)
            Issue.record("expected a mismatch, got \(literal)")
            return nil
        } catch {
            return error.message
        }
    }

    /// YAML values, the field type, and the Swift literal notigen must write.
    static let literals: [(value: String, type: String, literal: String)] = [
        ("hello", "String", #""hello""#),
        ("\"123\"", "String", #""123""#),
        ("'say \"hi\" \\(x)'", "Swift.String", #""say \"hi\" \\(x)""#),
        ("\"a\\nb\\u202E\"", "Substring", #""a\nb\u{202E}""#),
        ("x", "Character", #""x""#),
        ("\"e\u{301}\"", "Character", "\"e\u{301}\""),
        ("true", "Bool", "true"),
        ("False", "Swift.Bool", "false"),
        ("0", "Int", "0"),
        ("-42", "Int", "-42"),
        ("+7", "Int32", "7"),
        ("-0", "Int", "0"),
        ("0x1F", "Int", "31"),
        ("0o17", "UInt16", "15"),
        ("255", "UInt8", "255"),
        ("-128", "Int8", "-128"),
        ("127", "Int8", "127"),
        ("-9223372036854775808", "Int64", "-9223372036854775808"),
        ("18446744073709551615", "UInt64", "18446744073709551615"),
        ("1.5", "Double", "1.5"),
        ("1", "Double", "1.0"),
        ("-2.5e3", "Float", "-2500.0"),
        ("3.4e38", "Float", "3.4e+38"),
        ("{.nan: a, .NaN: b}", "[Double: String]", #"[.nan: "a", .nan: "b"]"#),
        ("[1, 1]", "Set<Int>", "[1, 1]"),
        (".5", "Foundation.TimeInterval", "0.5"),
        ("0x10", "Double", "16.0"),
        (".inf", "Double", ".infinity"),
        ("-.Inf", "Float", "-.infinity"),
        (".nan", "Double", ".nan"),
        ("~", "Int?", "nil"),
        ("null", "String?", "nil"),
        ("5", "Int?", "5"),
        ("5", "Optional<Int>", "5"),
        ("hi", "String??", #""hi""#),
        ("[1, 2, 3]", "[Int]", "[1, 2, 3]"),
        ("[]", "[String]", "[]"),
        ("[a, \"b\"]", "Set<String>", #"["a", "b"]"#),
        ("[1, null]", "Array<Int?>", "[1, nil]"),
        ("[[1], []]", "[[Int]]", "[[1], []]"),
        ("{a: 1, b: 2}", "[String: Int]", #"["a": 1, "b": 2]"#),
        ("{}", "[String: Int]", "[:]"),
        ("{1: x, 0x2: y}", "[Int: String]", #"[1: "x", 2: "y"]"#),
        ("{true: 1.5}", "Dictionary<Bool, Double>", "[true: 1.5]"),
        ("{\"1\": [a], \"null\": []}", "[String: [String]]", #"["1": ["a"], "null": []]"#),
        ("{b: 1, a: 2}", "[String: Int]?", #"["b": 1, "a": 2]"#),
        ("18446744073709551616", "Double", "1.8446744073709552e+19"),
        ("0x1FFFFFFFFFFFFFFFFF", "Double", "5.902958103587057e+20"),
        ("0o7777777777777777777777777", "Float", "3.7778932e+22"),
        ("16777217", "Float", "16777216.0"),
        ("1.17549435e-38", "Float", "1.1754944e-38"),
        ("-0.0", "Double", "-0.0"),
        ("0e-500", "Double", "0.0"),
        ("{0: a, 1.5: b}", "[Float: String]", #"[0.0: "a", 1.5: "b"]"#),
        ("{\"\\u00e9\": 1}", "[Character: Int]", #"["é": 1]"#),
        ("\"\\r\\n\"", "Character", #""\r\n""#),
        ("\"\\U0001F1EB\\U0001F1F7\"", "Character", "\"🇫🇷\""),
        ("2.5", "TimeInterval", "2.5"),
    ]

    @Test(arguments: literals)
    func literal(_ value: String, type: String, literal: String) throws {
        #expect(try Self.make(value, as: type) == literal)
    }

    /// YAML values that do not fit the field type, and the message that says why.
    static let mismatches: [(value: String, type: String, message: String)] = [
        ("abc", "Int", "the default does not fit type 'Int': expected an integer, found a string"),
        ("\"5\"", "Int", "the default does not fit type 'Int': expected an integer, found a string"),
        ("1.5", "Int", "the default does not fit type 'Int': expected an integer, found a number"),
        ("~", "Int", "the default does not fit type 'Int': expected an integer, found null"),
        ("256", "UInt8", "256 does not fit in 'UInt8'"),
        ("-129", "Int8", "-129 does not fit in 'Int8'"),
        ("128", "Int8", "128 does not fit in 'Int8'"),
        ("-1", "UInt", "-1 does not fit in 'UInt'"),
        ("9223372036854775808", "Int", "9223372036854775808 does not fit in 'Int'"),
        ("18446744073709551616", "UInt64", "18446744073709551616 does not fit in 'UInt64'"),
        ("1e400", "Double", "1e400 is not a finite number"),
        ("1e39", "Float", "1e39 does not fit in 'Float'"),
        ("-3.5e38", "Swift.Float32", "-3.5e38 does not fit in 'Swift.Float32'"),
        (
            "{1: a, 0x1: b}", "[Int: String]",
            "the key '0x1' is 1 as 'Int', which equals an earlier key of this map; a dictionary literal that repeats a key traps when it runs"
        ),
        (
            "{1: a, 1.0: b}", "[Double: String]",
            "the key '1.0' is 1.0 as 'Double', which equals an earlier key of this map; a dictionary literal that repeats a key traps when it runs"
        ),
        (
            "{.inf: a, .Inf: b}", "[Double: String]",
            "the key '.Inf' is .infinity as 'Double', which equals an earlier key of this map; a dictionary literal "
                + "that repeats a key traps when it runs"
        ),
        (
            "{~: a, null: b}", "[String?: String]",
            "the key 'null' is nil as 'String?', which equals an earlier key of this map; a dictionary literal that "
                + "repeats a key traps when it runs"
        ),
        ("yes", "Bool", "the default does not fit type 'Bool': expected true or false, found a string"),
        ("1", "Bool", "the default does not fit type 'Bool': expected true or false, found an integer"),
        (
            "true", "String",
            #"expected a string for 'String', found the boolean true; quote it to make it a string: "true""#
        ),
        ("42", "String", #"expected a string for 'String', found the integer 42; quote it to make it a string: "42""#),
        ("~", "String", #"expected a string for 'String', found null; quote it to make it a string: "~""#),
        ("[a]", "String", "the default does not fit type 'String': expected a string, found a list"),
        (
            "ab", "Character",
            "the default does not fit type 'Character': expected a string of one character, found a string"
        ),
        ("[1]", "[String: Int]", "the default does not fit type '[String: Int]': expected a map, found a list"),
        ("{a: 1}", "[Int]", "the default does not fit type '[Int]': expected a list, found a map"),
        ("[1, x]", "[Int]", "the default does not fit type 'Int': expected an integer, found a string"),
        ("{a: 1}", "[Int: Int]", "the default does not fit type 'Int': expected an integer, found a string"),
        ("{a: x}", "[String: Int]", "the default does not fit type 'Int': expected an integer, found a string"),
        (
            "{0.0: a, -0.0: b}", "[Double: String]",
            "the key '-0.0' is -0.0 as 'Double', which equals an earlier key of this map; a dictionary literal that "
                + "repeats a key traps when it runs"
        ),
        (
            "{16777216: a, 16777217: b}", "[Float: String]",
            "the key '16777217' is 16777216.0 as 'Float', which equals an earlier key of this map; a dictionary "
                + "literal that repeats a key traps when it runs"
        ),
        (
            "1e-40", "Float",
            "1e-40 is too small for 'Float' (it would be subnormal or zero, and Swift warns that it loses precision)"
        ),
        (
            "5e-324", "Double",
            "5e-324 is too small for 'Double' (it would be subnormal or zero, and Swift warns that it loses precision)"
        ),
        (
            "\"\\u0915\\u094d\\u0937\"", "Character",
            "'क्ष' is one character when the program runs, but Swift's compiler, whose grapheme rules differ (a "
                + "prepended mark, an Indic conjunct without a joiner), may not read it as one; use one code point, a "
                + "letter and its accents, a flag or an emoji sequence, or a String field"
        ),
        (
            String(repeating: "[", count: 17) + "1" + String(repeating: "]", count: 17),
            String(repeating: "[", count: 17) + "Int" + String(repeating: "]", count: 17),
            "lists and maps nest more than 16 levels deep in this default; Swift's parser slows down exponentially "
                + "on deeper literals"
        ),
        (
            "x", "UserProfile",
            "notigen cannot write a default for type 'UserProfile'; defaults work for strings, booleans, numbers, "
                + "and optionals, arrays, sets and dictionaries of them"
        ),
        (
            "[1, 2]", "(Int, Int)",
            "notigen cannot write a default for type '(Int, Int)'; defaults work for strings, booleans, numbers, "
                + "and optionals, arrays, sets and dictionaries of them"
        ),
        (
            "[1]", "Array<Int, Int>",
            "notigen cannot write a default for type 'Array<Int, Int>'; defaults work for strings, booleans, numbers, "
                + "and optionals, arrays, sets and dictionaries of them"
        ),
    ]

    /// What swiftc 6.3 reads as one `Character` literal, checked by compiling each: flags, emoji sequences (the
    /// family, a keycap, a skin tone, a subdivision flag), Hangul syllables and combining marks are; a prepended mark
    /// and an Indic conjunct without a joiner are not, though each is one character when the program runs.
    @Test(arguments: [
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", true), ("\u{1F1EB}\u{1F1F7}", true),
        ("\u{1F44D}\u{1F3FD}", true), ("1\u{FE0F}\u{20E3}", true), ("\u{1100}\u{1161}\u{11A8}", true),
        ("\u{1FA77}", true), ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", true), ("e\u{301}", true), ("\r\n", true),
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", true), ("\u{915}\u{93F}", true),
        ("\u{915}\u{94D}\u{937}", false), ("\u{600}\u{661}", false), ("\u{301}", true),
    ])
    func characterIsOneToTheCompiler(_ text: String, expected: Bool) throws {
        let character = try #require(text.count == 1 ? text.first : nil, "one character when the program runs")
        #expect(DefaultLiteral.isOneCharacterToTheCompiler(character) == expected)
    }

    @Test(arguments: mismatches)
    func mismatch(_ value: String, type: String, message: String) throws {
        #expect(try Self.mismatch(value, as: type) == message)
    }

    @Test func mismatchPointsAtTheOffendingNode() throws {
        let root = try #require(YAMLParser.parse(Array("[1, 2, x]".utf8), file: "d.yaml").root)
        do {
            _ = try DefaultLiteral.make(root, as: TypeExpressionParser.parse("[Int]"))
            Issue.record("expected a mismatch")
        } catch let error as DefaultLiteral.Mismatch {
            #expect(error.node.location == NotigenCore.SourceLocation(file: "d.yaml", line: 1, column: 8))
        }
    }

    /// Spellings YAML reads as numbers must fit a floating-point field as they fit an integer one.
    @Test func octalIntegerForADouble() throws {
        #expect(try Self.make("0o17", as: "Double") == "15.0")
        #expect(try Self.make("-7", as: "Float") == "-7.0")
    }

    /// A quoted key is a string whatever it spells, as a quoted value is.
    @Test func quotedKeyForAQualifiedStringKey() throws {
        #expect(try Self.make("{\"1\": 2}", as: "[String: Int]") == #"["1": 2]"#)
        #expect(try Self.make("{\"1\": 2}", as: "[Swift.String: Int]") == #"["1": 2]"#)
        #expect(try Self.make("{\"1\": 2}", as: "[String?: Int]") == #"["1": 2]"#)
    }

    @Test(.timeLimit(.minutes(10)))
    func aliasBombDefaultStopsAtTheNodeLimit() throws {
        var lines = ["a: &a [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]"]
        let names = ["a", "b", "c", "d", "e"]  // 111,111 values expanded: within the parser's limit, not the default's
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let parsed = YAMLParser.parse(Array(lines.joined(separator: "\n").utf8), file: "d.yaml")
        guard case .mapping(let pairs)? = parsed.root?.content, let bomb = pairs.last?.value else {
            Issue.record("the bomb did not parse: \(parsed.diagnostics.map(\.message))")
            return
        }
        let type = try TypeExpressionParser.parse(
            String(repeating: "[", count: 5) + "String" + String(repeating: "]", count: 5))
        do {
            let literal = try DefaultLiteral.make(bomb, as: type)
            Issue.record("expected the node limit, got a literal of \(literal.utf8.count) bytes")
        } catch {
            #expect(error.message == "the default value is too large (more than 10000 values)")
            #expect(DefaultLiteral.maximumNodes == 10_000)
        }
    }

    // MARK: - Diagnostic rendering

    private static let source = "notigen: 1\n\tbad: x\nfoo: bar\r\nlast: \u{7}y"

    private static func at(_ line: Int, _ column: Int, file: String = "s.yaml") -> NotigenCore.SourceLocation {
        NotigenCore.SourceLocation(file: file, line: line, column: column)
    }

    @Test func renderedDiagnosticShowsTheLineAndACaret() {
        let renderer = DiagnosticRenderer(sources: ["s.yaml": Self.source])
        #expect(
            renderer.render(Diagnostic("unknown key 'foo'", at: Self.at(3, 1)))
                == "s.yaml:3:1: error: unknown key 'foo'\nfoo: bar\n^\n")
        #expect(
            renderer.render(Diagnostic("x", at: Self.at(1, 10))) == "s.yaml:1:10: error: x\nnotigen: 1\n         ^\n")
        #expect(renderer.render(Diagnostic("x", at: Self.at(2, 3))) == "s.yaml:2:3: error: x\n\tbad: x\n\t ^\n")
        #expect(
            renderer.render(Diagnostic("x", at: Self.at(4, 7))) == "s.yaml:4:7: error: x\nlast: \u{FFFD}y\n      ^\n",
            "control characters are shown as U+FFFD")
    }

    /// A long line is shown as a window around the caret, with `…` where it goes on.
    @Test func longLinesAreShownAroundTheCaret() {
        let long = String(repeating: "a", count: 300) + "X" + String(repeating: "b", count: 200)
        let renderer = DiagnosticRenderer(sources: ["s.yaml": long])
        let width = DiagnosticRenderer.maximumWidth
        let window = String(repeating: "a", count: width / 2) + "X" + String(repeating: "b", count: width / 2 - 1)
        #expect(
            renderer.render(Diagnostic("x", at: Self.at(1, 301)))
                == "s.yaml:1:301: error: x\n…\(window)…\n" + String(repeating: " ", count: width / 2 + 1) + "^\n")
        let start = String(repeating: "a", count: width)
        #expect(renderer.render(Diagnostic("x", at: Self.at(1, 1))) == "s.yaml:1:1: error: x\n\(start)…\n^\n")
        #expect(
            renderer.render(Diagnostic("x", at: Self.at(1, 101)))
                == "s.yaml:1:101: error: x\n\(start)…\n" + String(repeating: " ", count: 100) + "^\n",
            "a caret in the first three quarters of the width shows the line from its start")
        let end = String(repeating: "b", count: width)
        #expect(
            renderer.render(Diagnostic("x", at: Self.at(1, 502)))
                == "s.yaml:1:502: error: x\n…\(end)\n" + String(repeating: " ", count: width + 1) + "^\n",
            "a caret after the end of the line")
    }

    /// Nothing from the spec can move the terminal's cursor or reorder its text: invisible characters are escaped in
    /// messages and replaced in source lines.
    @Test func invisibleCharactersAreNeverPrinted() {
        let renderer = DiagnosticRenderer(sources: ["s.yaml": "a\u{202E}b: \"\\e[31m\"\n"])
        let message = "unknown key 'a\u{202E}b\u{1B}[31m\n'"
        #expect(
            renderer.render(Diagnostic(message, at: Self.at(1, 1), hint: "tab\there"))
                == "s.yaml:1:1: error: unknown key 'a\\u{202E}b\\u{1B}[31m\\n'\na\u{FFFD}b: \"\\e[31m\"\n^\n"
                + "note: tab\\there\n")
    }

    @Test func notesWithAndWithoutLocations() {
        let renderer = DiagnosticRenderer(sources: ["s.yaml": Self.source])
        let diagnostic = Diagnostic(
            "duplicate key 'foo'", at: Self.at(3, 1),
            notes: [
                .init(message: "'foo' first appears here", location: Self.at(1, 1)),
                .init(message: "rename one of them", location: nil),
            ])
        #expect(
            renderer.render(diagnostic)
                == "s.yaml:3:1: error: duplicate key 'foo'\nfoo: bar\n^\n"
                + "s.yaml:1:1: note: 'foo' first appears here\nnotigen: 1\n^\n"
                + "note: rename one of them\n")
        let hint = Diagnostic("bad", at: Self.at(2, 2), hint: "indent with spaces")
        #expect(renderer.render(hint) == "s.yaml:2:2: error: bad\n\tbad: x\n\t^\nnote: indent with spaces\n")
    }

    @Test func locationsWithoutASourceLineAreStillRendered() {
        let renderer = DiagnosticRenderer(sources: ["s.yaml": Self.source, "bom.yaml": "\u{FEFF}a: 1\n"])
        #expect(renderer.render(Diagnostic("x", at: Self.at(9, 1))) == "s.yaml:9:1: error: x\n")
        #expect(renderer.render(Diagnostic("x", at: Self.at(0, 1))) == "s.yaml:0:1: error: x\n")
        #expect(renderer.render(Diagnostic("x", at: Self.at(1, 1, file: "other.yaml"))) == "other.yaml:1:1: error: x\n")
        #expect(
            renderer.render(Diagnostic("x", at: Self.at(1, 4, file: "bom.yaml")))
                == "bom.yaml:1:4: error: x\na: 1\n   ^\n",
            "the BOM is not part of the line")
        let two = [Diagnostic("a", at: Self.at(1, 1)), Diagnostic("b", at: Self.at(9, 9))]
        #expect(renderer.render(two) == "s.yaml:1:1: error: a\nnotigen: 1\n^\ns.yaml:9:9: error: b\n")
    }

    @Test func diagnosticsSortByFileLineColumnThenMessage() {
        let unsorted: [Diagnostic] = [
            Diagnostic("b", at: Self.at(2, 1)), Diagnostic("a", at: Self.at(2, 1)), Diagnostic("z", at: Self.at(1, 9)),
            Diagnostic("y", at: Self.at(1, 1, file: "a.yaml")),
        ]
        #expect(unsorted.sorted().map(\.message) == ["y", "z", "a", "b"])
    }
}
