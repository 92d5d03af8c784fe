/// Checks a parsed spec against format version 1 and builds the `Model`, reporting every problem it finds.
struct SpecValidator {
    /// Limits far above any real spec; beyond them the spec is refused with an error rather than slowing the build.
    enum Limits {
        static let maximumNotifiers = 10_000
        static let maximumCasesPerNotifier = 1_000
        static let maximumFieldsPerPayload = 200
        /// Cases in one spec, aliases expanded: twice the 1,000-notifier benchmark spec, whose output is 31 MB; a spec
        /// that repeats one large map of cases in many notifiers fails here instead of generating for minutes.
        static let maximumCasesPerSpec = 20_000
    }

    static let rootKeys = [
        "notigen", "module", "access", "imports", "userInfo", "delivery", "lintDirectives", "messages", "allowUntyped",
        "notifiers",
    ]
    static let notifierKeys = [
        "doc", "deprecated", "isolation", "userInfo", "delivery", "messages", "if", "sender", "oneHandler", "cases",
    ]
    static let caseKeys = [
        "doc", "deprecated", "isolation", "delivery", "messages", "if", "sender", "name", "payload", "result",
    ]
    static let resultKeys = ["success", "failure"]
    static let fieldKeys = ["type", "default", "doc", "deprecated", "key", "in", "if"]

    let file: String
    var diagnostics = DiagnosticBag()
    /// Valid types already parsed and checked, by their text, with their generated spelling: real specs repeat
    /// `String` and `Int` thousands of times.
    var checkedTypes: [String: CheckedType] = [:]

    /// Validates one spec's tree; the model is nil when any error was found. Warnings do not stop it.
    static func validate(
        _ root: YAMLNode?, file: String
    ) -> (model: Model?, diagnostics: [Diagnostic], warnings: [Diagnostic]) {
        var validator = SpecValidator(file: file)
        let model = validator.model(root)
        let diagnostics = validator.diagnostics.diagnostics
        return (diagnostics.isEmpty ? model : nil, diagnostics, validator.diagnostics.warnings)
    }

    private mutating func model(_ root: YAMLNode?) -> Model? {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let root else {
            diagnostics.error(
                "the spec is empty", at: start,
                hint: "a spec starts with 'notigen: 1' and lists its types under 'notifiers:'")
            return nil
        }
        guard let pairs = mapping(root, "the spec") else { return nil }
        let keys = checkKeys(
            pairs, allowed: Self.rootKeys, required: ["notigen", "notifiers"], in: "the spec", at: root)
        if let version = keys["notigen"] { checkVersion(version.value) }
        let module = keys["module"].flatMap { identifier($0.value, "a module name") }
        let access = keys["access"].flatMap { choice($0.value, AccessLevel.self, "'access'") } ?? .internal
        let imports = keys["imports"].map { importList($0.value) } ?? []
        let userInfo = keys["userInfo"].flatMap { choice($0.value, UserInfoStyle.self, "'userInfo'") } ?? .payload
        let delivery = keys["delivery"].flatMap { deliveryChoice($0.value) }
        let messages = keys["messages"].flatMap { boolean($0.value, "'messages'") } ?? false
        let notifiers =
            keys["notifiers"].map {
                notifierList(
                    $0.value, module: module,
                    inherited: Inherited(userInfo: userInfo, delivery: delivery, messages: messages))
            } ?? []
        let lintDirectives = keys["lintDirectives"].map { boolean($0.value, "'lintDirectives'") ?? true } ?? true
        let allowUntyped = keys["allowUntyped"].map { globList($0.value) } ?? []
        let fileName = String(file.split(separator: "/").last ?? Substring(file))
        return Model(
            specFileName: fileName, module: module, access: access, imports: imports, lintDirectives: lintDirectives,
            allowUntyped: allowUntyped, notifiers: notifiers)
    }

