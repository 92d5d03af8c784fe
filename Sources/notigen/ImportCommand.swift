import ArgumentParser
import Foundation

/// `notigen import PATH...`: runs `notigen-import`, installed beside notigen, with the same arguments. The importer
/// links swift-syntax; keeping it in its own executable keeps that out of every other notigen run.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Write a spec (and a report) from an app's existing NotificationCenter code (see notigen import --help).",
        discussion: "Runs notigen-import, installed beside notigen; every argument is passed on.")

    @Argument(
        parsing: .captureForPassthrough, help: "Arguments of notigen-import (`notigen import --help` lists them).")
    var arguments: [String] = []

    func run() throws {
        try Self.execImporter(arguments)
    }

    /// Replaces this process with `notigen-import` (beside this binary) run with `arguments`.
    static func execImporter(_ arguments: [String]) throws {
        guard let binary = Executable.url?.deletingLastPathComponent().appendingPathComponent("notigen-import").path,
            FileManager.default.isExecutableFile(atPath: binary)
        else {
            throw ValidationError(
                "notigen-import is not installed beside notigen (make install puts both in PREFIX/bin; "
                    + "swift build builds both)")
        }
        let argv = [binary] + arguments
        let cArguments = argv.map { strdup($0) } + [nil]
        execv(binary, cArguments)
        throw ValidationError("cannot run \(binary): \(String(cString: strerror(errno)))")
    }
}
