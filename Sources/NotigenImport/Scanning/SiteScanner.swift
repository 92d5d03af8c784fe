import SwiftSyntax

/// The second pass over a file: every post and observation of a notification, and what observers read.
final class SiteScanner: ScopeVisitor {
    /// What one file's second pass found.
    struct Sites: Sendable {
        var posts: [PostSite] = []
        var observers: [ObserveSite] = []
        /// Literals that reach a `Notification.Name` through a converter.
        var wrappedNames: [WrappedNameLiteral] = []
        /// The property types its posts looked up (`ScanKnowledge.needsRescan`).
        var propertyLookups: Set<ScanKnowledge.PropertyKey> = []
    }

    private(set) var found = Sites()
    /// The wrappers, converters and property types of the first pass: the file's own, or every file's.
    private let knowledge: ScanKnowledge
    private let tree: SourceFileSyntax
    private lazy var methodIndex = MethodIndex(tree)
    private lazy var selectorFacts = SelectorFileFacts(tree)

    init(
        path: String, tree: SourceFileSyntax, knowing knowledge: ScanKnowledge,
        converter: SourceLocationConverter? = nil
    ) {
        self.knowledge = knowledge
        self.tree = tree
        super.init(path: path, tree: tree, converter: converter)
    }

    /// The sites of one file's tree.
    static func sites(
        of source: ImportSource, tree: SourceFileSyntax, knowing knowledge: ScanKnowledge,
        converter: SourceLocationConverter? = nil
    ) -> Sites {
        let scanner = SiteScanner(path: source.path, tree: tree, knowing: knowledge, converter: converter)
        scanner.walk(tree)
        return scanner.found
    }

    /// The declared type of `type`'s property `name`, recorded as looked up.
    private func propertyType(_ type: String, _ name: String) -> String? {
        found.propertyLookups.insert(ScanKnowledge.PropertyKey(type: type, name: name))
        return knowledge.propertyTypes[type]?[name]
    }

    /// A string literal passed to a name converter (`Key<Void>("didPurge")`), with the property it makes if any.
    private func wrappedName(_ node: FunctionCallExprSyntax) {
        guard let callee = WrappedNameReader.callee(node), knowledge.nameConverters.contains(callee.name),
            let first = node.arguments.first, let wire = SyntaxReading.plainString(first.expression)
        else { return }
        let property = WrappedNameReader.property(around: node)
        found.wrappedNames.append(
            WrappedNameLiteral(
                wire: wire, via: callee.name + (callee.generic.map { "<\($0)>" } ?? ""), property: property?.name,
                payloadType: property?.type ?? callee.generic.map { "\(callee.name)<\($0)>" }, doc: property?.doc,
                container: containers, conditions: conditions, location: location(of: first.expression)))
    }

