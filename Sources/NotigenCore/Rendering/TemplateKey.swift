/// A key a tag names: one of the names the context classes declare (`TemplateKeyDeclaration`), resolved from the
/// tag's name once, when its template is parsed (`TemplatePath`), so that rendering asks a context by a number, not
/// by a string (comparing the tag's name with each key's string was an eighth of all instructions). A key carries,
/// for each context class, where that class declares it, so that a context finds its declaration with a shift and
/// no search (`TemplateKeyTable.hand`). The keys are exactly the names the classes declare: there is no list of them
/// to keep.
struct TemplateKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's position in `allCases`.
    let index: Int
    /// One byte per context class (by `TemplateContextClass.rawValue`): the key's position in that class's
    /// declarations plus one, or 0 when the class does not answer it.
    private let slots: UInt64

    /// The key's name, as tags write it: `observerProtocol`.
    var name: String { Self.registry.names[index] }

    var description: String { name }

    /// Every key, in the order the context classes declare them (`TemplateContextClass.allCases`, then each class's
    /// declarations), each once.
    static var allCases: [TemplateKey] { registry.keys }

    /// The key named `name`, or nil when no context class declares it.
    static func named(_ name: String) -> TemplateKey? {
        guard let index = registry.indices[name] else { return nil }
        return registry.keys[index]
    }

    /// The key's position in the declarations of `context`, or nil when that class does not answer it.
    @inline(__always)
    func slot(in context: TemplateContextClass) -> Int? {
        let slot = Int(truncatingIfNeeded: slots >> UInt64(context.rawValue &* 8)) & 0xFF
        return slot == 0 ? nil : slot &- 1
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }
    func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// The keys, made once from the context classes' declarations.
    private struct Registry {
        var names: [String] = []
        var keys: [TemplateKey] = []
        /// Each key's index by its name: a dictionary, not a search, since parsing a template resolves every tag.
        var indices: [String: Int] = [:]
    }

    private static let registry: Registry = {
        // A key's slots are one byte per class in a `UInt64`, each class's declarations at most 255.
        precondition(TemplateContextClass.allCases.count <= 8, "a TemplateKey holds the slots of 8 context classes")
        var registry = Registry()
        var slots: [UInt64] = []
        for context in TemplateContextClass.allCases {
            let declarations = context.declarations
            precondition(declarations.count < 256, "\(context.name) declares more than 255 keys")
            for (position, declaration) in declarations.enumerated() {
                // One hash of the name per declaration: it was most of making the registry.
                let index = registry.indices[declaration.name, default: registry.names.count]
                if index == registry.names.count {
                    registry.indices[declaration.name] = index
                    registry.names.append(declaration.name)
                    slots.append(0)
                }
                slots[index] |= UInt64(position + 1) << UInt64(context.rawValue * 8)
            }
        }
        registry.keys = slots.enumerated().map { TemplateKey(index: $0, slots: $1) }
        return registry
    }()
}

/// A tag's dotted name as written, and its keys, resolved when the template is parsed.
struct TemplatePath: Sendable {
    /// The name's parts as written; none for `.`.
    let names: [String]
    /// The offset of the tag's `{{` in the template's bytes, for the checks of an override (`TemplateChecker`).
    let offset: Int
    /// The key of each part; nil when a part is no context's key, so that the tag finds nothing, as a name no
    /// context answers does in Mustache (a section over it does not render, an inverted one does).
    let keys: [TemplateKey]?

    init(_ names: [String], offset: Int = 0) {
        self.names = names
        self.offset = offset
        var keys: [TemplateKey] = []
        keys.reserveCapacity(names.count)
        for name in names {
            guard let key = TemplateKey.named(name) else {
                self.keys = nil
                return
            }
            keys.append(key)
        }
        self.keys = keys
    }
}
