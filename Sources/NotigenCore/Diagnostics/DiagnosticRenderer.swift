/// Renders diagnostics the way the compiler does: `path:line:column: error: message`, the source line, a caret;
/// with `usesColor`, in the compiler's ANSI colours (bold location and message, red `error:`, green caret).
///
/// What reaches the terminal is safe to print: control, format (bidirectional overrides, zero-width characters)
/// and line-separator characters are shown as U+FFFD in source lines and as `\u{…}` escapes in messages and file
/// names. A long source line is shown as a window of at most `maximumWidth` characters around the caret.
public struct DiagnosticRenderer: Sendable {
    /// The most characters of a source line that are shown.
    static let maximumWidth = 160

    private let lines: SourceLines
    /// Whether to add ANSI colour codes, for a terminal.
    public var usesColor = false

    /// - Parameter sources: the text of every spec, keyed by the path diagnostics use.
    public init(sources: [String: String]) {
        lines = SourceLines(sources)
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var cache: [SourceLocation: [Unicode.Scalar]] = [:]
        return diagnostics.map { render($0, cache: &cache) }.joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var cache: [SourceLocation: [Unicode.Scalar]] = [:]
        return render(diagnostic, cache: &cache)
    }

    /// `cache` holds the scalars of each source line shown so far, by its file and line (column 0), so that many
    /// diagnostics on one long line cost the line's length once, not once each.
    private func render(_ diagnostic: Diagnostic, cache: inout [SourceLocation: [Unicode.Scalar]]) -> String {
        let severity = diagnostic.severity == .warning ? Severity.warning : .error
        var text = entry(severity, diagnostic.message, at: diagnostic.location, cache: &cache)
        for note in diagnostic.notes {
            if let location = note.location {
                text += entry(.note, note.message, at: location, cache: &cache)
            } else {
                text += paint(Style.note, "note: ") + Self.printable(note.message) + "\n"
            }
        }
        return text
    }

    /// `text` between the ANSI codes of `style` when colouring, else as it is.
    public func paint(_ style: String, _ text: String) -> String {
        usesColor ? style + text + Style.reset : text
    }

    /// The ANSI select-graphic-rendition codes the diagnostics use.
    public enum Style {
        public static let bold = "\u{1B}[1m"
        public static let error = "\u{1B}[1;31m"
        public static let warning = "\u{1B}[1;35m"
        public static let note = "\u{1B}[1;36m"
        public static let caret = "\u{1B}[1;32m"
        public static let reset = "\u{1B}[0m"
    }

    private enum Severity: String {
        case error, warning, note
    }

    private func entry(
        _ severity: Severity, _ message: String, at location: SourceLocation,
        cache: inout [SourceLocation: [Unicode.Scalar]]
    ) -> String {
        let style = [Severity.error: Style.error, .warning: Style.warning][severity] ?? Style.note
        let printable = Self.printable(message)
        var text = paint(Style.bold, "\(Self.printable(location.file)):\(location.line):\(location.column): ")
        text += paint(style, severity.rawValue + ": ")
        text += (severity == .note ? printable : paint(Style.bold, printable)) + "\n"
        let key = SourceLocation(file: location.file, line: location.line, column: 0)
        if cache[key] == nil, let line = sourceLine(location) {
            cache[key] = Array(line.unicodeScalars)
        }
        if let line = cache[key] {
            let (shown, caret) = Self.window(line, caret: max(0, location.column - 1))
            let indent = shown.prefix(caret).map { $0 == "\t" ? "\t" : " " }
            var visible = String.UnicodeScalarView()
            visible.append(contentsOf: shown.map { $0 == "\t" || !Self.isInvisible($0) ? $0 : "\u{FFFD}" })
            text += String(visible) + "\n" + indent.joined() + paint(Style.caret, "^") + "\n"
        }
        return text
    }

    /// The part of `line` that is shown and the caret's offset in it: the whole line when it is short, else
    /// `maximumWidth` scalars from its start or, when the caret is further right, around the caret, with `…` where
    /// the line goes on.
    private static func window(_ line: [Unicode.Scalar], caret: Int) -> (shown: [Unicode.Scalar], caret: Int) {
        guard line.count > maximumWidth else { return (line, caret) }
        let start = caret < maximumWidth * 3 / 4 ? 0 : max(0, min(caret - maximumWidth / 2, line.count - maximumWidth))
        var shown = Array(line[start..<min(line.count, start + maximumWidth)])
        var offset = caret - start
        if start > 0 {
            shown.insert("…", at: 0)
            offset += 1
        }
        if start + maximumWidth < line.count { shown.append("…") }
        return (shown, offset)
    }

    private func sourceLine(_ location: SourceLocation) -> Substring? {
        guard let fileLines = lines.lines(of: location.file), location.line >= 1, location.line <= fileLines.count
        else {
            return nil
        }
        let line = fileLines[location.line - 1]
        return line.hasPrefix("\u{FEFF}") ? line.dropFirst() : line
    }

    /// `text` with every invisible character (tabs and newlines included) written as a `\u{…}` escape: for messages
    /// and file names, which the CLI prints this way too.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\t" || isInvisible($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where isInvisible(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control, format and line-separator characters: they move the cursor, reorder text or cannot be seen.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
