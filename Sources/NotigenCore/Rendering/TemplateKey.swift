/// Every key a context answers (`TemplateObject`), the union of the context classes' documented `keys`. A tag's
/// name is resolved to these once, when its template is parsed (`TemplatePath`), so that rendering asks a context by
/// a switch over an enum, not over strings: comparing the tag's name with each key's string was an eighth of all
/// instructions. `TemplateKeyTests` checks that the cases are exactly the keys the classes list.
enum TemplateKey: String, CaseIterable, Sendable {
    // FileContext and ImportContext.
    case specFileName, lintDirectives, importAccess, imports, notigenVersion, runtimeRequirement, notifiers
    case generatedHeader, module, providesTypes
    // NotifierContext.
    case notifierName, access, isMain, observerProtocol, keysHolder, casesProtocol, cases, keys, mainKeys
    case hasMainKeys, payloads, hasPayloads, results, hasDeprecatedCases, hasOneCase, encodesUserInfo
    case errorKeyLiteral, errorKeyDoc, resultKeyLiteral, messages, hasMessages, oneHandler
    // CaseContext (and the keys the other contexts share with it).
    case name, rawName, successType, failureType, docLines, deprecated, isFirst, wireNameLiteral, wireNameDoc, isMainKey
    case isMainActorPayload, delivery, payloadType, hasPayload, isResult, observerMethod, observerOnMain
    case observerNonisolated, fields, hasFields, successFields, hasSuccessFields, failureFields
    case condition, objectField, failureWireNameLiteral, failureWireNameDoc, failureNameCase
    // PayloadContext.
    case typeName, isFailure, isHashable, isMainActor, underlyingIsOptional
    // FieldContext.
    case label, storage, type, isEscaping, isOptional, defaultValue, decodeDefault, hasDoc, summary
    case userInfoKeyLiteral, userInfoKeyDoc, inObject, isSender, isLast
    // FieldVariantContext.
    case fieldVariants, successVariants, failureVariants, ifCondition, elseCondition
    // MessageContext.
    case messageType, isWrapper, resultType, eventPayloadType, messageProtocol, subject, keyPath

    /// Each key by its name: `init(rawValue:)` compares a name with each of the cases' names in turn, which was most
    /// of the cost of parsing the templates.
    static let named = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// A tag's dotted name as written, and its keys, resolved when the template is parsed.
struct TemplatePath: Sendable {
    /// The name's parts as written; none for `.`.
    let names: [String]
    /// The offset of the tag's `{{` in the template's bytes, for the checks of an override (`TemplateChecker`).
    let offset: Int
    /// The key of each part; nil when a part is no context's key, so that the tag finds nothing, as a name no
    /// context answers does in Mustache (a section over it does not render, an inverted one does).
    let keys: [TemplateKey]?

    init(_ names: [String], offset: Int = 0) {
        self.names = names
        self.offset = offset
        var keys: [TemplateKey] = []
        keys.reserveCapacity(names.count)
        for name in names {
            guard let key = TemplateKey.named[name] else {
                self.keys = nil
                return
            }
            keys.append(key)
        }
        self.keys = keys
    }
}
