/// Why a type expression failed to parse, and where.
struct TypeParseError: Error, Equatable, Sendable {
    /// The `Character` offset from the start of the text of the offending character, or the text's length when the
    /// text ends too early.
    var offset: Int
    /// A short, lowercase-first explanation that names what was expected.
    var message: String
}

/// Parses Swift type expressions (a small recursive-descent parser over the text's characters).
///
/// Only type syntax is accepted: nominal types with generic arguments, `?`, `[T]`, `[K: V]`, tuples, function types
/// with attributes and effects, `any`/`some`, `&` compositions and `.Type`/`.Protocol`. Everything else, including
/// anything that could smuggle code into the generated source, is an error with the offset where it goes wrong.
struct TypeExpressionParser {
    /// The longest text, in characters, that is parsed at all.
    static let maximumLength = 1000
    /// How deeply brackets, parentheses, generic arguments and function results may nest.
    static let maximumNestingDepth = 64

    private let characters: [Character]
    private var index = 0
    private var depth = 0

    private init(characters: [Character]) {
        self.characters = characters
    }

    /// Parses `text` as a single Swift type expression, ignoring leading and trailing spaces and tabs.
    static func parse(_ text: String) throws(TypeParseError) -> TypeExpression {
        let characters = Array(text.prefix(maximumLength + 1))
        guard characters.count <= maximumLength else {
            throw TypeParseError(
                offset: maximumLength,
                message: "type expression is longer than \(maximumLength) characters"
            )
        }
        var parser = TypeExpressionParser(characters: characters)
        let type = try parser.parseType()
        try parser.skipWhitespace()
        guard parser.isAtEnd else {
            throw parser.unexpectedAfterType()
        }
        return type
    }
}

// MARK: - Grammar

extension TypeExpressionParser {
    /// A tuple element or function parameter as written, before it is known which of the two it is.
    private struct ParsedElement {
        var label: String?
        var labelOffset: Int
        var underscoreOffset: Int?
        var type: TypeExpression
    }

    /// type := attributed-function | ('any' | 'some') constraint | postfix-type ('&' postfix-type)*
    private mutating func parseType() throws(TypeParseError) -> TypeExpression {
        try skipWhitespace()
        if current == "@" {
            return try parseAttributedFunction()
        }
        if let (keyword, end) = word(at: index), keyword == "any" || keyword == "some" {
            index = end
            return try parseConstraint(isExistential: keyword == "any")
        }
        let (first, endsWithOptional) = try parsePostfixType(allowFunction: true, stopAtOptional: false)
        try skipWhitespace()
        guard current == "&" else {
            return first
        }
        if endsWithOptional {
            throw error("an optional type cannot be part of a '&' composition")
        }
        var members = [first]
        try parseCompositionTail(into: &members) { $0 }
        return .composition(members)
    }

    /// Parses what follows `any` or `some`: one member, or an `&` composition of members.
    private mutating func parseConstraint(isExistential: Bool) throws(TypeParseError) -> TypeExpression {
        let wrap: (TypeExpression) -> TypeExpression = isExistential ? { .existential($0) } : { .opaque($0) }
        let (first, _) = try parsePostfixType(allowFunction: false, stopAtOptional: true)
        try skipWhitespace()
        if current == "?" {
            throw error("use \(TypeExpression.optional(wrap(first)).swiftSource)")
        }
        var members = [first]
        try parseCompositionTail(into: &members, suggesting: wrap)
        return wrap(members.count == 1 ? first : .composition(members))
    }

    /// Parses `& member` repetitions. A `?` right after a member is rejected with a hint built by `suggesting`,
    /// since `A & B?` is not valid Swift.
    private mutating func parseCompositionTail(
        into members: inout [TypeExpression],
        suggesting wrap: (TypeExpression) -> TypeExpression
    ) throws(TypeParseError) {
        while true {
            try skipWhitespace()
            guard current == "&" else {
                return
            }
            index += 1
            let (member, _) = try parsePostfixType(allowFunction: false, stopAtOptional: true)
            members.append(member)
            try skipWhitespace()
            if current == "?" {
                throw error("use \(TypeExpression.optional(wrap(.composition(members))).swiftSource)")
            }
        }
    }

