/// The rewriting stage: replaces each post site it fully understands with the generated typed API
/// (`Notifier.post(.case(field: value))`), leaving the rest of the line, comments and formatting as they are, and
/// lists every other post site with the reason it was left; `merge(_:)` adds the observation sites
/// (`ObserverRewriter`).
struct PostRewriter {
    /// One replacement in one file: a UTF-8 byte range and its new text.
    struct Edit {
        let range: Range<Int>
        let text: String
    }

    private(set) var edits: [String: [Edit]] = [:]
    private(set) var rewritten: [SiteLocation] = []
    private(set) var left: [Refusal] = []

    /// Plans the edits; `key` gives a `userInfo` key expression's string (literals and known constants).
    init(names: [ImportedName], key: (KeyExpression) -> String?) {
        for name in names {
            for post in name.posts {
                if let leftOut = name.leftOut {
                    left.append(
                        Refusal(
                            subject: "\(name.swiftName) post", reason: "the name is left out of the spec: \(leftOut)",
                            location: post.location))
                    continue
                }
                switch replacement(for: post, of: name, key: key) {
                case .success(let text):
                    edits[post.location.path, default: []].append(Edit(range: post.span, text: text))
                    rewritten.append(post.location)
                case .failure(let reason):
                    left.append(reason)
                }
            }
        }
        sortSites()
    }

    /// Adds the observation sites' edits and reasons (`ObserverRewriter`) to the posts'. A site whose edits overlap
    /// edits already planned (a rewritten post inside a loop that posts a value it reads from the notification, a
    /// loop whose sequence reads another loop's notification) is left: one edit would replace text another changes.
    mutating func merge(_ observers: ObserverRewriter) {
        func overlaps(_ site: ObserverRewriter.PlannedSite, _ edits: [String: [Edit]]) -> Bool {
            let taken = edits[site.location.path, default: []]
            return site.edits.contains { edit in taken.contains { $0.range.overlaps(edit.range) } }
        }
        // A group whose site overlaps the posts' edits is left whole: its sites share a conformance and handlers.
        let overlappingGroups = Set(observers.planned.filter { overlaps($0, edits) }.compactMap(\.group))
        for site in observers.planned {
            if overlaps(site, edits) || site.group.map(overlappingGroups.contains) == true {
                left.append(
                    Refusal(
                        subject: site.subject,
                        reason: "another rewritten site overlaps it (a post inside it that passes a value read from "
                            + "the notification): move it by hand after this rewrite",
                        location: site.location))
            } else {
                edits[site.location.path, default: []] += site.edits
                rewritten.append(site.location)
            }
        }
        left += observers.left
        sortSites()
    }

    private mutating func sortSites() {
        rewritten.sort()
        left.sort {
            ($0.location ?? SiteLocation(path: "", line: 0, column: 0))
                < ($1.location ?? SiteLocation(path: "", line: 0, column: 0))
        }
    }

    private func replacement(
        for post: PostSite, of name: ImportedName, key resolve: (KeyExpression) -> String?
    ) -> Result<String, Refusal> {
        func leave(_ reason: String) -> Result<String, Refusal> {
            .failure(Refusal(subject: "\(name.caseName) post", reason: reason, location: post.location))
        }
        if let wrapper = post.wrapper {
            return leave("posted through `\(wrapper)`, which may change the thread or the center")
        }
        var extra = ""
        switch post.center {
        case .default: break
        case .other: extra += ", center: \(post.centerText)"
        case .distributed, .workspace: return leave("posted to a \(post.center.rawValue) center")
        }
        if let reason = Self.conditionReason(post.conditions, of: name) { return leave(reason) }
        let carried: (label: String, value: String)?
        switch carriedObject(at: post, of: name) {
        case .success(let argument): carried = argument
        case .failure(let refusal): return .failure(refusal)
        }
        if name.sender == nil && !name.fields.contains(where: \.inObject) {
            switch post.object {
            case .none: break
            case .selfValue: extra = ", object: self" + extra
            case .value(let text, _): extra = ", object: \(text)" + extra
            }
        }
        guard let entries = post.userInfo else { return leave("userInfo is built away from the post") }
        if post.userInfoIsLocal {
            return leave("userInfo is a local dictionary: move it by hand (and remove the local)")
        }
        if let role = name.result {
            return resultReplacement(for: post, of: name, role: role, entries: entries, extra: extra, key: resolve)
        }
        let values: [String: String]
        switch Self.postedValues(entries, of: name, errorKey: false, key: resolve) {
        case .success(let posted): values = posted.values
        case .failure(let reason): return leave(reason.text)
        }
        var arguments: [String] = []
        if name.sender != nil, let carried { arguments.append("sender: \(carried.value)") }
        for field in name.fields {
            if field.inObject {
                if let carried { arguments.append("\(carried.label): \(carried.value)") }
                continue
            }
            guard let value = values[field.key] else {
                // An optional field the post omits takes the factory's nil default: no key is written for nil.
                if field.isOptional { continue }
                return leave("field `\(field.name)` is not posted here")
            }
            arguments.append("\(field.name): \(value)")
        }
        // A case with a payload has a factory function (called even when every argument takes its default).
        let hasPayload = name.sender != nil || !name.fields.isEmpty
        let event = hasPayload ? ".\(name.caseName)(\(arguments.joined(separator: ", ")))" : ".\(name.caseName)"
        return .success("\(name.notifier).post(\(event)\(extra))")
    }

