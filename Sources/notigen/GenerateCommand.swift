import ArgumentParser
import Foundation
import NotigenCore

/// `notigen [generate] SPEC...`: reads specs, runs the core, then writes the outputs that changed, checks them
/// (`--check`), lists them (`--dry-run`) or prints one (`--stdout`).
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift from specs (the default subcommand: `notigen SPEC...` runs it).",
        discussion: """
            Each spec becomes one Swift file in the output folder, named after the spec (specs/user.yaml → \
            user.swift); the files import the NotigenRuntime module (see `notigen runtime`). Files are written \
            atomically and only when their content changed. On any error in any spec nothing is written and the \
            exit code is 1. --check also fails on files in the output folder that notigen generated from specs \
            not given (their header says so); --prune removes them. In an Xcode Run Script phase with no spec \
            given, the specs are the phase's input files that end in .yaml or .yml.
            """)

    /// What to do with the generated files instead of writing them.
    enum Mode: String, EnumerableFlag {
        case check, dryRun, stdout

        static func help(for value: Mode) -> ArgumentHelp? {
            switch value {
            case .check:
                return "Write nothing; exit 1 and print a unified diff when any output is out of date or missing."
            case .dryRun: return "Write nothing; list the files that would be written."
            case .stdout: return "Write nothing; print the output of the one spec given to standard output."
            }
        }

        /// The flag as typed on the command line.
        var flag: String { self == .dryRun ? "--dry-run" : "--" + rawValue }
    }

    @Argument(
        help: ArgumentHelp(
            "The spec files to generate from (YAML, format version 1); in an Xcode Run Script phase, by default "
                + "the phase's input files ending in .yaml or .yml."),
        completion: .file(extensions: ["yaml", "yml"]))
    var specs: [String] = []

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The folder to write the generated files to.", valueName: "dir"),
        completion: .directory)
    var output = "Generated"

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp(
            "A folder of Mustache templates overriding the installed ones; each template it lacks comes from the "
                + "installation.", valueName: "dir"),
        completion: .directory)
    var templatesFolder: String?

    @Option(
        help: ArgumentHelp(
            "After a successful run, write a make dependency file: the outputs and this file depend on the specs, "
                + "the templates used and the notigen binary.", valueName: "file"),
        completion: .file())
    var depfile: String?

    @Flag var mode: Mode?

    @Flag(
        help: ArgumentHelp(
            "Remove the files in the output folder that notigen generated (their header says so) from specs that "
                + "are not given; with --dry-run, list them."))
    var prune = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @OptionGroup var buildSystem: BuildSystemOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output needs a folder; pass --output . for this one") }
        if depfile?.isEmpty == true { throw ValidationError("--depfile needs the path of a file") }
        if prune && (mode == .check || mode == .stdout), let mode {
            throw ValidationError("--prune removes files of the output folder; it cannot go with \(mode.flag)")
        }
        if mode == .stdout && specs.count != 1 {
            throw ValidationError("--stdout prints the output of one spec; pass exactly one spec")
        }
        if let mode, depfile != nil {
            throw ValidationError("--depfile records a run that writes its outputs; it cannot go with \(mode.flag)")
        }
        if mode == .dryRun || mode == .stdout, let mode,
            buildSystem.inputFileList != nil || buildSystem.outputFileList != nil
        {
            throw ValidationError(
                "file lists are written by a run that writes its outputs, or checked by --check; they cannot go "
                    + "with \(mode.flag)")
        }
    }

    func run() throws {
        let printer = diagnostics.printer
        if let mismatch = buildSystem.versionMismatch() { throw printer.failed(mismatch) }
        let xcode = XcodeEnvironment()
        let sandbox = SandboxPolicy(flag: buildSystem.sandbox, xcode: xcode)
        let specs = try self.specs(xcode: xcode, sandbox: sandbox, printer: printer)
        let templates: TemplateLocator.Templates
        do {
            templates = try TemplateLocator.load(override: templatesFolder, listing: !sandbox.isOn)
        } catch {
            throw printer.failed("\(error)")
        }
        let overrides = templates.overrides(templatesFolder)
        let unreadable = sandbox.unreadable(specs + overrides)
        guard unreadable.isEmpty else { throw printer.failed(unreadable) }
        let generator: Generator
        do {
            generator = try Generator(templates: templates.texts)
        } catch {
            let file = templates.files[error.template]?.path
            throw printer.failed((file.map { $0 + ": " } ?? "") + error.message, file: file)
        }
        let generation = generator.generate(try SpecReader.sources(specs, printer: printer))
        guard generation.succeeded else {
            let count = generation.diagnostics.count
            throw printer.failed(generation, summary: "\(count) error\(count == 1 ? "" : "s"); nothing written")
        }
        let folder = OutputFolder(path: output, quiet: quiet, printer: printer)
        let lists = fileLists(generation.files, specs: specs, templates: overrides)
        switch mode {
        case .stdout:
            print(generation.files[0].contents, terminator: "")
        case .check:
            try folder.check(
                generation.files, hint: "run notigen without --check to regenerate", orphans: !sandbox.isOn,
                lists: lists.map { ($0.path, $0.file) })
        case .dryRun:
            try folder.list(generation.files, prune: prune)
        case nil:
            try write(generation.files, lists: lists, to: folder, specs: specs, templates: templates, sandbox: sandbox)
        }
        printer.succeeded()
    }

    /// Writes the outputs that changed, the file lists that changed and the depfile, all or nothing (the depfile
    /// is rendered first, so that a path make cannot read stops the run before anything is written), and with
    /// `--prune` removes orphans. A sandboxed run first checks that it may write every one of them.
    private func write(
        _ files: [GeneratedFile], lists: [OutputWriter.ExtraFile], to folder: OutputFolder, specs: [String],
        templates: TemplateLocator.Templates, sandbox: SandboxPolicy
    ) throws {
        let dependencies = try depfile.map { path in
            OutputWriter.ExtraFile(
                path: path,
                file: TextFile(
                    name: path, contents: try depfileText(path, files, templates: templates, folder.printer)),
                what: " the depfile", always: true)
        }
        let extras = lists + (dependencies.map { [$0] } ?? [])
        let unwritable = sandbox.unwritable(files.map { OutputPath.join(output, $0.name) } + extras.map(\.path))
        guard unwritable.isEmpty else { throw folder.printer.failed(unwritable) }
        try folder.write(
            files, extras: extras, specs: specs, prune: prune,
            temporaryFolder: sandbox.isOn ? sandbox.temporaryFolder : nil)
    }

    /// The depfile at `path`: each output depends on its spec, the templates it was rendered with and this binary.
    private func depfileText(
        _ path: String, _ files: [GeneratedFile], templates: TemplateLocator.Templates, _ printer: DiagnosticPrinter
    ) throws -> String {
        let binary = Executable.url.map { [$0.path] } ?? []
        let rules = files.map { file in
            Depfile.Rule(
                output: OutputPath.join(output, file.name),
                inputs: [file.specPath] + file.templateNames.compactMap { templates.files[$0]?.path }
                    + binary)
        }
        do {
            return try Depfile(path: path, rules: rules).render()
        } catch {
            throw printer.failed("\(path): \(error)", file: path)
        }
    }
}
