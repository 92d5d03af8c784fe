import ArgumentParser
import Foundation
import NotigenCore
import NotigenFiles
import NotigenImport

/// `notigen import PATH...` (this executable, which `notigen import` runs): reads an app's Swift sources and writes a
/// spec of its notifications, a JSON report with the evidence, and with `--rewrite` a diff (or, with `--write`, the
/// edits) moving the post sites to the typed API.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notigen import",
        abstract: "Write a spec (and a report) from an app's existing NotificationCenter code.",
        discussion: """
            Reads the Swift files and folders given (recursively; test folders are skipped unless \
            --include-tests) with swift-syntax. Prints a summary; writes the spec to --output (default: standard \
            output) and the JSON report to --report. Nothing is written when nothing could be imported, and an \
            existing output is replaced only by a complete new one. --rewrite prints a unified diff of the post \
            sites moved to the typed API; --write applies it.
            """,
        version: Generator.version)

    @OptionGroup var sources: SourceOptions

    @Option(help: ArgumentHelp("The spec's module: (the prefix of names notigen makes).", valueName: "name"))
    var module: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the spec here instead of standard output.", valueName: "file.yaml"))
    var output: String?

    @Option(help: ArgumentHelp("Write the JSON report here.", valueName: "file.json"))
    var report: String?

    @Flag(help: "Print a unified diff moving the post sites it fully understands to the typed API.")
    var rewrite = false

    @Flag(help: "With --rewrite: apply the edits to the sources instead of printing them.")
    var write = false

    @Flag(help: "Write the spec even when notigen lint rejects it (to fix it by hand); the exit code is still 1.")
    var keepInvalid = false

    @Flag(name: .shortAndLong, help: "Print the totals only, not every name.")
    var quiet = false

    func validate() throws {
        if write && !rewrite { throw ValidationError("--write applies --rewrite's edits: give --rewrite too") }
        if rewrite && !write && output == nil {
            throw ValidationError("--rewrite prints its diff alone on standard output: give --output for the spec")
        }
        if let module, module.isEmpty { throw ValidationError("--module needs a name") }
    }

    func run() throws {
        let progress = ProgressReporter(command: "notigen import")
        defer { progress.stop() }
        let walk = sources.walk()
        progress.set("scanning \(walk.sources.count) Swift files")
        for path in walk.missing {
            FileHandle.standardError.write(Data("notigen import: \(path): no such file or folder\n".utf8))
        }
        guard !walk.sources.isEmpty else {
            throw fail(
                "no Swift sources found in \(sources.paths.joined(separator: ", "))\(walk.skipped.isEmpty ? "" : " (\(walk.skipped.count) skipped)")"
            )
        }
        let result = Importer.run(
            walk.sources, objectiveC: walk.objectiveC, skipped: walk.skipped,
            options: .init(module: module, rewrite: rewrite, prefilter: !sources.parseEveryFile))
        guard let spec = result.spec else {
            print(SummaryWriter.write(result.report, detailed: false), terminator: "")
            throw fail(
                "no notification names found in \(walk.sources.count) Swift files: nothing to import (no file written)")
        }
        progress.set("checking and writing the spec")
        let validation = Generator.validate([SpecSource(path: output ?? "imported.yaml", bytes: Array(spec.utf8))])
        guard validation.succeeded || keepInvalid else {
            printLintErrors(validation, spec: spec)
            throw fail("the imported spec does not pass notigen lint (the errors above): nothing written")
        }
        progress.stop()
        var outputs: [FileWriter.Write] = []
        if let output { outputs.append(.init(path: output, contents: FileText(spec), what: " the spec")) }
        if let report {
            outputs.append(.init(path: report, contents: FileText(try Self.json(result.report)), what: " the report"))
        }
        if rewrite && write {
            for (path, text) in result.rewrittenFiles.sorted(by: { $0.key < $1.key }) {
                outputs.append(.init(path: path, contents: FileText(text)))
            }
        }
        do {
            // All or nothing, through links to their targets, through devices and named pipes (FileWriter).
            try FileWriter.write(outputs)
        } catch {
            throw fail("\(error)")
        }
        if output == nil { print(spec, terminator: "") }
        let summary = SummaryWriter.write(result.report, detailed: !quiet)
        // With --rewrite, standard output carries the diff alone (or, with --write, nothing but the spec).
        if output == nil || rewrite {
            FileHandle.standardError.write(Data(summary.utf8))
        } else {
            print(summary, terminator: "")
        }
        if rewrite && !write {
            let originals = Dictionary(walk.sources.map { ($0.path, $0.text) }) { first, _ in first }
            for (path, text) in result.rewrittenFiles.sorted(by: { $0.key < $1.key }) {
                let old = originals[path]
                let label = DiffPath.label(path, currentDirectory: FileManager.default.currentDirectoryPath)
                print(
                    UnifiedDiff.render(old: old, new: text, oldLabel: "a/" + label, newLabel: "b/" + label),
                    terminator: "")
            }
        }
        guard validation.succeeded else {
            printLintErrors(validation, spec: spec)
            throw fail(
                "the imported spec does not pass notigen lint (the errors above); written for review (--keep-invalid)")
        }
    }

    private func printLintErrors(_ validation: Generation, spec: String) {
        let texts = [output ?? "imported.yaml": spec]
        FileHandle.standardError.write(Data(DiagnosticRenderer(sources: texts).render(validation.diagnostics).utf8))
    }

    private func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("notigen import: error: \(message)\n".utf8))
        return ExitCode.failure
    }

    static func json(_ report: ImportReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
    }
}
