/// One notifier, what `notifier.mustache` and its partials see outside the sections of cases and payloads.
final class NotifierContext: TemplateObject, @unchecked Sendable {
    static let keyTable = TemplateKeyTable<NotifierContext>(
        .notifier,
        [
            .shared(.name) { $1.text($0.name) },
            .text("notifierName", "The notifier's name, which no inner context shadows.") { $1.text($0.name) },
            .optionalText("access", "`public `, `package ` or empty: the spec's access, as a modifier.") {
                $1.text($0.access)
            },
            .shared(.docLines) { $1.texts($0.docLines) },
            .shared(.deprecated) { $1.text($0.deprecated) },
            .flag("isMain", "Whether every observer of the notifier is isolated to the main actor (`isolation: main`).")
            {
                $1.flag($0.isMain)
            },
            .text("observerProtocol", "The notifier's observer protocol: `UserManagerObserver`.") {
                $1.text($0.observerProtocol)
            },
            .text("keysHolder", "The file-private enum that holds the notifier's keys: `NotigenKeys_UserManager`.") {
                $1.text($0.keysHolder)
            },
            .optionalText(
                "casesProtocol",
                """
                The file-private protocol through which deprecated cases are reached: `NotigenCases_UserManager`; \
                empty when no case is deprecated (or the notifier is).
                """
            ) { $1.text($0.casesProtocol) },
            .list("cases", of: .case, "The notifier's cases, in the spec's order.") { $1.objects($0.casesObjects) },
            .list("keys", of: .case, "The cases whose observers are not isolated, which get a `NotigenKey`.") {
                $1.objects($0.keysObjects)
            },
            .list(
                "mainKeys", of: .case,
                "The cases whose observers are isolated to the main actor, which get a `NotigenMainKey`."
            ) { $1.objects($0.mainKeysObjects) },
            .flag("hasMainKeys", "Whether `mainKeys` is not empty.") { $1.flag(!$0.mainKeys.isEmpty) },
            .list(
                "payloads", of: .payload,
                "The payload, success and failure structs of the notifier, in the spec's order."
            ) { $1.objects($0.payloadsObjects) },
            .flag("hasPayloads", "Whether `payloads` is not empty.") { $1.flag(!$0.payloads.isEmpty) },
            .list("results", of: .case, "The merged (`result:`) cases, which get a `Result` alias.") {
                $1.objects($0.resultsObjects)
            },
            .flag("hasDeprecatedCases", "Whether a case is deprecated (Swift then synthesizes no `allCases`).") {
                $1.flag($0.hasDeprecatedCases)
            },
            .flag("hasOneCase", "Whether the notifier has a single case.") { $1.flag($0.cases.count == 1) },
            .flag(
                "encodesUserInfo",
                "Whether the spec says `userInfo: fields`: every post writes its fields into `userInfo`."
            ) { $1.flag($0.encodesUserInfo) },
            .text("errorKeyLiteral", "The `userInfo` key of a failure's underlying error, as a string literal.") {
                $1.text(NotifierContext.errorKeyLiteral)
            },
            .text("errorKeyDoc", "The `userInfo` key of a failure's underlying error, as doc code.") {
                $1.text(NotifierContext.errorKeyDoc)
            },
            .text(
                "resultKeyLiteral", "The `userInfo` key that says whether a merged case succeeded, as a string literal."
            ) { $1.text(NotifierContext.resultKeyLiteral) },
            .list("messages", of: .message, "The Foundation messages of the cases with `messages: true`.") {
                $1.objects($0.messages)
            },
            .flag("hasMessages", "Whether `messages` is not empty.") { $1.flag(!$0.messages.isEmpty) },
            .shared(.condition) { $1.text($0.condition) },
            .flag(
                "oneHandler",
                "Whether the notifier has `oneHandler: true`: a `Posted` enum and an `observe` for several cases."
            ) { $1.flag($0.oneHandler) },
        ])

    override class var contextClass: TemplateContextClass? { keyTable.context }

