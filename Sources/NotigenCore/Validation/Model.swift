/// A validated spec: every name is a valid identifier, every type parsed, every default a Swift literal.
struct Model: Sendable {
    /// The spec's file name without folders, for the generated file's header.
    var specFileName: String
    var module: String?
    var access: AccessLevel
    var imports: [String]
    /// Whether the generated file starts with the directives that make SwiftLint and swift-format skip it
    /// (`lintDirectives`, true unless the spec says false).
    var lintDirectives: Bool
    /// Path globs where `notigen audit` allows posts and observers by name of the spec's notifications
    /// (`allowUntyped:`, for Objective-C bridges); nothing else reads them.
    var allowUntyped: [String] = []
    var notifiers: [Notifier]
}

/// Where a case's observers run: anywhere (on the posting thread), or on the main actor.
enum Isolation: String, CaseIterable, Sendable {
    case none
    case main
}

/// What a typed post puts in `userInfo`: the payload alone, or also every field under its own key.
enum UserInfoStyle: String, CaseIterable, Sendable {
    case payload
    case fields

    /// The key under which a typed post carries its payload (`notigenPayloadKey` in the support file).
    static let payloadKey = "notigen.payload"
    /// The key that says whether a merged case succeeded (`NotigenUserInfo.resultKey`).
    static let resultKey = "result"
    /// The key of a failure's underlying error (`NotigenUserInfo.errorKey`).
    static let errorKey = "error"
}

/// How typed posts reach observers: through notigen's own registry, or through the `NotificationCenter`.
enum Delivery: String, CaseIterable, Sendable {
    /// Typed posts reach typed observers directly; posts made without notigen still reach them.
    case direct
    /// Every post goes through the `NotificationCenter`, so code without notigen observes typed posts too.
    case foundation
}

/// What a level of the spec passes down to the levels inside it, each of which may override it.
struct Inherited: Sendable {
    var userInfo: UserInfoStyle
    var delivery: DeliveryChoice?
    /// `messages:`: whether each case gets a Foundation message type (off by default).
    var messages: Bool
    /// The notifier's `sender:`, which its cases inherit; nil when it has none.
    var sender: SenderChoice? = nil
}

/// A `sender:` written in the spec: the sender as the payload's `sender` field (place `.sender`), or nil for
/// `sender: none`; and where.
struct SenderChoice: Sendable {
    var field: Field?
    var location: SourceLocation
}

/// Where a payload field travels in a notification: in `userInfo` (the default), or as its `object` (a field with
/// `in: object`, or the case's typed sender).
enum FieldPlace: String, CaseIterable, Sendable {
    case userInfo
    case object
    /// The case's `sender:`, which is the notification's object: the payload's `sender` field.
    case sender
}

/// A `delivery:` written in the spec: its value and where.
struct DeliveryChoice: Sendable {
    var delivery: Delivery
    var location: SourceLocation
}

