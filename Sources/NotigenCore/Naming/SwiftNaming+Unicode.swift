/// The Unicode scalars notigen accepts in identifiers: the grammar of *The Swift Programming Language*
/// ("Lexical Structure", `identifier-head` and `identifier-character`), range for range, and nothing else — no
/// Unicode general categories. One exception, measured: the book's last BMP range ends at U+FFFD, but swiftc 6.3
/// refuses U+FFF9–U+FFFD ("invalid character in source file"), so it ends at U+FFF8 here. And the invisible and
/// bidirectional control characters the grammar admits are refused (`hiddenRanges`).
extension SwiftNaming {
    /// `identifier-head`'s ranges beyond ASCII (`A`–`Z`, `a`–`z` and `_` are checked first); with `notInitialRanges`
    /// they are also `identifier-character`'s.
    private static let continuationRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFF8, 0x10000...0x1FFFD,
        0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
        0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
        0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Combining marks Swift accepts inside an identifier but not as its first scalar.
    private static let notInitialRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// The invisible and bidirectional control characters that hide what a text says (Trojan Source,
    /// CVE-2021-42574): zero-width spaces and joiners, directional marks, embeddings, overrides and isolates, word
    /// joiners and invisible operators, and the byte order mark. The identifier grammar admits several of them; a
    /// reviewer cannot see any, so no name, type, module, import or key may hold one.
    static let hiddenRanges: [ClosedRange<UInt32>] = [
        0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF...0xFEFF,
    ]

    /// Whether `scalar` is one of `hiddenRanges`.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x200B && hiddenRanges.contains { $0.contains(scalar.value) }
    }

    /// The first hidden character of `text` (`hiddenRanges`), or nil; ASCII text is checked by its bytes.
    static func hiddenScalar(in text: String) -> Unicode.Scalar? {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        return text.unicodeScalars.first(where: isHidden)
    }

    /// Why a text may not hold `scalar`, a hidden character: its code point and name, and the reason.
    static func hiddenProblem(_ scalar: Unicode.Scalar) -> String {
        let name = scalar.properties.name.map { " " + $0 } ?? ""
        return "it contains \(code(scalar))\(name), an invisible or bidirectional control character that hides what "
            + "the text says (Trojan Source, CVE-2021-42574); remove it"
    }

    /// Why `name` is not an identifier (or not a module name when it is a keyword), naming the first character at
    /// fault, followed by the rule.
    static func identifierProblem(_ name: String) -> String {
        let rule = "use letters, digits and '_', not starting with a digit"
        guard !name.isEmpty else { return "a name cannot be empty" }
        if let hidden = hiddenScalar(in: name) { return hiddenProblem(hidden) }
        let scalars = Array(name.unicodeScalars)
        guard let index = scalars.indices.first(where: { !isIdentifierScalar(scalars[$0], initial: $0 == 0) }) else {
            return "it is a keyword; \(rule)"
        }
        let scalar = scalars[index]
        if index == 0, (UInt32(UInt8(ascii: "0"))...UInt32(UInt8(ascii: "9"))).contains(scalar.value) {
            return "it starts with the digit '\(scalar)'; \(rule)"
        }
        if scalar == " " { return "it contains a space; \(rule)" }
        if index == 0 && isIdentifierScalar(scalar, initial: false) {
            return "\(describe(Character(scalar))) (a combining mark) cannot start a name; \(rule)"
        }
        return "Swift does not allow \(describe(Character(scalar))) in names; \(rule)"
    }

    /// A character as a message shows it: in quotes, or as its code point when it cannot be seen on its own.
    private static func describe(_ character: Character) -> String {
        guard let scalar = character.unicodeScalars.first else { return "''" }
        let category = scalar.properties.generalCategory
        let invisible: [Unicode.GeneralCategory] = [
            .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark,
            .spacingMark,
        ]
        return invisible.contains(category) ? code(scalar) : "'\(character)'"
    }

    private static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether `scalar` may be part of an identifier, at its start when `initial` (`identifier-head`), else
    /// anywhere after it (`identifier-character`).
    static func isIdentifierScalar(_ scalar: Unicode.Scalar, initial: Bool) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            let ascii = UInt8(value)
            let isLetter = (ascii | 0x20) >= UInt8(ascii: "a") && (ascii | 0x20) <= UInt8(ascii: "z")
            let isDigit = ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
            return isLetter || ascii == UInt8(ascii: "_") || (isDigit && !initial)
        }
        if notInitialRanges.contains(where: { $0.contains(value) }) { return !initial }
        return continuationRanges.contains { $0.contains(value) } && !isHidden(scalar)
    }
}
