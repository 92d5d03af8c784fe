/// What one run produced: every output file, or the diagnostics that stopped it (then no files at all).
public struct Generation: Sendable {
    public var files: [GeneratedFile]
    /// The errors; any one of them stops the run.
    public var diagnostics: [Diagnostic]
    /// The warnings, sorted: printed whether or not the run succeeds.
    public var warnings: [Diagnostic] = []
    /// Renders the diagnostics with their source lines.
    public var renderer: DiagnosticRenderer

    public var succeeded: Bool { diagnostics.isEmpty }

    /// The diagnostics as the compiler would print them.
    public var renderedDiagnostics: String { renderer.render(diagnostics) }

    /// The warnings and errors in the order of their places in the specs, as the compiler prints them.
    public var allDiagnostics: [Diagnostic] { (warnings + diagnostics).sorted() }
}
