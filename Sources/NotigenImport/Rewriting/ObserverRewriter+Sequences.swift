/// The rewrite of the observers that hand each notification to code of the app's, to the typed sequences: a
/// `for await note in center.notifications(named: .x)` loop to `Notifier.notifications(.x)`, a Combine chain on
/// `center.publisher(for: .x)` to `Notifier.publisher(for: .x)`.
extension ObserverRewriter {
    /// The edits that move the loop to `Notifier.notifications(.x)`, or why it is left: the sequence must be the
    /// loop's whole sequence, and every use of the loop's variable a read of a field or of the sender
    /// (`readEdits`). The variable is renamed `payload` (kept when the loop already uses that name, `_` when nothing
    /// reads it). The typed sequence keeps what the loop relied on: it observes from the call, keeps every
    /// notification until the loop takes it, runs the body in the loop's task and stops with the loop.
    static func loopPlan(
        _ observer: ObserveSite, of name: ImportedName, key resolve: (KeyExpression) -> String?
    ) -> Plan {
        guard let loop = observer.asyncLoop else {
            return .left(
                "the `notifications(named:)` sequence is not the whole sequence of a `for await` loop (it is stored, "
                    + "transformed or passed on), and the typed sequence yields payloads, not notifications")
        }
        let arguments: String
        switch typedArguments(observer, object: loop.objectText, of: name) {
        case .success(let text): arguments = text
        case .failure(let refusal): return .left(refusal.reason)
        }
        let variable = loop.reads.mentionsPayload ? (loop.reads.variable ?? "payload") : "payload"
        var edits = [PostRewriter.Edit(range: loop.sequenceSpan, text: "\(name.notifier).notifications(\(arguments))")]
        switch readEdits(loop.reads, of: name, as: variable, key: resolve) {
        case .success(let reads): edits += reads
        case .failure(let refusal): return .left(refusal.reason)
        }
        edits.append(PostRewriter.Edit(range: loop.patternSpan, text: loop.reads.uses.isEmpty ? "_" : variable))
        return .edits(edits)
    }

    /// The edits that move a Combine chain to `Notifier.publisher(for: .x)`, or why it is left: every operator
    /// before the `sink` (or the `map` or `compactMap` that turns the notification into something else) passes it on
    /// unchanged (`receive(on:)`, `throttle`, `debounce`, `delay`, `prefix`, `dropFirst`, `first`, `filter`), and
    /// every closure that receives it reads only fields or the sender (`readEdits`). The typed publisher keeps what
    /// the chain relied on: it delivers on the posting thread, drops what arrives without demand as
    /// `NotificationCenter.Publisher` does, and observes from the subscription until its cancellation.
    static func publisherPlan(
        _ observer: ObserveSite, of name: ImportedName, key resolve: (KeyExpression) -> String?
    ) -> Plan {
        guard let chain = observer.publisherChain else { return .left("no `publisher(for:)` chain was read here") }
        if let obstacle = chain.obstacle { return .left(obstacle) }
        let arguments: String
        switch typedArguments(observer, object: chain.objectText, of: name) {
        case .success(let text): arguments = "for: " + text
        case .failure(let refusal): return .left(refusal.reason)
        }
        var edits = [PostRewriter.Edit(range: chain.publisherSpan, text: "\(name.notifier).publisher(\(arguments))")]
        for closure in chain.closures {
            let reads = closure.reads
            let variable = reads.variable == "$0" ? "$0" : reads.mentionsPayload ? (reads.variable ?? "") : "payload"
            switch readEdits(reads, of: name, as: variable, key: resolve) {
            case .success(let closureEdits): edits += closureEdits
            case .failure(let refusal): return .left(refusal.reason)
            }
            if let span = closure.parameterSpan, reads.variable != nil, !reads.uses.isEmpty {
                edits.append(PostRewriter.Edit(range: span, text: variable))
            }
        }
        return .edits(edits)
    }

