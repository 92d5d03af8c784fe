/// A node of a parsed YAML document. Nodes are immutable and shared: an alias is the anchored node itself,
/// never a copy, so an alias bomb costs no memory. A node reached through an alias answers with the alias's
/// location (its `content` too, lazily), so that a diagnostic about it points at the alias.
final class YAMLNode: Sendable {
    enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    private let storedContent: Content
    let location: SourceLocation
    /// How many values the node stands for once aliases are expanded: 1 for a scalar, 1 plus its entries' weights
    /// for a map or a list.
    let weight: Int
    /// How many bytes of text (scalars and keys) the node stands for once aliases are expanded.
    let textBytes: Int

    init(_ content: Content, at location: SourceLocation, weight: Int = 1, textBytes: Int = 0) {
        self.storedContent = content
        self.location = location
        self.weight = weight
        self.textBytes = textBytes
    }

    private init(_ node: YAMLNode, through alias: SourceLocation) {
        self.storedContent = node.storedContent
        self.location = node.location.reached(through: alias)
        self.weight = node.weight
        self.textBytes = node.textBytes
    }

    /// The node as reached through the alias at `alias`: the same value, located at the alias.
    func reached(through alias: SourceLocation) -> YAMLNode {
        YAMLNode(self, through: alias)
    }

    /// The node's value; through an alias, its entries are located at the alias too.
    var content: Content {
        guard location.isAliased else { return storedContent }
        let alias = location.alias
        switch storedContent {
        case .scalar:
            return storedContent
        case .mapping(let pairs):
            return .mapping(
                pairs.map {
                    YAMLPair(
                        key: $0.key, keyIsPlain: $0.keyIsPlain, keyLocation: $0.keyLocation.reached(through: alias),
                        value: $0.value.reached(through: alias))
                })
        case .sequence(let items):
            return .sequence(items.map { $0.reached(through: alias) })
        }
    }

    /// A short name of the node's kind for diagnostics ("a map", "a list", "a string", …).
    var kindDescription: String {
        switch content {
        case .mapping: return "a map"
        case .sequence: return "a list"
        case .scalar(let scalar): return scalar.kindDescription
        }
    }

    var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }
}

/// One `key: value` entry of a YAML map; keys are scalars.
struct YAMLPair: Sendable {
    let key: String
    /// False when the key was quoted: `"1": x` has the string key "1", not the integer 1.
    let keyIsPlain: Bool
    let keyLocation: SourceLocation
    let value: YAMLNode
}

/// A YAML scalar with how it was written, so that `123` and `"123"` can be told apart.
struct YAMLScalar: Sendable, Equatable {
    /// The value's type under the YAML 1.2 core schema.
    enum Resolved: Equatable, Sendable {
        case null
        case bool(Bool)
        case int(String)
        case float(String)
        case string(String)
    }

    let text: String
    /// False for quoted and block scalars and for `!!str`: those are always strings.
    let isPlain: Bool
    /// Whether the text is written in quotes, so that its first character is one column after the value's start.
    let isQuoted: Bool
    /// How many of the text's scalars the source holds as they are, on the value's line (all of them but for an
    /// escape, a folded line break or a block style), so that each of them is at the value's column plus its offset.
    let verbatimPrefix: Int
    /// Where the text goes on after each line break folded into a space, within `verbatimPrefix` (none for a value
    /// on one line).
    let continuations: [Continuation]

    /// A scalar of the text that starts a line of the source other than the value's first.
    struct Continuation: Sendable, Equatable {
        /// The scalar's offset in the text.
        var textScalar: Int
        /// Where the source holds it.
        var location: SourceLocation
    }

    init(
        text: String, isPlain: Bool, isQuoted: Bool = false, verbatimPrefix: Int? = nil,
        continuations: [Continuation] = []
    ) {
        self.text = text
        self.isPlain = isPlain
        self.isQuoted = isQuoted
        self.verbatimPrefix = verbatimPrefix ?? text.unicodeScalars.count
        self.continuations = continuations
    }

    var resolved: Resolved {
        guard isPlain else { return .string(text) }
        if let first = text.utf8.first, Self.startsPlainWord(first) { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float("inf")
        case "-.inf", "-.Inf", "-.INF": return .float("-inf")
        case ".nan", ".NaN", ".NAN": return .float("nan")
        default: break
        }
        if Self.isInteger(text) { return .int(text) }
        if Self.isFloat(text) { return .float(text) }
        return .string(text)
    }

    var kindDescription: String {
        switch resolved {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .float: return "a number"
        case .string: return "a string"
        }
    }

    /// Whether a plain scalar starting with `byte` can only be a string: a letter that starts none of the
    /// words above (`null`, `true`, `false` and their capitalized forms), so not a number either.
    private static func startsPlainWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
            UInt8(ascii: "F"):
            return false
        default:
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
    }

    /// `[-+]? digits`, `0x` hex digits or `0o` octal digits.
    private static func isInteger(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        if bytes.starts(with: Array("0x".utf8)) { return bytes.count > 2 && bytes.dropFirst(2).allSatisfy(isHexDigit) }
        if bytes.starts(with: Array("0o".utf8)) {
            return bytes.count > 2
                && bytes.dropFirst(2).allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }
        }
        let body = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        return !body.isEmpty && body.allSatisfy(isDigit)
    }

    /// `[-+]? ( . digits | digits [ . digits* ] ) ( [eE] [-+]? digits )?`
    private static func isFloat(_ text: String) -> Bool {
        var rest = Array(text.utf8)[...]
        if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        let integer = rest.prefix(while: isDigit)
        rest = rest.dropFirst(integer.count)
        var fraction: ArraySlice<UInt8> = []
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            rest = rest.dropFirst(fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return false }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: isDigit)
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