    /// How an expression names a notification.
    static func nameReference(_ expr: ExprSyntax) -> NameReference {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .nameMember(name) }
            if SyntaxReading.isNameType(base.trimmedText) { return .nameMember(name) }
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = SyntaxReading.withoutInit(call.calledExpression.trimmedText)
            if SyntaxReading.isNameType(callee) || callee.isEmpty || callee == "Name",
                let argument = SyntaxReading.argument(call, [nil, "rawValue"])
            {
                return .inline(DeclarationScanner.wire(argument))
            }
        }
        if let path = SyntaxReading.memberPath(expr) { return .path(path) }
        return .unresolved(expr.trimmedText)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !knowledge.nameConverters.isEmpty { wrappedName(node) }
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self) else {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                wrapperPost(node, baseName: reference.baseName.text, center: nil)
            }
            return .visitChildren
        }
        let method = callee.declName.baseName.text
        let labels = node.arguments.map { $0.label?.text }
        let centerText = callee.base?.trimmedText ?? ""
        switch (method, labels.first ?? nil) {
        case ("post", "name"):
            if let name = SyntaxReading.argument(node, ["name"]) { post(node, name: name, centerText: centerText) }
        case ("post", nil):
            if let made = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                made.calledExpression.trimmedText.hasSuffix("Notification"),
                let name = SyntaxReading.argument(made, ["name"])
            {
                post(node, name: name, centerText: centerText, arguments: made)
            }
        case ("addObserver", nil) where labels.contains("selector"):
            selectorObserver(node, centerText: centerText)
        case ("addObserver", "forName"):
            blockObserver(node, centerText: centerText)
        case ("publisher", "for"), ("notifications", "named"):
            sequenceObserver(node, style: method == "publisher" ? .publisher : .asyncSequence, centerText: centerText)
        default:
            wrapperPost(node, baseName: method, center: callee.base)
        }
        return .visitChildren
    }

    static func center(_ text: String) -> CenterKind {
        if text.contains("DistributedNotificationCenter") || text.contains("CFNotificationCenterGetDarwinNotifyCenter")
        {
            return .distributed
        }
        if text.contains("NSWorkspace") { return .workspace }
        if text == "NotificationCenter.default" || text == ".default" || text == "Foundation.NotificationCenter.default"
            || text == "NSNotificationCenter.default"
        {
            return .default
        }
        return .other
    }

    private func post(
        _ node: FunctionCallExprSyntax, name: ExprSyntax, centerText: String, arguments: FunctionCallExprSyntax? = nil,
        wrapper: String? = nil, objectLabel: String? = "object", userInfoLabel: String? = "userInfo",
        selfObjectType: String? = nil
    ) {
        if SyntaxReading.isNil(name) || insideWrapper(passing: name) { return }
        let source = arguments ?? node
        var typer = ValueTyper(scanner: self)
        typer.declaredProperty = { [unowned self] in self.propertyType($0, $1) }
        let object: ObjectArgument
        if let selfObjectType {
            object = .selfValue(type: selfObjectType)
        } else if let label = objectLabel, let value = SyntaxReading.argument(source, [label]),
            !SyntaxReading.isNil(value)
        {
            if value.trimmedText == "self" {
                object = .selfValue(type: containers.last)
            } else {
                object = .value(value.trimmedText, typer.evidence(for: value))
            }
        } else {
            object = .none
        }
        var entries: [KeyUse]?
        var opaque: String?
        var builderCall: [String]?
        var local = false
        if let label = userInfoLabel, let value = SyntaxReading.argument(source, [label]), !SyntaxReading.isNil(value) {
            if let found = typer.entries(value) {
                local = !value.is(DictionaryExprSyntax.self)
                entries = found.map { entry in
                    KeyUse(
                        key: Self.keyExpression(entry.key), evidence: typer.evidence(for: entry.value),
                        valueText: SyntaxReading.unboxedText(entry.value), isConditional: entry.isConditional)
                }
            } else {
                opaque = value.trimmedText
                builderCall = UserInfoBuilderReader.call(value)
            }
        } else {
            entries = []
        }
        found.posts.append(
            PostSite(
                name: Self.nameReference(name), center: Self.center(centerText), object: object, userInfo: entries,
                opaqueUserInfo: opaque, userInfoIsLocal: local, wrapper: wrapper, conditions: conditions,
                location: location(of: node),
                span: node.positionAfterSkippingLeadingTrivia
                    .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                centerText: centerText, builderCall: builderCall, container: containers.last,
                isInMainActorClosure: SyntaxReading.isInMainActorClosure(node)))
    }

    /// Whether `name` is the name parameter of the wrapper function around it: that post is the wrapper's own, and
    /// its callers are the post sites.
    private func insideWrapper(passing name: ExprSyntax) -> Bool {
        guard let reference = name.as(DeclReferenceExprSyntax.self) else { return false }
        var current = name.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains {
                    ($0.secondName ?? $0.firstName).text == reference.baseName.text
                        && SyntaxReading.isNameType($0.type.trimmedText)
                }
            }
            current = node.parent
        }
        return false
    }

    static func keyExpression(_ expr: ExprSyntax) -> KeyExpression {
        if let text = SyntaxReading.plainString(expr) { return .literal(text) }
        if let path = SyntaxReading.memberPath(expr) { return .constant(path) }
        return .runtime(expr.trimmedText)
    }

    private func wrapperPost(_ node: FunctionCallExprSyntax, baseName: String, center: ExprSyntax?) {
        guard let candidates = knowledge.wrappers[baseName] else { return }
        let labels = Set(node.arguments.compactMap { $0.label?.text })
        guard let wrapper = candidates.first(where: { labels.contains($0.nameLabel) || $0.nameLabel == "_" }) else {
            return
        }
        let name =
            wrapper.nameLabel == "_"
            ? node.arguments.first?.expression : SyntaxReading.argument(node, [wrapper.nameLabel])
        guard let name else { return }
        post(
            node, name: name, centerText: "NotificationCenter.default", wrapper: baseName,
            objectLabel: wrapper.objectLabel, userInfoLabel: wrapper.userInfoLabel,
            selfObjectType: wrapper.selfObjectType)
    }

    private func selectorObserver(_ node: FunctionCallExprSyntax, centerText: String) {
        guard let name = SyntaxReading.argument(node, ["name"]), !SyntaxReading.isNil(name) else { return }
        let selector = SyntaxReading.argument(node, ["selector"])
        var methodName: String?
        if let macro = selector?.as(MacroExpansionExprSyntax.self) ?? nil,
            let target = macro.arguments.first?.expression
        {
            let text = target.trimmedText
            let withoutType = text.split(separator: ".").last.map(String.init) ?? text
            methodName = String(withoutType.prefix { $0 != "(" })
        }
        var reads: [KeyUse] = []
        var casts: [TypeEvidence] = []
        if let methodName {
            for method in methodIndex.methods[methodName] ?? [] {
                let reader = HandlerReader(scanner: self)
                reader.walk(method)
                reads += reader.reads
                casts += reader.objectCasts
            }
        }
        var site = ObserveSite(
            name: Self.nameReference(name), style: .selector, center: Self.center(centerText),
            filtersObject: filters(node), reads: reads, objectCasts: casts,
            handler: methodName.map { "#selector(\($0))" } ?? (selector?.trimmedText ?? "selector"),
            conditions: conditions, location: location(of: node))
        site.observerType = containers.last
        site.centerText = centerText
        site.selectorRegistration = SelectorRegistration.read(
            node, method: methodName, typeName: containers.isEmpty ? nil : containers.joined(separator: "."),
            facts: selectorFacts, methods: methodIndex.methods)
        found.observers.append(site)
    }

    private func filters(_ node: FunctionCallExprSyntax) -> Bool {
        guard let object = SyntaxReading.argument(node, ["object"]) else { return false }
        return !SyntaxReading.isNil(object)
    }

    private func blockObserver(_ node: FunctionCallExprSyntax, centerText: String) {
        guard let name = SyntaxReading.argument(node, ["forName"]), !SyntaxReading.isNil(name) else { return }
        let reader = HandlerReader(scanner: self)
        if let closure = node.trailingClosure { walkHandler(closure, with: reader) }
        if let closure = SyntaxReading.argument(node, ["using"]) { walkHandler(closure, with: reader) }
        var site = ObserveSite(
            name: Self.nameReference(name), style: .block, center: Self.center(centerText),
            filtersObject: filters(node), reads: reader.reads, objectCasts: reader.objectCasts, handler: "closure",
            conditions: conditions, location: location(of: node))
        site.observerType = containers.last
        site.queue = SyntaxReading.argument(node, ["queue"]).flatMap {
            SyntaxReading.isNil($0) ? nil : $0.trimmedText
        }
        site.tokenUse = Self.tokenUse(of: node)
        site.blockToken = BlockToken.read(node)
        site.centerText = centerText
        found.observers.append(site)
    }

    /// `publisher(for:)` and `notifications(named:)`: the handler is whatever closures the chain around the call and
    /// the call it is passed to (`.onReceive(…) { }`, `.sink { }`, `for await … in`) hold.
    private func sequenceObserver(_ node: FunctionCallExprSyntax, style: ObserverStyle, centerText: String) {
        // `publisher(for: \.keyPath)` is key-value observing, not a notification.
        guard let name = node.arguments.first?.expression, !SyntaxReading.isNil(name), !name.is(KeyPathExprSyntax.self)
        else { return }
        let reader = HandlerReader(scanner: self)
        var current = Syntax(node)
        for _ in 0..<12 {
            guard let parent = current.parent else { break }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if let closure = call.trailingClosure { walkHandler(closure, with: reader) }
                for argument in call.arguments where argument.expression.is(ClosureExprSyntax.self) {
                    walkHandler(argument.expression, with: reader)
                }
            }
            if let loop = parent.as(ForStmtSyntax.self) {
                reader.walk(loop.body)
                break
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { break }
            current = parent
        }
        var site = ObserveSite(
            name: Self.nameReference(name), style: style, center: Self.center(centerText),
            filtersObject: filters(node), reads: reader.reads, objectCasts: reader.objectCasts,
            handler: style == .publisher ? "publisher" : "async sequence", conditions: conditions,
            location: location(of: node))
        site.observerType = containers.last
        site.centerText = centerText
        if style == .asyncSequence {
            site.asyncLoop = NoteUseReader.loop(around: node)
        } else {
            site.publisherChain = PublisherChain.chain(from: node)
        }
        found.observers.append(site)
    }

    /// Reads a handler closure and the methods of the file it passes the notification to.
    private func walkHandler(_ handler: some SyntaxProtocol, with reader: HandlerReader) {
        reader.walk(handler)
        guard let closure = Syntax(handler).as(ClosureExprSyntax.self) else { return }
        for method in methodIndex.methodsReceivingNotification(in: closure) { reader.walk(method) }
    }

    /// Whether `item` is the one statement of a function, accessor or closure that returns a value, which returns it
    /// implicitly (`func start() -> NSObjectProtocol { center.addObserver(…) }`).
    static func isImplicitReturn(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        if let function = list.parent?.parent?.as(FunctionDeclSyntax.self) {
            return function.signature.returnClause != nil
        }
        if list.parent?.parent?.is(AccessorBlockSyntax.self) == true
            || list.parent?.parent?.is(AccessorDeclSyntax.self) == true
        {
            return true
        }
        if let closure = list.parent?.as(ClosureExprSyntax.self) {
            // A closure's one expression is its value when the closure is used for one (`.map { … }`, `let f = { … }`).
            return !(closure.parent?.is(CodeBlockItemSyntax.self) ?? true)
        }
        return false
    }

    /// What the code does with a block observer's token: `discarded`, `kept in \`observer\``, `passed to
    /// \`observers.append\``, `returned`.
    static func tokenUse(of call: FunctionCallExprSyntax) -> String {
        guard let parent = call.parent else { return "discarded" }
        if let item = parent.as(CodeBlockItemSyntax.self) {
            return isImplicitReturn(item) ? "returned" : "discarded"
        }
        if parent.is(ReturnStmtSyntax.self) { return "returned" }
        if let binding = parent.parent?.as(PatternBindingSyntax.self), parent.is(InitializerClauseSyntax.self) {
            return "kept in `\(binding.pattern.trimmedText)`"
        }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == ExprSyntax(call).id {
                let target = elements[0].trimmedText
                return target == "_" ? "discarded" : "kept in `\(target)`"
            }
        }
        if parent.is(LabeledExprSyntax.self), let outer = parent.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return "passed to `\(outer.calledExpression.trimmedText)`"
        }
        if parent.is(ArrayElementSyntax.self) { return "kept in an array literal" }
        return "used in `\(parent.trimmedText.prefix(60))`"
    }
}
