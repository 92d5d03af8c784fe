/// The typed values the templates see: every name escaped, every type and literal printed, every choice a flag, so
/// that the templates write all of the Swift (declarations, bodies, attributes, doc comments) and the code writes
/// none. `file.mustache` sees a `FileContext`; the notifier templates a `NotifierContext` and, inside its sections,
/// `CaseContext`, `PayloadContext` and `FieldContext`. Each class answers its documented `keys` by a switch
/// (`TemplateObject`); `TemplateKeyTests` checks that the templates use every key and name no other.
final class FileContext: TemplateObject, @unchecked Sendable {
    override class var keys: [TemplateKey] {
        [
            .specFileName, .generatedHeader, .lintDirectives, .importAccess, .imports, .notigenVersion,
            .runtimeRequirement, .notifiers,
        ]
    }

    let specFileName: String
    /// The header line tools recognise generated files by (`GeneratedHeader`), which
    /// `file.mustache` must write (`TemplateChecker`).
    let generatedHeader: String
    /// Whether the file starts with the directives that make SwiftLint and swift-format skip it (below its header
    /// line); false when the spec says `lintDirectives: false`.
    let lintDirectives: Bool
    /// `public `, `package ` or nothing: the modifier of the imports a public or package spec needs under
    /// `InternalImportsByDefault`, where a plain import is internal. Without that feature a plain import is already
    /// public, and the modifier would only add Swift's warnings (a `package import` makes every plain import of the
    /// module elsewhere in the target ambiguous; a `public import` of a module no public declaration uses is unused).
    let importAccess: String
    /// The spec's `imports:`.
    let imports: [ImportContext]
    /// The notigen version that generated the file, `0.5.0`.
    let notigenVersion: String
    /// The member of `NotigenLinkedRuntime` that exists only in runtimes that run this file: `SupportsNotigen_0_5_0`.
    let runtimeRequirement: String
    /// Each notifier as rendered by `notifier.mustache` (notifiers are rendered in parallel).
    let notifiers: [String]

    /// The lists of contexts as the template engine takes them, converted once (converting a typed array on every
    /// lookup cost more than keeping the converted one).
    private let importsObjects: [TemplateObject]

    init(model: Model, notifiers: [String]) {
        self.specFileName = model.specFileName
        self.generatedHeader = GeneratedHeader.line(specFileName: model.specFileName)
        self.lintDirectives = model.lintDirectives
        self.importAccess = model.access.modifier
        self.imports = model.imports.map { ImportContext(module: $0, providesTypes: Self.mayProvideTypes($0, model)) }
        self.notigenVersion = Generator.version
        self.runtimeRequirement = "SupportsNotigen_" + Generator.version.replacingOccurrences(of: ".", with: "_")
        self.notifiers = notifiers
        self.importsObjects = self.imports
    }

    override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        switch key {
        case .specFileName: result.text(specFileName)
        case .generatedHeader: result.text(generatedHeader)
        case .lintDirectives: result.flag(lintDirectives)
        case .importAccess: result.text(importAccess)
        case .imports: result.objects(importsObjects)
        case .notigenVersion: result.text(notigenVersion)
        case .runtimeRequirement: result.text(runtimeRequirement)
        case .notifiers: result.texts(notifiers)
        default: return false
        }
        return true
    }

    /// Whether a field type can come from `module`: one written with its module (`Models.User`), or one that is not
    /// a standard type and written without a module. Swift warns about a `public import` (or `package import`) that
    /// no public declaration uses, so a module no field can use is imported plainly; for an unqualified type notigen
    /// cannot know which module declares it.
    private static func mayProvideTypes(_ module: String, _ model: Model) -> Bool {
        let name = module.split(separator: ".").first.map(String.init) ?? module
        let qualifiers = Set(model.imports.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
        return model.notifiers.contains { notifier in
            notifier.cases.contains { notificationCase in
                notificationCase.fields.contains { field in
                    field.userRoots.contains { $0.name == name || !qualifiers.contains($0.name) }
                }
            }
        }
    }
}

/// A module of the spec's `imports:`.
final class ImportContext: TemplateObject, @unchecked Sendable {
    override class var keys: [TemplateKey] { [.module, .providesTypes] }

    let module: String
    /// Whether a field's type may come from it, so that a public or package spec imports it with `importAccess`.
    let providesTypes: Bool

    init(module: String, providesTypes: Bool) {
        self.module = module
        self.providesTypes = providesTypes
    }

    override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        switch key {
        case .module: result.text(module)
        case .providesTypes: result.flag(providesTypes)
        default: return false
        }
        return true
    }
}