    /// The event factory's argument that the post's `object:` gives when the case carries its object (the typed post
    /// then takes no `object:`: the payload's is posted): `sender: self` for a typed sender, the value for the
    /// `in: object` field; nil for a case that does not carry its object, or for an optional `in: object` field the
    /// post passes no object for (the factory's `nil` default posts none, as the call did).
    private func carriedObject(
        at post: PostSite, of name: ImportedName
    ) -> Result<(label: String, value: String)?, Refusal> {
        func leave(_ reason: String) -> Result<(label: String, value: String)?, Refusal> {
            .failure(Refusal(subject: "\(name.caseName) post", reason: reason, location: post.location))
        }
        if let sender = name.sender {
            guard case .selfValue(let type) = post.object, type == sender else {
                return leave(
                    "the case's sender is `\(sender)` (required), but this post's object is not `self` in `\(sender)`")
            }
            return .success((label: "sender", value: "self"))
        }
        guard let field = name.fields.first(where: \.inObject) else { return .success(nil) }
        switch post.object {
        case .value(_, let evidence) where evidence.boxing == .number:
            return leave(Self.numberBoxReason(field.name, evidence))
        case .value(let text, _): return .success((label: field.name, value: text))
        case .none where field.isOptional: return .success(nil)
        case .none:
            return leave("no object here, but field `\(field.name)` (`in: object`, `\(field.type)`) is required")
        case .selfValue:
            return leave("the object is `self`, but field `\(field.name)` (`in: object`) is a value")
        }
    }

    /// Why a post is left, for its refusal.
    struct LeaveReason: Error {
        let text: String
    }

    /// The values a post's `userInfo` entries give, by key, and with `errorKey` the one posted under `error`; or why
    /// the post is left: a key the spec carries in no `userInfo` field, or a value posted as
    /// `NSNumber(value: x)` (the field has x's type, which the posted expression itself does not have).
    static func postedValues(
        _ entries: [KeyUse], of name: ImportedName, errorKey: Bool, key resolve: (KeyExpression) -> String?
    ) -> Result<(values: [String: String], error: String?), LeaveReason> {
        var values: [String: String] = [:]
        var error: String?
        for entry in entries {
            guard let key = resolve(entry.key), let value = entry.valueText else {
                return .failure(LeaveReason(text: "a userInfo key the spec does not carry as a field"))
            }
            if errorKey && key == "error" {
                error = value
                continue
            }
            guard name.fields.contains(where: { $0.key == key && !$0.inObject }) else {
                return .failure(LeaveReason(text: "a userInfo key the spec does not carry as a field"))
            }
            if entry.evidence.boxing == .number {
                return .failure(LeaveReason(text: numberBoxReason(key, entry.evidence)))
            }
            values[key] = value
        }
        return .success((values, error))
    }

    /// Why a post of a boxed number is left.
    static func numberBoxReason(_ field: String, _ evidence: TypeEvidence) -> String {
        "`\(field)` is posted as an `NSNumber` (\(evidence.detail)); the typed post takes the "
            + "`\(evidence.type ?? "number")` itself: pass the boxed value by hand"
    }

    /// Why a site under `conditions` (its `#if`s) cannot call the case typed, or nil: a site under every condition the
    /// name is declared under (and maybe more) names that declaration, whose case exists there; elsewhere the same
    /// Swift name may be another declaration (`#if os(macOS) … #else … #endif`) on another platform.
    static func conditionReason(_ conditions: [String], of name: ImportedName) -> String? {
        guard !Set(name.conditions).isSubset(of: conditions) else { return nil }
        let site = conditions.isEmpty ? "outside the `#if`" : "under `#if \(conditions.joined(separator: "`, `#if "))`"
        return "\(site), but the case is declared under `#if \(name.conditions.joined(separator: "`, `#if "))`: "
            + "it may not exist here"
    }

    /// `text` with the edits of `path` applied.
    func apply(to text: String, path: String) -> String {
        guard let fileEdits = edits[path], !fileEdits.isEmpty else { return text }
        var bytes = Array(text.utf8)
        // From the end, so that earlier offsets stay true; insertions at one offset land in the order planned.
        let ordered = fileEdits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
        }
        for edit in ordered.map(\.element) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
