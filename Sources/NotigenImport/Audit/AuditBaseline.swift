import Foundation

/// A team's accepted findings (`notigen audit --baseline FILE`), as SwiftLint's baseline: a finding is matched by
/// its path, rule and message, not its line, so that editing above it does not make it new; the same finding
/// several times in a file is matched as many times.
public struct AuditBaseline: Sendable, Codable, Equatable {
    /// One accepted finding.
    public struct Entry: Sendable, Codable, Hashable, Comparable {
        public let path: String
        public let rule: String
        public let message: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.message) < (rhs.path, rhs.rule, rhs.message)
        }
    }

    /// The format's version, so that a later notigen can read it.
    public var version = 1
    public var findings: [Entry]

    /// The baseline of `findings`.
    public init(_ findings: [AuditFinding]) {
        self.findings = findings.map(Self.entry).sorted()
    }

    private static func entry(_ finding: AuditFinding) -> Entry {
        Entry(path: finding.location.path, rule: finding.rule.rawValue, message: finding.message)
    }

    /// The findings the baseline does not hold (each entry accepts one finding).
    public func newFindings(_ findings: [AuditFinding]) -> [AuditFinding] {
        var accepted: [Entry: Int] = [:]
        for entry in self.findings { accepted[entry, default: 0] += 1 }
        return findings.filter { finding in
            let entry = Self.entry(finding)
            guard let count = accepted[entry], count > 0 else { return true }
            accepted[entry] = count - 1
            return false
        }
    }

    /// The baseline as the file holds it: pretty-printed JSON with sorted keys, ending in a newline.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The baseline in `text`, or nil when it is not one.
    public static func read(_ text: String) -> AuditBaseline? {
        try? JSONDecoder().decode(AuditBaseline.self, from: Data(text.utf8))
    }
}
