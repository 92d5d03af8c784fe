/// Turns a field's `default:` YAML value into a Swift literal of the field's type, or explains why it does not fit.
///
/// The value is never pasted: each scalar is re-printed from its parsed value, strings are escaped.
struct DefaultLiteral {
    /// Why a default does not fit, and at which node.
    struct Mismatch: Error {
        var message: String
        var node: YAMLNode
    }

    /// How many nodes one default may visit; an alias bomb stops here instead of expanding.
    static let maximumNodes = 10_000

    private var visited = 0

    /// The Swift literal for `node` as a value of `type`.
    static func make(_ node: YAMLNode, as type: TypeExpression) throws(Mismatch) -> String {
        var converter = DefaultLiteral()
        return try converter.literal(node, type)
    }

    private mutating func literal(_ node: YAMLNode, _ type: TypeExpression) throws(Mismatch) -> String {
        visited += 1
        guard visited <= Self.maximumNodes else {
            throw Mismatch(
                message: "the default value is too large (more than \(Self.maximumNodes) values)", node: node)
        }
        if let wrapped = type.optionalWrapped {
            if case .null = node.scalar?.resolved { return "nil" }
            return try literal(node, wrapped)
        }
        switch type {
        case .array(let element):
            return try list(node, element, type)
        case .dictionary(let key, let value):
            return try dictionary(node, key, value, type)
        case .nominal(let components):
            let name = components.map(\.name).joined(separator: ".")
            let arguments = components.last?.genericArguments ?? []
            if arguments.count == 1, ["Array", "Swift.Array", "Set", "Swift.Set"].contains(name) {
                return try list(node, arguments[0], type)
            }
            if arguments.count == 2, ["Dictionary", "Swift.Dictionary"].contains(name) {
                return try dictionary(node, arguments[0], arguments[1], type)
            }
            if arguments.isEmpty, let kind = ScalarKind(typeName: name) {
                return try scalar(node, kind, type)
            }
        default:
            break
        }
        throw Mismatch(
            message: "notigen cannot write a default for type '\(type.swiftSource)'; defaults work for strings, "
                + "booleans, numbers, and optionals, arrays, sets and dictionaries of them",
            node: node)
    }

