/// Scalar defaults: strings, characters, booleans, integers and floating-point numbers.
extension DefaultLiteral {
    /// The literal for a scalar of `kind`, with the value it stands for.
    static func scalar(_ node: YAMLNode, _ kind: StandardType.LiteralKind, _ type: TypeExpression)
        throws(Mismatch) -> Value
    {
        guard let resolved = node.scalar?.resolved else { throw mismatch(node, type, expected: expected(kind)) }
        switch (kind, resolved) {
        case (.string, .string(let text)):
            return Value(text: SwiftNaming.stringLiteral(text), key: .string(text))
        case (.character, .string(let text)) where text.count == 1:
            guard let character = text.first, isOneCharacterToTheCompiler(character) else {
                throw Mismatch(
                    message: "\(Diagnostic.quoted(text)) is one character when the program runs, but Swift's "
                        + "compiler, which follows an older Unicode, may not read it as one; use a character of one "
                        + "code point (or a letter and its accents), or a String field", node: node)
            }
            return Value(text: SwiftNaming.stringLiteral(text), key: .character(character))
        case (.bool, .bool(let value)):
            return Value(text: value ? "true" : "false", key: .bool(value))
        case (.integer(let minimum, let maximum), .int(let text)):
            guard let (isNegative, magnitude) = integer(text),
                isNegative ? magnitude <= minimum : magnitude <= maximum
            else {
                throw Mismatch(message: "\(text) does not fit in '\(type.swiftSource)'", node: node)
            }
            return Value(
                text: (isNegative ? "-" : "") + String(magnitude),
                key: .integer(isNegative: isNegative, magnitude: magnitude))
        case (.floatingPoint(let isSingle), .int(let text)), (.floatingPoint(let isSingle), .float(let text)):
            return try floatingPoint(text, isSingle: isSingle, type: type, node: node)
        case (.string, .int), (.string, .float), (.string, .bool), (.string, .null):
            throw Mismatch(
                message: "expected a string for '\(type.swiftSource)', found \(resolved.description); "
                    + "quote it to make it a string: \"\(node.scalar?.text ?? "")\"",
                node: node)
        default:
            throw mismatch(node, type, expected: expected(kind))
        }
    }

    private static func expected(_ kind: StandardType.LiteralKind) -> String {
        switch kind {
        case .string: return "a string"
        case .character: return "a string of one character"
        case .bool: return "true or false"
        case .integer: return "an integer"
        case .floatingPoint: return "a number"
        }
    }

    /// Whether Swift's compiler reads `character` as one `Character`: it decides with the grapheme rules of
    /// Unicode 8, so only what those rules surely join is accepted: one code point, a line break `\r\n`, a flag
    /// (two regional indicators), or a visible character followed by combining marks, all of Unicode 8 or older.
    /// An Indic conjunct, an emoji sequence or a mark added later is one character when the program runs, but may
    /// be two to the compiler.
    static func isOneCharacterToTheCompiler(_ character: Character) -> Bool {
        let scalars = Array(character.unicodeScalars)
        if scalars.count == 1 || scalars == ["\r", "\n"] { return true }
        let isRegionalIndicator = { (scalar: Unicode.Scalar) in (0x1F1E6...0x1F1FF).contains(scalar.value) }
        if scalars.count == 2, scalars.allSatisfy(isRegionalIndicator) { return true }
        let isOld = { (scalar: Unicode.Scalar) in
            guard let age = scalar.properties.age else { return false }
            return age.major < 8 || (age.major == 8 && age.minor == 0)
        }
        guard scalars.allSatisfy(isOld), let base = scalars.first else { return false }
        switch base.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator, .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default:
            break
        }
        return scalars.dropFirst().allSatisfy {
            [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
        }
    }

