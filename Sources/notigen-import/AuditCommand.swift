import ArgumentParser
import Foundation
import NotigenCore
import NotigenFiles
import NotigenImport

/// `notigen audit PATH... --spec SPEC...` (this executable run with `--audit`): for CI once an app has migrated,
/// reports every post or observer by name of a notification a spec declares (outside the spec's `allowUntyped:`
/// paths), every `Notification.Name` made in Swift that no spec declares, and every `userInfo` key posted by name
/// that its case does not have, as `path:line:column: error: …`. With `--baseline FILE`, only findings the file does
/// not hold fail (a missing file is written with today's findings).
struct AuditCommand: ParsableCommand {
    /// The first argument that makes this executable audit instead of import.
    static let flag = "--audit"

    static let configuration = CommandConfiguration(
        commandName: "notigen audit",
        abstract: "Report the code that posts or observes the specs' notifications by name, for CI.",
        discussion: """
            Reads the Swift files and folders given (as notigen import does; generated files are skipped) and the \
            specs, and prints each finding as path:line:column: error: message [rule], the rules being \
            posted-by-name, observed-by-name (outside the specs' allowUntyped: globs), undeclared-name and \
            unknown-key. Exits 1 when any finding is an error. --warn prints warnings and exits 0. \
            --baseline FILE: when FILE does not exist, it is written with today's findings and the run passes; \
            when it exists, only findings it does not hold are reported and fail.
            """,
        version: Generator.version)

    @OptionGroup var sources: SourceOptions

    @Option(
        help: ArgumentHelp("A spec the code must be typed against (repeatable; at least one).", valueName: "spec"),
        completion: .file(extensions: ["yaml", "yml"]))
    var spec: [String] = []

    @Option(help: ArgumentHelp("Accept the findings this file holds; write it when missing.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Print findings as warnings and exit 0 (for a first look, or an Xcode phase that must not fail).")
    var warn = false

    func validate() throws {
        if spec.isEmpty { throw ValidationError("give at least one --spec") }
    }

    func run() throws {
        let progress = ProgressReporter(command: "notigen audit")
        defer { progress.stop() }
        let specSources = try SpecReader.read(spec, failing: fail)
        let checked = Generator.check(specSources)
        guard checked.diagnostics.isEmpty else {
            let texts = Dictionary(specSources.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }) {
                first, _ in first
            }
            FileHandle.standardError.write(Data(DiagnosticRenderer(sources: texts).render(checked.diagnostics).utf8))
            throw fail("the specs do not pass notigen lint (the errors above)")
        }
        let walk = sources.walk()
        for path in walk.missing { throw fail("\(path): no such file or folder") }
        let code = walk.sources
        progress.set("scanning \(code.count) Swift files")
        let rules = AuditRules(
            declared: Generator.declaredNotifications(checked).map {
                AuditRules.Declared(wireName: $0.wireName, notifier: $0.notifier, caseName: $0.caseName, keys: $0.keys)
            },
            allowUntyped: Generator.allowedUntyped(checked).map(\.glob))
        var findings = Auditor.audit(code, rules: rules, prefilter: !sources.parseEveryFile)
        progress.stop()
        let total = findings.count
        if let baseline {
            if let text = try? String(contentsOfFile: baseline, encoding: .utf8) {
                guard let accepted = AuditBaseline.read(text) else {
                    throw fail("\(baseline): not a notigen audit baseline")
                }
                findings = accepted.newFindings(findings)
            } else {
                do {
                    try FileWriter.write([
                        .init(
                            path: baseline, contents: FileText(try AuditBaseline(findings).json()),
                            what: " the baseline")
                    ])
                } catch {
                    throw fail("\(error)")
                }
                FileHandle.standardError.write(
                    Data("notigen audit: wrote \(baseline) with \(total) finding\(total == 1 ? "" : "s")\n".utf8))
                return
            }
        }
        let severity = warn ? "warning" : "error"
        for finding in findings { print(finding.line(severity: severity)) }
        let summary =
            "notigen audit: \(findings.count) \(baseline == nil ? "" : "new ")finding\(findings.count == 1 ? "" : "s")"
            + " in \(code.count) Swift files" + SourceOptions.skippedNote(walk.skipped)
            + (baseline == nil ? "" : " (\(total - findings.count) in the baseline)") + "\n"
        FileHandle.standardError.write(Data(summary.utf8))
        if !findings.isEmpty && !warn { throw ExitCode.failure }
    }

    private func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("notigen audit: error: \(message)\n".utf8))
        return ExitCode.failure
    }
}

/// Reads specs for the audit: each a regular file, as `SpecSource`s.
enum SpecReader {
    static func read(_ paths: [String], failing fail: (String) -> ExitCode) throws -> [SpecSource] {
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw fail("\(path): cannot read the spec")
            }
            return SpecSource(path: path, bytes: Array(data))
        }
    }
}
