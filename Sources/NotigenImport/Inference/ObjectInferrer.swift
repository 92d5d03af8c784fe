import Foundation

/// What a notification's `object:` is: the sender (`object: self` at every post, which observers read or filter
/// on: `sender:`), a value observers read (a field with `in: object`), or something the spec cannot say (a note).
struct ObjectInferrer {
    let fieldInferrer: FieldInferrer

    func infer(_ name: inout ImportedName, taken: Set<String>) {
        var values: [(String, TypeEvidence)] = []
        var senders: [String?] = []
        var postsWithout = 0
        for post in name.posts {
            switch post.object {
            case .none: postsWithout += 1
            case .selfValue(let type): senders.append(type)
            case .value(let text, let evidence): values.append((text, evidence))
            }
        }
        let casts = name.observers.flatMap(\.objectCasts)
        let readOrFiltered = !casts.isEmpty || name.observers.contains(where: \.filtersObject)
        let location = name.posts.first?.location ?? name.observers.first?.location
        if !values.isEmpty && !senders.isEmpty {
            name.notes.append(
                Refusal(
                    subject: "object", reason: "posts pass the sender at some sites and a value at others",
                    location: location))
        } else if !senders.isEmpty {
            let types = Set(senders)
            guard readOrFiltered else { return }
            if types.count == 1, let type = types.first ?? nil {
                if fieldInferrer.admits(type, into: &name, subject: "sender", at: location) { name.sender = type }
            } else {
                name.notes.append(
                    Refusal(
                        subject: "object",
                        reason:
                            "posts from several types pass themselves as the sender: \(types.compactMap { $0 }.sorted())",
                        location: location))
            }
        } else if !values.isEmpty {
            let uses =
                values.map { KeyUse(key: .literal("object"), evidence: $0.1, valueText: $0.0) }
                + casts.map { KeyUse(key: .literal("object"), evidence: $0, valueText: nil) }
            guard
                let field = fieldInferrer.field(key: "object", uses: uses, everyPost: postsWithout == 0, into: &name)
            else { return }
            var fieldName = Self.fieldName(values.map(\.0))
            if taken.contains(fieldName) { fieldName = "object" }
            name.fields.append(
                InferredField(
                    name: fieldName, key: "object", type: field.type, isOptional: field.isOptional, inObject: true,
                    evidence: field.evidence, confidence: field.confidence))
        } else if !casts.isEmpty, casts.allSatisfy({ $0.type.map(isValueType) ?? false }),
            let field = fieldInferrer.field(
                key: "object", uses: casts.map { KeyUse(key: .literal("object"), evidence: $0, valueText: nil) },
                everyPost: false, into: &name)
        {
            // Observers read a value from `object` that no post here sets (the posts are elsewhere): the value
            // they read, optional since no post shows it is always there.
            name.fields.append(
                InferredField(
                    name: taken.contains("object") ? "objectValue" : "object", key: "object", type: field.type,
                    isOptional: true, inObject: true, evidence: field.evidence, confidence: field.confidence))
        } else if !casts.isEmpty {
            name.notes.append(
                Refusal(
                    subject: "object",
                    reason:
                        "observers read `object` (\(casts.compactMap(\.type).joined(separator: ", "))) but no post here sets it",
                    location: casts.first?.location))
        }
    }

    /// Value types an observer's cast of `object` may name for a field with no post: the standard ones, and the
    /// structs and enums of the sources (a class there is more likely the sender).
    private static let standardValueTypes: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "CGFloat", "Int64", "Int32", "UInt", "Date", "URL", "Data", "UUID",
        "CGSize", "CGPoint", "CGRect", "Decimal", "Character",
    ]

    private func isValueType(_ type: String) -> Bool {
        let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            .compactMap { $0.split(separator: ".").last.map(String.init) }
        return !words.isEmpty
            && words.allSatisfy { word in
                Self.standardValueTypes.contains(word)
                    || fieldInferrer.types[word].map { !$0.isClass } ?? false
            }
    }

    /// A field name from what the posts pass: `episode.uuid` → `episodeUuid`, `podcastUuid` → `podcastUuid`.
    static func fieldName(_ texts: [String]) -> String {
        let names = Set(
            texts.map { text -> String in
                let parts = text.split(separator: ".").map(String.init).filter { $0 != "self" }
                guard !parts.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
                else {
                    return "object"
                }
                return FieldNaming.identifier(parts.suffix(2).joined(separator: "_"))
            })
        return names.count == 1 ? names.first ?? "object" : "object"
    }
}
