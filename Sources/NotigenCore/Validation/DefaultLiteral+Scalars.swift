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
                        + "compiler, whose grapheme rules differ (a prepended mark, an Indic conjunct without a "
                        + "joiner), may not read it as one; use one code point, a letter and its accents, a flag or an "
                        + "emoji sequence, or a String field", node: node)
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
        case (.floatingPoint(let precision), .int(let text)), (.floatingPoint(let precision), .float(let text)):
            return try floatingPoint(text, precision: precision, type: type, node: node)
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

    /// Whether Swift's compiler reads `character` (one `Character` when the program runs) as one `Character` too.
    /// swiftc 6.3's grapheme rules join what the runtime joins except a prepended mark (`U+0600` before a digit) and
    /// an Indic conjunct without a joiner (`क्ष`), so what is accepted is: one code point, `\r\n`, a flag (two
    /// regional indicators), a Hangul syllable sequence, or a visible base followed by combining marks, variation
    /// selectors, emoji modifiers, tag characters and zero-width joiners, where an emoji may follow a joiner (the
    /// family emoji). Checked against swiftc in `DefaultLiteralTests`.
    static func isOneCharacterToTheCompiler(_ character: Character) -> Bool {
        let scalars = Array(character.unicodeScalars)
        if scalars.count == 1 || scalars == ["\r", "\n"] { return true }
        let isRegionalIndicator = { (scalar: Unicode.Scalar) in (0x1F1E6...0x1F1FF).contains(scalar.value) }
        if scalars.count == 2, scalars.allSatisfy(isRegionalIndicator) { return true }
        if scalars.allSatisfy(isHangul) { return true }
        guard let base = scalars.first else { return false }
        switch base.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator, .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default:
            break
        }
        var previous = base
        for scalar in scalars.dropFirst() {
            let joinsEmoji = previous == "\u{200D}" && scalar.properties.isEmoji && scalar.value > 0xFF
            guard isExtending(scalar) || joinsEmoji else { return false }
            previous = scalar
        }
        return true
    }

    /// A scalar that extends the character before it: a combining mark, a variation selector, an emoji modifier,
    /// a tag character (subdivision flags) or the zero-width joiner.
    private static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        return scalar == "\u{200D}" || scalar.properties.isEmojiModifier || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// A Hangul jamo or syllable, which the compiler joins as the runtime does.
    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        [0x1100...0x11FF, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xD7B0...0xD7C6, 0xD7CB...0xD7FB].contains {
            $0.contains(scalar.value)
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
    private static func floatingPoint(
        _ text: String, precision: StandardType.FloatingPrecision, type: TypeExpression, node: YAMLNode
    ) throws(Mismatch) -> Value {
        let isSingle = precision == .single
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
            if precision == .platform, let single = Float(parseable),
                !single.isFinite || ((single.isSubnormal || single == 0) && !isZero)
            {
                throw Mismatch(
                    message: "\(text) does not fit in '\(type.swiftSource)' on 32-bit platforms, where it is a "
                        + "Float (watchOS)", node: node)
            }
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
