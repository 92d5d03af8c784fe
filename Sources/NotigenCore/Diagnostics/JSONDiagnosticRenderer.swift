import Foundation

/// Renders a run's diagnostics as one JSON document for CI annotations (`--diagnostics-format json`):
///
/// ```json
/// {"diagnostics": [{"file": "user.yaml", "line": 8, "column": 9, "severity": "error",
///   "message": "unknown key 'paylod' …", "notes": [{"message": "allowed keys: …"}]}]}
/// ```
///
/// `line` and `column` are 1-based (columns count Unicode scalars) and left out for errors that concern a whole
/// file or no file, such as a spec that cannot be read; `file` is left out when there is no file.
public enum JSONDiagnosticRenderer {
    /// The document: every diagnostic of the run, sorted as the text output sorts them.
    public struct Document: Codable, Equatable, Sendable {
        public var diagnostics: [Entry]
    }

    /// One diagnostic.
    public struct Entry: Codable, Equatable, Sendable {
        public var file: String?
        public var line: Int?
        public var column: Int?
        /// `error` or `warning` (a hidden character in a doc or a default string); readers should accept `note`
        /// too.
        public var severity: String
        public var message: String
        public var notes: [Note]

        /// A problem found in a spec.
        public init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            notes = diagnostic.notes.map(Note.init)
        }

        /// A problem outside a spec's text: a file that cannot be read or written, an output out of date.
        public init(file: String?, message: String) {
            self.file = file
            severity = "error"
            self.message = message
            notes = []
        }
    }

    /// A note of a diagnostic; the location is left out for hints.
    public struct Note: Codable, Equatable, Sendable {
        public var file: String?
        public var line: Int?
        public var column: Int?
        public var message: String

        init(_ note: Diagnostic.Note) {
            file = note.location?.file
            line = note.location?.line
            column = note.location?.column
            message = note.message
        }
    }

    /// The document for `entries`, pretty-printed with sorted keys, ending in a newline.
    public static func render(_ entries: [Entry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(diagnostics: entries))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
