/// The rewrite of a `for await note in center.notifications(named: .x)` loop to the typed sequence.
extension ObserverRewriter {
    /// The edits that move the loop to `Notifier.notifications(.x)`, or why it is left: the sequence must be the
    /// loop's whole sequence, and every use of the loop's variable a cast read (`note.userInfo?[key] as? T`,
    /// `note.object as? T`) of a field or of the sender whose type is `T`. Each read becomes the field
    /// (`(payload.field as T?)` for `as?` of a required field, so the expression keeps its optional type); the
    /// variable is renamed `payload` (kept when the loop already uses that name, `_` when nothing reads it).
    ///
    /// The typed sequence skips a notification whose payload does not decode (a required field missing), where the
    /// loop ran with `nil`: the importer makes a field required only when every post of the sources passes it.
    static func loopPlan(
        _ observer: ObserveSite, of name: ImportedName, key resolve: (KeyExpression) -> String?
    ) -> Plan {
        guard let loop = observer.asyncLoop else {
            return .left(
                "the `notifications(named:)` sequence is not the whole sequence of a `for await` loop (it is stored, "
                    + "transformed or passed on), and the typed sequence yields payloads, not notifications")
        }
        if !observer.conditions.isEmpty && observer.conditions != name.conditions { return .left("inside #if") }
        if loop.rebindsVariable, let variable = loop.variable {
            return .left(
                "the loop binds `\(variable)` again (a closure parameter or a binding), so its uses are ambiguous")
        }
        var arguments = ".\(name.caseName)"
        if let object = loop.objectText {
            if name.fields.contains(where: \.inObject) {
                return .left(
                    "filters on the object `\(object)`, which the case carries as a value (`in: object`): the typed "
                        + "`object:` filter compares identity only")
            }
            arguments += ", object: \(object)"
        }
        switch observer.center {
        case .default: break
        case .other: arguments += ", center: \(observer.centerText)"
        case .distributed, .workspace: return .left("observes a \(observer.center.rawValue) center")
        }
        let variable = loop.mentionsPayload ? (loop.variable ?? "payload") : "payload"
        var edits = [PostRewriter.Edit(range: loop.sequenceSpan, text: "\(name.notifier).notifications(\(arguments))")]
        for use in loop.uses {
            switch read(use, of: name, key: resolve) {
            case .success(let field):
                edits.append(PostRewriter.Edit(range: use.span, text: field.expression(on: variable)))
            case .failure(let refusal):
                return .left(refusal.reason)
            }
        }
        edits.append(PostRewriter.Edit(range: loop.patternSpan, text: loop.uses.isEmpty ? "_" : variable))
        return .edits(edits)
    }

    /// A read of the loop's notification, as the payload gives it.
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
            return leave("the loop uses the notification as `\(text)`, which the typed payload does not carry")
        case .userInfo(let keyExpression, let cast, let optional):
            guard let key = resolve(keyExpression),
                let field = name.fields.first(where: { $0.key == key && !$0.inObject })
            else { return leave("reads a `userInfo` key the spec does not carry as a field") }
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
