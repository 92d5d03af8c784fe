/// The reference of the template contexts (`notigen templates --reference`, kept as `docs/TEMPLATES.md`), made from
/// the contexts' own declarations: each context class, what sees it, and each of its keys with its kind and
/// meaning (the class's `keyTable`, `TemplateKeyDeclaration`), an example value (from `exampleSpec`) and the keys of the
/// contexts around it that it shadows.
enum TemplateReference {
    /// The spec the examples come from: every context class, every kind of case.
    static let exampleSpec = """
        notigen: 1
        access: public
        imports: [AccountModels]
        notifiers:
          UserManager:
            doc: Owns the signed-in user.
            sender: Session
            cases:
              didLogin:
                doc: A user signed in.
                payload:
                  user: { type: String, doc: The user's name. }
                  unread: { type: Int, default: 0 }
                  region: { type: "String?", if: "os(iOS)" }
              didLogout: { sender: none, deprecated: Use didSignOut. }
              login:
                sender: none
                name: { success: UserManager.loginSucceeded, failure: UserManager.loginFailed }
                result:
                  success: { token: String }
                  failure: { code: Int }
              didSync:
                sender: none
                if: DEBUG
                isolation: main
                messages: true
                payload: { count: Int }
        """

    /// The reference, as Markdown.
    static func markdown(version: String) -> String {
        let examples = Self.examples()
        var lines = [
            "# Template contexts",
            "",
            "<!-- Made by `notigen templates --reference` (notigen \(version)) from the contexts' declarations;",
            "     TemplateReferenceTests keeps it up to date: NOTIGEN_RECORD=1 rewrites it. -->",
            "",
            "What each template can name, context by context. Inside a section the innermost context that has a key",
            "answers it, so a key *shadows* the same key of the contexts around it. Kinds: a **text** is never",
            "empty; a **text, may be empty** is empty when there is nothing (a section over it renders when it is",
            "not); a **flag** is `true` or `false`; a **list** renders a section once per element. A section over a",
            "text that is never empty is an error, as is a tag naming no key or a key no context around it answers",
            "(`notigen templates --check`). Examples come from this spec:",
            "",
            "```yaml",
            exampleSpec,
            "```",
        ]
        for context in TemplateContextClass.allCases {
            lines += ["", "## `\(context.name)`", "", "Seen by \(context.seenBy).", ""]
            lines += ["| key | kind | meaning | example | shadows |", "|---|---|---|---|---|"]
            let outer = Self.contextsAround(context)
            for (key, declaration) in zip(context.keys, context.declarations) {
                let shadowed = outer.filter { $0.declaration(of: key) != nil }.map { "`\($0.name)`" }
                let example = examples[ExampleKey(context, key)] ?? ""
                let cells = [
                    "`\(declaration.name)`", declaration.kind.name, declaration.meaning,
                    example.count > 60 ? String(example.prefix(57)) + "…`" : example, shadowed.joined(separator: ", "),
                ]
                lines.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The context classes a context of `context` can be inside, innermost first: those with a list of it, and
    /// theirs in turn.
    static func contextsAround(_ context: TemplateContextClass) -> [TemplateContextClass] {
        var around: [TemplateContextClass] = []
        var pending = [context]
        while let inner = pending.popLast() {
            for outer in TemplateContextClass.allCases
            where !around.contains(outer) && outer.declarations.contains(where: { $0.kind.element == inner }) {
                around.append(outer)
                pending.insert(outer, at: 0)
            }
        }
        return around
    }

    private struct ExampleKey: Hashable {
        let context: TemplateContextClass
        let key: TemplateKey
        init(_ context: TemplateContextClass, _ key: TemplateKey) {
            self.context = context
            self.key = key
        }
    }

    /// The first non-empty (or true) value of each key of each context class in the example spec's contexts.
    private static func examples() -> [ExampleKey: String] {
        let parsed = YAMLParser.parse(Array(exampleSpec.utf8), file: "user.yaml")
        guard let model = SpecValidator.validate(parsed.root, file: "user.yaml").model else { return [:] }
        var examples: [ExampleKey: String] = [:]
        var pending: [TemplateObject] = [FileContext(model: model, notifiers: ["…"])]
        pending += model.notifiers.map { ContextBuilder.notifier($0, access: model.access) }
        while !pending.isEmpty {
            let context = pending.removeFirst()
            guard let contextClass = TemplateContextClass.allCases.first(where: { "\(type(of: context))" == $0.name })
            else { continue }
            for key in contextClass.keys {
                let example: String?
                switch context.value(for: key) {
                case .text(let text): example = text.isEmpty ? nil : code(text)
                case .flag(let flag): example = flag ? "`true`" : nil
                case .texts(let texts): example = texts.first.map { code("[\"\($0)\", …]") }
                case .objects(let objects):
                    pending += objects
                    example = objects.isEmpty ? nil : "\(objects.count) \(type(of: objects[0]))"
                case .object(let object):
                    pending.append(object)
                    example = nil
                case nil: example = nil
                }
                let slot = ExampleKey(contextClass, key)
                if examples[slot] == nil, let example { examples[slot] = example }
            }
        }
        return examples
    }

    /// `text` as Markdown code: between double backticks and spaces when it holds a backtick.
    private static func code(_ text: String) -> String {
        text.contains("`") ? "`` " + text + " ``" : "`" + text + "`"
    }

    /// Text as a Markdown table cell: `|` escaped, and no line break.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
    }
}
