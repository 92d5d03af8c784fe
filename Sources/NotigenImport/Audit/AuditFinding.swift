/// One thing `notigen audit` found: where, by which rule, and what to do about it.
public struct AuditFinding: Sendable, Hashable, Comparable, Codable {
    /// The rules, each a name the output and the baseline carry.
    public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
        /// A post by name of a notification a spec declares, outside `allowUntyped`.
        case postedByName = "posted-by-name"
        /// An observer by name of a notification a spec declares, outside `allowUntyped`.
        case observedByName = "observed-by-name"
        /// A `Notification.Name` made in Swift that no spec declares.
        case undeclaredName = "undeclared-name"
        /// A `userInfo` key posted by name that the notification's case does not have.
        case unknownKey = "unknown-key"
    }

    public let location: SiteLocation
    public let rule: Rule
    public let message: String

    public static func < (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
        (lhs.location, lhs.rule.rawValue, lhs.message) < (rhs.location, rhs.rule.rawValue, rhs.message)
    }

    /// `path:line:column: error: message [rule]`, as compilers print, so editors and Xcode link it.
    public func line(severity: String) -> String {
        "\(location): \(severity): \(message) [\(rule.rawValue)]"
    }
}
