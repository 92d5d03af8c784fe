import ArgumentParser

/// `notigen runtime --output DIR`: writes the NotigenRuntime module's sources, which generated code imports, for
/// builds without SwiftPM; checks them (`--check`) or lists them (`--dry-run`).
struct RuntimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runtime",
        abstract: "Write the sources of the NotigenRuntime module, for builds without SwiftPM.",
        discussion: """
            Generated code imports the module NotigenRuntime. A SwiftPM package depends on the NotigenRuntime \
            library of the notigen package; any other build (an Xcode project, Bazel, vendored sources) compiles \
            the folder this writes as a module named NotigenRuntime. The sources are copied byte for byte from the \
            installation, atomically and only when their content changed; other files in the folder are left \
            alone. Run it again after updating notigen.
            """)

    /// What to do with the runtime's sources instead of writing them.
    enum Mode: String, EnumerableFlag {
        case check, dryRun

        static func help(for value: Mode) -> ArgumentHelp? {
            switch value {
            case .check:
                return "Write nothing; exit 1 and print a unified diff when any source is out of date or missing."
            case .dryRun: return "Write nothing; list the files that would be written."
            }
        }
    }

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The folder to write the runtime's sources to (required).", valueName: "dir"),
        completion: .directory)
    var output: String

    @Flag var mode: Mode?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let printer = diagnostics.printer
        let files: [TextFile]
        do {
            files = try RuntimeLocator.load()
        } catch {
            throw printer.failed("\(error)")
        }
        let folder = OutputFolder(path: output, quiet: quiet, printer: printer)
        switch mode {
        case .check: try folder.check(files, hint: "run notigen runtime without --check to update it")
        case .dryRun: try folder.list(files)
        case nil: try folder.write(files)
        }
        printer.succeeded()
    }
}
