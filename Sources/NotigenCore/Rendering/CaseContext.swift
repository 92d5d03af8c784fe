/// One case, what the templates see in the sections over cases, keys and results: its `Name` case, observer method,
/// key, event factories and key-holder members.
final class CaseContext: TemplateObject, @unchecked Sendable {
    static let keyTable = TemplateKeyTable<CaseContext>(
        .case,
        [
            .shared(.name) { $1.text($0.name) },
            .shared(.rawName) { $1.text($0.rawName) },
            .text("successType", "A merged case's success struct: `LoginSuccess` (named so for any case).") {
                $1.text($0.successType)
            },
            .text("failureType", "A merged case's failure struct: `LoginFailure` (named so for any case).") {
                $1.text($0.failureType)
            },
            .shared(.resultType) { $1.text($0.resultType) },
            .shared(.docLines) { $1.texts($0.docLines) },
            .shared(.deprecated) { $1.text($0.deprecated) },
            .shared(.isFirst) { $1.flag($0.isFirst) },
            .text(
                "wireNameLiteral", "The name the case is posted under, as a string literal: `\"UserManager.didLogin\"`."
            ) { $1.text($0.wireNameLiteral) },
            .shared(.wireNameDoc) { $1.text($0.wireNameDoc) },
            .flag(
                "isMainKey",
                "Whether the case's observers are isolated to the main actor, so that its key is a `NotigenMainKey`."
            ) { $1.flag($0.isMainKey) },
            .flag(
                "isMainActorPayload",
                """
                Whether the case's payload structs are isolated to the main actor (a main-actor case whose fields \
                name the user's types).
                """
            ) { $1.flag($0.isMainActorPayload) },
            .text("delivery", "The `NotigenDelivery` case: `direct` or `foundation`.") { $1.text($0.delivery) },
            .text(
                "payloadType",
                "What observers receive: `UserManager.DidLogin`, `UserManager.LoginResult` or `Swift.Void`."
            ) { $1.text($0.payloadType) },
            .flag("hasPayload", "Whether `payloadType` is not `Swift.Void`.") { $1.flag($0.hasPayload) },
            .shared(.isResult) { $1.flag($0.isResult) },
            .text("observerMethod", "The observer protocol's method for the case: `userManagerDidLogin`.") {
                $1.text($0.observerMethod)
            },
            .flag(
                "observerOnMain", "Whether the observer method is isolated to the main actor in a protocol that is not."
            ) {
                $1.flag($0.observerOnMain)
            },
            .flag("observerNonisolated", "Whether the observer method is nonisolated in a main-actor protocol.") {
                $1.flag($0.observerNonisolated)
            },
            .shared(.fields) { $1.objects($0.lists.fields.allObjects) },
            .shared(.hasFields) { $1.flag(!$0.lists.fields.all.isEmpty) },
            .list("successFields", of: .field, "A merged case's success fields.") {
                $1.objects($0.lists.success.allObjects)
            },
            .flag("hasSuccessFields", "Whether `successFields` is not empty.") {
                $1.flag(!$0.lists.success.all.isEmpty)
            },
            .list("failureFields", of: .field, "A merged case's failure fields.") {
                $1.objects($0.lists.failure.allObjects)
            },
            .shared(.underlyingIsOptional) { $1.flag($0.underlyingIsOptional) },
            .shared(.condition) { $1.text($0.condition) },
            .shared(.fieldVariants) { $1.objects($0.lists.fields.variants) },
            .list("successVariants", of: .fieldVariant, "`fieldVariants` of a merged case's success fields.") {
                $1.objects($0.lists.success.variants)
            },
            .list("failureVariants", of: .fieldVariant, "`fieldVariants` of a merged case's failure fields.") {
                $1.objects($0.lists.failure.variants)
            },
            .list(
                "objectField", of: .field,
                """
                The field that travels as the notification's `object` (the sender, or `in: object`): a list of at \
                most one.
                """
            ) { $1.objects($0.objectFieldObjects) },
            .optionalText(
                "failureWireNameLiteral",
                "A merged case's failure name as a string literal, when `name:` gives two names; empty otherwise."
            ) { $1.text($0.failureWireNameLiteral) },
            .optionalText("failureWireNameDoc", "`failureWireNameLiteral` as doc code; empty when it is.") {
                $1.text($0.failureWireNameDoc)
            },
            .optionalText(
                "failureNameCase",
                "The failure name's case in the `Name` enum (`loginFailure`); empty unless two names."
            ) { $1.text($0.failureNameCase) },
        ])

    override class var contextClass: TemplateContextClass? { keyTable.context }