    /// Decimal, `0x` hexadecimal or `0o` octal YAML integers, as a sign and a magnitude; nil beyond `UInt64`.
    private static func integer(_ text: String) -> (isNegative: Bool, magnitude: UInt64)? {
        let (isNegative, radix, digits) = integerParts(text)
        return UInt64(digits, radix: radix).map { (isNegative && $0 != 0, $0) }
    }

    /// The sign, radix and digits of a YAML integer.
    private static func integerParts(_ text: String) -> (isNegative: Bool, radix: Int, digits: Substring) {
        var body = Substring(text)
        let isNegative = body.first == "-"
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        if body.hasPrefix("0x") { return (isNegative, 16, body.dropFirst(2)) }
        if body.hasPrefix("0o") { return (isNegative, 8, body.dropFirst(2)) }
        return (isNegative, 10, body)
    }

    /// The number as a `Double` (or `Float`) literal: its value re-printed, an integer of any size included. A
    /// number that is infinite, underflows to zero or is subnormal in the field's type is an error: the compiler
    /// would warn that it overflows or loses precision.
    private static func floatingPoint(_ text: String, isSingle: Bool, type: TypeExpression, node: YAMLNode)
        throws(Mismatch) -> Value
    {
        switch text {
        case "inf": return Value(text: ".infinity", key: isSingle ? .float(.infinity) : .double(.infinity))
        case "-inf": return Value(text: "-.infinity", key: isSingle ? .float(-.infinity) : .double(-.infinity))
        case "nan": return Value(text: ".nan", key: nil)
        default: break
        }
        let parseable = floatingPointText(text)
        let isZero = isZeroText(text)
        let printed: String
        let key: KeyValue
        let isSubnormal: Bool
        if isSingle {
            guard let value = Float(parseable), value.isFinite else {
                throw Mismatch(message: "\(text) does not fit in '\(type.swiftSource)'", node: node)
            }
            (printed, key, isSubnormal) = (value.description, .float(value), value.isSubnormal || value == 0)
        } else {
            guard let value = Double(parseable), value.isFinite else {
                throw Mismatch(message: "\(text) is not a finite number", node: node)
            }
            (printed, key, isSubnormal) = (value.description, .double(value), value.isSubnormal || value == 0)
        }
        if isSubnormal && !isZero {
            throw Mismatch(
                message: "\(text) is too small for '\(type.swiftSource)' (it would be subnormal or zero, and Swift "
                    + "warns that it loses precision)", node: node)
        }
        return Value(text: printed, key: key)
    }

    /// The text `Double(_:)` reads: a YAML float as it is, an integer in decimal or hexadecimal.
    private static func floatingPointText(_ text: String) -> String {
        guard text.contains("0x") || text.contains("0o") else { return text }
        let (isNegative, radix, digits) = integerParts(text)
        let sign = isNegative ? "-" : ""
        guard radix == 8 else { return sign + "0x" + digits }
        // Octal: three bits a digit, regrouped into hexadecimal digits (exact for any length).
        let bits = digits.map { digit -> String in
            let value = Int(String(digit), radix: 8) ?? 0
            let binary = String(value, radix: 2)
            return String(repeating: "0", count: 3 - binary.count) + binary
        }.joined()
        let padded = String(repeating: "0", count: (4 - bits.count % 4) % 4) + bits
        var hex = ""
        var index = padded.startIndex
        while index < padded.endIndex {
            let next = padded.index(index, offsetBy: 4)
            hex += String(Int(padded[index..<next], radix: 2) ?? 0, radix: 16)
            index = next
        }
        return sign + "0x" + (hex.isEmpty ? "0" : hex)
    }

    /// Whether a YAML number's digits are all zero (`0`, `-0.0`, `0e10`, `0x0`).
    private static func isZeroText(_ text: String) -> Bool {
        let (_, _, digits) = integerParts(text)
        let mantissa = digits.prefix { $0 != "e" && $0 != "E" }
        return mantissa.allSatisfy { $0 == "0" || $0 == "." }
    }
}