    /// Parses a primary type followed by any number of `?`, `.Type` and `.Protocol`.
    ///
    /// With `stopAtOptional`, a `?` is left for the caller, which reports it with a hint.
    /// Returns whether the last postfix operator was `?`.
    private mutating func parsePostfixType(
        allowFunction: Bool,
        stopAtOptional: Bool
    ) throws(TypeParseError) -> (type: TypeExpression, endsWithOptional: Bool) {
        var type = try parsePrimaryType(allowFunction: allowFunction)
        var endsWithOptional = false
        // Postfix operators nest too: `Int???…` is as deep as it has `?`s.
        var typeDepth: Int?
        while true {
            try skipWhitespace()
            if current == "?" || current == "." {
                let next = (typeDepth ?? type.nestingDepth) + 1
                typeDepth = next
                if depth + next > Self.maximumNestingDepth {
                    throw error("type is nested too deeply")
                }
            }
            switch current {
            case "?":
                if stopAtOptional {
                    return (type, endsWithOptional)
                }
                index += 1
                type = .optional(type)
                endsWithOptional = true
            case "!":
                throw error("implicitly unwrapped optionals are not allowed in payloads")
            case ".":
                if character(at: index + 1) == ".", character(at: index + 2) == "." {
                    throw error("variadic parameters are not allowed in payload types")
                }
                index += 1
                try skipWhitespace()
                guard let (name, end) = word(at: index), name == "Type" || name == "Protocol" else {
                    throw error("expected 'Type' or 'Protocol' after '.'")
                }
                index = end
                type = .metatype(type, isProtocol: name == "Protocol")
                endsWithOptional = false
            default:
                return (type, endsWithOptional)
            }
        }
    }

    private mutating func parsePrimaryType(allowFunction: Bool) throws(TypeParseError) -> TypeExpression {
        try skipWhitespace()
        guard let character = current else {
            throw error("expected a type name")
        }
        switch character {
        case "[":
            return try parseCollection()
        case "(":
            return try parseParenthesized(allowFunction: allowFunction, attributes: nil)
        case "@":
            throw error("an attributed function type must be wrapped in parentheses here")
        case "`":
            throw error("backticks are not allowed in type names")
        case "~":
            throw error("suppressed conformances such as '~Copyable' are not allowed in payload types")
        default:
            guard word(at: index) != nil else {
                throw error("expected a type name, found \(Self.describe(character))")
            }
            return try parseNominal()
        }
    }

    /// Parses `A<B>.C<D, E>.F`, stopping before a `.Type` or `.Protocol` suffix.
    private mutating func parseNominal() throws(TypeParseError) -> TypeExpression {
        var components: [NominalComponent] = []
        while true {
            try skipWhitespace()
            guard let (name, end) = word(at: index) else {
                if current == "`" {
                    throw error("backticks are not allowed in type names")
                }
                throw error("expected a type name after '.'")
            }
            try validateTypeName(name, isFirstComponent: components.isEmpty)
            index = end
            var arguments: [TypeExpression] = []
            try skipWhitespace()
            if current == "<" {
                arguments = try parseGenericArguments()
            }
            components.append(NominalComponent(name: name, genericArguments: arguments))
            try skipWhitespace()
            guard current == ".", character(at: index + 1) != "." else {
                break
            }
            if let (next, _) = word(at: offsetAfterSpaces(from: index + 1)), next == "Type" || next == "Protocol" {
                break
            }
            index += 1
        }
        return .nominal(components)
    }

    /// Parses `<A, B>`; the current character is `<`.
    private mutating func parseGenericArguments() throws(TypeParseError) -> [TypeExpression] {
        try enterNesting()
        defer { depth -= 1 }
        var arguments: [TypeExpression] = []
        while true {
            arguments.append(try parseType())
            try skipWhitespace()
            switch current {
            case ",":
                index += 1
            case ">":
                index += 1
                return arguments
            default:
                throw error("expected '>' to close the generic arguments")
            }
        }
    }

    /// Parses `[T]` or `[K: V]`; the current character is `[`.
    private mutating func parseCollection() throws(TypeParseError) -> TypeExpression {
        try enterNesting()
        defer { depth -= 1 }
        let first = try parseType()
        try skipWhitespace()
        var result = TypeExpression.array(first)
        if current == ":" {
            index += 1
            result = .dictionary(key: first, value: try parseType())
            try skipWhitespace()
        }
        guard current == "]" else {
            throw error("expected ']' to close '['")
        }
        index += 1
        return result
    }