    private mutating func checkVersion(_ node: YAMLNode) {
        switch node.scalar?.resolved {
        case .int("1"):
            return
        case .int(let text):
            diagnostics.error(
                "unsupported spec format version \(text); this notigen reads version 1", at: node.location)
        default:
            diagnostics.error("'notigen' must be the format version 1, not \(node.kindDescription)", at: node.location)
        }
    }

    private mutating func importList(_ node: YAMLNode) -> [String] {
        guard case .sequence(let items) = node.content else {
            diagnostics.error(
                "'imports' must be a list of module names, not \(node.kindDescription)", at: node.location)
            return []
        }
        var modules: [String] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let text = string(item, "a module name") else { continue }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.allSatisfy({ SwiftNaming.isIdentifier($0) && !SwiftNaming.keywords.contains($0) }) else {
                let problem = SwiftNaming.hiddenScalar(in: text).map { ": " + SwiftNaming.hiddenProblem($0) } ?? ""
                diagnostics.error("\(Diagnostic.quoted(text)) is not a module name" + problem, at: item.location)
                continue
            }
            if let first = seen[text] {
                diagnostics.error(
                    "module '\(text)' is imported twice", at: item.location,
                    notes: [.init(message: "first imported here", location: first)])
                continue
            }
            seen[text] = item.location
            if text != "Foundation" { modules.append(text) }
        }
        return modules
    }

    /// `allowUntyped:`, the path globs (`Bridges/*.swift`, `**/Legacy/**`) where `notigen audit` lets code post and
    /// observe the spec's notifications by name: a list of non-empty, one-line texts, each once.
    private mutating func globList(_ node: YAMLNode) -> [String] {
        guard case .sequence(let items) = node.content else {
            diagnostics.error(
                "'allowUntyped' must be a list of path globs (like [\"Bridges/*.swift\"]), not \(node.kindDescription)",
                at: node.location)
            return []
        }
        var globs: [String] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let text = string(item, "a path glob") else { continue }
            guard !text.isEmpty, !text.contains(where: \.isNewline) else {
                diagnostics.error("a path glob of 'allowUntyped' must be one non-empty line", at: item.location)
                continue
            }
            if let first = seen[text] {
                diagnostics.error(
                    "\(Diagnostic.quoted(text)) is listed twice in 'allowUntyped'", at: item.location,
                    notes: [.init(message: "first listed here", location: first)])
                continue
            }
            seen[text] = item.location
            globs.append(text)
        }
        return globs
    }

    private mutating func notifierList(_ node: YAMLNode, module: String?, inherited: Inherited) -> [Notifier] {
        guard let pairs = mapping(node, "'notifiers'") else { return [] }
        if pairs.isEmpty {
            diagnostics.error("'notifiers' is empty; a spec declares at least one notifier", at: node.location)
        }
        if pairs.count > Limits.maximumNotifiers {
            diagnostics.error(
                "a spec may declare at most \(Limits.maximumNotifiers) notifiers; this one has \(pairs.count)",
                at: node.location)
            return []
        }
        let caseCount = pairs.reduce(0) { count, pair in
            guard case .mapping(let notifier) = pair.value.content,
                let cases = notifier.first(where: { $0.key == "cases" }), case .mapping(let list) = cases.value.content
            else { return count }
            return count + list.count
        }
        if caseCount > Limits.maximumCasesPerSpec {
            diagnostics.error(
                "a spec may declare at most \(Limits.maximumCasesPerSpec) cases in all; this one has \(caseCount) "
                    + "(an alias counts as every case its anchor holds, each time it is used)", at: node.location)
            return []
        }
        // Notifiers are independent of each other: they are validated on every core, a run of them by one validator,
        // whose cache of checked types they share; each notifier's diagnostics are its own.
        let file = self.file
        let validated = ParallelMap.map(pairs, state: { SpecValidator(file: file) }) { validator, pair in
            let notifier = validator.notifier(pair, module: module, inherited: inherited)
            defer { validator.diagnostics = DiagnosticBag() }
            return (notifier: notifier, diagnostics: validator.diagnostics)
        }
        for result in validated { diagnostics.append(contentsOf: result.diagnostics) }
        return validated.compactMap(\.notifier)
    }

    private mutating func notifier(_ pair: YAMLPair, module: String?, inherited: Inherited) -> Notifier? {
        let name = pair.key
        checkTypeName(name, at: pair.keyLocation)
        guard let pairs = mapping(pair.value, "notifier '\(name)'") else { return nil }
        let keys = checkKeys(
            pairs, allowed: Self.notifierKeys, required: ["cases"], in: "notifier '\(name)'", at: pair.value)
        let doc = keys["doc"].flatMap { text($0.value) }
        let deprecated = keys["deprecated"].flatMap { deprecation($0.value) }
        let isolation = keys["isolation"].flatMap { choice($0.value, Isolation.self, "'isolation'") } ?? .none
        let style =
            keys["userInfo"].flatMap { choice($0.value, UserInfoStyle.self, "'userInfo'") } ?? inherited.userInfo
        let delivery = keys["delivery"].flatMap { deliveryChoice($0.value) } ?? inherited.delivery
        let messages = keys["messages"].flatMap { boolean($0.value, "'messages'") } ?? inherited.messages
        let condition = keys["if"].flatMap { compilationCondition($0.value) }
        let sender = keys["sender"].flatMap { senderChoice($0.value) }
        let oneHandler = keys["oneHandler"].flatMap { boolean($0.value, "'oneHandler'") } ?? false
        guard let casesPair = keys["cases"], let casePairs = mapping(casesPair.value, "'cases'") else { return nil }
        if casePairs.isEmpty {
            diagnostics.error("notifier '\(name)' has no cases", at: casesPair.value.location)
        }
        if casePairs.count > Limits.maximumCasesPerNotifier {
            diagnostics.error(
                "a notifier may have at most \(Limits.maximumCasesPerNotifier) cases; '\(name)' has \(casePairs.count)",
                at: casesPair.value.location)
            return nil
        }
        let prefix = (module.map { $0 + "." } ?? "") + name + "."
        let cases = casePairs.compactMap {
            notificationCase(
                $0, wirePrefix: prefix, isolation: isolation,
                inherited: Inherited(userInfo: style, delivery: delivery, messages: messages, sender: sender))
        }
        let notifier = Notifier(
            name: name, doc: doc, deprecated: deprecated, isolation: isolation, userInfo: style, condition: condition,
            oneHandler: oneHandler,
            cases: cases, location: pair.keyLocation)
        checkGeneratedNames(notifier)
        checkFailureNames(notifier)
        checkConditionalCases(notifier, casesKeyLocation: casesPair.keyLocation)
        return notifier
    }

    private mutating func notificationCase(
        _ pair: YAMLPair, wirePrefix: String, isolation notifierIsolation: Isolation, inherited: Inherited
    ) -> NotificationCase? {
        let name = pair.key
        checkMemberName(name, "a case", at: pair.keyLocation)
        var doc: String?
        var deprecated: String?
        var isolation = notifierIsolation
        var delivery = inherited.delivery
        var messages = inherited.messages
        var wireName = (String.concatenating(wirePrefix, name), pair.keyLocation)
        var failureName: (name: String, location: SourceLocation)?
        var kind = NotificationCase.Kind.plain([])
        var condition: String?
        var sender = inherited.sender
        var hasOwnSender = false
        if case .mapping(let pairs) = pair.value.content {
            let keys = checkKeys(pairs, allowed: Self.caseKeys, required: [], in: "case '\(name)'", at: pair.value)
            doc = keys["doc"].flatMap { text($0.value) }
            deprecated = keys["deprecated"].flatMap { deprecation($0.value) }
            isolation = keys["isolation"].flatMap { choice($0.value, Isolation.self, "'isolation'") } ?? isolation
            delivery = keys["delivery"].flatMap { deliveryChoice($0.value) } ?? delivery
            messages = keys["messages"].flatMap { boolean($0.value, "'messages'") } ?? messages
            condition = keys["if"].flatMap { compilationCondition($0.value) }
            sender = keys["sender"].map { senderChoice($0.value) } ?? sender
            hasOwnSender = keys["sender"] != nil
            if let node = keys["name"]?.value, case .mapping = node.content {
                if let names = twoNames(node, caseName: name, result: keys["result"]) {
                    (wireName, failureName) = names
                }
            } else if let node = keys["name"]?.value, let text = plainText(node, "a notification name") {
                wireName = (text, node.location)
            }
            if let payload = keys["payload"], let result = keys["result"] {
                diagnostics.error(
                    "case '\(name)' has both 'payload' and 'result'; a result case carries its fields under "
                        + "'success' and 'failure'", at: result.keyLocation,
                    notes: [.init(message: "'payload' is here", location: payload.keyLocation)])
            } else if let result = keys["result"] {
                kind = resultKind(result.value, caseName: name)
            } else if let payload = keys["payload"] {
                kind = .plain(fields(payload.value, "the payload of '\(name)'"))
            }
        } else if !isNull(pair.value) {
            diagnostics.error(
                "case '\(name)' must be a map (with 'payload', 'result' or 'doc') or {}, not \(pair.value.kindDescription)",
                at: pair.value.location)
        }
        kind = applySender(
            sender, to: kind, caseName: name, at: pair.keyLocation, messages: messages, fromNotifier: !hasOwnSender)
        if isolation != .main { checkFoundationClasses(kind, caseName: name) }
        let userInfo = inherited.userInfo
        if let delivery, delivery.delivery == .direct, userInfo == .fields {
            diagnostics.error(
                "case '\(name)' cannot have 'delivery: direct': its notifier has 'userInfo: fields', whose typed posts "
                    + "write every field for observers without notigen, and only 'delivery: foundation' reaches them",
                at: delivery.location,
                hint: "remove 'delivery: direct', or give the notifier 'userInfo: payload'")
        } else if let delivery, delivery.delivery == .direct, messages {
            diagnostics.error(
                "case '\(name)' cannot have 'delivery: direct': it has 'messages: true', and only posts through the "
                    + "NotificationCenter ('delivery: foundation') reach its message observers",
                at: delivery.location,
                hint: "remove 'delivery: direct', or give the case 'messages: false'")
        }
        return NotificationCase(
            name: name, doc: doc, deprecated: deprecated, isolation: isolation,
            delivery: delivery?.delivery ?? (userInfo == .fields || messages ? .foundation : .direct),
            messages: messages, wireName: wireName.0, condition: condition, kind: kind, location: pair.keyLocation,
            wireNameLocation: wireName.1, failureName: failureName)
    }

    /// A `delivery:` value: `direct` or `foundation`.
    private mutating func deliveryChoice(_ node: YAMLNode) -> DeliveryChoice? {
        choice(node, Delivery.self, "'delivery'").map { DeliveryChoice(delivery: $0, location: node.location) }
    }

    private mutating func resultKind(_ node: YAMLNode, caseName: String) -> NotificationCase.Kind {
        guard let pairs = mapping(node, "'result'") else { return .result(success: [], failure: []) }
        let keys = checkKeys(pairs, allowed: Self.resultKeys, required: ["success"], in: "'result'", at: node)
        let success = keys["success"].map { fields($0.value, "the success of '\(caseName)'") } ?? []
        let failure = keys["failure"].map { fields($0.value, "the failure of '\(caseName)'") } ?? []
        for field in failure where field.name == "underlying" {
            diagnostics.error(
                "a failure field cannot be named 'underlying': the failure uses it for the underlying error",
                at: field.location)
        }
        for field in success + failure
        where [UserInfoStyle.resultKey, UserInfoStyle.errorKey].contains(field.userInfoKey) {
            diagnostics.error(
                "a result field cannot have the userInfo key '\(field.userInfoKey)': a merged case uses it for "
                    + "its outcome or error", at: field.location, hint: "give the field another key with 'key:'")
        }
        return .result(success: success, failure: failure)
    }
}