    /// The typed call's arguments after `(`: the case, the `object:` filter, the center; or why they cannot say
    /// what the observer did.
    static func typedArguments(
        _ observer: ObserveSite, object: String?, of name: ImportedName
    ) -> Result<String, Refusal> {
        func leave(_ reason: String) -> Result<String, Refusal> {
            .failure(Refusal(subject: "", reason: reason, location: nil))
        }
        if let reason = PostRewriter.conditionReason(observer.conditions, of: name) { return leave(reason) }
        var arguments = ".\(name.caseName)"
        if let object {
            if name.fields.contains(where: \.inObject) {
                return leave(
                    "filters on the object `\(object)`, which the case carries as a value (`in: object`): the typed "
                        + "`object:` filter compares identity only")
            }
            arguments += ", object: \(object)"
        }
        switch observer.center {
        case .default: break
        case .other: arguments += ", center: \(observer.centerText)"
        case .distributed, .workspace: return leave("observes a \(observer.center.rawValue) center")
        }
        return .success(arguments)
    }

    /// The edits that turn each use of the notification variable into the payload's field, read as `variable`:
    /// every use must be a cast read (`note.userInfo?[key] as? T`, `note.object as? T`) of a field or of the sender
    /// whose type is `T`, and the code must not bind the variable's name again. Each read becomes the field
    /// (`(payload.field as T?)` for `as?` of a required field, so the expression keeps its optional type).
    ///
    /// The typed API skips a notification whose payload does not decode (a required field missing), where the old
    /// code ran with `nil`: the importer makes a field required only when every post of the sources passes it.
    static func readEdits(
        _ reads: NoteUses, of name: ImportedName, as variable: String, key resolve: (KeyExpression) -> String?
    ) -> Result<[PostRewriter.Edit], Refusal> {
        if reads.rebindsVariable, let old = reads.variable {
            return .failure(
                Refusal(
                    subject: "",
                    reason: "the code binds `\(old)` again (a closure parameter or a binding), so its uses "
                        + "are ambiguous", location: nil))
        }
        var edits: [PostRewriter.Edit] = []
        for use in reads.uses {
            switch read(use, of: name, key: resolve) {
            case .success(let field):
                edits.append(PostRewriter.Edit(range: use.span, text: field.expression(on: variable)))
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(edits)
    }

    /// A read of the notification, as the payload gives it.
    struct FieldRead {
        let field: String
        let cast: String
        let castIsOptional: Bool
        let fieldIsOptional: Bool

        /// `payload.field`, typed as the read was: `(payload.field as T?)` for `as?` of a required field,
        /// `payload.field!` for `as!` of an optional one.
        func expression(on variable: String) -> String {
            switch (castIsOptional, fieldIsOptional) {
            case (true, false): return "(\(variable).\(field) as \(cast)?)"
            case (false, true): return "\(variable).\(field)!"
            default: return "\(variable).\(field)"
            }
        }
    }

    private static func read(
        _ use: NoteUse, of name: ImportedName, key resolve: (KeyExpression) -> String?
    ) -> Result<FieldRead, Refusal> {
        func leave(_ reason: String) -> Result<FieldRead, Refusal> {
            .failure(Refusal(subject: "", reason: reason, location: nil))
        }
        func matching(_ field: String, type: String, cast: String, optional: Bool) -> Result<FieldRead, Refusal> {
            let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
            guard bare == cast else { return leave("casts to `\(cast)` what the case carries as `\(type)`") }
            return .success(
                FieldRead(field: field, cast: cast, castIsOptional: optional, fieldIsOptional: type.hasSuffix("?")))
        }
        switch use.kind {
        case .other(let text):
            return leave("uses the notification as `\(text)`, which the typed payload does not carry")
        case .userInfo(let keyExpression, let cast, let optional):
            guard let key = resolve(keyExpression),
                let field = name.fields.first(where: { $0.key == key && !$0.inObject })
            else {
                let written: String
                switch keyExpression {
                case .literal(let text): written = "\"\(text)\""
                case .constant(let path): written = path.joined(separator: ".")
                case .runtime(let text): written = text
                }
                return leave("reads `userInfo[\(written)]`, which the spec does not carry as a field")
            }
            return matching(field.name, type: field.type, cast: cast, optional: optional)
        case .object(let cast, let optional):
            if let sender = name.sender {
                return matching("sender", type: sender, cast: cast, optional: optional)
            }
            guard let field = name.fields.first(where: \.inObject) else {
                return leave("reads `object`, which the spec carries as neither a sender nor a field")
            }
            return matching(field.name, type: field.type, cast: cast, optional: optional)
        }
    }
}
