import SwiftSyntax

/// A `Notification.Name` declared in the sources: `static let x = Notification.Name("wire")` in an extension of
/// `Notification.Name` or in a type, or a top-level `let`.
struct NameDeclaration: Sendable {
    /// The declared Swift name (`syncCompleted`).
    let swiftName: String
    /// The enclosing types, outermost first (`["Constants", "Notifications"]`); `["Notification.Name"]` for an
    /// extension of `Notification.Name` or `NSNotification.Name`; empty at file level.
    let container: [String]
    /// The wire name expression: a literal, or a reference to a string constant.
    let wire: WireExpression
    let doc: String?
    /// The `#if` conditions around the declaration, outermost first (`os(macOS)`, `!DEBUG` for an `#else`).
    let conditions: [String]
    let location: SiteLocation
    /// The home-made wrapper the name is made through (`Key<Void>`), when it is not `Notification.Name` itself.
    var via: String? = nil
    /// Whether it is declared `public` (or `open`), itself or by a `public extension` around it.
    var isPublic = false
}

/// How a notification's string is written where the name is made.
indirect enum WireExpression: Sendable, Hashable, CustomStringConvertible {
    /// A plain string literal.
    case literal(String)
    /// An identifier or member chain naming a string constant (`kDidLoadNotification`, `Keys.didLoad`).
    case constant([String])
    /// `Other.name.rawValue`: the wire name of another declared name.
    case nameRawValue(NameReference)
    /// Anything computed when the app runs (interpolation, concatenation, a call): the text of the expression.
    case runtime(String)

    var description: String {
        switch self {
        case .literal(let text): return "\"\(text)\""
        case .constant(let path): return path.joined(separator: ".")
        case .nameRawValue(let reference): return "\(reference).rawValue"
        case .runtime(let text): return text
        }
    }
}

/// How a site names a notification.
enum NameReference: Sendable, Hashable, CustomStringConvertible {
    /// `.x`, `Notification.Name.x`, `NSNotification.Name.x`.
    case nameMember(String)
    /// `A.B.x` or a bare `x`: a member chain, outermost first.
    case path([String])
    /// `Notification.Name("wire")` or `.init(rawValue: "wire")` written at the site.
    case inline(WireExpression)
    /// A system name (`UIApplication.didBecomeActiveNotification`, `.NSManagedObjectContextDidSave`,
    /// `NSNotification.Name.UIKeyboardWillShow`) or anything else that names no declaration here; its text.
    case unresolved(String)

    /// As the sources write it, near enough for the report.
    var description: String {
        switch self {
        case .nameMember(let name): return ".\(name)"
        case .path(let path): return path.joined(separator: ".")
        case .inline(let wire): return "Notification.Name(\(wire))"
        case .unresolved(let text): return text
        }
    }
}

/// A string constant (`static let userIDKey = "userID"`), for keys and names written through constants.
struct StringConstant: Sendable {
    let path: [String]
    let value: String
}

/// A function that posts the notification named by one of its parameters (`postOnMainThread(notification:…)`):
/// calls to it are post sites.
struct PostWrapper: Sendable, Hashable {
    let baseName: String
    /// The argument labels of the name, object and `userInfo` parameters ("_" for none).
    let nameLabel: String
    let objectLabel: String?
    let userInfoLabel: String?
    /// The type the wrapper is declared in, when its post's object is `self` (IINA's `PlayerCore.postNotification`):
    /// each call posts an instance of that type (the receiver of the call) as the object.
    var selfObjectType: String? = nil
}

/// A type declared in the sources, for the `Sendable` check of payload types.
struct TypeDeclaration: Sendable {
    let name: String
    let isClass: Bool
    let isSendable: Bool
    let isMainActor: Bool
    /// Whether it says `Sendable` (or `@unchecked Sendable`) among what it inherits.
    var declaresSendable = false
    /// A class's first inherited type (its superclass, when it has one).
    var superclass: String?
    var isFinal = false
    /// `public` or `open`: a public struct or enum is not implicitly `Sendable`.
    var isPublic = false
    /// The declared types of its stored properties (and an enum's associated values).
    var storedTypes: [String] = []
    /// Whether a stored property is a `var` (a class with one is not `Sendable`).
    var hasVariable = false
    /// The names of the methods and properties it overrides, for a class whose superclass the sources do not declare.
    var overrides: Set<String> = []
    /// Whether it is a protocol: its `isMainActor` says where its extensions' methods run, and it is no payload
    /// type `Sendability` judges.
    var isProtocol = false
}

/// Which `NotificationCenter` a site uses.
enum CenterKind: String, Sendable, Codable {
    /// `NotificationCenter.default` (or `.default`).
    case `default`
    /// Another `NotificationCenter` instance, passed or stored.
    case other
    /// `DistributedNotificationCenter`: another process's notifications, which notigen does not post.
    case distributed
    /// `NSWorkspace.shared.notificationCenter`: AppKit's workspace notifications.
    case workspace
}

/// The evidence for a value's type at one site.
struct TypeEvidence: Sendable, Hashable, Codable {
    enum Kind: String, Sendable, Codable {
        /// The literal posted (`"x"` is a `String`, `3` an `Int`).
        case literal
        /// `value as T`, `T(…)` or a declared constant's or parameter's type at the post.
        case declaration
        /// The observer's cast: `userInfo?["k"] as? T`.
        case cast
    }