    /// The escaped case name: `didGetMessage`, or `` `default` ``.
    let name: String
    /// The name as written in the spec, for doc comments.
    let rawName: String
    /// The names of a merged case's success and failure structs and its `Result` alias (`LoginSuccess`,
    /// `LoginFailure`, `LoginResult`), from `GeneratedNames`; a plain case has none of these types.
    let successType: String
    let failureType: String
    let resultType: String
    /// The summary's lines, without `///`: the case's `doc:`, or a synthesized one.
    let docLines: [String]
    /// The deprecation message as a string literal, when the case is deprecated; empty otherwise.
    let deprecated: String
    /// Whether the case is its notifier's first, which no blank line precedes in a list of declarations.
    let isFirst: Bool
    /// The name it is posted under, as a string literal and as doc code.
    let wireNameLiteral: String
    let wireNameDoc: String
    /// For a merged case whose failures are posted under a name of their own: that name, as a string literal and as
    /// doc code, and its case in the `Name` enum (`<case>Failure`); all three empty otherwise.
    let failureWireNameLiteral: String
    let failureWireNameDoc: String
    let failureNameCase: String
    /// Whether a failure's underlying error may be absent (`NotificationCase.underlyingIsOptional`).
    let underlyingIsOptional: Bool
    /// Whether observers are isolated to the main actor, so that its key is a `NotigenMainKey`.
    let isMainKey: Bool
    /// Whether its payload structs (a plain case's, a merged case's success and failure) are isolated to the main actor: a
    /// main-actor case whose fields name the user's types, which may be non-`Sendable` or conform to `Hashable` on
    /// the main actor only. Its event factories are then main-actor, and its key decodes and encodes `userInfo` on
    /// the main actor (`NotificationCase.hasMainActorPayload`).
    let isMainActorPayload: Bool
    /// The `NotigenDelivery` case: `direct` or `foundation`.
    let delivery: String
    /// What observers receive, printed: `UserManager.DidGetMessage`, `UserManager.LoginResult` or `Swift.Void`.
    let payloadType: String
    /// Whether `payloadType` is not `Swift.Void`.
    let hasPayload: Bool
    /// Whether the case merges a success and a failure.
    let isResult: Bool
    /// The observer protocol's method: `userManagerDidGetMessage`.
    let observerMethod: String
    /// Whether the observer method is isolated to the main actor in a protocol that is not.
    let observerOnMain: Bool
    /// Whether the observer method is nonisolated in a main-actor protocol.
    let observerNonisolated: Bool
    /// The case's `if:` condition as `#if` writes it (`os(iOS) && !DEBUG`); empty when it has none.
    let condition: String
    /// The fields of a plain case's payload (none for a merged case), and a merged case's success and failure
    /// fields, with the variants of the declarations that take them (`FieldVariantContext`), for `fields`,
    /// `fieldVariants` and the same keys of the success and failure. Kept as they are, without a copy of their arrays per key: each copy was
    /// a reference count to raise and lower again.
    let lists: (fields: FieldList, success: FieldList, failure: FieldList)
    /// The field that travels as the notification's `object` (the sender, or the field with `in: object`), as a
    /// list of one, as the template engine takes it; empty when the case carries none.
    private let objectFieldObjects: [TemplateObject]

    init(
        _ notificationCase: NotificationCase, of notifier: Notifier, isFirst: Bool, docLines: [String],
        isMainActorPayload: Bool, fields: FieldList, successFields: FieldList, failureFields: FieldList
    ) {
        self.name = SwiftNaming.escaped(notificationCase.name)
        self.rawName = notificationCase.name
        self.successType = GeneratedNames.successType(case: notificationCase.name)
        self.failureType = GeneratedNames.failureType(case: notificationCase.name)
        self.resultType = GeneratedNames.resultType(case: notificationCase.name)
        self.docLines = docLines
        self.deprecated = ContextBuilder.deprecation(notificationCase.deprecated)
        self.isFirst = isFirst
        self.wireNameLiteral = SwiftNaming.stringLiteral(notificationCase.wireName)
        self.wireNameDoc = SwiftNaming.docCode(literal: wireNameLiteral)
        self.failureWireNameLiteral = notificationCase.failureName.map { SwiftNaming.stringLiteral($0.name) } ?? ""
        self.failureWireNameDoc =
            failureWireNameLiteral.isEmpty ? "" : SwiftNaming.docCode(literal: failureWireNameLiteral)
        self.underlyingIsOptional = notificationCase.underlyingIsOptional
        self.failureNameCase =
            notificationCase.failureName == nil
            ? "" : SwiftNaming.escaped(GeneratedNames.failureNameCase(case: notificationCase.name))
        self.isMainKey = notificationCase.isolation == .main
        self.isMainActorPayload = isMainActorPayload
        self.delivery = notificationCase.delivery.rawValue
        self.isResult = notificationCase.isResult
        self.hasPayload = isResult || !fields.all.isEmpty
        self.payloadType =
            isResult
            ? .concatenating(notifier.name, ".", resultType)
            : fields.all.isEmpty
                ? "Swift.Void"
                : .concatenating(notifier.name, ".", GeneratedNames.typeBase(case: notificationCase.name))
        self.observerMethod = SwiftNaming.observerMethod(
            case: notificationCase.name, isMerged: isResult, notifier: notifier.name)
        self.observerOnMain = notifier.isolation == .none && notificationCase.isolation == .main
        self.observerNonisolated = notifier.isolation == .main && notificationCase.isolation == .none
        self.lists = (fields, successFields, failureFields)
        self.condition = notificationCase.condition ?? ""
        // Most cases carry no object: `filter` would still set up an array for each (0.3 M instructions per 100
        // notifiers).
        self.objectFieldObjects = fields.all.contains(where: \.inObject) ? fields.all.filter(\.inObject) : []
    }

    override func lookup(_ key: TemplateKey, _ result: inout TemplateLookup) -> Bool {
        Self.keyTable.hand(self, key, &result)
    }
}

extension NotificationCase {
    /// Whether the case merges a success and a failure.
    var isResult: Bool {
        if case .result = kind { return true }
        return false
    }
}
