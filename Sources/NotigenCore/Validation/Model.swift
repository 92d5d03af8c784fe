/// A validated spec: every name is a valid identifier, every type parsed, every default a Swift literal.
struct Model: Sendable {
    /// The spec's file name without folders, for the generated file's header.
    var specFileName: String
    var module: String?
    var access: AccessLevel
    var imports: [String]
    var notifiers: [Notifier]
}

/// The access level of every generated declaration of one spec.
enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`
    case `package`
    case `public`

    /// The modifier with a trailing space, or nothing for `internal`.
    var modifier: String { self == .internal ? "" : rawValue + " " }
}

/// A type that broadcasts notifications: becomes a namespace enum with one notification per case.
struct Notifier: Sendable {
    var name: String
    var doc: String?
    var cases: [NotificationCase]
    var location: SourceLocation
}

/// One notification of a notifier.
struct NotificationCase: Sendable {
    enum Kind: Sendable {
        /// An ordinary notification with zero or more payload fields.
        case plain([Field])
        /// One notification for an operation's success and failure. A failure without fields (omitted or `{}`)
        /// carries the underlying error alone.
        case result(success: [Field], failure: [Field])
    }

    var name: String
    var doc: String?
    /// The `Notification.Name` raw value: `Module.Notifier.case`.
    var wireName: String
    var kind: Kind
    var location: SourceLocation
}

/// A payload field.
struct Field: Sendable {
    var name: String
    var type: TypeExpression
    /// The default as Swift literal source, already escaped.
    var defaultLiteral: String?
    var doc: String?
    var location: SourceLocation
    var typeLocation: SourceLocation
}
