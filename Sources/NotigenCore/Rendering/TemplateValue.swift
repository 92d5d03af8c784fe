/// What a template tag names: text, a flag, a list, or an object whose keys are looked up in turn.
///
/// A section (`{{#key}}`) renders when the value is truthy: non-empty text, `true`, a non-empty list (once per
/// element) or an object; an inverted section (`{{^key}}`) when it is not. Inside a section the value is the innermost
/// context, so `{{.}}` prints a text and `{{key}}` looks in an object first, then in the contexts around it.
enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case texts([String])
    case objects([any TemplateObject])
    case object(any TemplateObject)
}

/// A context a template looks keys up in: one of the `…Context` classes of `Rendering/`, answering each of its
/// `keys` without reflection, by a switch over `TemplateKey`.
protocol TemplateObject: AnyObject, Sendable {
    /// Every key the context answers, in the order the documentation lists them.
    static var keys: [TemplateKey] { get }
    /// The value of `key`, or nil when the context has no such key (the lookup then goes on outwards).
    func value(for key: TemplateKey) -> TemplateValue?
}
