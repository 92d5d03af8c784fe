/// The contexts a render is inside, the innermost last: the objects of the sections entered, and the texts of
/// sections over texts (`{{.}}` prints the innermost).
///
/// An object is held without a reference count (`Unmanaged`): what holds it while its section renders is the value
/// the section looked up (or, for the outermost context, the caller of the render), so walking the stack for every
/// tag retains and releases nothing. (A strong reference retained each context it asked, about 300,000 times per
/// 100 notifiers; an `unowned(unsafe)` one still did, around each call of `value(for:)`.)
struct ContextStack {
    private enum Entry {
        case object(Unmanaged<TemplateObject>)
        /// A text, or another value a section entered.
        case value(TemplateValue)
    }

    private var entries: [Entry] = []

    /// A stack of `values`, the innermost last; the caller keeps every object of `values` alive while the stack
    /// is used.
    init(_ values: [TemplateValue]) {
        entries.reserveCapacity(max(values.count, 8))
        for value in values { push(value) }
    }

    /// Enters `value`, which the caller keeps alive until the matching `pop()`.
    mutating func push(_ value: TemplateValue) {
        if case .object(let object) = value {
            entries.append(.object(Unmanaged.passUnretained(object)))
        } else {
            entries.append(.value(value))
        }
    }

    mutating func pop() {
        entries.removeLast()
    }

    /// The innermost context, what `.` names.
    var innermost: TemplateValue? {
        switch entries.last {
        case .object(let object): .object(object.takeUnretainedValue())
        case .value(let value): value
        case nil: nil
        }
    }

    /// Prints the value of `key` in the innermost object that has it into `output`, as a tag of one key does
    /// (`TemplateLookup`): a text is appended from the context that holds it, not copied out of it.
    func print(_ key: TemplateKey, into output: UnsafeMutablePointer<ByteBuffer>) {
        var result = TemplateLookup(printingInto: output)
        _ = lookUp(key, &result)
    }

    /// The value of `key` in the innermost object that has it.
    func firstValue(for key: TemplateKey) -> TemplateValue? {
        TemplateLookup.keeping { lookUp(key, &$0) }
    }

    /// Hands the value of `key` in the innermost object that has it to `result`; false when no object has it.
    private func lookUp(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        entries.withUnsafeBufferPointer { entries in
            var index = entries.count
            while index > 0 {
                index -= 1
                // Called on the unretained reference as it is: no retain around the call.
                if case .object(let object) = entries[index],
                    object._withUnsafeGuaranteedRef({ $0.lookup(key, &result) })
                {
                    return true
                }
            }
            return false
        }
    }
}
