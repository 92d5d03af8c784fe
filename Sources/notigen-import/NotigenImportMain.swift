/// The executable's entry: `notigen import` runs it with its own arguments (`ImportCommand`), `notigen audit` with
/// `--audit` first (`AuditCommand`), `notigen map` with `--map` (`MapCommand`). A flag, not a subcommand name, so that `notigen import audit` still imports a
/// folder named `audit`.
@main
enum NotigenImportMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == AuditCommand.flag {
            AuditCommand.main(Array(arguments.dropFirst()))
        } else if arguments.first == MapCommand.flag {
            MapCommand.main(Array(arguments.dropFirst()))
        } else {
            ImportCommand.main(arguments)
        }
    }
}
