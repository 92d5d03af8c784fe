import Foundation

/// A JSON Schema (draft-07) validator for exactly the keywords `schema/notigen.schema.json` uses. A keyword it
/// does not know is an error, so the schema cannot come to rely on something these tests would silently skip.
struct JSONSchemaValidator {
    /// A keyword the validator does not implement.
    struct UnsupportedKeyword: Error, CustomStringConvertible {
        var keyword: String
        var description: String { "the schema uses '\(keyword)', which the test validator does not implement" }
    }

    /// Keywords that only annotate.
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "definitions"]

    let root: JSONValue

    /// The problems of `instance` against the root schema, each as "path: what"; empty when it is valid.
    func errors(_ instance: JSONValue) throws -> [String] {
        try errors(instance, against: root, at: "$")
    }

    private func errors(_ instance: JSONValue, against schema: JSONValue, at path: String) throws -> [String] {
        guard case .object(let keywords) = schema else {
            if schema == .bool(false) { return ["\(path): no value is allowed here"] }
            return []
        }
        if case .string(let reference)? = keywords["$ref"] {
            let extra = keywords.keys.filter { $0 != "$ref" && !Self.annotations.contains($0) }
            if let keyword = extra.first { throw UnsupportedKeyword(keyword: keyword + " beside $ref") }
            return try errors(instance, against: resolve(reference), at: path)
        }
        var found: [String] = []
        for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) where !Self.annotations.contains(keyword) {
            found += try check(keyword, value, instance, keywords, at: path)
        }
        return found
    }

    private func check(
        _ keyword: String, _ value: JSONValue, _ instance: JSONValue, _ keywords: [String: JSONValue], at path: String
    ) throws -> [String] {
        switch (keyword, value, instance) {
        case ("type", .string(let name), _):
            return instance.typeNames.contains(name) ? [] : ["\(path): expected \(name)"]
        case ("type", .array(let names), _):
            let allowed = Set(names.compactMap { if case .string(let name) = $0 { name } else { nil } })
            return instance.typeNames.isDisjoint(with: allowed) ? ["\(path): expected one of \(allowed.sorted())"] : []
        case ("const", _, _):
            return instance == value ? [] : ["\(path): expected the constant \(value)"]
        case ("enum", .array(let values), _):
            return values.contains(instance) ? [] : ["\(path): not one of the allowed values"]
        case ("pattern", .string(let pattern), .string(let text)):
            let expression = try NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            return expression.firstMatch(in: text, range: range) == nil ? ["\(path): '\(text)' does not match"] : []
        case ("minLength", .number(let minimum), .string(let text)):
            return Double(text.unicodeScalars.count) < minimum ? ["\(path): too short"] : []
        case ("items", _, .array(let items)):
            return try items.enumerated().flatMap { try errors($1, against: value, at: "\(path)[\($0)]") }
        case ("uniqueItems", .bool(true), .array(let items)):
            let duplicates = items.enumerated().contains { index, item in items[..<index].contains(item) }
            return duplicates ? ["\(path): items are not unique"] : []
        case ("required", .array(let names), .object(let members)):
            return names.compactMap { name in
                guard case .string(let key) = name, members[key] == nil else { return nil }
                return "\(path): missing '\(key)'"
            }
        case ("minProperties", .number(let minimum), .object(let members)):
            return Double(members.count) < minimum ? ["\(path): fewer than \(Int(minimum)) members"] : []
        case ("maxProperties", .number(let maximum), .object(let members)):
            return Double(members.count) > maximum ? ["\(path): more than \(Int(maximum)) members"] : []
        case ("propertyNames", _, .object(let members)):
            return try members.keys.sorted().flatMap { try errors(.string($0), against: value, at: "\(path).\($0)") }
        case ("properties", .object(let properties), .object(let members)):
            return try members.sorted(by: { $0.key < $1.key }).flatMap { key, member in
                try properties[key].map { try errors(member, against: $0, at: "\(path).\(key)") } ?? []
            }
        case ("additionalProperties", _, .object(let members)):
            guard case .object(let properties)? = keywords["properties"] ?? .object([:]) else { return [] }
            return try members.sorted(by: { $0.key < $1.key }).filter { properties[$0.key] == nil }.flatMap {
                key, member in
                value == .bool(false)
                    ? ["\(path): unknown key '\(key)'"] : try errors(member, against: value, at: "\(path).\(key)")
            }
        case ("anyOf", .array(let schemas), _):
            let passing = try schemas.filter { try errors(instance, against: $0, at: path).isEmpty }
            return passing.isEmpty ? ["\(path): matches none of the alternatives"] : []
        case ("not", _, _):
            return try errors(instance, against: value, at: path).isEmpty ? ["\(path): matches a forbidden form"] : []
        case ("pattern", _, _), ("minLength", _, _), ("items", _, _), ("uniqueItems", _, _), ("required", _, _),
            ("minProperties", _, _), ("maxProperties", _, _), ("propertyNames", _, _), ("properties", _, _),
            ("additionalProperties", _, _):
            return []
        default:
            throw UnsupportedKeyword(keyword: keyword)
        }
    }

    /// A local reference such as `#/definitions/field`.
    private func resolve(_ reference: String) throws -> JSONValue {
        guard reference.hasPrefix("#/") else { throw UnsupportedKeyword(keyword: "$ref " + reference) }
        var node = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard case .object(let members) = node, let next = members[String(part)] else {
                throw UnsupportedKeyword(keyword: "$ref " + reference)
            }
            node = next
        }
        return node
    }
}
