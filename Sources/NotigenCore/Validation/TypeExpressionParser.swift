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

    let characters: [Character]
    /// The offset of the character being read.
    var index = 0
    /// How deeply the current position is nested (see `maximumNestingDepth`).
    var depth = 0

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
    /// type := attributed-function | ('any' | 'some') constraint | postfix-type ('&' postfix-type)*
    mutating func parseType() throws(TypeParseError) -> TypeExpression {
        try skipWhitespace()
        if current == "@" {
            return try parseAttributedFunction()
        }
        if let (keyword, end) = word(at: index), keyword == "any" || keyword == "some" {
            let start = index
            index = end
            return try parseConstraint(isExistential: keyword == "any", at: start)
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
        return TypeExpression(.composition(members), at: first.offset)
    }

    /// Parses what follows `any` or `some` (written at `start`): one member, or an `&` composition of members.
    private mutating func parseConstraint(isExistential: Bool, at start: Int) throws(TypeParseError) -> TypeExpression {
        let wrap = { (constraint: TypeExpression) in
            TypeExpression(isExistential ? .existential(constraint) : .opaque(constraint), at: start)
        }
        let (first, _) = try parsePostfixType(allowFunction: false, stopAtOptional: true)
        try skipWhitespace()
        if current == "?" {
            throw error("use \(TypeExpression.optional(wrap(first)).swiftSource)")
        }
        var members = [first]
        try parseCompositionTail(into: &members, suggesting: wrap)
        return wrap(members.count == 1 ? first : TypeExpression(.composition(members), at: first.offset))
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
                type = TypeExpression(.optional(type), at: type.offset)
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
                type = TypeExpression(.metatype(type, isProtocol: name == "Protocol"), at: type.offset)
                endsWithOptional = false
            default:
                return (type, endsWithOptional)
            }
        }
    }

    mutating func parsePrimaryType(allowFunction: Bool) throws(TypeParseError) -> TypeExpression {
        try skipWhitespace()
        guard let character = current else {
            throw error("expected a type name")
        }
        switch character {
        case "[":
            return try parseCollection()
        case "(":
            return try parseParenthesized(allowFunction: allowFunction, attributes: nil, at: index)
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
        let start = index
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
            let offset = index
            index = end
            var arguments: [TypeExpression] = []
            try skipWhitespace()
            if current == "<" {
                arguments = try parseGenericArguments()
            }
            components.append(NominalComponent(name: name, genericArguments: arguments, offset: offset))
            try skipWhitespace()
            guard current == ".", character(at: index + 1) != "." else {
                break
            }
            if let (next, _) = word(at: offsetAfterSpaces(from: index + 1)), next == "Type" || next == "Protocol" {
                break
            }
            index += 1
        }
        return TypeExpression(.nominal(components), at: start)
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
        let start = index
        try enterNesting()
        defer { depth -= 1 }
        let first = try parseType()
        try skipWhitespace()
        var result = TypeExpression(.array(first), at: start)
        if current == ":" {
            index += 1
            result = TypeExpression(.dictionary(key: first, value: try parseType()), at: start)
            try skipWhitespace()
        }
        guard current == "]" else {
            throw error("expected ']' to close '['")
        }
        index += 1
        return result
    }
}
