/// The typed values the Mustache templates see: every name escaped, every type and literal already printed,
/// so that templates only loop and substitute. `file.mustache` sees a `FileContext`.
///
/// The contexts are immutable classes: swift-mustache casts the object it looks a tag up in to its protocols for
/// every tag, and casting a class reference costs a fraction of copying a struct of a dozen strings into an
/// existential box.
final class FileContext: Sendable {
    let specFileName: String
    /// The comment lines that make SwiftLint and swift-format skip the file, below its header line; none when the
    /// spec says `lintDirectives: false`.
    let lintDirectives: [String]
    /// The import lines: Foundation, the runtime (with its SPI for generated code) and the spec's `imports:`, each
    /// with the access level the spec's declarations need (see `importLines`), except a module of `imports:` that no
    /// field type can come from (see `mayProvideTypes`).
    let imports: [String]
    /// The notigen version that generated the file, `0.3.0`.
    let notigenVersion: String
    /// The member of `NotigenLinkedRuntime` that exists only in runtimes that run this file:
    /// `SupportsNotigen_0_3_0`.
    let runtimeRequirement: String
    /// Each notifier as rendered by `notifier.mustache` (notifiers are rendered in parallel).
    let notifiers: [String]

    init(model: Model, notifiers: [String]) {
        self.specFileName = model.specFileName
        self.lintDirectives = model.lintDirectives ? ["// swiftlint:disable all", "// swift-format-ignore-file"] : []
        self.imports = Self.importLines(model)
        self.notigenVersion = Generator.version
        self.runtimeRequirement = "SupportsNotigen_" + Generator.version.replacingOccurrences(of: ".", with: "_")
        self.notifiers = notifiers
    }

    /// The import lines. An internal spec imports plainly. A public or package spec needs `public import`
    /// (`package import`) only under `InternalImportsByDefault`, where a plain import is internal: without it a
    /// plain import is already public, and the modifier would only add Swift's warnings, that a `package import`
    /// makes every plain import of the module elsewhere in the target ambiguous, and that a `public import` of a
    /// module no public declaration uses is unused (notigen cannot know which module declares an unqualified type).
    private static func importLines(_ model: Model) -> [String] {
        func lines(_ modifier: String) -> [String] {
            ["\(modifier)import Foundation", "@_spi(NotigenGenerated) \(modifier)import NotigenRuntime"]
                + model.imports.map { "\(mayProvideTypes($0, model) ? modifier : "")import \($0)" }
        }
        guard model.access != .internal else { return lines("") }
        let indented = { (lines: [String]) in lines.map { "    " + $0 } }
        return ["#if hasFeature(InternalImportsByDefault)"] + indented(lines(model.access.modifier)) + ["#else"]
            + indented(lines("")) + ["#endif"]
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
                    field.type.userRoots.contains { $0.name == name || !qualifiers.contains($0.name) }
                }
            }
        }
    }
}

/// One notifier, what `notifier.mustache` sees: its namespace enum, payload types, observer protocol, keys and
/// events, and the file-private key holder.
final class NotifierContext: Sendable {
    let name: String
    /// `public `, `package ` or nothing.
    let access: String
    let docLines: [String]
    /// The `@available(*, deprecated, …)` line, when the notifier is deprecated; empty otherwise.
    let deprecation: [String]
    /// Whether every observer of the notifier is isolated to the main actor.
    let isMain: Bool
    /// `UserManagerObserver`.
    let observerProtocol: String
    /// The file-private enum holding the notifier's keys: `NotigenKeys_UserManager`.
    let keysHolder: String
    /// `NotigenCases_UserManager`, the file-private protocol through which `addObserver` and `notigenVisitCases`
    /// reach deprecated cases; empty when the notifier has none (or is deprecated itself).
    let casesProtocol: [String]
    /// How `addObserver` and `notigenVisitCases` name the holder: itself, or as its cases protocol.
    let casesTable: String
    let cases: [CaseContext]
    /// The cases whose observers are not isolated, which get a `NotigenKey`.
    let keys: [CaseContext]
    /// The cases whose observers are isolated to the main actor, which get a `NotigenMainKey`.
    let mainKeys: [CaseContext]
    let payloads: [PayloadContext]
    let results: [ResultContext]
    /// The key holder's `userInfo` decoders and encoders and its registration functions, printed.
    let holderFunctions: String
    /// The key holder's members: one key per case, made once, printed.
    let holderKeys: String
    /// Every case's name literal, for an `allCases` written out: Swift synthesizes none for an enum with a
    /// deprecated case. Empty when it is synthesized.
    let allCases: [String]

    init(
        name: String, access: String, docLines: [String], deprecation: [String], isMain: Bool,
        keysHolder: String, casesProtocol: [String], cases: [CaseContext], payloads: [PayloadContext],
        results: [ResultContext], holderFunctions: String, holderKeys: String, allCases: [String]
    ) {
        self.name = name
        self.access = access
        self.docLines = docLines
        self.deprecation = deprecation
        self.isMain = isMain
        self.observerProtocol = name + "Observer"
        self.keysHolder = keysHolder
        self.casesProtocol = casesProtocol
        self.casesTable = casesProtocol.first.map { "(\(keysHolder).self as any \($0).Type)" } ?? keysHolder
        self.cases = cases
        self.keys = cases.filter { !$0.isMainKey }
        self.mainKeys = cases.filter(\.isMainKey)
        self.payloads = payloads
        self.results = results
        self.holderFunctions = holderFunctions
        self.holderKeys = holderKeys
        self.allCases = allCases
    }
}

/// The `Result` alias of a merged success/failure case.
final class ResultContext: Sendable {
    let name: String
    let caseName: String
    let successType: String
    let failureType: String
    /// The `@available(*, deprecated, …)` line, when its case is deprecated.
    let deprecation: [String]

    init(name: String, caseName: String, successType: String, failureType: String, deprecation: [String]) {
        self.name = name
        self.caseName = caseName
        self.successType = successType
        self.failureType = failureType
        self.deprecation = deprecation
    }
}
