/// One notifier, what `notifier.mustache` and its partials see outside the sections of cases and payloads.
final class NotifierContext: TemplateObject, @unchecked Sendable {
    override class var keys: [TemplateKey] {
        [
            .name, .notifierName, .access, .docLines, .deprecated, .isMain, .observerProtocol, .keysHolder,
            .casesProtocol, .cases, .keys, .mainKeys, .hasMainKeys, .payloads, .hasPayloads, .results,
            .hasDeprecatedCases, .hasOneCase, .encodesUserInfo, .errorKeyLiteral, .errorKeyDoc, .resultKeyLiteral,
            .messages, .hasMessages, .condition, .oneHandler,
        ]
    }

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
    // `hasOneCase`: whether the notifier has a single case (a one-element array literal takes no trailing comma).

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
        switch key {
        case .name, .notifierName: result.text(name)
        case .access: result.text(access)
        case .docLines: result.texts(docLines)
        case .deprecated: result.text(deprecated)
        case .isMain: result.flag(isMain)
        case .observerProtocol: result.text(observerProtocol)
        case .keysHolder: result.text(keysHolder)
        case .casesProtocol: result.text(casesProtocol)
        case .cases: result.objects(casesObjects)
        case .keys: result.objects(keysObjects)
        case .mainKeys: result.objects(mainKeysObjects)
        case .hasMainKeys: result.flag(!mainKeys.isEmpty)
        case .payloads: result.objects(payloadsObjects)
        case .hasPayloads: result.flag(!payloads.isEmpty)
        case .results: result.objects(resultsObjects)
        case .hasDeprecatedCases: result.flag(hasDeprecatedCases)
        case .hasOneCase: result.flag(cases.count == 1)
        case .encodesUserInfo: result.flag(encodesUserInfo)
        case .errorKeyLiteral: result.text(Self.errorKeyLiteral)
        case .errorKeyDoc: result.text(Self.errorKeyDoc)
        case .resultKeyLiteral: result.text(Self.resultKeyLiteral)
        case .messages: result.objects(messages)
        case .hasMessages: result.flag(!messages.isEmpty)
        case .condition: result.text(condition)
        case .oneHandler: result.flag(oneHandler)
        default: return false
        }
        return true
    }

    /// The `userInfo` key of a failure's underlying error, as a string literal and as doc code.
    private static let errorKeyLiteral = SwiftNaming.stringLiteral(UserInfoStyle.errorKey)
    private static let errorKeyDoc = SwiftNaming.docCode(UserInfoStyle.errorKey)
    /// The `userInfo` key that says whether a merged case succeeded, as a string literal.
    private static let resultKeyLiteral = SwiftNaming.stringLiteral(UserInfoStyle.resultKey)
}
