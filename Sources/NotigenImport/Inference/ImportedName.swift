/// One notification the importer found, with everything the spec and the report say about it.
struct ImportedName {
    /// The Swift name it is declared under (or made from its wire name, for a name written only at its sites).
    let swiftName: String
    let wireName: String
    /// Where it is declared; nil for a name written inline at its sites (`Notification.Name("x")`).
    let declaration: NameDeclaration?
    /// The notifier it goes to: its declaring type, or its file.
    let group: GroupKey
    var posts: [PostSite] = []
    var observers: [ObserveSite] = []
    var fields: [InferredField] = []
    /// The type of the sender (`object: self` at every post, read by observers), for `sender:`.
    var sender: String?
    var notes: [Refusal] = []
    /// Whether its case is main-actor isolated (`isolation: main`): its payload or sender is not `Sendable` (or is a
    /// main-actor class) and every post is on the main actor.
    var isMainActor = false
    /// Whether every post of the sources is on the main actor (`FieldInferrer.postsOnMainActor`): a block observer
    /// on the main queue then runs during the post on the main thread, as a typed closure does.
    var postsOnMainActor = false
    /// Its side when it and another name are one result case (`ResultPairing`).
    var result: ResultRole?
    /// Set by emission: the notifier and case the spec puts it in.
    var notifier = ""
    var caseName = ""
    /// Set by emission when the spec cannot carry it: the `notigen lint` diagnostic its case got. A name left out is
    /// commented in the spec, refused in the report, and its sites are not rewritten.
    var leftOut: String?

    var conditions: [String] { declaration?.conditions ?? [] }
    var isNeverUsed: Bool { posts.isEmpty && observers.isEmpty }
}

/// What notifier a name belongs to: the type that declares it, or the file (extensions of `Notification.Name`,
/// names written at their sites).
struct GroupKey: Hashable, Comparable {
    /// `type` or `file`.
    let kind: String
    /// The type path (`Constants.Notifications`) or the file's path.
    let value: String

    static func < (lhs: GroupKey, rhs: GroupKey) -> Bool { (lhs.kind, lhs.value) < (rhs.kind, rhs.value) }
}

/// A payload field inferred from the sites.
struct InferredField {
    let name: String
    let key: String
    let type: String
    let isOptional: Bool
    /// Whether it travels as the notification's `object:` (`in: object`) instead of in `userInfo`.
    let inObject: Bool
    let evidence: [TypeEvidence]
    let confidence: Confidence
}

/// How sure the importer is of a field's type.
enum Confidence: String, Codable, Comparable {
    /// The posted value and the observer's cast agree.
    case high
    /// One kind of evidence only (the observer's cast, or a literal at every post).
    case medium
    /// Only a declared type found through a local or a property.
    case low

    private var rank: Int { self == .high ? 2 : self == .medium ? 1 : 0 }
    static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }
}

/// Something the importer could not infer or express, and why.
struct Refusal: Error, Codable, Hashable {
    /// What it is about: a name, a key, a site.
    let subject: String
    let reason: String
    let location: SiteLocation?

    enum CodingKeys: String, CodingKey {
        case subject, reason
        case location = "at"
    }
}
