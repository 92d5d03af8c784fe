import ArgumentParser
import Foundation
import NotigenCore
import NotigenFiles

/// `notigen templates`: the templates as a product. `--output DIR` writes this version's templates to start an
/// override from, each marked with the version it was written for; `--list` lists them; `--context SPEC` prints
/// the contexts a spec gives them (every key with its value, as JSON); `--check DIR` checks an override as a
/// generation would, without a spec.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Copy out, list, check or explain the templates that write the generated code.",
        discussion: """
            Examples:
              notigen templates --output BuildSupport/Templates
              notigen templates --list
              notigen templates --reference > docs/TEMPLATES.md
              notigen templates --context specs/user.yaml --notifier UserManager
              notigen templates --check BuildSupport/Templates

            A --templates folder may hold only the templates it changes, and partials of its own: any .mustache \
            file a template includes with {{> name}}. Every generation with --templates checks the folder as \
            --check does: a tag that names no key, or a key that no context around it answers, a tag that prints \
            nothing, a section that is always true, a partial that does not exist, and a file template without \
            {{generatedHeader}} are errors at the tag's line and column. A template marked for another notigen \
            version gets a warning. docs/TEMPLATES.md lists every key.
            """)

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write this version's templates into the folder (created if needed), each marked with the version.",
            valueName: "dir"),
        completion: .directory)
    var output: String?

    @Flag(help: "With --output, replace templates the folder already holds with other contents.")
    var force = false

    @Flag(help: "List the templates: name, file and what each writes.")
    var list = false

    @Flag(help: "Print the reference of every context and key the templates can name, as Markdown.")
    var reference = false

    @Option(
        help: ArgumentHelp("Print the contexts the spec gives the templates, as JSON.", valueName: "spec"),
        completion: .file(extensions: ["yaml", "yml"]))
    var context: String?

    @Option(help: ArgumentHelp("With --context, print only this notifier's context.", valueName: "name"))
    var notifier: String?

    @Option(
        help: ArgumentHelp("Check a --templates folder without generating anything.", valueName: "dir"),
        completion: .directory)
    var check: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        let modes = [output != nil, list, reference, context != nil, check != nil].filter { $0 }.count
        guard modes == 1 else {
            throw ValidationError("Give exactly one of --output, --list, --reference, --context and --check.")
        }
        if notifier != nil, context == nil { throw ValidationError("--notifier needs --context.") }
        if force, output == nil { throw ValidationError("--force needs --output.") }
    }

    func run() throws {
        let printer = diagnostics.printer
        let templates: TemplateLocator.Templates
        do {
            templates = try TemplateLocator.load(override: check)
        } catch {
            throw printer.failed("\(error)")
        }
        if let output {
            try write(templates, to: output, printer: printer)
        } else if list {
            for name in Generator.templateNames {
                let path = templates.files[name]?.path ?? "?"
                print("\(name).mustache\t\(path)\t\(Generator.templateRoles[name] ?? "")")
            }
        } else if reference {
            print(Generator.templateReference(), terminator: "")
        } else if let context {
            try dump(spec: context, printer: printer)
        } else {
            try GenerateRequest.check(templates, printer: printer)
        }
        printer.succeeded()
    }

    /// Writes the installed templates, marked, into `folder`; refuses to replace a file with other contents
    /// unless `--force`, so that a team's edits are never lost to a second run.
    private func write(_ templates: TemplateLocator.Templates, to folder: String, printer: DiagnosticPrinter) throws {
        let files = Generator.templateNames.map { name in
            TextFile(name: name + ".mustache", contents: Generator.markedTemplate(templates.texts[name] ?? ""))
        }
        if !force {
            let edited = files.filter { file in
                let path = OutputPath.join(folder, file.name)
                // Only a file holds a team's edits; a device or a named pipe is written through, never read.
                guard FileSystem.kind(of: path) == .regularFile, let data = FileManager.default.contents(atPath: path)
                else { return false }
                return String(decoding: data, as: UTF8.self) != file.contents
            }
            guard edited.isEmpty else {
                throw printer.failed(
                    edited.map { file in
                        let path = OutputPath.join(folder, file.name)
                        return (path, "\(path): already holds a template with other contents; --force replaces it")
                    })
            }
        }
        try OutputFolder(path: folder, quiet: false, printer: printer).write(files)
    }

    /// Prints the contexts of the spec at `path`, or its errors.
    private func dump(spec path: String, printer: DiagnosticPrinter) throws {
        let sources = try SpecReader.sources([path], printer: printer)
        let checked = Generator.check(sources)
        guard checked.diagnostics.isEmpty else {
            let generation = Generator.validate(sources)
            let count = generation.diagnostics.count
            throw printer.failed(generation, summary: "\(count) error\(count == 1 ? "" : "s")")
        }
        guard let json = Generator.contextDump(checked, notifier: notifier) else {
            let names = Generator.notifierNames(checked)
            throw printer.failed(
                "\(path): no notifier named '\(notifier ?? "")'"
                    + Generator.suggestion(for: notifier ?? "", among: names)
                    + "; its notifiers are \(names.joined(separator: ", "))", file: path)
        }
        print(json, terminator: "")
    }
}
