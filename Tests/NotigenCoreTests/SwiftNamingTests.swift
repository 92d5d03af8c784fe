import Testing

@testable import NotigenCore

/// Identifier rules, keyword escaping, case conversion, string literal and doc comment escaping, and the edit distance
/// behind "did you mean" suggestions.
@Suite struct SwiftNamingTests {
    /// The grammar of The Swift Programming Language, range for range: letter numbers, emoji and superscripts are
    /// identifiers (swiftc 6.3 compiles each of them); the invisible joiners and marks it lists are not
    /// (`HiddenCharacterTests`).
    @Test(arguments: [
        "a", "_x", "_", "x1", "userManager", "URLSession", "café", "日本", "a\u{301}b", "class", "ⅻ", "Ⅻtimes", "😀",
        "a😀", "x²", "١", "\u{1D49C}", "\u{E0000}x",
    ])
    func identifiers(_ name: String) {
        #expect(SwiftNaming.isIdentifier(name))
    }

    /// Outside the grammar's ranges, a combining mark first, and U+FFF9–U+FFFD, which swiftc refuses although the
    /// book's range reaches U+FFFD.
    @Test(arguments: [
        "", "1a", "9", "a-b", "a b", "a.b", "`a`", "$0", "a$", "-", "a\n", "a\u{2E2F}b", "\u{301}a", "\u{20D0}x",
        "a\u{00A0}", "°", "a→b", "a\u{FFF9}", "\u{FFFC}", "a\u{FFFD}", "a\u{FFFE}", "\u{FE2F}x", "a\u{3000}",
        "a\u{200D}b", "a\u{200B}", "a\u{202E}", "a\u{FEFF}",
    ])
    func notIdentifiers(_ name: String) {
        #expect(!SwiftNaming.isIdentifier(name))
    }

    /// The message names the character at fault; only an ASCII digit first is "starts with the digit".
    @Test(arguments: [
        ("1a", "it starts with the digit '1'"), ("\u{301}a", "U+0301 (a combining mark) cannot start a name"),
        ("a°", "Swift does not allow '°' in names"), ("a b", "it contains a space"),
        ("a\u{FFFC}", "Swift does not allow '\u{FFFC}' in names"),
    ])
    func identifierProblems(_ name: String, expected: String) {
        #expect(SwiftNaming.identifierProblem(name).hasPrefix(expected), "\(SwiftNaming.identifierProblem(name))")
    }

    /// Names and type names follow one rule: a name the spec's names refuse is no type name either.
    @Test(arguments: ["a\u{2E2F}b", "a\u{FFFC}b", "°x"])
    func typeNamesFollowTheSameRule(_ name: String) {
        #expect(!SwiftNaming.isIdentifier(name))
        #expect(throws: TypeParseError.self) { try TypeExpressionParser.parse(name) }
    }

    /// Only `inout` must be escaped as a call's argument label; escaping another keyword there is a warning.
    @Test(arguments: [("inout", "`inout`"), ("class", "class"), ("let", "let"), ("Any", "Any"), ("x", "x")])
    func argumentLabels(_ name: String, expected: String) {
        #expect(SwiftNaming.argumentLabel(name) == expected)
    }

    @Test(arguments: [
        ("class", "`class`"), ("default", "`default`"), ("self", "`self`"), ("Self", "`Self`"), ("in", "`in`"),
        ("Any", "`Any`"), ("_", "`_`"), ("package", "`package`"), ("name", "name"), ("Type", "Type"),
        ("Class", "Class"), ("result", "result"), ("async", "async"),
    ])
    func escaped(_ name: String, expected: String) {
        #expect(SwiftNaming.escaped(name) == expected)
    }

    @Test(arguments: [
        ("didGetMessage", "DidGetMessage"), ("login", "Login"), ("Login", "Login"), ("x", "X"), ("", ""),
        ("_private", "_private"), ("éclair", "Éclair"), ("urlSession", "UrlSession"),
    ])
    func upperFirst(_ name: String, expected: String) {
        #expect(SwiftNaming.upperFirst(name) == expected)
    }