    /// Parses `(…)`, which is a parenthesized type, a tuple, or the parameters of a function type; the current
    /// character is `(`. `attributes` is non-nil when attributes were written before it, so it must be a function.
    private mutating func parseParenthesized(
        allowFunction: Bool,
        attributes: [String]?
    ) throws(TypeParseError) -> TypeExpression {
        try enterNesting()
        var elements: [ParsedElement] = []
        try skipWhitespace()
        if current == ")" {
            index += 1
        } else {
            parsing: while true {
                elements.append(try parseElement())
                try skipWhitespace()
                switch current {
                case ",":
                    index += 1
                case ")":
                    index += 1
                    break parsing
                default:
                    throw error("expected ')' to close '('")
                }
            }
        }
        depth -= 1

        try skipWhitespace()
        if isAtFunctionEffectsOrArrow {
            guard allowFunction else {
                throw error("a function type must be wrapped in parentheses here")
            }
            return try parseFunctionRest(attributes: attributes ?? [], elements: elements)
        }
        if attributes != nil {
            throw error("expected '->': attributes are only allowed on function types")
        }
        return try makeTuple(elements)
    }

    /// Parses one element of a parenthesized list: `T`, `label: T`, `_: T` or `_ name: T`.
    private mutating func parseElement() throws(TypeParseError) -> ParsedElement {
        try skipWhitespace()
        let start = index
        var label: String?
        var labelOffset = start
        var underscoreOffset: Int?
        if let (first, afterFirst) = word(at: index) {
            let next = offsetAfterSpaces(from: afterFirst)
            if character(at: next) == ":" {
                if first == "_" {
                    underscoreOffset = start
                } else {
                    try validateLabel(first, at: start)
                    label = first
                }
                index = next + 1
            } else if first == "_", let (second, afterSecond) = word(at: next),
                character(at: offsetAfterSpaces(from: afterSecond)) == ":"
            {
                try validateLabel(second, at: next)
                underscoreOffset = start
                label = second
                labelOffset = next
                index = offsetAfterSpaces(from: afterSecond) + 1
            }
        }
        return ParsedElement(
            label: label,
            labelOffset: labelOffset,
            underscoreOffset: underscoreOffset,
            type: try parseType()
        )
    }

    /// Turns a parenthesized list that is not followed by `->` into a tuple, or into its single unlabeled element.
    private func makeTuple(_ elements: [ParsedElement]) throws(TypeParseError) -> TypeExpression {
        var labels: Set<String> = []
        for element in elements {
            if let underscoreOffset = element.underscoreOffset {
                throw error("'_' labels are only allowed on function parameters", at: underscoreOffset)
            }
            if let label = element.label, !labels.insert(label).inserted {
                throw error("duplicate tuple label '\(label)'", at: element.labelOffset)
            }
        }
        if elements.count == 1 {
            if elements[0].label != nil {
                throw error("a single-element tuple cannot have a label", at: elements[0].labelOffset)
            }
            return elements[0].type
        }
        return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type) })
    }

    /// Whether the text continues with `async`, `throws`, `rethrows` or `->`, making the preceding list the
    /// parameters of a function type.
    private var isAtFunctionEffectsOrArrow: Bool {
        if isAtArrow {
            return true
        }
        guard let (keyword, _) = word(at: index) else {
            return false
        }
        return keyword == "async" || keyword == "throws" || keyword == "rethrows"
    }

    private var isAtArrow: Bool {
        current == "-" && character(at: index + 1) == ">"
    }

    /// Parses `async`, `throws`, `throws(E)` and `-> R` after a function's parameter list.
    private mutating func parseFunctionRest(
        attributes: [String],
        elements: [ParsedElement]
    ) throws(TypeParseError) -> TypeExpression {
        var isAsync = false
        var throwsClause: ThrowsClause?
        if let (keyword, end) = word(at: index), keyword == "async" {
            isAsync = true
            index = end
            try skipWhitespace()
        }
        if let (keyword, _) = word(at: index), keyword == "rethrows" {
            throw error("'rethrows' is not allowed in a function type; use 'throws'")
        }
        if let (keyword, end) = word(at: index), keyword == "throws" {
            index = end
            try skipWhitespace()
            throwsClause = .untyped
            if current == "(" {
                try enterNesting()
                let errorType = try parseType()
                try skipWhitespace()
                guard current == ")" else {
                    throw error("expected ')' to close 'throws('")
                }
                index += 1
                depth -= 1
                throwsClause = .typed(errorType)
                try skipWhitespace()
            }
            if let (keyword, _) = word(at: index), keyword == "async" {
                throw error("'async' must come before 'throws'")
            }
        }
        guard isAtArrow else {
            throw error("expected '->' in the function type")
        }
        try enterNesting()
        index += 1
        let result = try parseType()
        depth -= 1
        let function = FunctionType(
            attributes: attributes,
            parameters: elements.map { TupleElement(label: $0.label, type: $0.type) },
            isAsync: isAsync,
            throwsClause: throwsClause,
            result: result
        )
        return .function(function)
    }

    /// Parses `@A @B (…) -> R`; the current character is `@`.
    private mutating func parseAttributedFunction() throws(TypeParseError) -> TypeExpression {
        var attributes: [String] = []
        while current == "@" {
            index += 1
            guard let (name, end) = word(at: index) else {
                throw error("expected an attribute name after '@'")
            }
            if name == "_" || Self.keywords.contains(name) || Self.typePositionWords.contains(name) {
                throw error("'\(name)' is not a valid attribute name")
            }
            if attributes.contains("@" + name) {
                throw error("duplicate attribute '@\(name)'")
            }
            index = end
            if current == "(" {
                throw error("attribute arguments are not allowed")
            }
            attributes.append("@" + name)
            try skipWhitespace()
        }
        guard current == "(" else {
            throw error("expected a function type after the attribute")
        }
        return try parseParenthesized(allowFunction: true, attributes: attributes)
    }
}