    private mutating func list(_ node: YAMLNode, _ element: TypeExpression, _ type: TypeExpression)
        throws(Mismatch) -> String
    {
        guard case .sequence(let items) = node.content else { throw mismatch(node, type, expected: "a list") }
        var parts: [String] = []
        for item in items { parts.append(try literal(item, element)) }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    private mutating func dictionary(
        _ node: YAMLNode, _ key: TypeExpression, _ value: TypeExpression, _ type: TypeExpression
    ) throws(Mismatch) -> String {
        guard case .mapping(let pairs) = node.content else { throw mismatch(node, type, expected: "a map") }
        if pairs.isEmpty { return "[:]" }
        var parts: [String] = []
        var keyLiterals: Set<String> = []
        for pair in pairs {
            let keyNode = YAMLNode(.scalar(YAMLScalar(text: pair.key, isPlain: pair.keyIsPlain)), at: pair.keyLocation)
            let keyLiteral = try literal(keyNode, key)
            // A Swift dictionary literal may not repeat a key (`1` and `0x1` are one `Int`); NaN never equals itself.
            guard keyLiteral == ".nan" || keyLiterals.insert(keyLiteral).inserted else {
                throw Mismatch(
                    message: "the key '\(pair.key)' is \(keyLiteral) as '\(key.swiftSource)', like an earlier key of "
                        + "this map; a dictionary literal cannot repeat a key", node: keyNode)
            }
            parts.append(keyLiteral + ": " + (try literal(pair.value, value)))
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    private func scalar(_ node: YAMLNode, _ kind: ScalarKind, _ type: TypeExpression) throws(Mismatch) -> String {
        guard let resolved = node.scalar?.resolved else { throw mismatch(node, type, expected: kind.expected) }
        switch (kind, resolved) {
        case (.string, .string(let text)):
            return SwiftNaming.stringLiteral(text)
        case (.character, .string(let text)) where text.count == 1:
            return SwiftNaming.stringLiteral(text)
        case (.bool, .bool(let value)):
            return value ? "true" : "false"
        case (.integer(let minimum, let maximum), .int(let text)):
            guard let value = Self.integer(text), value.fits(minimum: minimum, maximum: maximum) else {
                throw Mismatch(message: "\(text) does not fit in '\(type.swiftSource)'", node: node)
            }
            return value.literal
        case (.floatingPoint, .int(let text)):
            guard let value = Self.integer(text) else {
                throw Mismatch(message: "\(text) does not fit in '\(type.swiftSource)'", node: node)
            }
            return value.literal + ".0"
        case (.floatingPoint(let isSingle), .float(let text)):
            return try Self.floatingPoint(text, isSingle: isSingle, type: type, node: node)
        case (.string, .int), (.string, .float), (.string, .bool), (.string, .null):
            throw Mismatch(
                message: "expected a string for '\(type.swiftSource)', found \(resolved.description); "
                    + "quote it to make it a string: \"\(node.scalar?.text ?? "")\"",
                node: node)
        default:
            throw mismatch(node, type, expected: kind.expected)
        }
    }

    private func mismatch(_ node: YAMLNode, _ type: TypeExpression, expected: String) -> Mismatch {
        Mismatch(
            message: "the default does not fit type '\(type.swiftSource)': expected \(expected), found "
                + node.kindDescription,
            node: node)
    }

    /// Decimal, `0x` hexadecimal or `0o` octal YAML integers, as a sign and a magnitude.
    private static func integer(_ text: String) -> IntegerValue? {
        var body = Substring(text)
        let isNegative = body.first == "-"
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let magnitude: UInt64?
        if body.hasPrefix("0x") {
            magnitude = UInt64(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("0o") {
            magnitude = UInt64(body.dropFirst(2), radix: 8)
        } else {
            magnitude = UInt64(body, radix: 10)
        }
        return magnitude.map { IntegerValue(isNegative: isNegative && $0 != 0, magnitude: $0) }
    }

    /// The number re-printed; one that is infinite in the field's type (`1e39` as a `Float`) is an error.
    private static func floatingPoint(_ text: String, isSingle: Bool, type: TypeExpression, node: YAMLNode)
        throws(Mismatch) -> String
    {
        switch text {
        case "inf": return ".infinity"
        case "-inf": return "-.infinity"
        case "nan": return ".nan"
        default:
            guard let value = Double(text), value.isFinite else {
                throw Mismatch(message: "\(text) is not a finite number", node: node)
            }
            if isSingle, Float(text)?.isFinite != true {
                throw Mismatch(message: "\(text) does not fit in '\(type.swiftSource)'", node: node)
            }
            return "\(value)"
        }
    }
}

/// The scalar types a default can be written for.
private enum ScalarKind: Equatable {
    case string
    case character
    case bool
    /// The bounds' magnitudes: `minimum` is how far below zero the type reaches.
    case integer(minimum: UInt64, maximum: UInt64)
    /// `isSingle` for `Float`, whose range is narrower than that of the YAML number.
    case floatingPoint(isSingle: Bool)

    init?(typeName: String) {
        let name = typeName.hasPrefix("Swift.") ? String(typeName.dropFirst(6)) : typeName
        switch name {
        case "String", "Substring": self = .string
        case "Character": self = .character
        case "Bool": self = .bool
        case "Double", "Float64", "CGFloat": self = .floatingPoint(isSingle: false)
        case "Float", "Float32": self = .floatingPoint(isSingle: true)
        case "Int", "Int64": self = .integer(minimum: UInt64(Int64.max) + 1, maximum: UInt64(Int64.max))
        case "Int32": self = .integer(minimum: UInt64(Int32.max) + 1, maximum: UInt64(Int32.max))
        case "Int16": self = .integer(minimum: UInt64(Int16.max) + 1, maximum: UInt64(Int16.max))
        case "Int8": self = .integer(minimum: UInt64(Int8.max) + 1, maximum: UInt64(Int8.max))
        case "UInt", "UInt64": self = .integer(minimum: 0, maximum: UInt64.max)
        case "UInt32": self = .integer(minimum: 0, maximum: UInt64(UInt32.max))
        case "UInt16": self = .integer(minimum: 0, maximum: UInt64(UInt16.max))
        case "UInt8": self = .integer(minimum: 0, maximum: UInt64(UInt8.max))
        default: return nil
        }
    }

    var expected: String {
        switch self {
        case .string: return "a string"
        case .character: return "a string of one character"
        case .bool: return "true or false"
        case .integer: return "an integer"
        case .floatingPoint: return "a number"
        }
    }
}

/// An integer read from YAML, wider than any one Swift integer type.
private struct IntegerValue {
    var isNegative: Bool
    var magnitude: UInt64

    func fits(minimum: UInt64, maximum: UInt64) -> Bool {
        isNegative ? magnitude <= minimum : magnitude <= maximum
    }

    var literal: String { (isNegative ? "-" : "") + String(magnitude) }
}

extension YAMLScalar.Resolved: CustomStringConvertible {
    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "the boolean \(value)"
        case .int(let text): return "the integer \(text)"
        case .float(let text): return "the number \(text)"
        case .string(let text): return "the string \(text)"
        }
    }
}
