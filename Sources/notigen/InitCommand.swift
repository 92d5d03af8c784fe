import ArgumentParser
import NotigenCore
import NotigenFiles

/// `notigen init [PATH]`: writes a commented starter spec that passes validation.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter spec.",
        discussion: "The spec is valid as written and shows every part of format version 1; edit it from there.")

    @Argument(help: "Where to write the spec.", completion: .file(extensions: ["yaml", "yml"]))
    var path = "notifications.yaml"

    @Flag(help: "Replace the file when it exists.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if path.isEmpty { throw ValidationError("the path of the spec to write is empty") }
    }

    func run() throws {
        let printer = diagnostics.printer
        if !force && FileSystem.identity(of: path, following: false) != nil {
            throw printer.failed("\(path) exists; pass --force to replace it", file: path)
        }
        do {
            let file = TextFile(name: path, contents: StarterSpec.text(path: path))
            try OutputWriter.write(file, at: path, folderRole: "the spec's folder")
        } catch {
            throw printer.failed("\(error)", file: path)
        }
        if !quiet {
            print("wrote \(path); generate Swift from it with: notigen \(path) --output Generated")
        }
        printer.succeeded()
    }
}
