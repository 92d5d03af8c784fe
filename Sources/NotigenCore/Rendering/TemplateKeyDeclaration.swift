/// What a key is, whatever context answers it: its name, its kind (which the checks of an override,
/// `TemplateChecker`, and the context dump read) and its meaning (which the reference of the keys,
/// `docs/TEMPLATES.md`, prints). A key that several contexts answer is declared once, as a `TemplateKeyInfo`
/// constant (`TemplateKeyInfo+Shared.swift`), so that it means one thing everywhere.
struct TemplateKeyInfo: Equatable, Sendable {
    let name: String
    let kind: TemplateKeyKind
    /// One sentence, with an example where it helps.
    let meaning: String
}

/// One key of a context class, declared in one place: its name, kind and meaning (`info`), and how a context of the
/// class hands its value over (`hand`: `{ $1.text($0.name) }`). Each class lists its declarations in its
/// `keyTable`; the keys tags resolve to (`TemplateKey`), the lookups, the checks of an override, the context dump
/// and the reference of the keys are all made from those tables.
struct TemplateKeyDeclaration<Context: TemplateObject>: Sendable {
    /// A thin function (no context, nothing to retain): a closure value would be retained and released at every
    /// lookup, 28 M pairs for 1,000 notifiers (callgrind).
    typealias Hand = @convention(thin) (Context, inout TemplateLookup) -> Void

    let info: TemplateKeyInfo
    /// Hands the value to a lookup (`TemplateLookup`), borrowing the context's text rather than copying it out.
    let hand: Hand

    /// A key that several context classes answer, with its shared name, kind and meaning.
    static func shared(
        _ info: TemplateKeyInfo, _ hand: Hand
    ) -> Self {
        Self(info: info, hand: hand)
    }

    /// A text that is never empty.
    static func text(
        _ name: String, _ meaning: String, _ hand: Hand
    ) -> Self {
        Self(info: TemplateKeyInfo(name: name, kind: .text, meaning: meaning), hand: hand)
    }

    /// A text that may be empty.
    static func optionalText(
        _ name: String, _ meaning: String, _ hand: Hand
    ) -> Self {
        Self(info: TemplateKeyInfo(name: name, kind: .optionalText, meaning: meaning), hand: hand)
    }

    /// `true` or `false`.
    static func flag(
        _ name: String, _ meaning: String, _ hand: Hand
    ) -> Self {
        Self(info: TemplateKeyInfo(name: name, kind: .flag, meaning: meaning), hand: hand)
    }

    /// A list of texts.
    static func texts(
        _ name: String, _ meaning: String, _ hand: Hand
    ) -> Self {
        Self(info: TemplateKeyInfo(name: name, kind: .texts, meaning: meaning), hand: hand)
    }

    /// A list of contexts of the class `element`.
    static func list(
        _ name: String, of element: TemplateContextClass, _ meaning: String,
        _ hand: Hand
    ) -> Self {
        Self(info: TemplateKeyInfo(name: name, kind: .list(element), meaning: meaning), hand: hand)
    }
}

/// The keys of one context class, in the order the reference lists them, and the lookup made from them: a tag's
/// key says where the class declares it (`TemplateKey.slot(in:)`), so that a lookup is an index and one call.
struct TemplateKeyTable<Context: TemplateObject>: Sendable {
    let context: TemplateContextClass
    let declarations: [TemplateKeyDeclaration<Context>]

    init(_ context: TemplateContextClass, _ declarations: [TemplateKeyDeclaration<Context>]) {
        self.context = context
        self.declarations = declarations
    }

    /// What each key is, in order.
    var infos: [TemplateKeyInfo] { declarations.map(\.info) }

    /// Hands the value of `key` in `object` to `result` and returns true, or returns false when the class does not
    /// answer `key` (the lookup then goes on outwards): what each context's `lookup(_:_:)` does.
    @inline(__always)
    func hand(_ object: Context, _ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        guard let slot = key.slot(in: context) else { return false }
        declarations.withUnsafeBufferPointer { $0[slot].hand(object, &result) }
        return true
    }
}
