import Testing

@testable import NotigenCore

/// The layout pass's token classification: each kind read from a token's bytes, names that merely start or end like
/// a keyword, the tokens that end a name, and widths in columns.
@Suite struct SwiftTokenKindTests {
    func kind(_ text: String) -> SwiftTokenKind {
        SwiftTokenKind(Array(text.utf8)[...])
    }

    @Test func punctuationHasAKindEach() {
        let expected: [String: SwiftTokenKind] = [
            "(": .openParenthesis, ")": .closeParenthesis, "[": .openBracket, "]": .closeBracket, "<": .openAngle,
            ">": .closeAngle, "{": .openBrace, "}": .closeBrace, ",": .comma, ":": .colon, ".": .dot, "=": .equals,
            "->": .arrow, "@": .attribute,
        ]
        for (text, kind) in expected { #expect(self.kind(text) == kind, "\(text)") }
        for text in ["==", "-=", "=>", "?", "!", "-", "&", ";"] { #expect(kind(text) == .other, "\(text)") }
    }

    @Test func keywordsHaveTheirKinds() {
        for text in ["struct", "enum", "protocol", "class", "extension", "actor"] {
            #expect(kind(text) == .typeKeyword, "\(text)")
        }
        #expect(kind("var") == .variableKeyword)
        #expect(kind("let") == .variableKeyword)
        #expect(kind("func") == .funcKeyword)
        #expect(kind("in") == .inKeyword)
        #expect(kind("init") == .initKeyword)
        #expect(kind("subscript") == .subscriptKeyword)
        #expect(kind("as") == .asKeyword)
        #expect(kind("where") == .whereKeyword)
    }

    /// Only the whole token is compared: names that contain, start or end like a keyword, differ in case, or quote
    /// one are names.
    @Test func namesLikeKeywordsAreOther() {
        for text in [
            "structs", "Struct", "enumerated", "inits", "variable", "lets", "asKeyword", "wherever", "in_",
            "extensions", "subscripts", "Extension", "protocol2", "`struct`", "`in`", "\"where\"", "a", "x",
            "superclass", "_as",
        ] {
            #expect(kind(text) == .other, "\(text)")
        }
    }

    @Test func attributesStartWithAnAt() {
        #expect(kind("@MainActor") == .attribute)
        #expect(kind("@available") == .attribute)
        #expect(kind("@in") == .attribute)
    }

    @Test func tokensThatEndANameOpenCallsAndGenericArguments() {
        for text in ["name", "Name2", "_", "`default`", ")", "]", ">", "café", "名前"] {
            #expect(SwiftTokenKind.endsName(Array(text.utf8)[...]), "\(text)")
        }
        for text in ["(", ",", ":", "\"text\"", "=", "$", "", "€"] {
            #expect(!SwiftTokenKind.endsName(Array(text.utf8)[...]), "\(text)")
        }
    }

    /// A width counts characters: one per byte in ASCII, one per character beyond.
    @Test func widthsCountCharacters() {
        #expect(SwiftTokenKind.width(Array("didLogin".utf8)[...]) == 8)
        #expect(SwiftTokenKind.width(Array("café".utf8)[...]) == 4)
        #expect(SwiftTokenKind.width(Array("e\u{301}tat".utf8)[...]) == 4)
        #expect(SwiftTokenKind.width(Array("\"👩‍👩‍👧\"".utf8)[...]) == 3)
    }
}
