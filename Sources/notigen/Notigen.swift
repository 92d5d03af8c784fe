import ArgumentParser
import Foundation
import NotigenCore

/// The `notigen` command: reads specs, runs the core, writes the files that changed, prints diagnostics.
@main
struct Notigen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notigen",
        abstract: "Generate typed Swift notifications from a YAML spec.",
        discussion: """
            Each spec becomes one Swift file in the output folder, named after the spec (specs/user.yaml → \
            user.swift), plus NotigenSupport.swift, shared by all of them. Files are written only when their \
            content changed. On any error in any spec nothing is written and the exit code is 1.

            Examples:
              notigen specs/user.yaml
              notigen specs/*.yaml --output Sources/App/Generated
              notigen specs/user.yaml --templates MyTemplates
            """,
        version: "0.1.0"
    )

    @Argument(
        help: "The spec files to generate from (YAML, format version 1).",
        completion: .file(extensions: ["yaml", "yml"]))
    var specs: [String]

    @Option(name: .shortAndLong, help: "The folder to write the generated files to.", completion: .directory)
    var output = "Generated"

    @Option(help: "A folder of Mustache templates replacing the installed ones.", completion: .directory)
    var templates: String?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let generator: Generator
        do {
            let folder = try TemplateLocator.folder(override: templates)
            generator = try Generator(templates: TemplateLocator.load(from: folder))
        } catch {
            throw fail("\(error)")
        }
        var sources: [SpecSource] = []
        for path in specs {
            do {
                sources.append(SpecSource(path: path, bytes: try SpecReader.read(path)))
            } catch {
                throw fail("\(error)")
            }
        }
        let generation = generator.generate(sources)
        guard generation.succeeded else {
            FileHandle.standardError.write(Data(generation.renderedDiagnostics.utf8))
            let count = generation.diagnostics.count
            FileHandle.standardError.write(Data("\(count) error\(count == 1 ? "" : "s"); nothing written\n".utf8))
            throw ExitCode.failure
        }
        let results: [(name: String, wrote: Bool)]
        do {
            results = try OutputWriter.write(generation.files, to: output)
        } catch {
            throw fail("\(error)")
        }
        if !quiet {
            for result in results {
                print("\(result.wrote ? "wrote" : "unchanged") \(output)/\(result.name)")
            }
        }
    }

    private func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("notigen: error: \(message)\n".utf8))
        return ExitCode.failure
    }
}
