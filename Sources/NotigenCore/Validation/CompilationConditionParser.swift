/// Parses a Swift compilation condition (the grammar of `#if`: `true`, `false`, custom flags, `os(…)`, `arch(…)`,
/// `targetEnvironment(…)`, `canImport(…)`, `hasFeature(…)`, `hasAttribute(…)`, `swift(>=…)`, `compiler(<…)`, `!`,
/// `&&`, `||`, parentheses), refusing what swiftc refuses or warns about, and what is never true by a typo (an
/// unknown platform name). Errors carry the `Character` offset of the offending character.
struct CompilationConditionParser {
    /// Why a condition was refused, and at which character.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// Most components a version may have (`swift(>=5.9.1.2.3)`).
    static let maximumVersionComponents = 5
    /// Deepest nesting of parentheses and `!` accepted, far above any real condition.
    static let maximumDepth = 64

    private let characters: [Character]
    private var position = 0
    private var depth = 0

    private init(_ text: String) {
        characters = Array(text)
    }

    /// The condition `text` writes.
    static func parse(_ text: String) throws(Failure) -> CompilationCondition {
        var parser = CompilationConditionParser(text)
        parser.skipSpaces()
        if parser.atEnd { throw Failure(message: "the condition is empty", offset: 0) }
        let condition = try parser.disjunction()
        if !parser.atEnd {
            throw parser.failure(
                "expected '&&', '||' or the end of the condition, found '\(parser.characters[parser.position])'")
        }
        return condition
    }

    private var atEnd: Bool { position >= characters.count }

    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(message: message, offset: offset ?? position)
    }

    private mutating func skipSpaces() {
        while !atEnd, characters[position] == " " || characters[position] == "\t" { position += 1 }
    }

    /// Consumes `token` (after spaces) when it comes next.
    private mutating func take(_ token: String) -> Bool {
        let token = Array(token)
        guard characters.count - position >= token.count, Array(characters[position..<position + token.count]) == token
        else { return false }
        position += token.count
        skipSpaces()
        return true
    }

    private mutating func disjunction() throws(Failure) -> CompilationCondition {
        var condition = try conjunction()
        while take("||") { condition = .or(condition, try conjunction()) }
        return condition
    }

    private mutating func conjunction() throws(Failure) -> CompilationCondition {
        var condition = try unary()
        while take("&&") { condition = .and(condition, try unary()) }
        return condition
    }

    private mutating func unary() throws(Failure) -> CompilationCondition {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw failure("the condition nests more than \(Self.maximumDepth) deep") }
        if atEnd { throw failure("expected a condition after the operator") }
        let start = position
        if characters[position] == "!" {
            position += 1
            if !atEnd, characters[position] == " " || characters[position] == "\t" {
                throw failure("'!' must be written right before its operand, as Swift requires", at: start)
            }
            return .not(try unary())
        }
        if take("(") {
            let condition = try disjunction()
            guard take(")") else {
                throw failure(atEnd ? "the '(' is not closed" : "expected ')', found '\(characters[position])'")
            }
            return condition
        }
        guard let name = identifier() else {
            throw failure("expected a condition (a flag, 'true', 'false', 'os(…)', …), found '\(characters[position])'")
        }
        skipSpaces()
        guard take("(") else {
            if name == "true" || name == "false" { return .literal(name == "true") }
            if SwiftNaming.keywords.contains(name) {
                throw failure("'\(name)' is a Swift keyword, not a compilation flag", at: start)
            }
            return .flag(name)
        }
        return try call(name, at: start)
    }

    /// The test `function(…)`, after its `(`.
    private mutating func call(_ function: String, at start: Int) throws(Failure) -> CompilationCondition {
        if Self.isVersionFunction(function) { return try versionTest(function) }
        guard let known = CompilationCondition.platformFunctions[function] else {
            let functions = CompilationCondition.platformFunctions.keys.sorted() + ["compiler", "swift"]
            throw failure(
                "unknown test '\(function)(…)'; Swift knows \(functions.map { "'\($0)'" }.joined(separator: ", "))"
                    + Suggestion.didYouMean(function, among: functions), at: start)
        }
        let argumentStart = position
        guard var argument = identifier() else {
            throw failure(
                atEnd
                    ? "'\(function)(' is not closed"
                    : "expected a name in '\(function)(…)', found '\(characters[position])'")
        }
        if function == "canImport" {
            while !atEnd, characters[position] == "." {
                position += 1
                guard let part = identifier() else { throw failure("expected a module name after '.'") }
                argument += "." + part
            }
        }
        if let names = known, !names.contains(argument) {
            throw failure(
                "unknown \(Self.argumentKind(function)) '\(argument)' in '\(function)(…)'"
                    + Suggestion.didYouMean(argument, among: names), at: argumentStart)
        }
        skipSpaces()
        guard take(")") else {
            throw failure(
                atEnd
                    ? "'\(function)(' is not closed"
                    : "expected ')' in '\(function)(…)', found '\(characters[position])'")
        }
        return .platform(function: function, argument: argument)
    }

    private static func isVersionFunction(_ function: String) -> Bool {
        CompilationCondition.versionFunctions.contains(function)
    }

    private static func argumentKind(_ function: String) -> String {
        switch function {
        case "os": "operating system"
        case "arch": "architecture"
        default: "target environment"
        }
    }

    /// `swift(>=5.9)` or `compiler(<6.2)`, after its `(`.
    private mutating func versionTest(_ function: String) throws(Failure) -> CompilationCondition {
        skipSpaces()
        guard let comparison = CompilationCondition.comparisons.first(where: { take($0) }) else {
            throw failure("'\(function)(…)' takes '>=' or '<' and a version, as in '\(function)(>=6.0)'")
        }
        let versionStart = position
        var components = [try versionNumber(function)]
        while !atEnd, characters[position] == "." {
            position += 1
            components.append(try versionNumber(function))
        }
        if components.count > Self.maximumVersionComponents {
            throw failure(
                "a version has at most \(Self.maximumVersionComponents) numbers, not \(components.count)",
                at: versionStart)
        }
        skipSpaces()
        guard take(")") else {
            throw failure(
                atEnd
                    ? "'\(function)(' is not closed"
                    : "expected ')' in '\(function)(…)', found '\(characters[position])'")
        }
        return .version(function: function, comparison: comparison, version: components.joined(separator: "."))
    }

    /// The digits of one number of a version.
    private mutating func versionNumber(_ function: String) throws(Failure) -> String {
        var digits = ""
        while !atEnd, characters[position].isASCII, characters[position].isNumber {
            digits.append(characters[position])
            position += 1
        }
        guard !digits.isEmpty else { throw failure("expected a version number in '\(function)(…)'") }
        return digits
    }

    /// An identifier (letters, digits and `_`, not starting with a digit), or nil when none starts here.
    private mutating func identifier() -> String? {
        let start = position
        while !atEnd,
            characters[position].unicodeScalars.allSatisfy({ SwiftNaming.isIdentifierScalar($0, initial: false) })
        {
            position += 1
        }
        let name = String(characters[start..<position])
        guard SwiftNaming.isIdentifier(name) else {
            position = start
            return nil
        }
        return name
    }
}
