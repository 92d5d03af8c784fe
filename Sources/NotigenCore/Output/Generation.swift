/// What one run produced: every output file, or the diagnostics that stopped it (then no files at all).
public struct Generation: Sendable {
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]
    /// Renders the diagnostics with their source lines.
    public var renderer: DiagnosticRenderer

    public var succeeded: Bool { diagnostics.isEmpty }

    /// The diagnostics as the compiler would print them.
    public var renderedDiagnostics: String { renderer.render(diagnostics) }
}
