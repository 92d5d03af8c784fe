import Foundation

/// Infers a notification's payload: its `userInfo` fields from the posts' dictionaries and the observers' casts, its
/// `object:` as a typed sender or a field, and what cannot be expressed.
struct FieldInferrer {
    let resolver: NameResolver
    let types: TypeTable
    /// The functions of the sources that build a `userInfo` dictionary.
    var builders: [UserInfoBuilder] = []
    /// Where the builders' names looked up are recorded.
    var demand = NameDemand()

    func infer(_ name: inout ImportedName) {
        name.postsOnMainActor = postsOnMainActor(name)
        var uses: [String: [KeyUse]] = [:]
        var order: [String] = []
        var literalPosts = 0
        var keysAtPosts: [Set<String>] = []
        for post in name.posts {
            guard let entries = post.userInfo ?? builtEntries(post) else {
                name.notes.append(
                    Refusal(
                        subject: "userInfo",
                        reason: "built away from the post (`\(post.opaqueUserInfo ?? "")`): its keys are not read",
                        location: post.location))
                continue
            }
            literalPosts += 1
            var keys: Set<String> = []
            for entry in entries {
                guard let key = key(entry.key, at: entry.evidence.location, into: &name) else { continue }
                if !entry.isConditional { keys.insert(key) }
                if uses[key] == nil { order.append(key) }
                uses[key, default: []].append(entry)
            }
            keysAtPosts.append(keys)
        }
        for observer in name.observers {
            for read in observer.reads {
                guard let key = key(read.key, at: read.evidence.location, into: &name) else { continue }
                if uses[key] == nil { order.append(key) }
                uses[key, default: []].append(read)
            }
        }
        var fieldNames: Set<String> = []
        for key in order {
            let everyPost =
                literalPosts > 0 && literalPosts == name.posts.count && keysAtPosts.allSatisfy { $0.contains(key) }
            guard let field = field(key: key, uses: uses[key] ?? [], everyPost: everyPost, into: &name) else {
                continue
            }
            var fieldName = field.name
            var number = 2
            while fieldNames.contains(fieldName) {
                fieldName = field.name + String(number)
                number += 1
            }
            fieldNames.insert(fieldName)
            name.fields.append(
                InferredField(
                    name: fieldName, key: key, type: field.type, isOptional: field.isOptional, inObject: false,
                    evidence: field.evidence, confidence: field.confidence))
        }
        ObjectInferrer(fieldInferrer: self).infer(&name, taken: fieldNames)
    }

    /// The entries of the builder function a post's `userInfo:` calls, each with the builder in its evidence; nil
    /// when the call names no builder of the sources (or several).
    private func builtEntries(_ post: PostSite) -> [KeyUse]? {
        guard let call = post.builderCall, let last = call.last else { return nil }
        demand.record(last, as: .function)
        let exact = builders.filter { $0.path == call }
        let candidates = exact.isEmpty ? builders.filter { $0.path.last == last && $0.path.count >= call.count } : exact
        guard candidates.count == 1, let builder = candidates.first else { return nil }
        let name = builder.path.joined(separator: ".")
        return builder.entries.map { entry in
            KeyUse(
                key: entry.key,
                evidence: TypeEvidence(
                    kind: entry.evidence.kind, type: entry.evidence.type, location: entry.evidence.location,
                    detail: "built by `\(name)(…)`: \(entry.evidence.detail)", boxing: entry.evidence.boxing),
                valueText: entry.valueText, isConditional: entry.isConditional)
        }
    }

    private func key(_ expression: KeyExpression, at location: SiteLocation, into name: inout ImportedName) -> String? {
        switch expression {
        case .literal(let text): return text
        case .constant(let path):
            if let value = resolver.constant(path) { return value }
            name.notes.append(
                Refusal(
                    subject: path.joined(separator: "."), reason: "userInfo key is a constant not found in the sources",
                    location: location))
        case .runtime(let text):
            name.notes.append(Refusal(subject: text, reason: "userInfo key computed at run time", location: location))
        }
        return nil
    }

