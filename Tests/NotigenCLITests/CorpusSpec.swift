import Foundation

@testable import NotigenCore

/// What the corpus test needs of an app's `expected.yaml` (Tests/Corpus/<app>), read from notigen's own YAML
/// tree: each case's notifier, wire name(s), fields and where they travel, sender, isolation and condition. It
/// reads the keys of this wave (`sender:`, `in: object`, `name: { success:, failure: }`, `if:`) itself, so the
/// checks it drives are the same before and after the generator knows them.
struct CorpusSpec {
    /// A payload field, or the typed sender (named `sender`, always in `object:`).
    struct Field {
        var name: String
        var type: String
        var key: String
        var inObject: Bool

        /// Whether the type is an optional.
        var isOptional: Bool { type.hasSuffix("?") }

        /// The type without one trailing `?`.
        var wrappedType: String { type.hasSuffix("?") ? String(type.dropLast()) : type }
    }

    /// A case: a plain notification, or a result posted under one or two names.
    struct Case {
        var notifier: String
        var name: String
        let wireName: String
        /// The failure's name of a result case with two names.
        let failureWireName: String?
        var isResult: Bool
        var fields: [Field]
        var successFields: [Field]
        var failureFields: [Field]
        var isMain: Bool
        /// The Swift compilation conditions of the notifier and the case, joined with `&&`.
        var condition: String?

        /// The sender, if the case has one.
        var sender: Field? { fields.first { $0.name == "sender" && $0.inObject } }
    }

    var module: String
    var cases: [Case]

    /// Reads `bytes`; throws when the YAML does not parse or lacks what every corpus spec has.
    init(_ bytes: [UInt8], file: String) throws {
        let output = YAMLParser.parse(bytes, file: file)
        guard let root = output.root else { throw CorpusSpecError("\(file) does not parse: \(output.diagnostics)") }
        module = try root.string("module") ?? ""
        let rootMain = try root.string("isolation") == "main"
        cases = []
        for (notifierName, notifier) in try root.map("notifiers") {
            let notifierMain = try notifier.string("isolation").map { $0 == "main" } ?? rootMain
            let notifierSender = try notifier.string("sender")
            let notifierCondition = try notifier.string("if")
            for (caseName, node) in try notifier.map("cases") {
                cases.append(
                    try Self.readCase(
                        node, named: caseName, notifier: notifierName, isMain: notifierMain, sender: notifierSender,
                        condition: notifierCondition))
            }
        }
    }

    private static func readCase(
        _ node: YAMLNode, named name: String, notifier: String, isMain: Bool, sender inherited: String?,
        condition: String?
    ) throws -> Case {
        let conditions = [condition, try node.string("if")].compactMap { $0 }
        let isMain = try node.string("isolation").map { $0 == "main" } ?? isMain
        let sender = try node.string("sender") ?? inherited
        let senderField = sender.flatMap {
            $0 == "none" ? nil : Field(name: "sender", type: $0, key: "", inObject: true)
        }
        // Every corpus case pins its wire name (the apps' names are never notigen's default).
        guard let names = node.value("name") else { throw CorpusSpecError("\(notifier).\(name) has no name:") }
        let wireName: String
        let failureWireName: String?
        if let single = names.scalar?.text {
            wireName = single
            failureWireName = nil
        } else {
            guard let success = try names.string("success"), let failure = try names.string("failure") else {
                throw CorpusSpecError("\(notifier).\(name): name: needs success: and failure:")
            }
            wireName = success
            failureWireName = failure
        }
        let result = node.value("result")
        let payload = try result == nil ? fields(node.value("payload")) : []
        return Case(
            notifier: notifier, name: name, wireName: wireName, failureWireName: failureWireName,
            isResult: result != nil, fields: (senderField.map { [$0] } ?? []) + payload,
            successFields: try fields(result?.value("success")), failureFields: try fields(result?.value("failure")),
            isMain: isMain,
            condition: conditions.isEmpty ? nil : conditions.map { "(\($0))" }.joined(separator: " && "))
    }

    /// The fields of a `payload:` or result side: `name: Type` or `name: { type:, key:, in: }`.
    private static func fields(_ node: YAMLNode?) throws -> [Field] {
        guard let node else { return [] }
        return try node.pairs().map { name, value in
            if let type = value.scalar?.text { return Field(name: name, type: type, key: name, inObject: false) }
            guard let type = try value.string("type") else { throw CorpusSpecError("field \(name) has no type") }
            return Field(
                name: name, type: type, key: try value.string("key") ?? name,
                inObject: try value.string("in") == "object")
        }
    }
}

/// A corpus spec that lacks what the test needs.
struct CorpusSpecError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension YAMLNode {
    /// The entries of a map, in order; throws for another kind.
    fileprivate func pairs() throws -> [(String, YAMLNode)] {
        guard case .mapping(let pairs) = content else { throw CorpusSpecError("expected a map at \(location)") }
        return pairs.map { ($0.key, $0.value) }
    }

    /// The value of `key` in a map, or nil.
    fileprivate func value(_ key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// The text of the scalar at `key`, or nil when absent; throws when it is not a scalar.
    fileprivate func string(_ key: String) throws -> String? {
        guard let node = value(key) else { return nil }
        guard let scalar = node.scalar else { throw CorpusSpecError("'\(key)' is not a scalar at \(node.location)") }
        return scalar.text
    }

    /// The entries of the map at `key`.
    fileprivate func map(_ key: String) throws -> [(String, YAMLNode)] {
        guard let node = value(key) else { throw CorpusSpecError("no '\(key)' at \(location)") }
        return try node.pairs()
    }
}
