/// What a token of a generated line is to `SwiftLineTokenizer`, read once from its bytes: the punctuation and the
/// keywords its rules name, so that the rules compare small values instead of the token's text.
enum SwiftTokenKind: Equatable {
    case openParenthesis, closeParenthesis, openBracket, closeBracket, openAngle, closeAngle, openBrace, closeBrace
    case comma, colon, dot, equals, arrow
    /// `struct`, `enum`, `protocol`, `class`, `extension` or `actor`.
    case typeKeyword
    /// `var` or `let`.
    case variableKeyword
    case funcKeyword, inKeyword, initKeyword, subscriptKeyword, asKeyword, whereKeyword
    /// A word starting with `@`: an attribute's name.
    case attribute
    /// Any other token: a name, a number, a string literal, another operator.
    case other

    /// The kind of the token whose UTF-8 bytes are `bytes`, as `SwiftLineTokenizer` splits a line.
    init(_ bytes: some Collection<UInt8>) {
        guard let first = bytes.first else {
            self = .other
            return
        }
        if bytes.count == 1 {
            self = Self.punctuation(first)
            return
        }
        if first == UInt8(ascii: "@") {
            self = .attribute
            return
        }
        // Every keyword of the table starts with a lowercase letter, and the one operator with `-`.
        guard first == UInt8(ascii: "-") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else {
            self = .other
            return
        }
        switch bytes.count {
        case 2...8:
            // Up to 8 bytes, packed into one integer: the keyword table is then compared integer by integer.
            let packed = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            self = Self.shortKeywords.first { $0.packed == packed }?.kind ?? .other
        case 9:
            self =
                bytes.elementsEqual("extension".utf8)
                ? .typeKeyword : bytes.elementsEqual("subscript".utf8) ? .subscriptKeyword : .other
        default:
            self = .other
        }
    }

    /// The operator and keywords of two to eight bytes, each packed as `init` packs a token.
    private static let shortKeywords: [(packed: UInt64, kind: SwiftTokenKind)] = {
        let keywords: [(text: String, kind: SwiftTokenKind)] = [
            ("->", .arrow), ("as", .asKeyword), ("in", .inKeyword), ("var", .variableKeyword),
            ("let", .variableKeyword), ("func", .funcKeyword), ("init", .initKeyword), ("enum", .typeKeyword),
            ("class", .typeKeyword), ("actor", .typeKeyword), ("where", .whereKeyword), ("struct", .typeKeyword),
            ("protocol", .typeKeyword),
        ]
        return keywords.map { ($0.text.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }, $0.kind) }
    }()

    /// The kind of a token of one byte.
    static func punctuation(_ byte: UInt8) -> SwiftTokenKind {
        switch byte {
        case UInt8(ascii: "("): .openParenthesis
        case UInt8(ascii: ")"): .closeParenthesis
        case UInt8(ascii: "["): .openBracket
        case UInt8(ascii: "]"): .closeBracket
        case UInt8(ascii: "<"): .openAngle
        case UInt8(ascii: ">"): .closeAngle
        case UInt8(ascii: "{"): .openBrace
        case UInt8(ascii: "}"): .closeBrace
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: "@"): .attribute
        default: .other
        }
    }

    /// Whether a bracket after a token of `text` is a call's, a subscript's or generic arguments': the token ends a
    /// name (a letter, a digit, `_` or a backquote) or is a closing bracket.
    static func endsName(_ bytes: some BidirectionalCollection<UInt8>) -> Bool {
        guard let last = bytes.last else { return false }
        // A name that ends with a letter or digit outside ASCII.
        guard last < 0x80 else {
            return String(decoding: bytes, as: UTF8.self).last.map { $0.isLetter || $0.isNumber } == true
        }
        return endsName(ascii: last)
    }

    /// `endsName` of a token whose last byte, `last`, is ASCII.
    static func endsName(ascii last: UInt8) -> Bool {
        switch last {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: ")"),
            UInt8(ascii: "]"), UInt8(ascii: ">"):
            true
        default:
            false
        }
    }

    /// The columns the token whose UTF-8 bytes are `bytes` takes: its characters, one per byte when it is ASCII.
    static func width(_ bytes: some Collection<UInt8>) -> Int {
        bytes.allSatisfy { $0 < 0x80 } ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }
}
