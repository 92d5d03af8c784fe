/// The checks of a `--templates` override, before anything renders: every finding is a diagnostic at the tag's line
/// and column in its template, with a did-you-mean where a near name exists.
///
/// It walks each template from the context it is rendered in (`file.mustache` in a `FileContext`,
/// `notifier.mustache` in a `NotifierContext`), entering sections and partials as rendering does, and reasons about
/// context classes and key kinds (their `keyTable`s' declarations), not values, so that it sees every tag whatever the spec. It
/// finds:
/// - a tag naming no key (a misspelling renders as nothing);
/// - a key that none of the contexts around the tag answers (a `CaseContext` key outside `{{#cases}}`);
/// - a tag that prints nothing (`{{cases}}`, a dotted name, `{{.}}` inside a list of contexts or a flag);
/// - a section over a text that is never empty, which always renders (or, inverted, never);
/// - a partial that is no template, and a partial that includes itself;
/// - a file template that does not write `{{generatedHeader}}`, the line `--check` and `--prune` recognise.
struct TemplateChecker {
    /// What a section pushed: a context whose keys a tag may name, or a value `{{.}}` prints.
    private enum Scope: Hashable {
        case context(TemplateContextClass)
        /// A text (an element of a list of texts, or a text that may be empty) that `{{.}}` prints.
        case text
        /// A flag's section, which pushes nothing a name can find.
        case flag(TemplateKey)
    }

    private let templates: [String: [TemplateNode]]
    private let bytes: [String: [UInt8]]
    private let paths: [String: String]
    private var diagnostics: Set<Diagnostic> = []
    /// The partials already walked with a given stack, so that a partial included from many places with the same
    /// contexts is walked once.
    private var walked: Set<[String]> = []

    /// The diagnostics of `texts` (template name → text), located in `paths` (template name → file path).
    static func check(_ texts: [String: String], paths: [String: String]) -> [Diagnostic] {
        var parsed: [String: [TemplateNode]] = [:]
        var diagnostics: [Diagnostic] = []
        for (name, text) in texts {
            do {
                parsed[name] = try TemplateParser(text, template: name).parse()
            } catch {
                let location = SourceLocation(
                    file: paths[name] ?? name + ".mustache", line: error.line ?? 1, column: error.column ?? 1)
                diagnostics.append(Diagnostic(error.reason, at: location))
            }
        }
        var checker = TemplateChecker(
            templates: parsed, bytes: texts.mapValues { Array($0.utf8) }, paths: paths)
        for name in parsed.keys.sorted() {
            guard let root = TemplateContextClass.root(of: name), let nodes = parsed[name] else { continue }
            checker.walk(nodes, template: name, stack: [.context(root)], including: [name])
        }
        if let file = parsed["file"], !Self.writesHeader(file) {
            checker.report(
                "the file template does not write {{generatedHeader}}, the header line --check and --prune "
                    + "recognise generated files by; write it on a line of its own",
                template: "file", offset: 0)
        }
        return (diagnostics + checker.diagnostics).sorted()
    }

    /// Whether `{{generatedHeader}}` is a tag of the template outside every section.
    private static func writesHeader(_ nodes: [TemplateNode]) -> Bool {
        nodes.contains { node in
            if case .variable(let path) = node, path.names == ["generatedHeader"] { return true }
            return false
        }
    }

    private mutating func walk(_ nodes: [TemplateNode], template: String, stack: [Scope], including: [String]) {
        for node in nodes {
            switch node {
            case .text: break
            case .variable(let path):
                checkVariable(path, template: template, stack: stack)
            case .section(let path, let children, let inverted):
                let pushed = checkSection(path, inverted: inverted, template: template, stack: stack)
                walk(children, template: template, stack: stack + (pushed.map { [$0] } ?? []), including: including)
            case .partial(let name, _, let offset):
                guard let partial = templates[name] else {
                    // A template that does not parse is reported once, where it fails.
                    guard bytes[name] == nil else { continue }
                    let known = templates.keys.sorted()
                    report(
                        "the partial '\(name)' is no template" + Self.suggestion(for: name, among: known),
                        template: template, offset: offset)
                    continue
                }
                guard !including.contains(name) else {
                    report(
                        "the partial '\(name)' includes itself (\((including + [name]).joined(separator: " → ")))",
                        template: template, offset: offset)
                    continue
                }
                let signature = [name] + stack.map { "\($0)" }
                guard walked.insert(signature).inserted else { continue }
                walk(partial, template: name, stack: stack, including: including + [name])
            }
        }
    }

