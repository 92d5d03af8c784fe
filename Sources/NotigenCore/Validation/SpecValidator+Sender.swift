/// What travels as a notification's `object`: a case's typed sender (`sender:` on a notifier or a case) and a field
/// with `in: object`.
extension SpecValidator {
    /// The values of a field's `in:`.
    enum FieldTravel: String, CaseIterable {
        case userInfo
        case object
    }

    /// A `sender:` value: a type, which becomes the payload's `sender` field, or `none`.
    mutating func senderChoice(_ node: YAMLNode) -> SenderChoice? {
        guard case .string(let text)? = node.scalar?.resolved else {
            diagnostics.error(
                "'sender' must be the sender's type or none, not \(node.kindDescription)", at: node.location,
                hint: "write the type of the object that posts, e.g. 'sender: FeedDownloader'")
            return nil
        }
        if text == "none" { return SenderChoice(field: nil, location: node.location) }
        guard let (checked, source) = typeExpression(node, field: "sender") else { return nil }
        let field = Field(
            name: "sender", type: checked, defaultLiteral: nil, doc: "The object that posted the notification.",
            deprecated: nil, userInfoKey: "sender", location: node.location, typeSource: source, place: .sender)
        return SenderChoice(field: field, location: node.location)
    }

    /// A field's `in:` value; `in: object` takes no `key:`, since the field is not in `userInfo`.
    mutating func fieldPlace(_ pair: YAMLPair, name: String, key: YAMLPair?) -> FieldPlace {
        guard let travel = choice(pair.value, FieldTravel.self, "'in'") else { return .userInfo }
        guard travel == .object else { return .userInfo }
        if let key {
            diagnostics.error(
                "field '\(name)' has 'in: object', so it has no userInfo key: it travels as the notification's object",
                at: key.keyLocation, hint: "remove 'key:', or remove 'in: object'")
        }
        return .object
    }

    /// At most one field of a payload travels as the notification's object.
    mutating func checkObjectFields(_ fields: [Field], _ what: @autoclosure () -> String) {
        let objectFields = fields.filter { $0.place == .object }
        guard let first = objectFields.first else { return }
        for field in objectFields.dropFirst() {
            diagnostics.error(
                "\(what()) has two fields with 'in: object', '\(first.name)' and '\(field.name)'; a notification has "
                    + "one object", at: field.location,
                hint: "carry the others in userInfo (remove their 'in: object')",
                notes: [.init(message: "field '\(first.name)' is here", location: first.location)])
        }
    }

    /// The case's fields with its sender first, after checking that the case can carry it: a case has one object,
    /// so a sender excludes a field with `in: object`; merged cases and Foundation messages carry neither (a merged
    /// case ignores its notifier's sender; its own is refused).
    mutating func applySender(
        _ sender: SenderChoice?, to kind: NotificationCase.Kind, caseName: String, at caseLocation: SourceLocation,
        messages: Bool, fromNotifier: Bool
    ) -> NotificationCase.Kind {
        let senderField = sender?.field
        // An inherited sender is reported at the case, with a note at the notifier's `sender:`.
        let senderLocation = fromNotifier ? caseLocation : sender?.location ?? caseLocation
        let inheritedNote: [Diagnostic.Note] =
            fromNotifier
            ? sender.map { [.init(message: "the notifier's 'sender' is here", location: $0.location)] } ?? []
            : []
        switch kind {
        case .result(let success, let failure):
            // A result case does not inherit its notifier's sender: it posts and observes without object (a
            // notifier of per-object notifications may hold result cases without `sender: none` on each).
            if senderField != nil, !fromNotifier {
                diagnostics.error(
                    "case '\(caseName)' cannot have a sender: a 'result' case carries no sender", at: senderLocation,
                    hint: "remove 'sender', or split the case into two plain cases")
            }
            for field in success + failure where field.place == .object {
                diagnostics.error(
                    "field '\(field.name)' of case '\(caseName)' cannot have 'in: object': a 'result' case carries "
                        + "its fields in userInfo", at: field.location)
            }
            return kind
        case .plain(let fields):
            guard let sender, let senderField else {
                if messages, let field = fields.first(where: { $0.place == .object }) {
                    diagnostics.error(
                        "field '\(field.name)' of case '\(caseName)' cannot have 'in: object': the case has "
                            + "'messages: true', and a Foundation message carries no object", at: field.location)
                }
                return kind
            }
            var problem = false
            if let field = fields.first(where: { $0.place == .object }) {
                problem = true
                diagnostics.error(
                    "case '\(caseName)' cannot have both a sender and a field with 'in: object': a notification has "
                        + "one object" + (fromNotifier ? " (the case inherits its notifier's 'sender')" : ""),
                    at: fromNotifier ? field.location : sender.location,
                    hint: fromNotifier ? "give the case 'sender: none'" : "remove 'sender', or 'in: object'",
                    notes: fromNotifier
                        ? inheritedNote : [.init(message: "field '\(field.name)' is here", location: field.location)])
            }
            if let field = fields.first(where: { $0.name == "sender" }) {
                problem = true
                diagnostics.error(
                    "case '\(caseName)' has a sender, which its payload holds as 'sender'; rename the field "
                        + "'sender'", at: field.location,
                    notes: [.init(message: "the 'sender' is here", location: sender.location)])
            }
            if messages {
                problem = true
                diagnostics.error(
                    "case '\(caseName)' cannot have a sender: it has 'messages: true', and a Foundation message "
                        + "carries no sender", at: senderLocation,
                    hint: fromNotifier ? "give the case 'sender: none'" : "remove 'sender', or 'messages: true'",
                    notes: inheritedNote)
            }
            return problem ? kind : .plain([senderField] + fields)
        }
    }
}

extension DiagnosticBag {
    /// An error with notes that point elsewhere, then a location-free hint.
    fileprivate mutating func error(
        _ message: String, at location: SourceLocation, hint: String, notes: [Diagnostic.Note]
    ) {
        error(message, at: location, notes: notes + [.init(message: hint, location: nil)])
    }
}
