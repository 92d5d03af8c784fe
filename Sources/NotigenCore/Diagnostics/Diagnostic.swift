/// One problem found in a spec, at a place in it, with optional notes that point elsewhere or give a hint.
public struct Diagnostic: Hashable, Sendable, Comparable, Error {
    /// A secondary message: "first defined here" with a location, or a hint without one.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
    }

    /// How grave a diagnostic is: an error stops the run; a warning is printed and the run goes on.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var location: SourceLocation
    public var message: String
    public var notes: [Note]
    public var severity = Severity.error

    /// A diagnostic at `location`; a value reached through an alias gets a note where it is written.
    init(_ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.location = location
        self.message = message
        self.notes = notes
        if location.isAliased {
            self.notes.insert(
                Note(message: "the aliased value is written here", location: location.written),
                at: 0)
        }
    }

    /// A diagnostic with a location-free hint, e.g. how to fix the problem.
    init(_ message: String, at location: SourceLocation, hint: String) {
        self.init(message, at: location, notes: [Note(message: hint, location: nil)])
    }

    /// Text from the spec as a message quotes it: in single quotes, cut after 40 characters.
    static func quoted(_ text: String) -> String {
        text.count > 40 ? "'\(text.prefix(40))…'" : "'\(text)'"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}

/// Collects diagnostics while a stage runs, so that every problem is reported in one run; past
/// `maximumCount`, errors are only counted, and one last diagnostic says how many more there were.
struct DiagnosticBag: Sendable {
    /// Far more than anyone reads; it keeps a spec with a million duplicate keys from filling the memory.
    static let maximumCount = 1_000

    private var kept: [Diagnostic] = []
    /// The warnings, which never stop a run (at most `maximumCount` of them).
    private(set) var warnings: [Diagnostic] = []
    private var dropped = 0
    private var firstDropped: SourceLocation?

    var diagnostics: [Diagnostic] {
        guard let firstDropped else { return kept }
        let more = "too many errors: \(dropped) more are not shown (notigen shows the first \(Self.maximumCount))"
        return kept + [Diagnostic(more, at: firstDropped)]
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        append(Diagnostic(message, at: location, notes: notes))
    }

    mutating func error(_ message: String, at location: SourceLocation, hint: String) {
        append(Diagnostic(message, at: location, hint: hint))
    }

    /// A problem that does not stop the run, kept apart from the errors (`warnings`).
    mutating func warning(_ message: String, at location: SourceLocation, hint: String) {
        var warning = Diagnostic(message, at: location, hint: hint)
        warning.severity = .warning
        guard warnings.count < Self.maximumCount else { return }
        warnings.append(warning)
    }

    /// Adds the diagnostics of `other` after these, within the same limit.
    mutating func append(contentsOf other: DiagnosticBag) {
        for diagnostic in other.kept { append(diagnostic) }
        warnings += other.warnings.prefix(Self.maximumCount - warnings.count)
        dropped += other.dropped
        firstDropped = firstDropped ?? other.firstDropped
    }

    private mutating func append(_ diagnostic: Diagnostic) {
        guard kept.count < Self.maximumCount else {
            dropped += 1
            firstDropped = firstDropped ?? diagnostic.location
            return
        }
        kept.append(diagnostic)
    }
}
