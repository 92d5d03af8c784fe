import ArgumentParser
import Foundation
import NotigenCore

/// Prints a run's errors and warnings on standard error: as the compiler does, or as exactly one JSON document per
/// run (the warnings only, or an empty list, when the run succeeded), so that CI can always parse it. Run by Xcode (`xcode`), a problem with a
/// file prints as `/absolute/path:1:1: error: message`, the form Xcode's issue navigator links to the file, and one
/// without a file as `error: message`.
struct DiagnosticPrinter {
    var json: Bool
    var usesColor: Bool
    var xcode = false

    /// Reports a successful run: its warnings (in text, nothing without one), or a list of them in JSON.
    func succeeded(_ generation: Generation? = nil) {
        let warnings = generation?.warnings ?? []
        if json {
            write(JSONDiagnosticRenderer.render(warnings.map(JSONDiagnosticRenderer.Entry.init)))
        } else if let generation, !warnings.isEmpty {
            var renderer = generation.renderer
            renderer.usesColor = usesColor
            write(renderer.render(warnings))
        }
    }

    /// Reports the diagnostics of specs that did not validate, then `summary` ("2 errors; nothing written").
    func failed(_ generation: Generation, summary: String) -> ExitCode {
        if json {
            write(JSONDiagnosticRenderer.render(generation.allDiagnostics.map(JSONDiagnosticRenderer.Entry.init)))
        } else {
            var renderer = generation.renderer
            renderer.usesColor = usesColor
            write(renderer.render(generation.allDiagnostics) + summary + "\n")
        }
        return ExitCode.failure
    }

    /// Reports diagnostics located in files other than specs (templates), whose texts `sources` maps by path, then
    /// `summary`.
    func failed(_ diagnostics: [Diagnostic], sources: [String: String], summary: String) -> ExitCode {
        if json {
            write(JSONDiagnosticRenderer.render(diagnostics.map(JSONDiagnosticRenderer.Entry.init)))
        } else {
            var renderer = DiagnosticRenderer(sources: sources)
            renderer.usesColor = usesColor
            write(renderer.render(diagnostics) + summary + "\n")
        }
        return ExitCode.failure
    }

    /// Reports a problem that does not stop the run, as `path:1:1: warning: message`; nothing in JSON, whose one
    /// document lists errors only.
    func warn(_ message: String, file: String) {
        guard !json else { return }
        var renderer = DiagnosticRenderer(sources: [:])
        renderer.usesColor = usesColor
        let warning = renderer.paint(DiagnosticRenderer.Style.bold, "warning: ")
        write(DiagnosticRenderer.printable(file) + ":1:1: " + warning + DiagnosticRenderer.printable(message) + "\n")
    }

    /// Reports problems outside the specs' text: unreadable files, templates, outputs out of date. In text, invisible
    /// characters (of file names, mostly) are escaped as in spec diagnostics.
    func failed(_ problems: [(file: String?, message: String)]) -> ExitCode {
        if json {
            write(JSONDiagnosticRenderer.render(problems.map { .init(file: $0.file, message: $0.message) }))
        } else {
            var renderer = DiagnosticRenderer(sources: [:])
            renderer.usesColor = usesColor
            let error = renderer.paint(DiagnosticRenderer.Style.error, "error: ")
            write(
                problems.map { problem in
                    var (prefix, message) = ("notigen: ", problem.message)
                    if xcode {
                        prefix = problem.file.map { SandboxPolicy.standardized($0) + ":1:1: " } ?? ""
                        if let file = problem.file, message.hasPrefix(file + ": ") {
                            message.removeFirst(file.count + 2)
                        }
                    }
                    return prefix + error + DiagnosticRenderer.printable(message) + "\n"
                }.joined())
        }
        return ExitCode.failure
    }

    /// Reports one problem outside the specs' text.
    func failed(_ message: String, file: String? = nil) -> ExitCode {
        failed([(file, message)])
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
