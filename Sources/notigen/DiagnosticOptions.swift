import ArgumentParser
import Foundation

/// How errors are reported, shared by every subcommand: text for people (coloured on a terminal) or JSON for CI.
struct DiagnosticOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(
        help: ArgumentHelp(
            "How to print diagnostics: text, or json (one JSON document on standard error) for CI.",
            valueName: "format"))
    var diagnosticsFormat: Format = .text

    @Option(
        help: ArgumentHelp(
            "Colour text diagnostics: auto (only on a terminal, and not when NO_COLOR is set), always or never.",
            valueName: "when"))
    var color: ColorMode = .auto

    var printer: DiagnosticPrinter { Self.printer(format: diagnosticsFormat, color: color) }

    /// The printer of these options' values: text diagnostics get ANSI colours when `color` says so, or by default
    /// when standard error is a terminal and `NO_COLOR` is unset or empty.
    static func printer(format: Format, color: ColorMode) -> DiagnosticPrinter {
        let usesColor: Bool
        switch color {
        case .always: usesColor = true
        case .never: usesColor = false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            usesColor =
                isatty(FileHandle.standardError.fileDescriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
                && environment["TERM"] != "dumb"
        }
        return DiagnosticPrinter(json: format == .json, usesColor: usesColor, xcode: XcodeEnvironment.runsNotigen())
    }
}
