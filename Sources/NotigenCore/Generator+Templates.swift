/// What the CLI needs of the templates besides rendering them: `notigen templates` (the roles, the version mark,
/// the context dump) and the checks of a `--templates` override.
extension Generator {
    /// What each template of `templateNames` writes, as `notigen templates --list` says it.
    public static let templateRoles = [
        "file": "one spec's file: the header, the imports, the runtime check and its notifiers",
        "notifier": "one notifier: its Name enum, observer protocol, registration, keys and events",
        "payload": "a payload, success or failure struct (included by notifier.mustache)",
        "key": "a case's typed key (included by notifier.mustache)",
        "event": "a case's event factories (included by notifier.mustache)",
        "keyholder": "the file-private enum that makes each key once and registers observers (notifier.mustache)",
        "message": "a case's Foundation message (included by notifier.mustache)",
        "observer": "a case's observer method, its name and parameter (included twice by notifier.mustache)",
        "holder": "the key holder as observers reach its cases, an expression (included by notifier.mustache)",
    ]

    /// The diagnostics of an override's templates (`--templates`): tags that name no key or a key no context around
    /// them answers, tags that print nothing, sections that cannot be false, missing or self-including partials, a
    /// file template without its header. `texts` maps each template's name to its text and `paths` to its file.
    public static func checkTemplates(_ texts: [String: String], paths: [String: String]) -> [Diagnostic] {
        TemplateChecker.check(texts, paths: paths)
    }

    /// The names of the partials `text` includes (`{{> name}}`), in order; none when it does not parse.
    public static func partials(in text: String) -> [String] {
        guard let nodes = try? TemplateParser(text, template: "").parse() else { return [] }
        return TemplateSet.partials(nodes)
    }

    /// The notigen version a template was written for, from the mark `notigen templates --output` puts on its first
    /// line; nil when it has none.
    public static func templateVersion(of text: String) -> String? {
        guard let line = text.split(separator: "\n", maxSplits: 1).first, line.hasPrefix(versionMarkPrefix) else {
            return nil
        }
        return line.dropFirst(versionMarkPrefix.count).split(separator: " ", maxSplits: 1).first.map(String.init)
    }

    /// `text` with this version's mark on its first line (in place of another version's).
    public static func markedTemplate(_ text: String) -> String {
        var body = Substring(text)
        if templateVersion(of: text) != nil, let end = body.firstIndex(of: "\n") {
            body = body[body.index(after: end)...]
        }
        return versionMarkPrefix + version
            + " template: notigen warns when another version reads it (notigen templates --context). }}\n" + body
    }

    /// How the version mark, a Mustache comment alone on its line (so it renders as nothing), starts.
    private static let versionMarkPrefix = "{{! notigen "

    /// The contexts the templates see for `checked` (specs that validated), as JSON: the file's and each notifier's,
    /// or with `notifier` that notifier's alone; nil when no notifier of the specs has that name.
    public static func contextDump(_ checked: CheckedSpecs, notifier: String? = nil) -> String? {
        var notifiers: [(name: String, json: String)] = []
        var files: [String] = []
        for (_, model) in checked.models {
            let names = model.notifiers.map { "\($0.name): as notifier.mustache renders it (see \"notifiers\")" }
            files.append(TemplateContextDump.json(FileContext(model: model, notifiers: names)))
            for each in model.notifiers where notifier == nil || each.name == notifier {
                notifiers.append(
                    (each.name, TemplateContextDump.json(ContextBuilder.notifier(each, access: model.access))))
            }
        }
        if notifier != nil { return notifiers.first?.json }
        func indented(_ json: String) -> String {
            json.dropLast().split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
        }
        return "{\n  \"files\": [\n    " + files.map(indented).joined(separator: ",\n    ")
            + "\n  ],\n  \"notifiers\": [\n    "
            + notifiers.map { indented($0.json) }.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    /// The names of the notifiers of `checked`, in the specs' order.
    public static func notifierNames(_ checked: CheckedSpecs) -> [String] {
        checked.models.flatMap { $0.model.notifiers.map(\.name) }
    }

    /// `; did you mean 'x'?` for the one of `candidates` nearest `name`, or nothing.
    public static func suggestion(for name: String, among candidates: [String]) -> String {
        TemplateChecker.suggestion(for: name, among: candidates)
    }

    /// The reference of every template context and key, as Markdown (`docs/TEMPLATES.md`).
    public static func templateReference() -> String {
        TemplateReference.markdown(version: version)
    }
}
