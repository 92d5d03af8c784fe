/// Turns a field's `default:` YAML value into a Swift literal of the field's type, or explains why it does not fit.
///
/// The value is never pasted: each scalar is re-printed from its parsed value, strings are escaped. A literal is
/// only written when the compiler will take it without a warning (no subnormal or underflowing number, a
/// `Character` Swift's parser sees as one) and the program will run it (no dictionary key twice, by value).
struct DefaultLiteral {
    /// Why a default does not fit, and at which node.
    struct Mismatch: Error {
        var message: String
        var node: YAMLNode
    }

    /// How many nodes one default may visit; an alias bomb stops here instead of expanding.
    static let maximumNodes = 10_000
    /// How deeply lists and maps may nest in a default: Swift's parser backtracks on nested `[`, and takes seconds
    /// from about 20 levels of `[[…]]` on (minutes from 30).
    static let maximumNesting = 16

    /// A literal, and the value it stands for when it can be a dictionary key (nil for NaN, which equals nothing,
    /// and for collections).
    struct Value {
        var text: String
        var key: KeyValue?
    }

    /// The value of a dictionary key once converted to the key's type, so that `1` and `0x1` (or `0.0` and `-0.0`
    /// for a `Double`, `16777216` and `16777217` for a `Float`, `"é"` and `"e\u{301}"`) are one key.
    enum KeyValue: Hashable {
        case null
        case string(String)
        case character(Character)
        case bool(Bool)
        case integer(isNegative: Bool, magnitude: UInt64)
        case double(Double)
        case float(Float)
    }

    private var visited = 0

    /// The Swift literal for `node` as a value of `type`.
    static func make(_ node: YAMLNode, as type: TypeExpression) throws(Mismatch) -> String {
        var converter = DefaultLiteral()
        return try converter.literal(node, type, depth: 0).text
    }

    private mutating func literal(_ node: YAMLNode, _ type: TypeExpression, depth: Int) throws(Mismatch) -> Value {
        visited += 1
        guard visited <= Self.maximumNodes else {
            throw Mismatch(
                message: "the default value is too large (more than \(Self.maximumNodes) values)", node: node)
        }
        if let wrapped = type.optionalWrapped {
            if case .null = node.scalar?.resolved { return Value(text: "nil", key: .null) }
            return try literal(node, wrapped, depth: depth)
        }
        switch type.kind {
        case .array(let element):
            return try list(node, element, type, depth: depth)
        case .dictionary(let key, let value):
            return try dictionary(node, key, value, type, depth: depth)
        case .nominal(let components):
            guard let standard = TypeChecker.standardType(type) else { break }
            let arguments = components[components.count - 1].genericArguments
            if ["Array", "Set"].contains(standard.name), arguments.count == 1 {
                return try list(node, arguments[0], type, depth: depth)
            }
            if standard.name == "Dictionary", arguments.count == 2 {
                return try dictionary(node, arguments[0], arguments[1], type, depth: depth)
            }
            if let kind = standard.literal {
                return try Self.scalar(node, kind, type)
            }
        default:
            break
        }
        throw Mismatch(
            message: "notigen cannot write a default for type '\(type.swiftSource)'; defaults work for strings, "
                + "booleans, numbers, and optionals, arrays, sets and dictionaries of them",
            node: node)
    }

    private mutating func list(_ node: YAMLNode, _ element: TypeExpression, _ type: TypeExpression, depth: Int)
        throws(Mismatch) -> Value
    {
        guard case .sequence(let items) = node.content else { throw Self.mismatch(node, type, expected: "a list") }
        try Self.checkNesting(node, depth: depth)
        var parts: [String] = []
        for item in items { parts.append(try literal(item, element, depth: depth + 1).text) }
        return Value(text: "[" + parts.joined(separator: ", ") + "]", key: nil)
    }

    private mutating func dictionary(
        _ node: YAMLNode, _ key: TypeExpression, _ value: TypeExpression, _ type: TypeExpression, depth: Int
    ) throws(Mismatch) -> Value {
        guard case .mapping(let pairs) = node.content else { throw Self.mismatch(node, type, expected: "a map") }
        try Self.checkNesting(node, depth: depth)
        if pairs.isEmpty { return Value(text: "[:]", key: nil) }
        var parts: [String] = []
        var keys: Set<KeyValue> = []
        for pair in pairs {
            let keyNode = YAMLNode(.scalar(YAMLScalar(text: pair.key, isPlain: pair.keyIsPlain)), at: pair.keyLocation)
            let keyLiteral = try literal(keyNode, key, depth: depth + 1)
            // A dictionary literal that repeats a key, by value, traps when it runs.
            if let keyValue = keyLiteral.key, !keys.insert(keyValue).inserted {
                throw Mismatch(
                    message: "the key '\(pair.key)' is \(keyLiteral.text) as '\(key.swiftSource)', which equals an "
                        + "earlier key of this map; a dictionary literal that repeats a key traps when it runs",
                    node: keyNode)
            }
            parts.append(keyLiteral.text + ": " + (try literal(pair.value, value, depth: depth + 1).text))
        }
        return Value(text: "[" + parts.joined(separator: ", ") + "]", key: nil)
    }

    private static func checkNesting(_ node: YAMLNode, depth: Int) throws(Mismatch) {
        guard depth < maximumNesting else {
            throw Mismatch(
                message: "lists and maps nest more than \(maximumNesting) levels deep in this default; Swift's "
                    + "parser slows down exponentially on deeper literals", node: node)
        }
    }

    static func mismatch(_ node: YAMLNode, _ type: TypeExpression, expected: String) -> Mismatch {
        Mismatch(
            message: "the default does not fit type '\(type.swiftSource)': expected \(expected), found "
                + node.kindDescription,
            node: node)
    }
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
