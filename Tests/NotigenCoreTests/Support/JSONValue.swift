import Foundation

@testable import NotigenCore

/// A JSON value, for the schema tests: decoded from the schema file, or converted from a spec's YAML tree
/// the way a YAML language server sees it (core-schema scalars, maps as objects).
indirect enum JSONValue: Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The JSON a YAML node stands for; nil (an empty document) is null.
    init(_ node: YAMLNode?) {
        guard let node else {
            self = .null
            return
        }
        switch node.content {
        case .mapping(let pairs):
            self = .object(Dictionary(pairs.map { ($0.key, JSONValue($0.value)) }) { first, _ in first })
        case .sequence(let items):
            self = .array(items.map { JSONValue($0) })
        case .scalar(let scalar):
            switch scalar.resolved {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .int(let text): self = .number(Self.integer(text))
            case .float(let text): self = .number(Double(text) ?? .nan)
            case .string(let text): self = .string(text)
            }
        }
    }

    private static func integer(_ text: String) -> Double {
        if text.hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16) ?? 0) }
        if text.hasPrefix("0o") { return Double(Int(text.dropFirst(2), radix: 8) ?? 0) }
        return Double(text) ?? .nan
    }

    /// The JSON Schema type names the value has (an integral number is both "number" and "integer").
    var typeNames: Set<String> {
        switch self {
        case .null: return ["null"]
        case .bool: return ["boolean"]
        case .number(let value): return value.rounded() == value ? ["number", "integer"] : ["number"]
        case .string: return ["string"]
        case .array: return ["array"]
        case .object: return ["object"]
        }
    }
}
