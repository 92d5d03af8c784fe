/// One case, what the templates see in the sections over cases, keys and results: its `Name` case, observer method,
/// key, event factories and key-holder members.
final class CaseContext: TemplateObject, @unchecked Sendable {
    override class var keys: [TemplateKey] {
        [
            .name, .rawName, .successType, .failureType, .resultType, .docLines, .deprecated, .isFirst,
            .wireNameLiteral, .wireNameDoc,
            .isMainKey, .isMainActorPayload, .delivery, .payloadType, .hasPayload, .isResult, .observerMethod,
            .observerOnMain,
            .observerNonisolated, .fields, .hasFields, .successFields, .hasSuccessFields, .failureFields,
            .underlyingIsOptional, .condition, .fieldVariants, .successVariants, .failureVariants, .objectField,
            .failureWireNameLiteral, .failureWireNameDoc, .failureNameCase,
        ]
    }

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
        switch key {
        // The conditions first: the templates ask for them around every declaration.
        case .condition: result.text(condition)
        case .name: result.text(name)
        case .rawName: result.text(rawName)
        case .successType: result.text(successType)
        case .failureType: result.text(failureType)
        case .resultType: result.text(resultType)
        case .docLines: result.texts(docLines)
        case .deprecated: result.text(deprecated)
        case .isFirst: result.flag(isFirst)
        case .wireNameLiteral: result.text(wireNameLiteral)
        case .wireNameDoc: result.text(wireNameDoc)
        case .failureWireNameLiteral: result.text(failureWireNameLiteral)
        case .failureWireNameDoc: result.text(failureWireNameDoc)
        case .failureNameCase: result.text(failureNameCase)
        case .isMainKey: result.flag(isMainKey)
        case .isMainActorPayload: result.flag(isMainActorPayload)
        case .delivery: result.text(delivery)
        case .payloadType: result.text(payloadType)
        case .hasPayload: result.flag(hasPayload)
        case .isResult: result.flag(isResult)
        case .observerMethod: result.text(observerMethod)
        case .observerOnMain: result.flag(observerOnMain)
        case .observerNonisolated: result.flag(observerNonisolated)
        case .fields: result.objects(lists.fields.allObjects)
        case .hasFields: result.flag(!lists.fields.all.isEmpty)
        case .successFields: result.objects(lists.success.allObjects)
        case .hasSuccessFields: result.flag(!lists.success.all.isEmpty)
        case .failureFields: result.objects(lists.failure.allObjects)
        case .underlyingIsOptional: result.flag(underlyingIsOptional)
        case .fieldVariants: result.objects(lists.fields.variants)
        case .successVariants: result.objects(lists.success.variants)
        case .failureVariants: result.objects(lists.failure.variants)
        case .objectField: result.objects(objectFieldObjects)
        default: return false
        }
        return true
    }
}

extension NotificationCase {
    /// Whether the case merges a success and a failure.
    var isResult: Bool {
        if case .result = kind { return true }
        return false
    }
}
