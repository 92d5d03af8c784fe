/// The pipeline: spec text → YAML nodes → validated `Model` → template context → Swift files.
/// It does no file I/O: the caller reads specs and templates and writes the files.
public struct Generator: Sendable {
    /// notigen's version: `notigen --version` prints it, and every generated file requires a runtime that runs
    /// code of this version (`NotigenRuntime.NotigenLinkedRuntime.SupportsNotigen_0_5_0`).
    public static let version = "0.5.0"

    /// The templates a template folder must hold, by name (file name without `.mustache`): `file` around the
    /// notifiers, `notifier` for each, and the partials it includes, one per construct.
    public static let templateNames = [
        "file", "notifier", "payload", "key", "event", "keyholder", "message", "observer", "holder",
    ]

    private let templates: TemplateSet
    /// The names of the templates: `templateNames`, then the partials of an override's own, sorted.
    private let names: [String]

    /// Parses the templates once; `templates` maps each name in `templateNames` to its text, and may hold partials
    /// of an override's own (any template that a template includes).
    public init(templates: [String: String]) throws(TemplateError) {
        for name in Self.templateNames where templates[name] == nil {
            throw TemplateError(template: name, message: "the template '\(name).mustache' is missing")
        }
        self.templates = try TemplateSet(templates)
        self.names = Self.templateNames + templates.keys.filter { !Self.templateNames.contains($0) }.sorted()
    }

    /// Checks specs without rendering them (`notigen lint`): every diagnostic of every spec and across them,
    /// sorted; no templates needed.
    public static func validate(_ specs: [SpecSource]) -> Generation {
        let checked = check(specs)
        return Generation(
            files: [], diagnostics: checked.diagnostics, warnings: checked.warnings, renderer: checked.renderer)
    }

    /// Generates one file per spec, or, when any spec has an error, no files and
    /// every diagnostic of every spec, sorted.
    public func generate(_ specs: [SpecSource]) -> Generation {
        generate(Self.check(specs))
    }

    /// Generates the files of specs already checked (`check`, which needs no templates: a caller may run it while
    /// the templates parse), or, when any has an error, no files and every diagnostic.
    public func generate(_ checked: CheckedSpecs) -> Generation {
        guard checked.diagnostics.isEmpty else {
            return Generation(
                files: [], diagnostics: checked.diagnostics, warnings: checked.warnings, renderer: checked.renderer)
        }
        let files = checked.models.map { spec, model in
            let notifiers = NotifierRenderer(templates: templates, notifiers: model.notifiers, access: model.access)
            return file(GeneratedFile.name(for: spec), spec: spec, model: model, notifiers: notifiers)
        }
        return Generation(files: files, diagnostics: [], warnings: checked.warnings, renderer: checked.renderer)
    }

    /// Parses and validates every spec, then checks them against each other when each is valid on its own.
    public static func check(_ specs: [SpecSource]) -> CheckedSpecs {
        var diagnostics: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var models: [(spec: SpecSource, model: Model)] = []
        var documents: [YAMLNode] = []
        for spec in specs {
            let parsed = YAMLParser.parse(spec.bytes, file: spec.path)
            if let root = parsed.root { documents.append(root) }
            diagnostics += parsed.diagnostics
            guard parsed.diagnostics.isEmpty else { continue }
            let validated = SpecValidator.validate(parsed.root, file: spec.path)
            diagnostics += validated.diagnostics
            warnings += validated.warnings
            if let model = validated.model { models.append((spec, model)) }
        }
        if diagnostics.isEmpty {
            diagnostics = RunValidator.check(models, outputName: GeneratedFile.name(for:))
        }
        let renderer = DiagnosticRenderer(sources: Dictionary(specs.map { ($0.path, $0.text) }) { first, _ in first })
        return CheckedSpecs(
            models: models, diagnostics: diagnostics.sorted(), warnings: warnings.sorted(), renderer: renderer,
            documents: documents)
    }

    /// `file.mustache` around the notifiers, which are rendered only as the file is read: the file template is
    /// rendered with a marker in place of each notifier, then cut at the markers.
    private func file(_ name: String, spec: SpecSource, model: Model, notifiers: NotifierRenderer) -> GeneratedFile {
        let templateNames = names
        let marker = Self.notifierMarker
        let context = FileContext(model: model, notifiers: Array(repeating: String(marker), count: notifiers.count))
        let frame = render(context, "file").split(separator: marker, omittingEmptySubsequences: false)
        guard frame.count == notifiers.count + 1 else {
            // The template places the notifiers other than once each, in order: render it whole.
            let whole = notifiers.render(0..<notifiers.count).map { text in
                text.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            }
            let context = FileContext(model: model, notifiers: whole)
            return GeneratedFile(
                name: name, text: render(context, "file"), specPath: spec.path, templateNames: templateNames)
        }
        return GeneratedFile(
            name: name, frame: frame.map(String.init), notifiers: notifiers, specPath: spec.path,
            templateNames: templateNames)
    }

    /// Stands for a rendered notifier in the file template's output: a Unicode noncharacter. Should the template,
    /// the spec's file name or an import hold one too, the count of pieces tells, and the file is rendered whole.
    private static let notifierMarker: Character = "\u{FFFF}"

    private func render(_ context: FileContext, _ template: String) -> String {
        LineBreaker.layOut(templates.render(template, context))
    }
}

/// Specs parsed and validated, on their own and against each other: the models of the valid ones, every diagnostic
/// (errors and warnings apart) sorted, and the renderer of those diagnostics.
public struct CheckedSpecs: Sendable {
    let models: [(spec: SpecSource, model: Model)]
    public let diagnostics: [Diagnostic]
    /// The warnings, sorted; they do not stop the run.
    public let warnings: [Diagnostic]
    let renderer: DiagnosticRenderer
    /// The specs' parsed YAML documents. Nothing reads them once the models are built: they are kept so that their
    /// memory is freed when the checked specs are, which the CLI never does (it ends the process holding them, and
    /// freeing a large spec's tree node by node cost 2 % of its run).
    let documents: [YAMLNode]
}
