import ArgumentParser
import Foundation

/// `notigen audit PATH... --spec SPEC...`: runs `notigen-import --audit`, installed beside notigen, with the same
/// arguments. The audit reads the sources with swift-syntax, which only `notigen-import` links.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract:
            "Report code that posts or observes the specs' notifications by name, for CI (see notigen audit --help).",
        discussion: "Runs notigen-import --audit, installed beside notigen; every argument is passed on.")

    @Argument(
        parsing: .captureForPassthrough, help: "Arguments of the audit (`notigen audit --help` lists them).")
    var arguments: [String] = []

    func run() throws {
        try ImportCommand.execImporter(["--audit"] + arguments)
    }
}