    private mutating func checkVariable(_ path: TemplatePath, template: String, stack: [Scope]) {
        guard let first = path.names.first else {
            switch stack.last {
            case .text: break
            case .flag(let key):
                report(
                    "'{{.}}' inside the section over the flag '\(key.name)' prints 'true'; write the text itself",
                    template: template, offset: path.offset)
            case .context(let context):
                report(
                    "'{{.}}' prints nothing here: it is a \(context.name); name one of its keys",
                    template: template, offset: path.offset)
            case nil:
                break
            }
            return
        }
        guard let (_, declaration) = resolve(first, path: path, template: template, stack: stack) else { return }
        guard path.names.count == 1 else {
            report(
                "'\(path.names.joined(separator: "."))' finds nothing: no key's value is a single context; "
                    + "open a section over '\(first)' instead", template: template, offset: path.offset)
            return
        }
        switch declaration.kind {
        case .text, .optionalText, .flag: break
        case .texts, .list:
            report(
                "'{{\(first)}}' prints nothing: '\(first)' is a \(declaration.kind.name); "
                    + "open a section over it ({{#\(first)}}…{{/\(first)}})", template: template, offset: path.offset)
        }
    }

    /// Checks a section's name and returns what it pushes for the tags inside it (nil for an inverted section,
    /// which renders only where there is nothing to push, or a name that finds nothing).
    private mutating func checkSection(_ path: TemplatePath, inverted: Bool, template: String, stack: [Scope])
        -> Scope?
    {
        guard let first = path.names.first else {
            report("a section needs a name, not '.'", template: template, offset: path.offset)
            return nil
        }
        guard let (key, declaration) = resolve(first, path: path, template: template, stack: stack) else {
            return nil
        }
        guard path.names.count == 1 else {
            report(
                "'\(path.names.joined(separator: "."))' finds nothing: no key's value is a single context",
                template: template, offset: path.offset)
            return nil
        }
        switch declaration.kind {
        case .text:
            report(
                "'\(first)' is a text that is never empty, so a section over it "
                    + (inverted ? "never renders" : "always renders")
                    + "; sections take a flag, a list, or a text that may be empty", template: template,
                offset: path.offset)
            return nil
        case _ where inverted: return nil
        case .optionalText, .texts: return .text
        case .flag: return .flag(key)
        case .list(let element): return .context(element)
        }
    }

    /// The key `name` names and what it is in the innermost context around the tag that answers it (the one a
    /// render asks); otherwise reports why not and returns nil.
    private mutating func resolve(_ name: String, path: TemplatePath, template: String, stack: [Scope])
        -> (TemplateKey, TemplateKeyInfo)?
    {
        let contexts = stack.reversed().compactMap { scope -> TemplateContextClass? in
            if case .context(let context) = scope { context } else { nil }
        }
        let inScope = contexts.flatMap(\.declarations).map(\.name)
        guard let key = TemplateKey.named(name) else {
            let candidates = inScope.isEmpty ? TemplateKey.allCases.map(\.name) : inScope
            report(
                "'\(name)' names no template key" + Self.suggestion(for: name, among: candidates),
                template: template, offset: path.offset)
            return nil
        }
        guard let declaration = contexts.lazy.compactMap({ $0.declaration(of: key) }).first else {
            let owners = TemplateContextClass.allCases.filter { $0.declaration(of: key) != nil }.map(\.name)
            report(
                "'\(name)' is a key of \(owners.joined(separator: " and ")), which this tag is not inside (here: "
                    + contexts.map(\.name).joined(separator: " in ") + ")"
                    + Self.suggestion(for: name, among: inScope), template: template, offset: path.offset)
            return nil
        }
        return (key, declaration)
    }

    private mutating func report(_ message: String, template: String, offset: Int) {
        let (line, column) = TemplateParser.lineAndColumn(of: offset, in: bytes[template] ?? [])
        let location = SourceLocation(file: paths[template] ?? template + ".mustache", line: line, column: column)
        diagnostics.insert(Diagnostic(message, at: location))
    }

    /// `; did you mean 'x'?` for the candidate nearest `name` (case-insensitive edit distance, at most a third of
    /// its length and at least 2), or nothing.
    static func suggestion(for name: String, among candidates: [String]) -> String {
        let lowered = Array(name.lowercased().unicodeScalars)
        let limit = max(2, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates).sorted() {
            guard abs(candidate.unicodeScalars.count - lowered.count) <= limit else { continue }
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best.map { "; did you mean '\($0.name)'?" } ?? ""
    }

    /// Levenshtein distance, in one row of memory.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        var row = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, right) in rhs.enumerated() {
                let substitution = previous + (left == right ? 0 : 1)
                previous = row[j + 1]
                row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
            }
        }
        return row[rhs.count]
    }
}
