/// Renders diagnostics the way the compiler does: `path:line:column: error: message`, the source line, a caret.
public struct DiagnosticRenderer: Sendable {
    private let lines: [String: [Substring]]

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
        var text = entry("error", diagnostic.message, at: diagnostic.location)
        for note in diagnostic.notes {
            if let location = note.location {
                text += entry("note", note.message, at: location)
            } else {
                text += "note: \(note.message)\n"
            }
        }
        return text
    }

    private func entry(_ severity: String, _ message: String, at location: SourceLocation) -> String {
        var text = "\(location.file):\(location.line):\(location.column): \(severity): \(message)\n"
        if let line = sourceLine(location) {
            let printable = String(line.prefix(300).map { $0.isVisibleInSourceLine ? $0 : "\u{FFFD}" })
            let indent = printable.unicodeScalars.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }
            text += printable + "\n" + indent.joined() + "^\n"
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
