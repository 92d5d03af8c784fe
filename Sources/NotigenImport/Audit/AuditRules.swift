/// What `notigen audit` checks an app's code against: the notification names its specs declare, and the paths
/// where code may still post and observe them by name (`allowUntyped:`).
public struct AuditRules: Sendable {
    /// One declared notification name.
    public struct Declared: Sendable {
        public let wireName: String
        public let notifier: String
        public let caseName: String
        /// The `userInfo` keys a post by name may carry.
        public let keys: Set<String>

        public init(wireName: String, notifier: String, caseName: String, keys: Set<String>) {
            self.wireName = wireName
            self.notifier = notifier
            self.caseName = caseName
            self.keys = keys
        }
    }

    public let declared: [String: Declared]
    public let allowUntyped: [PathGlob]

    /// The rules of `declared` names (the first of a wire name wins) and `allowUntyped` globs.
    public init(declared: [Declared], allowUntyped: [String]) {
        var byWire: [String: Declared] = [:]
        for name in declared where byWire[name.wireName] == nil { byWire[name.wireName] = name }
        self.declared = byWire
        self.allowUntyped = allowUntyped.map(PathGlob.init)
    }

    /// Whether code at `path` may use the declared names by name.
    func allowsUntyped(at path: String) -> Bool {
        allowUntyped.contains { $0.matches(path) }
    }
}
