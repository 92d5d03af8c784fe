/// The import report (`--report FILE.json`), schema `schema/import-report.schema.json`, documented in docs/IMPORT.md.
/// Every name found is either in `names` (and the spec) or in `refused`; names used here but declared elsewhere
/// (system names, other modules) are in `external`.
public struct ImportReport: Codable, Sendable {
    /// Bumped when a key changes meaning or goes away; new keys keep the version.
    public static let currentSchemaVersion = 1

    public var schemaVersion = ImportReport.currentSchemaVersion
    public var files: Files
    public var names: [Name]
    public var refused: [Refusal]
    public var external: [External]
    public var rewrite: Rewrite?

    /// What was read and what was skipped.
    public struct Files: Codable, Sendable {
        public var scanned: Int
        public var lines: Int
        public var skipped: [Skipped]
        /// Files that did not parse cleanly: their facts may be incomplete.
        public var parseErrors: [SiteLocation]
    }

    public struct Skipped: Codable, Sendable {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// One imported notification.
    public struct Name: Codable, Sendable {
        public var swiftName: String
        public var wireName: String
        public var notifier: String
        public var `case`: String
        public var declaredAt: SiteLocation?
        /// `extension Notification.Name`, `type Constants.Notifications`, `file level`, or `inline` (written only at
        /// its sites).
        public var declaration: String
        public var conditions: [String]
        public var neverPostedOrObserved: Bool
        public var sender: String?
        public var posts: [Post]
        public var observers: [Observer]
        public var fields: [Field]
        /// What could not be inferred or expressed about this name.
        public var notes: [Refusal]
        /// Set when this name and another are one result case (`name: { success:, failure: }`).
        public var result: ResultPair?
    }

    /// A name's side of a success/failure pair merged into one result case, and why the two names pair.
    public struct ResultPair: Codable, Sendable {
        /// `success` or `failure`.
        public var side: String
        /// The other name's wire name.
        public var pairedWith: String
        /// The names and the success and failure words read.
        public var evidence: String
        /// For a failure: the `userInfo` key carried as the failure's underlying error (`error`), if it posts one.
        public var errorKey: String?
    }

    public struct Post: Codable, Sendable {
        public var at: SiteLocation
        public var center: String
        public var wrapper: String?
        /// `none`, `self`, or the value's text.
        public var object: String
        public var keys: [String]?
    }

    public struct Observer: Codable, Sendable {
        public var at: SiteLocation
        public var style: String
        public var center: String
        public var handler: String
        public var keysRead: [String]
    }

    public struct Field: Codable, Sendable {
        public var name: String
        /// The userInfo key; nil for a field carried in `object:`.
        public var key: String?
        public var type: String
        public var optional: Bool
        /// `userInfo` or `object`.
        public var `in`: String
        public var confidence: String
        public var evidence: [Evidence]
    }

    public struct Evidence: Codable, Sendable {
        /// `literal`, `declaration` or `cast`.
        public var kind: String
        public var type: String?
        public var at: SiteLocation
        public var detail: String
    }

    public struct Refusal: Codable, Sendable {
        public var subject: String
        public var reason: String
        public var at: SiteLocation?
    }

    public struct External: Codable, Sendable {
        public var name: String
        public var sites: [SiteLocation]
    }

    /// What `--rewrite` changed and what it left.
    public struct Rewrite: Codable, Sendable {
        public var rewritten: [SiteLocation]
        public var left: [Refusal]
    }
}
