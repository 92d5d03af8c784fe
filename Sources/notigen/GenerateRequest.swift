import ArgumentParser
import Foundation
import NotigenCore
import NotigenFiles

/// What one `notigen [generate]` run is asked to do, as plain values: made by `GenerateCommand` from ArgumentParser's
/// parse, or by `GenerateArgumentScanner` from a plain build-step command line. Reads specs, runs the core, then
/// writes the outputs that changed, checks them (`--check`), lists them (`--dry-run`) or prints one (`--stdout`).
struct GenerateRequest: Equatable {
    var specs: [String] = []
    var output = "Generated"
    var templatesFolder: String?
    var depfile: String?
    var mode: GenerateCommand.Mode?
    var prune = false
    var quiet = false
    var sandbox = false
    var inputFileList: String?
    var outputFileList: String?
    var requireVersion: String?
    var diagnosticsFormat: DiagnosticOptions.Format = .text
    var color: DiagnosticOptions.ColorMode = .auto

    /// Why these options cannot go together (ArgumentParser prints it with the usage), or nil.
    var problem: String? {
        if output.isEmpty { return "--output needs a folder; pass --output . for this one" }
        if depfile?.isEmpty == true { return "--depfile needs the path of a file" }
        if prune && (mode == .check || mode == .stdout), let mode {
            return "--prune removes files of the output folder; it cannot go with \(mode.flag)"
        }
        if mode == .stdout && specs.count != 1 {
            return "--stdout prints the output of one spec; pass exactly one spec"
        }
        if let mode, depfile != nil {
            return "--depfile records a run that writes its outputs; it cannot go with \(mode.flag)"
        }
        if mode == .dryRun || mode == .stdout, let mode, inputFileList != nil || outputFileList != nil {
            return "file lists are written by a run that writes its outputs, or checked by --check; they cannot go "
                + "with \(mode.flag)"
        }
        return nil
    }

    /// What a successful run made: the checked specs (their parses and models) and the generation.
    struct Finished {
        let checked: CheckedSpecs
        let generation: Generation
    }

    /// Runs the generation, then ends the process with status 0 while still holding what the run made: the system
    /// reclaims that memory at once, where releasing the spec's parse, its model and its notifiers object by object
    /// cost 2–3 % of a large run. A thrown error has been reported already (`ExitCode`) or is ArgumentParser's to
    /// print.
    func runAndExit() throws -> Never {
        let finished = try run()
        withExtendedLifetime(finished) { exit(EXIT_SUCCESS) }
    }

    /// Runs the generation; a thrown error has been reported already (`ExitCode`) or is ArgumentParser's to print.
    private func run() throws -> Finished {
        let printer = DiagnosticOptions.printer(format: diagnosticsFormat, color: color)
        if let mismatch = BuildSystemOptions.versionMismatch(requireVersion) { throw printer.failed(mismatch) }
        let xcode = XcodeEnvironment()
        let sandbox = SandboxPolicy(flag: sandbox, xcode: xcode)
        let specs = try self.specs(xcode: xcode, sandbox: sandbox, printer: printer)
        let templates: TemplateLocator.Templates
        do {
            templates = try TemplateLocator.load(override: templatesFolder, listing: !sandbox.isOn)
        } catch {
            throw printer.failed("\(error)")
        }
        let overrides = templates.overrides(templatesFolder)
        if templatesFolder != nil { try Self.check(templates, printer: printer) }
        let unreadable = sandbox.unreadable(specs + overrides)
        guard unreadable.isEmpty else { throw printer.failed(unreadable) }
        // The templates parse on another thread while the specs are read and checked; errors are reported in the
        // order of a run that did one after the other: the templates', then unreadable specs, then the specs'.
        let texts = templates.texts
        let parsing = BackgroundWork { () throws(TemplateError) in try Generator(templates: texts) }
        let read = SpecReader.sources(specs)
        let checked = read.problems.isEmpty ? Generator.check(read.sources) : nil
        let generator: Generator
        do {
            generator = try parsing.value()
        } catch {
            let file = templates.files[error.template]?.path
            throw printer.failed((file.map { $0 + ": " } ?? "") + error.message, file: file)
        }
        guard let checked else { throw printer.failed(read.problems) }
        let generation = generator.generate(checked)
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
        printer.succeeded(generation)
        return Finished(checked: checked, generation: generation)
    }

    /// Checks an override's templates (`TemplateLocator.Templates.check`): warns of a version mark of another
    /// notigen, and stops the run on any error, before a spec is read.
    static func check(_ templates: TemplateLocator.Templates, printer: DiagnosticPrinter) throws {
        let (errors, warnings) = templates.check()
        for warning in warnings { printer.warn(warning.message, file: warning.file) }
        guard errors.isEmpty else {
            let sources = Dictionary(
                templates.texts.compactMap { name, text in templates.files[name].map { ($0.relativePath, text) } }
            ) { first, _ in first }
            let count = errors.count
            throw printer.failed(
                errors, sources: sources,
                summary: "\(count) error\(count == 1 ? "" : "s") in the templates; nothing written")
        }
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
