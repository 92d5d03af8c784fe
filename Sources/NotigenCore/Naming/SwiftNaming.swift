/// Swift identifier rules, keyword escaping and case conversion used by validation and rendering: the one home of
/// naming rules (names in the spec, names in type expressions, names notigen generates).
enum SwiftNaming {
    /// Reserved words: none of them is an identifier without backticks, and none can name a type (`Any` and
    /// `Self` are types of their own).
    static let reservedWords: WordSet = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        "as", "Any", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Words that need backticks to be used as a declaration's name: the reserved words, and the contextual
    /// keywords that start a declaration or modify one (notigen escapes those too, so that the output never
    /// depends on where Swift treats them as keywords).
    static let keywords: WordSet = reservedWords.union([
        "borrowing", "consuming", "nonisolated", "open", "package",
    ])

    /// Contextual keywords that Swift reads as a modifier when a type starts with them, even before a dot
    /// (`some.DidUpdate` is an opaque type): they cannot name a type the generated code writes.
    static let typeModifierWords: WordSet = ["any", "some", "each", "sending"]

    /// Names that cannot be used for a member even with backticks (they mean something else in every position).
    static let unusableMemberNames: WordSet = [
        "init", "self", "Self", "Type", "Protocol", "deinit", "subscript", "_",
    ]

    /// Whether `name` is a Swift identifier (letters, digits and `_`, not starting with a digit), keywords included:
    /// every scalar one that `isIdentifierScalar` accepts, the type parser's rule too.
    static func isIdentifier(_ name: String) -> Bool {
        // The common case, ASCII letters, digits and `_`: no Unicode properties to look up, and the bytes are read
        // from the string's storage (iterating its UTF-8 view cost 30 instructions a byte).
        let isASCIIIdentifier = name.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, !isASCIIDigit(first) else { return false }
            return bytes.allSatisfy(isASCIIIdentifierByte)
        }
        if isASCIIIdentifier == true { return true }
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isIdentifierScalar(first, initial: true) else { return false }
        while let scalar = scalars.next() {
            guard isIdentifierScalar(scalar, initial: false) else { return false }
        }
        return true
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
        isASCIIDigit(byte) || byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The identifier as it must be written in a declaration or reference: keywords in backticks.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label in a call: as it is, but for `inout`, which must be escaped there (escaping
    /// another keyword there makes Swift warn that it need not be).
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `text` as a string literal in code voice, for a doc comment: `` `"Accounts.UserManager.login"` ``.
    static func docCode(_ text: String) -> String {
        docCode(literal: stringLiteral(text))
    }

    /// The string literal `literal` (`stringLiteral`'s result) in code voice, for a doc comment.
    static func docCode(literal: String) -> String {
        // A byte search: `contains` with a string argument is Foundation's `range(of:)`, 5 K instructions a call.
        literal.utf8.contains(UInt8(ascii: "`")) ? literal : .concatenating("`", literal, "`")
    }

    /// The observer method of a case, which reads as an event: `userManagerDidGetMessage`, and for a merged case
    /// named for its operation `userManagerLoginDidComplete` (a merged `didFinishUpload` reads as one already).
    static func observerMethod(case name: String, isMerged: Bool, notifier: String) -> String {
        let readsAsEvent = startsWithWord("did", name) || startsWithWord("will", name)
        let suffix = isMerged && !readsAsEvent ? "DidComplete" : ""
        return .concatenating(lowerFirstWord(notifier), upperFirst(name), suffix)
    }

    /// Whether `name` is `prefix` followed by a word starting with a capital (`didLogin` for `did`); an ASCII
    /// letter after the prefix is checked as a byte.
    private static func startsWithWord(_ prefix: String, _ name: String) -> Bool {
        guard name.utf8.starts(with: prefix.utf8), let next = name.utf8.dropFirst(prefix.utf8.count).first else {
            return false
        }
        if next < 0x80 { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next) }
        return name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }

    /// `didGetMessage` → `DidGetMessage`.
    static func upperFirst(_ name: String) -> String {
        guard let first = name.utf8.first else { return name }
        // An ASCII first character: a lower-case letter is changed by its byte, anything else stays.
        if first < 0x80 {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return name }
            // Written straight into the new string's storage (none for a name of up to 15 bytes).
            return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
                let (_, written) = buffer.initialize(from: name.utf8)
                buffer[0] = first - 0x20
                return written
            }
        }
        guard let character = name.first else { return name }
        return character.uppercased() + name.dropFirst()
    }

    /// The name with its first word in lower case, for a method name: `UserManager` gives `userManager`,
    /// `URLSession` gives `urlSession` (the last capital of a run starts the next word when a lower-case letter
    /// follows it), `URL` gives `url`, `HTTP2Client` gives `http2Client`.
    static func lowerFirstWord(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
            let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
            // Written straight into the new string's storage (none for a name of up to 15 bytes).
            return String(unsafeUninitializedCapacity: name.utf8.count) { bytes in
                let (_, written) = bytes.initialize(from: name.utf8)
                var upper = 0
                while upper < written, isUpper(bytes[upper]) { upper += 1 }
                let count = upper > 1 && upper < written && isLower(bytes[upper]) ? upper - 1 : upper
                for index in 0..<count { bytes[index] |= 0x20 }
                return written
            }
        }
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        let count = upper > 1 && upper < characters.count && characters[upper].isLowercase ? upper - 1 : upper
        return characters[..<count].map { $0.lowercased() }.joined() + String(characters[count...])
    }

    /// A Swift string literal for `text`: quotes, backslashes and control characters escaped,
    /// so that no text can end the literal or start an interpolation.
    static func stringLiteral(_ text: String) -> String {
        if let plain = plainLiteral(text) { return plain }
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if needsEscape(scalar) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `text` between double quotes when it is printable ASCII without a backslash or a quote, which a literal holds
    /// as it is; nil otherwise. One pass over its contiguous UTF-8 (the `utf8` view's iterator costs several times
    /// more per byte), and one allocation (concatenating the quotes allocated twice).
    private static func plainLiteral(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            guard
                !bytes.contains(where: {
                    $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"")
                })
            else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
                buffer[0] = UInt8(ascii: "\"")
                _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: bytes)
                buffer[bytes.count + 1] = UInt8(ascii: "\"")
                return bytes.count + 2
            }
        }
    }

    /// `///` documentation lines for `text`, one per line of it; control characters become spaces, so no text can
    /// end the comment or hide code after it.
    static func docComment(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        if isPlainDocLine(text) { return ["/// " + text] }
        var lines: [String] = []
        for rawLine in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            var line = rawLine
            if line.unicodeScalars.contains(where: { $0 == "\t" || needsEscape($0) }) {
                let cleaned = line.unicodeScalars.map { $0 == "\t" || needsEscape($0) ? " " : $0 }
                line = Substring(String(String.UnicodeScalarView(cleaned)))
            }
            while line.last?.isWhitespace == true { line.removeLast() }
            lines.append(line.isEmpty ? "///" : "/// " + line)
        }
        while lines.last == "///" { lines.removeLast() }
        return lines
    }

    /// Whether `text` is one line of printable ASCII not ending with a space, the common doc: a doc comment holds it
    /// as it is, with nothing to split or clean.
    static func isPlainDocLine(_ text: String) -> Bool {
        text.utf8.last != UInt8(ascii: " ") && text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Control, format and separator characters: invisible or line-breaking, so they are never emitted raw.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            return true
        default:
            return false
        }
    }
}
