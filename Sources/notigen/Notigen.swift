import ArgumentParser
import NotigenCore

/// The `notigen` command: `generate` (the default, so `notigen SPEC...` generates), `lint`, `init`, `runtime`,
/// `import`, `templates`,
/// `audit` and `map`.
struct Notigen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notigen",
        abstract: "Generate typed Swift notifications from a YAML spec.",
        discussion: """
            Examples:
              notigen specs/user.yaml
              notigen specs/*.yaml -o Sources/App/Generated --depfile .build/notigen.d
              notigen specs/*.yaml --output Sources/App/Generated --check
              notigen specs/user.yaml --templates MyTemplates
              notigen lint specs/*.yaml --diagnostics-format json
              notigen init specs/notifications.yaml
              notigen runtime --output Vendor/NotigenRuntime
              notigen templates --output BuildSupport/Templates
              notigen import Sources/App --output specs/app.yaml --report import.json
              notigen audit Sources/App --spec specs/app.yaml --baseline .notigen-audit.json
              notigen map Sources/App --spec specs/app.yaml --output map.html
              notigen --generate-completion-script zsh > _notigen
            """,
        version: Generator.version,
        subcommands: [
            GenerateCommand.self, LintCommand.self, InitCommand.self, RuntimeCommand.self, ImportCommand.self,
            TemplatesCommand.self, AuditCommand.self, MapCommand.self,
        ],
        defaultSubcommand: GenerateCommand.self
    )
}

/// The process's entry: a plain generation's command line is read by `GenerateArgumentScanner`, every other by
/// ArgumentParser (`Notigen.main()`); either way the run and its errors are the same.
@main
enum NotigenMain {
    static func main() {
        guard let request = GenerateArgumentScanner.request(Array(CommandLine.arguments.dropFirst())) else {
            Notigen.main()
            return
        }
        do {
            try request.runAndExit()
        } catch {
            Notigen.exit(withError: error)
        }
    }
}
