/// Where a context hands the value of a key (`TemplateObject.lookup(_:_:)`): kept, for a section or a caller of
/// `value(for:)`, or appended to a render's output at once, for a tag that prints it (`{{name}}`).
///
/// Appending at once is what a tag needs, and it borrows the text from the context that holds it. Returning it as a
/// `TemplateValue` copied it out, which retained and released its storage: about 1.6 million atomic pairs for 1,000
/// notifiers. It holds two pointers and nothing to release, so that a lookup costs no more than the call.
struct TemplateLookup {
    /// The output a printing tag appends to; nil when the value is kept.
    private let output: UnsafeMutablePointer<ByteBuffer>?
    /// Uninitialized memory the value is kept in; nil when it is printed.
    private let kept: UnsafeMutablePointer<TemplateValue>?

    /// A lookup that keeps the value in `kept`: uninitialized memory, valid while the lookup is used, that the one
    /// call a context makes when it has the key initializes.
    init(keepingIn kept: UnsafeMutablePointer<TemplateValue>) {
        self.output = nil
        self.kept = kept
    }

    /// A lookup that prints the value into `output`, as `{{name}}` does: a text as it is, a flag as `true` or
    /// `false`, nothing for a list or an object. `output` must stay valid while the lookup is used.
    init(printingInto output: UnsafeMutablePointer<ByteBuffer>) {
        self.output = output
        self.kept = nil
    }

    /// The value `lookup` hands over when it returns true, kept in temporary memory; nil when it returns false.
    static func keeping(_ lookup: (inout TemplateLookup) -> Bool) -> TemplateValue? {
        withUnsafeTemporaryAllocation(of: TemplateValue.self, capacity: 1) { kept in
            guard let value = kept.baseAddress else { return nil }
            var result = TemplateLookup(keepingIn: value)
            return lookup(&result) ? value.move() : nil
        }
    }

    mutating func text(_ text: String) {
        if let output { output.pointee.append(text) } else { kept?.initialize(to: .text(text)) }
    }

    mutating func flag(_ flag: Bool) {
        if let output { output.pointee.append(flag ? "true" : "false") } else { kept?.initialize(to: .flag(flag)) }
    }

    mutating func texts(_ texts: [String]) {
        kept?.initialize(to: .texts(texts))
    }

    mutating func objects(_ objects: [TemplateObject]) {
        kept?.initialize(to: .objects(objects))
    }

    mutating func object(_ object: TemplateObject) {
        kept?.initialize(to: .object(object))
    }
}