    /// How a posted value is boxed, which its type as written does not say.
    enum Boxing: String, Sendable, Codable {
        case none
        /// `NSNumber(value: x)`, at the post or in the local it names: observers read x's type back.
        case number
        /// `value as Any` at the post: the type says nothing, and the value may be an optional's nil.
        case any
    }

    let kind: Kind
    /// The type, as written in Swift; nil when nothing tells it.
    let type: String?
    let location: SiteLocation
    /// What was read, for the report: `literal "x"`, `as? Bool`, `parameter uuid: String`.
    let detail: String
    var boxing: Boxing = .none
}

/// A `userInfo` entry at a post, or a read of one in an observer.
struct KeyUse: Sendable, Hashable {
    /// The key's string, when a literal or a known constant gives it.
    let key: KeyExpression
    let evidence: TypeEvidence
    /// The source text of the posted value (for rewriting), nil for reads.
    let valueText: String?
    /// Set on some paths only before the post (`if … { userInfo[key] = value }`).
    var isConditional = false
}

/// A `userInfo` key as written: a literal, a constant, or something computed.
enum KeyExpression: Sendable, Hashable {
    case literal(String)
    case constant([String])
    case runtime(String)
}

/// What a post passes as `object:`.
enum ObjectArgument: Sendable, Hashable {
    case none
    case selfValue(type: String?)
    /// A value: its text and the evidence for its type.
    case value(String, TypeEvidence)
}

/// A post of a notification: `center.post(name:object:userInfo:)`, `post(Notification(name:…))`, or a call to a
/// wrapper.
struct PostSite: Sendable {
    let name: NameReference
    let center: CenterKind
    let object: ObjectArgument
    /// The entries of a literal `userInfo` dictionary; nil when the dictionary is not a literal here.
    let userInfo: [KeyUse]?
    /// The text of a `userInfo:` argument that is not a literal (a variable, a call), for the report.
    let opaqueUserInfo: String?
    /// Whether the literal dictionary is a local's (`let userInfo = [...]` before the post), not the argument.
    let userInfoIsLocal: Bool
    let wrapper: String?
    let conditions: [String]
    let location: SiteLocation
    /// The call expression's span (UTF-8 offsets, without trivia), for rewriting.
    let span: Range<Int>
    let centerText: String
    /// The function the `userInfo:` argument calls (directly or through a local), when it is not a literal.
    var builderCall: [String]? = nil
    /// The innermost type the post is written in (for whether it runs on the main actor).
    var container: String? = nil
    /// Whether the post runs in a closure the main actor runs (`DispatchQueue.main.async { }`, `MainActor.run { }`,
    /// `Task { @MainActor in }`), whatever the type around it.
    var isInMainActorClosure = false
}

/// How an observer is registered.
enum ObserverStyle: String, Sendable, Codable {
    case selector
    case block
    case publisher
    case asyncSequence
}

/// An observation of a notification and what its handler reads.
struct ObserveSite: Sendable {
    let name: NameReference
    let style: ObserverStyle
    let center: CenterKind
    /// Whether it filters on a sender (`object:` not nil).
    let filtersObject: Bool
    /// `userInfo` reads in the handler.
    let reads: [KeyUse]
    /// `note.object as? T` reads in the handler.
    let objectCasts: [TypeEvidence]
    /// The handler, for the report: `#selector(syncCompleted)`, `closure`.
    let handler: String
    /// The `#if` conditions around the site, outermost first.
    let conditions: [String]
    let location: SiteLocation
    /// The center as written (`NotificationCenter.default`, `center`).
    var centerText = ""
    /// The type whose code registers the observer (`self`'s type), when inside one.
    var observerType: String?
    /// A block observer's `queue:` argument, when not nil.
    var queue: String?
    /// What the code does with a block observer's token (`discarded`, `kept in \`observer\``).
    var tokenUse: String?
    /// A block observer's token kept in a stored property, as the rewrite needs it.
    var blockToken: BlockToken?
    /// The `for await` loop over a `notifications(named:)` sequence, when the call is the loop's sequence.
    var asyncLoop: AsyncLoop?
    /// The Combine chain on a `publisher(for:)` call.
    var publisherChain: PublisherChain?
    /// A selector observer's registration and handler, as the move to the observer protocol needs them.
    var selectorRegistration: SelectorRegistration?
}

/// Everything one file declares and does with notifications.
struct ScannedFile: Sendable {
    let path: String
    var declarations: [NameDeclaration] = []
    var constants: [StringConstant] = []
    var wrappers: [PostWrapper] = []
    /// Functions building a `userInfo` dictionary.
    var builders: [UserInfoBuilder] = []
    var types: [TypeDeclaration] = []
    /// The declared types of the properties of each type (its body and its extensions), by type name then property
    /// name: what a post passing `fileURL` posts, where `fileURL` is declared in another file or an extension.
    var propertyTypes: [String: [String: String]] = [:]
    /// Initializers (by their type's name) and functions (by name) that turn a `String` into a `Notification.Name`.
    var nameConverters: [String] = []
    /// String literals passed to a name converter (second pass).
    var wrappedNames: [WrappedNameLiteral] = []
    var posts: [PostSite] = []
    var observers: [ObserveSite] = []
    /// Parse errors: the first few locations, for the report.
    var parseErrors: [SiteLocation] = []
}
