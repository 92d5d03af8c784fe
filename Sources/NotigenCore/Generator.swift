import Mustache

/// The pipeline: spec text → YAML nodes → validated `Model` → template context → Swift files.
/// It does no file I/O: the caller reads specs and templates and writes the files.
public struct Generator: Sendable {
    /// The templates a template folder must hold, by name (file name without `.mustache`).
    public static let templateNames = ["file", "notifier", "support"]

    private let library: MustacheLibrary

    /// Compiles the templates once; `templates` maps each name in `templateNames` to its text.
    public init(templates: [String: String]) throws(TemplateError) {
        var library = MustacheLibrary()
        for name in Self.templateNames {
            guard let text = templates[name] else {
                throw TemplateError(template: name, message: "the template '\(name).mustache' is missing")
            }
            do {
                try library.register(text, named: name)
            } catch {
                throw TemplateError(template: name, message: "the template '\(name).mustache' does not parse: \(error)")
            }
        }
        self.library = library
    }

    /// Checks specs without rendering them (`notigen lint`): every diagnostic of every spec and across them,
    /// sorted; no templates needed.
    public static func validate(_ specs: [SpecSource]) -> Generation {
        let checked = check(specs)
        return Generation(files: [], diagnostics: checked.diagnostics, renderer: checked.renderer)
    }

    /// Generates one file per spec plus the shared support file, or, when any spec has an error, no files and
    /// every diagnostic of every spec, sorted.
    public func generate(_ specs: [SpecSource]) -> Generation {
        let (models, diagnostics, renderer) = Self.check(specs)
        guard diagnostics.isEmpty else {
            return Generation(files: [], diagnostics: diagnostics, renderer: renderer)
        }
        let jobs = models.flatMap { _, model in model.notifiers.map { ($0, model.access) } }
        let library = self.library
        let rendered = ParallelMap.map(jobs) { notifier, access in
            library.render(ContextBuilder.notifier(notifier, access: access), withTemplate: "notifier") ?? ""
        }
        var next = rendered.makeIterator()
        var files = models.map { spec, model in
            let notifiers = model.notifiers.map { _ in next.next() ?? "" }
            let context = FileContext(specFileName: model.specFileName, imports: model.imports, notifiers: notifiers)
            return GeneratedFile(
                name: GeneratedFile.name(for: spec), contents: render(context, "file"), specPath: spec.path,
                templateNames: ["file", "notifier"])
        }
        files.append(
            GeneratedFile(
                name: GeneratedFile.supportFileName, contents: render(FileContext.empty, "support"),
                templateNames: ["support"]))
        return Generation(files: files, diagnostics: [], renderer: renderer)
    }

    /// Parses and validates every spec, then checks them against each other when each is valid on its own.
    private static func check(
        _ specs: [SpecSource]
    ) -> (models: [(spec: SpecSource, model: Model)], diagnostics: [Diagnostic], renderer: DiagnosticRenderer) {
        var diagnostics: [Diagnostic] = []
        var models: [(spec: SpecSource, model: Model)] = []
        for spec in specs {
            let parsed = YAMLParser.parse(spec.bytes, file: spec.path)
            diagnostics += parsed.diagnostics
            guard parsed.diagnostics.isEmpty else { continue }
            let validated = SpecValidator.validate(parsed.root, file: spec.path)
            diagnostics += validated.diagnostics
            if let model = validated.model { models.append((spec, model)) }
        }
        if diagnostics.isEmpty {
            diagnostics = RunValidator.check(models)
        }
        let renderer = DiagnosticRenderer(sources: Dictionary(specs.map { ($0.path, $0.text) }) { first, _ in first })
        return (models, diagnostics.sorted(), renderer)
    }

    private func render(_ context: FileContext, _ template: String) -> String {
        library.render(context, withTemplate: template) ?? ""
    }
}

extension FileContext {
    /// The context of the support file, which depends on no spec.
    static let empty = FileContext(specFileName: "", imports: [], notifiers: [])
}
