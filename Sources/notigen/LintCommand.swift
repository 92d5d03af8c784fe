import ArgumentParser
import NotigenCore

/// `notigen lint SPEC...`: validates specs, each on its own and against each other, and writes nothing.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate specs without generating anything (no templates needed).",
        discussion: "Reports every error of every spec, as generate does; exits 1 when there is any.")

    @Argument(help: "The spec files to check.", completion: .file(extensions: ["yaml", "yml"]))
    var specs: [String]

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let printer = diagnostics.printer
        let validation = Generator.validate(try SpecReader.sources(specs, printer: printer))
        guard validation.succeeded else {
            let count = validation.diagnostics.count
            throw printer.failed(validation, summary: "\(count) error\(count == 1 ? "" : "s")")
        }
        if !quiet {
            for spec in specs { print("valid \(spec)") }
        }
        printer.succeeded(validation)
    }
}