// MARK: - Names

extension TypeExpressionParser {
    /// Reserved words that can never name a type.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]

    /// Contextual words with a meaning in type position, so they cannot be used as type names either.
    private static let typePositionWords: Set<String> = [
        "any", "some", "each", "async", "consuming", "borrowing", "sending", "isolated", "__owned", "__shared",
        "Type", "Protocol",
    ]

    /// Throws unless `name` may name a type (the first component, or a later one when `isFirstComponent` is false).
    private func validateTypeName(_ name: String, isFirstComponent: Bool) throws(TypeParseError) {
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
            if Self.keywords.contains(name) {
                throw error("expected a type name, found keyword '\(name)'")
            }
        }
    }

    private func validateLabel(_ label: String, at offset: Int) throws(TypeParseError) {
        if Self.keywords.contains(label) {
            throw error("keyword '\(label)' cannot be used as a label", at: offset)
        }
    }

    /// The identifier starting at `offset` and the offset just past it, or `nil` when none starts there.
    private func word(at offset: Int) -> (text: String, end: Int)? {
        guard let first = character(at: offset), Self.isIdentifierHead(first) else {
            return nil
        }
        var end = offset + 1
        while let next = character(at: end), Self.isIdentifierBody(next) {
            end += 1
        }
        return (String(characters[offset..<end]), end)
    }

    /// A letter or `_`. The first scalar must be a letter and no scalar may be a format or control character, so
    /// that bidirectional overrides and zero-width joiners can never hide inside a name.
    private static func isIdentifierHead(_ character: Character) -> Bool {
        if character == "_" {
            return true
        }
        guard character.isLetter, let first = character.unicodeScalars.first, isLetterScalar(first) else {
            return false
        }
        return hasOnlyIdentifierScalars(character)
    }

    /// A letter, digit or `_`, under the same scalar restrictions as `isIdentifierHead(_:)`.
    private static func isIdentifierBody(_ character: Character) -> Bool {
        if character == "_" {
            return true
        }
        return (character.isLetter || character.isNumber) && hasOnlyIdentifierScalars(character)
    }

    private static func isLetterScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return true
        default:
            return false
        }
    }

    private static func hasOnlyIdentifierScalars(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
    }
}

// MARK: - Characters and errors

extension TypeExpressionParser {
    private var isAtEnd: Bool {
        index >= characters.count
    }

    private var current: Character? {
        character(at: index)
    }

    private func character(at offset: Int) -> Character? {
        offset < characters.count ? characters[offset] : nil
    }

    /// Skips spaces and tabs; a newline is an error.
    private mutating func skipWhitespace() throws(TypeParseError) {
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
    private func offsetAfterSpaces(from offset: Int) -> Int {
        var offset = offset
        while let character = character(at: offset), character == " " || character == "\t" {
            offset += 1
        }
        return offset
    }

    /// Enters a bracket, parenthesis, generic argument list or function result at the current character (which is
    /// consumed), failing once the nesting gets deeper than `maximumNestingDepth`.
    private mutating func enterNesting() throws(TypeParseError) {
        depth += 1
        if depth > Self.maximumNestingDepth {
            throw error("type is nested too deeply")
        }
        index += 1
    }

    private func error(_ message: String, at offset: Int? = nil) -> TypeParseError {
        TypeParseError(offset: offset ?? index, message: message)
    }

    /// The error for text left over after a complete type.
    private func unexpectedAfterType() -> TypeParseError {
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
    private static func describe(_ character: Character) -> String {
        if let ascii = character.asciiValue, (0x21...0x7E).contains(ascii) {
            return "'\(character)'"
        }
        return character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }
}