    @Test(arguments: [
        ("didLogin", true, "userManagerDidLogin"), ("login", true, "userManagerLoginDidComplete"),
        ("login", false, "userManagerLogin"), ("willSync", true, "userManagerWillSync"),
        ("did", true, "userManagerDidDidComplete"), ("didnt", true, "userManagerDidntDidComplete"),
        ("didÉté", true, "userManagerDidÉté"), ("didété", true, "userManagerDidétéDidComplete"),
        ("did_x", true, "userManagerDid_xDidComplete"),
    ])
    func observerMethod(_ name: String, isMerged: Bool, expected: String) {
        #expect(SwiftNaming.observerMethod(case: name, isMerged: isMerged, notifier: "UserManager") == expected)
    }

    /// Texts and the Swift literal that must be written for them (the expected values are raw strings).
    static let literals: [(text: String, literal: String)] = [
        ("hello", #""hello""#),
        ("", #""""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b", #""a\\b""#),
        ("\\(exit(1))", #""\\(exit(1))""#),
        ("\"\\(x)\"", #""\"\\(x)\"""#),
        ("line1\nline2", #""line1\nline2""#),
        ("a\r\nb", #""a\r\nb""#),
        ("tab\there", #""tab\there""#),
        ("nul\0", #""nul\0""#),
        ("\u{1}\u{7F}\u{85}", #""\u{1}\u{7F}\u{85}""#),
        ("a\u{2028}b\u{2029}", #""a\u{2028}b\u{2029}""#),
        ("abc\u{202E}cba", #""abc\u{202E}cba""#),
        ("\u{200B}\u{2066}\u{FEFF}", #""\u{200B}\u{2066}\u{FEFF}""#),
        ("\u{E000}", #""\u{E000}""#),
        ("café", #""café""#),
        ("e\u{301}", "\"e\u{301}\""),
        ("日本語 👍", #""日本語 👍""#),
        ("#\"raw\"#", ##""#\"raw\"#""##),
    ]

    /// Method names of observer protocols start with the notifier's name, its first word in lower case.
    @Test(arguments: [
        ("UserManager", "userManager"), ("URLSession", "urlSession"), ("URL", "url"), ("A", "a"), ("ABc", "aBc"),
        ("already", "already"), ("_Private", "_Private"), ("Notifier0", "notifier0"), ("HTTP2Client", "http2Client"),
        ("IOS_Device", "ios_Device"),
        ("ÉcranPrincipal", "écranPrincipal"), ("ÜBERSicht", "überSicht"), ("日本", "日本"),
    ])
    func lowerFirstWord(_ name: String, expected: String) {
        #expect(SwiftNaming.lowerFirstWord(name) == expected)
    }

    @Test(arguments: literals)
    func stringLiteral(_ text: String, literal: String) {
        #expect(SwiftNaming.stringLiteral(text) == literal)
    }

    @Test(arguments: literals.map(\.text))
    func stringLiteralHasNoRawQuoteOrLineBreakInside(_ text: String) {
        let body = SwiftNaming.stringLiteral(text).unicodeScalars.dropFirst().dropLast()
        var escaping = false
        for scalar in body {
            #expect(escaping || scalar != "\"", "an unescaped quote would end the literal")
            #expect(!["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalar))
            escaping = !escaping && scalar == "\\"
        }
        #expect(!escaping, "a trailing lone backslash would escape the closing quote")
    }

    /// Doc texts and the `///` lines they become.
    static let docs: [(text: String?, lines: [String])] = [
        (nil, []),
        ("", []),
        ("One line.", ["/// One line."]),
        ("First.\nSecond.", ["/// First.", "/// Second."]),
        ("CRLF.\r\nNext.\rCR.", ["/// CRLF.", "/// Next.", "/// CR."]),
        ("Para one.\n\nPara two.", ["/// Para one.", "///", "/// Para two."]),
        ("\nLeading blank.", ["///", "/// Leading blank."]),
        ("Trailing.\n\n  \n\t\n", ["/// Trailing."]),
        ("Spaces after.   ", ["/// Spaces after."]),
        ("  Indented code", ["///   Indented code"]),
        ("\n\n", []),
        ("   ", []),
        ("Ends */ here /* and", ["/// Ends */ here /* and"]),
        ("a\tb\u{0}c\u{7}d", ["/// a b c d"]),
        ("a\u{2028}b\u{2029}c\u{85}d", ["/// a b c d"]),
        ("evil\u{202E}txt\u{200B}", ["/// evil txt"]),
        ("café 👍", ["/// café 👍"]),
    ]

    @Test(arguments: docs)
    func docComment(_ text: String?, lines: [String]) {
        #expect(SwiftNaming.docComment(text) == lines)
    }

    @Test func docCommentLinesNeverBreak() {
        let text = "a\nb\rc\r\nd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i"
        let lines = SwiftNaming.docComment(text)
        #expect(lines.count == 4)
        for line in lines {
            #expect(line.hasPrefix("///"))
            #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
            #expect(!line.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
        }
    }

    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("type", "type", 0), ("tpye", "type", 1), ("acess", "access", 1),
        ("notifers", "notifiers", 1), ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("ab", "ba", 1),
        ("abcdef", "badcfe", 3), ("ca", "abc", 3), ("Type", "type", 1), ("café", "cafe", 1),
    ])
    func editDistance(_ lhs: String, _ rhs: String, expected: Int) {
        #expect(Suggestion.editDistance(lhs, rhs) == expected)
        #expect(Suggestion.editDistance(rhs, lhs) == expected)
    }

    @Test func closest() {
        let keys = SpecValidator.rootKeys
        #expect(Suggestion.closest(to: "notifers", among: keys) == "notifiers")
        #expect(Suggestion.closest(to: "acess", among: keys) == "access")
        #expect(Suggestion.closest(to: "Module", among: keys) == "module", "case is ignored")
        #expect(Suggestion.closest(to: "modle", among: keys) == "module")
        #expect(Suggestion.closest(to: "imprts", among: keys) == "imports")
        #expect(Suggestion.closest(to: "xyz", among: keys) == nil)
        #expect(Suggestion.closest(to: "mod", among: keys) == nil, "three edits away is too far for a short word")
        #expect(Suggestion.closest(to: "tpye", among: SpecValidator.fieldKeys) == "type")
        #expect(Suggestion.closest(to: "x", among: ["y", "z"]) == "y", "the first of equally close candidates")
        #expect(Suggestion.closest(to: "abc", among: [String]()) == nil)
        #expect(Suggestion.didYouMean("publc", among: ["internal", "public"]) == "; did you mean 'public'?")
        #expect(Suggestion.didYouMean("zzz", among: ["internal", "public"]) == "")
    }
}

/// Invisible and bidirectional control characters (Trojan Source, CVE-2021-42574) are in no identifier, and named
/// when refused.
@Suite struct HiddenCharacterTests {
    @Test(arguments: [0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202E, 0x2060, 0x2064, 0x2066, 0x2069, 0xFEFF])
    func hiddenCharactersAreRefusedInNames(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let name = "In" + String(Character(scalar)) + "t"
        #expect(SwiftNaming.isHidden(scalar))
        #expect(!SwiftNaming.isIdentifier(name))
        #expect(SwiftNaming.hiddenScalar(in: name) == scalar)
        #expect(SwiftNaming.identifierProblem(name).hasPrefix("it contains U+"))
        #expect(SwiftNaming.identifierProblem(name).contains("Trojan Source"))
    }

    @Test func visibleNamesAreUnchanged() {
        for name in ["Int", "café", "名前", "x\u{0301}", "a_b9"] {
            #expect(SwiftNaming.hiddenScalar(in: name) == nil)
        }
        #expect(SwiftNaming.isIdentifier("café"))
        // The neighbours of the hidden ranges stay identifier characters where the grammar allows them.
        #expect(SwiftNaming.isIdentifier("a\u{2070}"))
        #expect(!SwiftNaming.isHidden("\u{2065}"))
    }
}