    /// The notifier's name (`notifierName` too, which no case shadows).
    let name: String
    /// `public `, `package ` or nothing.
    let access: String
    /// The doc comment's lines, without `///`: the spec's `doc:`, or a synthesized summary.
    let docLines: [String]
    /// The deprecation message as a string literal, when the notifier is deprecated; empty otherwise.
    let deprecated: String
    /// Whether every observer of the notifier is isolated to the main actor.
    let isMain: Bool
    /// `UserManagerObserver`.
    let observerProtocol: String
    /// The file-private enum holding the notifier's keys: `NotigenKeys_UserManager`.
    let keysHolder: String
    /// `NotigenCases_UserManager`, the file-private protocol through which `addObserver` and `notigenVisitCases`
    /// reach deprecated cases; empty when the notifier has none (or is deprecated itself).
    let casesProtocol: String
    let cases: [CaseContext]
    /// The cases whose observers are not isolated, which get a `NotigenKey`.
    let keys: [CaseContext]
    /// The cases whose observers are isolated to the main actor, which get a `NotigenMainKey`.
    let mainKeys: [CaseContext]
    /// The payload, success and failure structs, in the spec's order.
    let payloads: [PayloadContext]
    /// The merged cases, which get a `Result` alias.
    let results: [CaseContext]
    /// Whether a case is deprecated: Swift then synthesizes no `allCases`, so the template writes it out.
    let hasDeprecatedCases: Bool
    /// Whether the notifier has `oneHandler: true`: a `Posted` enum of its cases and an `observe` for several.
    let oneHandler: Bool
    /// Whether the spec says `userInfo: fields`: every post writes its fields into `userInfo`.
    let encodesUserInfo: Bool
    /// The notifier's `if:` condition as `#if` writes it; empty when it has none.
    let condition: String
    /// The Foundation messages of the cases with `messages: true`, in the spec's order.
    let messages: [MessageContext]

    /// The lists of contexts as the template engine takes them, converted once (converting a typed array on every
    /// lookup cost more than keeping the converted one).
    private let casesObjects: [TemplateObject]
    private let keysObjects: [TemplateObject]
    private let mainKeysObjects: [TemplateObject]
    private let payloadsObjects: [TemplateObject]
    private let resultsObjects: [TemplateObject]

    init(
        _ notifier: Notifier, access: AccessLevel, docLines: [String], cases: [CaseContext],
        payloads: [PayloadContext]
    ) {
        self.name = notifier.name
        self.access = access.modifier
        self.docLines = docLines
        self.deprecated = ContextBuilder.deprecation(notifier.deprecated)
        self.isMain = notifier.isolation == .main
        self.observerProtocol = GeneratedNames.observerProtocol(notifier: notifier.name)
        self.keysHolder = GeneratedNames.keysHolder(notifier: notifier.name)
        // Deprecated cases are reached through a file-private protocol when the notifier is not deprecated itself:
        // its witnesses are deprecated, so that their uses of deprecated declarations warn nowhere.
        self.hasDeprecatedCases = notifier.cases.contains { $0.deprecated != nil }
        self.casesProtocol =
            notifier.deprecated == nil && hasDeprecatedCases
            ? GeneratedNames.casesProtocol(notifier: notifier.name) : ""
        self.cases = cases
        self.keys = cases.filter { !$0.isMainKey }
        self.mainKeys = cases.filter(\.isMainKey)
        self.payloads = payloads
        self.results = cases.filter(\.isResult)
        self.encodesUserInfo = notifier.userInfo == .fields
        self.condition = notifier.condition ?? ""
        self.oneHandler = notifier.oneHandler
        var messages: [MessageContext] = []
        for notificationCase in notifier.cases {
            guard let typeName = SpecValidator.messageTypeName(of: notificationCase) else { continue }
            messages.append(
                MessageContext(notificationCase, of: notifier, typeName: typeName, isFirst: messages.isEmpty))
        }
        self.messages = messages
        self.casesObjects = self.cases
        self.keysObjects = self.keys
        self.mainKeysObjects = self.mainKeys
        self.payloadsObjects = self.payloads
        self.resultsObjects = self.results
    }

    override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        Self.keyTable.hand(self, key, &result)
    }

    /// The `userInfo` key of a failure's underlying error, as a string literal and as doc code.
    private static let errorKeyLiteral = SwiftNaming.stringLiteral(UserInfoStyle.errorKey)
    private static let errorKeyDoc = SwiftNaming.docCode(UserInfoStyle.errorKey)
    /// The `userInfo` key that says whether a merged case succeeded, as a string literal.
    private static let resultKeyLiteral = SwiftNaming.stringLiteral(UserInfoStyle.resultKey)
}
