/// What a template tag names: text, a flag, a list, or an object whose keys are looked up in turn.
///
/// A section (`{{#key}}`) renders when the value is truthy: non-empty text, `true`, a non-empty list (once per
/// element) or an object; an inverted section (`{{^key}}`) when it is not. Inside a section the value is the innermost
/// context, so `{{.}}` prints a text and `{{key}}` looks in an object first, then in the contexts around it.
enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case texts([String])
    case objects([TemplateObject])
    case object(TemplateObject)
}

/// A context a template looks keys up in: one of the `…Context` classes of `Rendering/`, answering each key its
/// class declares (`TemplateKeyTable`) without reflection and without a search.
///
/// A class to derive from, not a protocol: the render holds the contexts of its stack unretained (`ContextStack`),
/// and a method of a class is called through an unretained reference without a retain, where calling a protocol's
/// method through an unowned existential retained and released the context at every lookup (2.9 million pairs for
/// 1,000 notifiers). Every subclass is final and holds only constants, hence `@unchecked Sendable`.
class TemplateObject: @unchecked Sendable {
    /// The context's class, whose declarations say which keys it answers; nil for a context of none of the
    /// classes (the template engine's own tests).
    class var contextClass: TemplateContextClass? { nil }

    /// Every key the context answers, in the order the reference lists them.
    final class var keys: [TemplateKey] { contextClass?.keys ?? [] }

    /// Hands the value of `key` to `result` (`result.text(name)`, `result.flag(isLast)`, …) and returns true, or
    /// returns false when the context has no such key (the lookup then goes on outwards). Each context class
    /// overrides it with its table's lookup (`TemplateKeyTable.hand`).
    func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool { false }

    /// The value of `key`, or nil when the context has no such key.
    final func value(for key: TemplateKey) -> TemplateValue? {
        TemplateLookup.keeping { lookup(key, &$0) }
    }
}
