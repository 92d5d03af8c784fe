/// Turns a validated `Model` into the template contexts: names escaped, types and literals printed, choices made
/// into flags, and the synthesized doc texts. It writes no Swift syntax and no line breaks: the templates write the
/// declarations, and the layout pass (`Layout/LineBreaker`) breaks what is longer than a line.
enum ContextBuilder {
    static func notifier(_ notifier: Notifier, access: AccessLevel) -> NotifierContext {
        var payloads: [PayloadContext] = []
        let cases = notifier.cases.enumerated().map { index, notificationCase in
            caseContext(notificationCase, of: notifier, isFirst: index == 0, payloads: &payloads)
        }
        // Written only for a notifier without `doc:`.
        var doc: String {
            "The notifications of `\(notifier.name)`: post them with `\(notifier.name).post(_:)`, observe them with "
                + "`\(notifier.name).observe(_:)`, `\(notifier.name).notifications(_:)` or "
                + "`\(notifier.name).addObserver(_:)`."
        }
        return NotifierContext(
            notifier, access: access, docLines: summary(notifier.doc, or: doc), cases: cases, payloads: payloads)
    }

    /// One case; appends the structs it declares to `payloads`.
    ///
    /// Hygiene: every name the templates refer to is module-qualified in type positions (`Swift.Void`,
    /// `NotigenRuntime.NotigenKey`), and expressions start only with `Self`, `self`, an implicit member (`.init(…)`)
    /// or a parameter, so that no notifier, case or field name can capture them: a parameter named `Foundation` or a
    /// case named like the notifier changes nothing.
    private static func caseContext(
        _ notificationCase: NotificationCase, of notifier: Notifier, isFirst: Bool, payloads: inout [PayloadContext]
    ) -> CaseContext {
        // A synthesized doc text about the case: `before`, then `Notifier.case` (the backquotes are in `before` and
        // `after`), then `after`.
        func aboutCase(_ before: String, _ after: String) -> String {
            .concatenating(before, notifier.name, ".", notificationCase.name, after)
        }
        // The case's doc, read once for the case and its payload.
        let written = docText(notificationCase.doc)
        let deprecated = deprecation(notificationCase.deprecated)
        var fields = FieldList.empty
        var successFields = FieldList.empty
        var failureFields = FieldList.empty
        let onMainActor = notificationCase.hasMainActorPayload
        func append(_ name: String, doc: [String], _ list: FieldList, isFailure: Bool = false, hashable: Bool) {
            payloads.append(
                PayloadContext(
                    typeName: name, docLines: doc, deprecated: deprecated, isFirst: payloads.isEmpty,
                    isFailure: isFailure, underlyingIsOptional: isFailure && notificationCase.underlyingIsOptional,
                    isHashable: hashable, isMainActor: onMainActor, fields: list,
                    condition: notificationCase.condition ?? ""))
        }
        switch notificationCase.kind {
        case .plain(let plain):
            fields = FieldList(plain)
            if !plain.isEmpty {
                let doc = written.isEmpty ? [aboutCase("What `", "` carries.")] : written
                append(
                    GeneratedNames.typeBase(case: notificationCase.name), doc: doc, fields, hashable: isHashable(plain))
            }
        case .result(let success, let failure):
            successFields = FieldList(success)
            failureFields = FieldList(failure)
            if !success.isEmpty {
                let doc = [aboutCase("What `", "` delivers when it succeeds.")]
                append(
                    GeneratedNames.successType(case: notificationCase.name), doc: doc, successFields,
                    hashable: isHashable(success))
            }
            let doc =
                !failure.isEmpty
                ? aboutCase("Why `", "` failed: its fields, and the underlying error if there is one.")
                : notificationCase.underlyingIsOptional
                    ? aboutCase("Why `", "` failed: the underlying error if there is one.")
                    : aboutCase("Why `", "` failed: the underlying error.")
            append(
                GeneratedNames.failureType(case: notificationCase.name), doc: [doc], failureFields, isFailure: true,
                hashable: false)
        }
        return CaseContext(
            notificationCase, of: notifier, isFirst: isFirst,
            docLines: written.isEmpty ? [aboutCase("`", "` was posted.")] : written, isMainActorPayload: onMainActor,
            fields: fields,
            successFields: successFields, failureFields: failureFields)
    }

    /// Whether every field's type is known to be `Hashable`.
    private static func isHashable(_ fields: [Field]) -> Bool {
        fields.allSatisfy(\.isKnownHashable)
    }

    /// The deprecation message as a string literal, or nothing.
    static func deprecation(_ message: String?) -> String {
        message.map(SwiftNaming.stringLiteral) ?? ""
    }

    /// The lines of a doc text as a doc comment holds them, without the `///` (empty for a blank line).
    static func docText(_ doc: String?) -> [String] {
        // A plain line is its own text, not written into a comment line and cut out of it again.
        if let doc, !doc.isEmpty, SwiftNaming.isPlainDocLine(doc) { return [doc] }
        return SwiftNaming.docComment(doc).map { line in
            guard line.utf8.count > 3 else { return "" }
            // The text after `/// ` starts with an ASCII byte (or is empty): it starts a character there, and is cut
            // by bytes, without counting characters.
            let text = line.utf8.dropFirst(4)
            if text.first.map({ $0 < 0x80 }) ?? true, let cut = String(text) { return cut }
            return String(line.dropFirst(line.count > 3 ? 4 : 3))
        }
    }

    /// The spec's `doc:` (kept as written), else `synthesized`, as doc lines.
    static func summary(_ doc: String?, or synthesized: @autoclosure () -> String) -> [String] {
        let written = docText(doc)
        return written.isEmpty ? [synthesized()] : written
    }
}
