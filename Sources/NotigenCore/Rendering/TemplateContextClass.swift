/// The context classes a template can be inside, as values: what the checks of an override (`TemplateChecker`), the
/// context dump (`TemplateContextDump`) and the reference of the keys (`TemplateReference`) reason about without an
/// instance.
enum TemplateContextClass: Int, CaseIterable, Sendable {
    case file, `import`, notifier, `case`, payload, field, fieldVariant, message

    /// The class's name, as the documentation and the diagnostics call it: `CaseContext`.
    var name: String {
        switch self {
        case .file: "FileContext"
        case .import: "ImportContext"
        case .notifier: "NotifierContext"
        case .case: "CaseContext"
        case .payload: "PayloadContext"
        case .field: "FieldContext"
        case .fieldVariant: "FieldVariantContext"
        case .message: "MessageContext"
        }
    }

    /// What each key the class answers is, in the order the reference lists them: the class's `keyTable`.
    var declarations: [TemplateKeyInfo] {
        switch self {
        case .file: FileContext.keyTable.infos
        case .import: ImportContext.keyTable.infos
        case .notifier: NotifierContext.keyTable.infos
        case .case: CaseContext.keyTable.infos
        case .payload: PayloadContext.keyTable.infos
        case .field: FieldContext.keyTable.infos
        case .fieldVariant: FieldVariantContext.keyTable.infos
        case .message: MessageContext.keyTable.infos
        }
    }

    /// The keys the class answers, in the order the reference lists them.
    var keys: [TemplateKey] {
        declarations.compactMap { TemplateKey.named($0.name) }
    }

    /// What `key` is in this class, or nil when the class does not answer it.
    func declaration(of key: TemplateKey) -> TemplateKeyInfo? {
        key.slot(in: self).map { declarations[$0] }
    }

    /// What a template sees it in: the template it is the outermost context of, or the sections that enter it.
    var seenBy: String {
        switch self {
        case .file: "`file.mustache`"
        case .notifier: "`notifier.mustache` and the partials it includes"
        default:
            TemplateKey.allCases.filter { key in
                Self.allCases.contains { $0.declaration(of: key)?.kind.element == self }
            }
            .map { "`{{#\($0.name)}}`" }.joined(separator: ", ")
        }
    }

    /// The context a template is rendered in: `file.mustache` in a file's, `notifier.mustache` in a notifier's; the
    /// other templates are partials, which see the contexts of the tag that includes them.
    static func root(of template: String) -> TemplateContextClass? {
        switch template {
        case "file": .file
        case "notifier": .notifier
        default: nil
        }
    }
}

/// What a key's value is, which decides what a tag and a section over it do.
enum TemplateKeyKind: Equatable, Sendable {
    /// A text that is never empty: `{{key}}` prints it; a section over it would always render.
    case text
    /// A text that may be empty (a condition, a deprecation message): `{{#key}}` renders when it is not empty, with
    /// the text as `{{.}}`.
    case optionalText
    /// `true` or `false`: `{{#key}}` renders when it is true, `{{^key}}` when it is false.
    case flag
    /// A list of texts: `{{#key}}` renders once per text, with the text as `{{.}}`.
    case texts
    /// A list of contexts of one class: `{{#key}}` renders once per element, inside it.
    case list(TemplateContextClass)

    /// The class of a list's elements.
    var element: TemplateContextClass? {
        if case .list(let element) = self { element } else { nil }
    }

    /// The kind as the reference of the keys names it.
    var name: String {
        switch self {
        case .text: "text"
        case .optionalText: "text, may be empty"
        case .flag: "flag"
        case .texts: "list of texts"
        case .list(let element): "list of \(element.name)"
        }
    }
}
