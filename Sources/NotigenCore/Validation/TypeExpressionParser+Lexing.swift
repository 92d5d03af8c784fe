/// Names, characters and errors: identifiers follow `SwiftNaming`'s rules, the same as names in the spec.
extension TypeExpressionParser {
    /// Reserved words that can never name a type or label an element (`Any` and `Self` are types).
    private static let reservedWords = SwiftNaming.reservedWords.subtracting(["Any", "Self", "_"])

    /// Throws unless `name` may name a type (the first component, or a later one when `isFirstComponent` is false).
    func validateTypeName(_ name: String, isFirstComponent: Bool) throws(TypeParseError) {
        switch name {
        case "_":
            throw error("'_' is not a valid type name")
        case "Type", "Protocol":
            throw error(
                isFirstComponent
                    ? "'\(name)' is only allowed as a metatype suffix, as in T.\(name)"
                    : "expected a type name after '.'"
            )
        case "inout":
            throw error("inout parameters are not allowed in payload types")
        case "repeat", "each":
            throw error("parameter packs ('repeat' and 'each') are not allowed in payload types")
        case "consuming", "borrowing", "sending", "isolated", "__owned", "__shared":
            throw error("parameter modifier '\(name)' is not allowed in payload types")
        case "any", "some":
            throw error("'\(name)' must be wrapped in parentheses here")
        case "async":
            throw error("expected a type name, found 'async'")
        default:
            if Self.reservedWords.contains(name) {
                throw error("expected a type name, found keyword '\(name)'")
            }
        }
    }

    func validateLabel(_ label: String, at offset: Int) throws(TypeParseError) {
        if Self.reservedWords.contains(label) {
            throw error("keyword '\(label)' cannot be used as a label", at: offset)
        }
    }

    /// The identifier starting at `offset` and the offset just past it, or `nil` when none starts there. A
    /// character belongs to it when every scalar of it is one `SwiftNaming.isIdentifierScalar` accepts, so that
    /// bidirectional overrides and zero-width joiners can never hide inside a name.
    func word(at offset: Int) -> (text: String, end: Int)? {
        guard let first = character(at: offset), Self.isIdentifierCharacter(first, initial: true) else {
            return nil
        }
        var end = offset + 1
        while let next = character(at: end), Self.isIdentifierCharacter(next, initial: false) {
            end += 1
        }
        // Appended a character at a time: `String(_:)` of a slice of characters goes through a generic sequence.
        var text = ""
        for character in characters[offset..<end] { text.append(character) }
        return (text, end)
    }

    private static func isIdentifierCharacter(_ character: Character, initial: Bool) -> Bool {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), SwiftNaming.isIdentifierScalar(first, initial: initial) else { return false }
        while let scalar = scalars.next() {
            guard SwiftNaming.isIdentifierScalar(scalar, initial: false) else { return false }
        }
        return true
    }
}

extension TypeExpressionParser {
    var isAtEnd: Bool {
        index >= characters.count
    }

    var current: Character? {
        character(at: index)
    }

    func character(at offset: Int) -> Character? {
        offset < characters.count ? characters[offset] : nil
    }

    /// Skips spaces and tabs; a newline is an error.
    mutating func skipWhitespace() throws(TypeParseError) {
        while let character = current {
            if character == " " || character == "\t" {
                index += 1
            } else if character.isNewline {
                throw error("newlines are not allowed in a type expression")
            } else {
                return
            }
        }
    }

    /// The offset of the first character at or after `offset` that is not a space or tab.
    func offsetAfterSpaces(from offset: Int) -> Int {
        var offset = offset
        while let character = character(at: offset), character == " " || character == "\t" {
            offset += 1
        }
        return offset
    }

    /// Enters a bracket, parenthesis, generic argument list or function result at the current character (which is
    /// consumed), failing once the nesting gets deeper than `maximumNestingDepth`.
    mutating func enterNesting() throws(TypeParseError) {
        depth += 1
        if depth > Self.maximumNestingDepth {
            throw error("type is nested too deeply")
        }
        index += 1
    }

    func error(_ message: String, at offset: Int? = nil) -> TypeParseError {
        TypeParseError(offset: offset ?? index, message: message)
    }

    /// The error for text left over after a complete type.
    func unexpectedAfterType() -> TypeParseError {
        if let (name, _) = word(at: index) {
            let shown = name.count > 40 ? String(name.prefix(40)) + "..." : name
            return error("unexpected '\(shown)' after the type")
        }
        if isAtArrow {
            return error("function parameters must be wrapped in parentheses, as in (Int) -> Void")
        }
        switch current {
        case nil:
            return error("expected the end of the type")
        case "`":
            return error("backticks are not allowed in type names")
        case let character?:
            return error("unexpected \(Self.describe(character)) after the type")
        }
    }

    /// A printable description of a character for an error message: `';'`, or `U+00A0` for anything that is not
    /// visible ASCII.
    static func describe(_ character: Character) -> String {
        if let ascii = character.asciiValue, (0x21...0x7E).contains(ascii) {
            return "'\(character)'"
        }
        return character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }
}
