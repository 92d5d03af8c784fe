import ArgumentParser
import Foundation
import NotigenCore

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

    func run() throws {
        let printer = diagnostics.printer
        let url = URL(fileURLWithPath: path)
        if !force && FileManager.default.fileExists(atPath: url.path) {
            throw printer.failed("\(path) exists; pass --force to replace it", file: path)
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(StarterSpec.text(path: path).utf8).write(to: url, options: .atomic)
        } catch {
            throw printer.failed("\(path): cannot write (\(error.localizedDescription))", file: path)
        }
        if !quiet {
            print("wrote \(path); generate Swift from it with: notigen \(path) --output Generated")
        }
        printer.succeeded()
    }
}
