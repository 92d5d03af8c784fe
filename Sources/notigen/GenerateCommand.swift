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

    /// The run these arguments ask for, as plain values (`GenerateArgumentScanner` makes the same from a plain
    /// command line without ArgumentParser).
    var request: GenerateRequest {
        GenerateRequest(
            specs: specs, output: output, templatesFolder: templatesFolder, depfile: depfile, mode: mode, prune: prune,
            quiet: quiet, sandbox: buildSystem.sandbox, inputFileList: buildSystem.inputFileList,
            outputFileList: buildSystem.outputFileList, requireVersion: buildSystem.requireVersion,
            diagnosticsFormat: diagnostics.diagnosticsFormat, color: diagnostics.color)
    }

    func validate() throws {
        if let problem = request.problem { throw ValidationError(problem) }
    }

    func run() throws {
        try request.runAndExit()
    }
}