/// The access level of every generated declaration of one spec.
enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`
    case `package`
    case `public`

    /// The modifier with a trailing space, or nothing for `internal`.
    var modifier: String { self == .internal ? "" : rawValue + " " }
}

/// A type that broadcasts notifications: becomes a namespace enum with one notification per case. A class,
/// immutable, as `Field` is.
final class Notifier: Sendable {
    let name: String
    let doc: String?
    /// The deprecation message, when the notifier is deprecated.
    let deprecated: String?
    let isolation: Isolation
    let userInfo: UserInfoStyle
    /// The `if:` condition, normalized (`CompilationCondition.source`): everything generated for the notifier is
    /// compiled only where it holds.
    let condition: String?
    /// `oneHandler: true`: the notifier gets a `Posted` enum and an `observe` that takes several cases at once.
    let oneHandler: Bool
    let cases: [NotificationCase]
    let location: SourceLocation

    init(
        name: String, doc: String?, deprecated: String?, isolation: Isolation, userInfo: UserInfoStyle,
        condition: String?, oneHandler: Bool, cases: [NotificationCase], location: SourceLocation
    ) {
        self.name = name
        self.doc = doc
        self.deprecated = deprecated
        self.isolation = isolation
        self.userInfo = userInfo
        self.condition = condition
        self.oneHandler = oneHandler
        self.cases = cases
        self.location = location
    }
}

/// One notification of a notifier. A class, immutable, as `Field` is: the checks and contexts pass cases around.
final class NotificationCase: Sendable {
    enum Kind: Sendable {
        /// An ordinary notification with zero or more payload fields.
        case plain([Field])
        /// One notification for an operation's success and failure. A failure without fields (omitted or `{}`)
        /// carries the underlying error alone.
        case result(success: [Field], failure: [Field])
    }

    let name: String
    let doc: String?
    let deprecated: String?
    /// The case's own isolation, or the notifier's.
    let isolation: Isolation
    /// The case's own delivery, else the notifier's, else the spec's; by default `foundation` for a notifier with
    /// `userInfo: fields` (its observers read fields from `userInfo`) or with `messages: true` (its message
    /// observers see only posts through the center), `direct` otherwise.
    let delivery: Delivery
    /// Whether the case gets a Foundation message type (`messages:` of the case, else the notifier's, else the
    /// spec's).
    let messages: Bool
    /// The `Notification.Name` raw value: `Module.Notifier.case`, or the case's `name:`.
    let wireName: String
    /// The case's `if:` condition, normalized: everything generated for the case is compiled only where it holds.
    let condition: String?
    let kind: Kind
    let location: SourceLocation
    /// Where the wire name comes from: the case's key, or its `name:` value.
    let wireNameLocation: SourceLocation
    /// The name a merged case's failures are posted under, and where it is written (`name: { success:, failure: }`;
    /// `wireName` is then the success's); nil when failures are posted under `wireName` too.
    let failureName: (name: String, location: SourceLocation)?

    init(
        name: String, doc: String?, deprecated: String?, isolation: Isolation, delivery: Delivery, messages: Bool,
        wireName: String, condition: String?, kind: Kind, location: SourceLocation, wireNameLocation: SourceLocation,
        failureName: (name: String, location: SourceLocation)?
    ) {
        self.name = name
        self.doc = doc
        self.deprecated = deprecated
        self.isolation = isolation
        self.delivery = delivery
        self.messages = messages
        self.wireName = wireName
        self.condition = condition
        self.kind = kind
        self.location = location
        self.wireNameLocation = wireNameLocation
        self.failureName = failureName
    }

    /// Every notification name the case is posted under, with where each is written.
    var wireNames: [(name: String, location: SourceLocation)] {
        [(wireName, wireNameLocation)] + (failureName.map { [$0] } ?? [])
    }

    /// Whether a failure of this result case may carry no underlying error: when its failure has fields, or when
    /// failures are posted under a name of their own, which says the operation failed even with no `error` key (an
    /// app's `…SyncFailed` posted with no `userInfo`).
    var underlyingIsOptional: Bool {
        guard case .result(_, let failure) = kind else { return false }
        return !failure.isEmpty || failureName != nil
    }
}

/// A payload field. A class, immutable: the validator and the contexts pass each field through several lists, and
/// copying a struct of a dozen strings and locations retained each of them every time.
final class Field: Sendable {
    let name: String
    let type: TypeExpression
    /// The type as generated code writes it (`TypeExpression.generatedSource`).
    let generatedType: String
    /// The default as Swift literal source, already escaped.
    let defaultLiteral: String?
    let doc: String?
    let deprecated: String?
    /// The key the field has in `userInfo`, for code that does not use notigen: its name, or its `key:`.
    let userInfoKey: String
    let location: SourceLocation
    /// Where the type is written.
    let typeSource: TypeSource
    /// The field's `if:` condition, normalized, and where it is written: the field's property, parameters and
    /// `userInfo` reading and writing are compiled only where it holds.
    let condition: String?
    let conditionLocation: SourceLocation?
    /// Where the field travels: in `userInfo`, or as the notification's `object` (`in: object`, or the sender).
    let place: FieldPlace
    /// `type.userRoots`, found once: the checks of names the generated code declares read them for every field.
    let userRoots: [TypeExpression.UserRoot]
    /// Whether the type is known to be `Hashable`, found once per type text.
    let isKnownHashable: Bool

    init(
        name: String, type checked: CheckedType, defaultLiteral: String?, doc: String?, deprecated: String?,
        userInfoKey: String, location: SourceLocation, typeSource: TypeSource, condition: String? = nil,
        conditionLocation: SourceLocation? = nil, place: FieldPlace = .userInfo
    ) {
        self.name = name
        self.type = checked.type
        self.generatedType = checked.generated
        self.userRoots = checked.userRoots
        self.isKnownHashable = checked.isKnownHashable
        self.defaultLiteral = defaultLiteral
        self.doc = doc
        self.deprecated = deprecated
        self.userInfoKey = userInfoKey
        self.location = location
        self.typeSource = typeSource
        self.condition = condition
        self.conditionLocation = conditionLocation
        self.place = place
    }

    /// Where the type's value starts.
    var typeLocation: SourceLocation { typeSource.location }
}

/// Where a field's type is written, so that a diagnostic can point at a character of it.
struct TypeSource: Sendable {
    /// The type as written.
    var text: String
    /// Where the value starts (at its opening quote, when it is quoted).
    var location: SourceLocation
    var isQuoted: Bool
    /// How many scalars of the text the source holds as they are (`YAMLScalar.verbatimPrefix`).
    var verbatimPrefix: Int
    /// Where the text goes on after each folded line break (`YAMLScalar.continuations`).
    var continuations: [YAMLScalar.Continuation] = []

    /// Where the character at `offset` (a `Character` offset in `text`) is: exact when the source holds the text up
    /// to it as it is, on the value's line or, past a folded line break, on a later one; else the start of the value
    /// (after an escape).
    func location(of offset: Int) -> SourceLocation {
        let scalars = text.prefix(offset).unicodeScalars.count
        guard scalars < verbatimPrefix || (scalars == verbatimPrefix && scalars == text.unicodeScalars.count) else {
            return location
        }
        if !location.isAliased, let line = continuations.last(where: { $0.textScalar <= scalars }) {
            return line.location.advanced(by: scalars - line.textScalar)
        }
        return location.advanced(by: isQuoted ? scalars + 1 : scalars)
    }
}

extension NotificationCase {
    /// Whether the case's payload structs are isolated to the main actor: its observers are (`isolation: main`), and
    /// a field of its payload (of a merged case's success or failure) names a type of the user's, which notigen cannot
    /// tell is `Sendable`, or `Hashable` off the main actor.
    var hasMainActorPayload: Bool {
        guard isolation == .main else { return false }
        let fields: [Field]
        switch kind {
        case .plain(let plain): fields = plain
        case .result(let success, let failure): fields = success + failure
        }
        return fields.contains { $0.type.mentionsUserType }
    }
}