    /// The field for one key, or nil (with a note) when its type is unknown, conflicting or not `Sendable`.
    func field(key: String, uses: [KeyUse], everyPost: Bool, into name: inout ImportedName) -> InferredField? {
        let evidence = uses.map(\.evidence)
        let castTypes = evidence.filter { $0.kind == .cast }.compactMap(\.type).map(Self.normalized)
        // A value posted `as Any` is boxed: it says nothing of its type, and may be an optional's nil.
        let isBoxed = { (evidence: TypeEvidence) in evidence.boxing == .any }
        // Boxed with no declared type known (`x as Any` says `Any`): may be nil, and says nothing of the type.
        let boxed = evidence.contains { isBoxed($0) && ($0.type ?? "Any") == "Any" }
        let postedTypes = evidence.filter { $0.kind != .cast && !(isBoxed($0) && ($0.type ?? "Any") == "Any") }
            .compactMap(\.type).map(Self.normalized)
        // An NSNumber is the number type the other sites say (posted as one and cast to `Int`, or the reverse).
        let numbers: Set<String> = ["Int", "Double", "Float", "Bool", "CGFloat", "Int64", "UInt", "Int32"]
        let all = Set((castTypes + postedTypes).map(Self.unwrapped))
        let bridged = all.contains("NSNumber") && !all.intersection(numbers).isEmpty
        let casts = Set(castTypes.map(Self.unwrapped).filter { !(bridged && $0 == "NSNumber") })
        let posted = Set(postedTypes.map(Self.unwrapped).filter { !(bridged && $0 == "NSNumber") })
        let postedNil =
            boxed || uses.contains { $0.valueText == "nil" } || postedTypes.contains { $0.hasSuffix("?") }
        guard let location = evidence.first?.location else { return nil }
        if casts.count > 1 || posted.count > 1 || (!casts.isEmpty && !posted.isEmpty && casts != posted) {
            let all = (casts.union(posted)).sorted().joined(separator: ", ")
            name.notes.append(
                Refusal(subject: key, reason: "conflicting types between sites: \(all)", location: location))
            return nil
        }
        guard let type = casts.first ?? posted.first else {
            name.notes.append(
                Refusal(
                    subject: key, reason: "type not known: no literal, declared type or observer cast tells it",
                    location: location))
            return nil
        }
        let optional = !everyPost || postedNil
        guard admits(type, into: &name, subject: key, at: location) else { return nil }
        let confidence: Confidence =
            !casts.isEmpty && !posted.isEmpty
            ? .high : evidence.contains { $0.kind == .literal || $0.kind == .cast } ? .medium : .low
        return InferredField(
            name: FieldNaming.identifier(key), key: key, type: optional ? type + "?" : type, isOptional: optional,
            inObject: false, evidence: evidence, confidence: confidence)
    }

    /// `[String : Any]` → `[String: Any]`: types compared as written, spaces normalized.
    static func normalized(_ type: String) -> String {
        type.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: ":", with: ": ")
            .replacingOccurrences(of: ",", with: ", ")
    }

    /// `T?` and `T!` → `T`: the cast says the type, the posts say whether it is optional.
    static func unwrapped(_ type: String) -> String {
        var type = type
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }

    /// Whether a payload may carry `type`: a `Sendable` one always; one that is not (or a main-actor class) only in a
    /// main-actor case, which the name becomes when every post is on the main actor. Otherwise a note says why.
    func admits(_ type: String, into name: inout ImportedName, subject: String, at location: SiteLocation?) -> Bool {
        let why: String
        switch Sendability(types: types).verdict(type) {
        case .sendable: return true
        case .mainActor(let reason), .notSendable(let reason): why = reason
        }
        if postsOnMainActor(name) {
            name.isMainActor = true
            return true
        }
        name.notes.append(
            Refusal(
                subject: subject,
                reason: "non-Sendable payload type `\(type)`: \(why); a main-actor case (`isolation: main`) could "
                    + "carry it, but not every post is on the main actor",
                location: location))
        return false
    }

    /// Whether every post of the name is on the main actor: written in a main-actor type (`@MainActor`, a view or
    /// view controller) or an extension of a `@MainActor` protocol or in a closure the main actor runs (`DispatchQueue.main.async { }`), or through a wrapper
    /// that posts on the main thread (`postOnMainThread`).
    func postsOnMainActor(_ name: ImportedName) -> Bool {
        let judge = Sendability(types: types)
        return !name.posts.isEmpty
            && name.posts.allSatisfy { post in
                if let wrapper = post.wrapper { return wrapper.contains("Main") }
                if post.isInMainActorClosure { return true }
                guard let container = post.container else { return false }
                // A `@MainActor` type's methods, and those of a `@MainActor` protocol's extensions, run there.
                if types[container]?.isMainActor == true { return true }
                if case .mainActor = judge.verdict(container) { return types[container]?.isClass ?? true }
                return false
            }
    }
}
