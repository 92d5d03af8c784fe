/// Renders diagnostics the way the compiler does: `path:line:column: error: message`, the source line, a caret;
/// with `usesColor`, in the compiler's ANSI colours (bold location and message, red `error:`, green caret).
public struct DiagnosticRenderer: Sendable {
    private let lines: [String: [Substring]]
    /// Whether to add ANSI colour codes, for a terminal.
    public var usesColor = false

    /// - Parameter sources: the text of every spec, keyed by the path diagnostics use.
    public init(sources: [String: String]) {
        lines = sources.mapValues { text in
            text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        }
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var text = entry(.error, diagnostic.message, at: diagnostic.location)
        for note in diagnostic.notes {
            if let location = note.location {
                text += entry(.note, note.message, at: location)
            } else {
                text += paint(Style.note, "note: ") + note.message + "\n"
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
        public static let note = "\u{1B}[1;36m"
        public static let caret = "\u{1B}[1;32m"
        public static let reset = "\u{1B}[0m"
    }

    private enum Severity: String {
        case error, note
    }

    private func entry(_ severity: Severity, _ message: String, at location: SourceLocation) -> String {
        let style = severity == .error ? Style.error : Style.note
        var text = paint(Style.bold, "\(location.file):\(location.line):\(location.column): ")
        text += paint(style, severity.rawValue + ": ")
        text += (severity == .error ? paint(Style.bold, message) : message) + "\n"
        if let line = sourceLine(location) {
            let printable = String(line.prefix(300).map { $0.isVisibleInSourceLine ? $0 : "\u{FFFD}" })
            let indent = printable.unicodeScalars.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }
            text += printable + "\n" + indent.joined() + paint(Style.caret, "^") + "\n"
        }
        return text
    }

    private func sourceLine(_ location: SourceLocation) -> Substring? {
        guard let fileLines = lines[location.file], location.line >= 1, location.line <= fileLines.count else {
            return nil
        }
        let line = fileLines[location.line - 1]
        return line.hasPrefix("\u{FEFF}") ? line.dropFirst() : line
    }
}

extension Character {
    /// Tabs and printable characters are shown as they are; control characters as U+FFFD.
    fileprivate var isVisibleInSourceLine: Bool {
        self == "\t" || !unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
