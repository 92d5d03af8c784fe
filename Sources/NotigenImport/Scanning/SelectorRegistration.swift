import SwiftSyntax

/// A selector observer (`center.addObserver(self, selector: #selector(handler), name: …, object: …)`) as the rewrite
/// to the notifier's observer protocol needs it: the registration's spans, the type whose conformance would take it
/// and where that conformance goes, and the handler method; or why the registration cannot move (`obstacle`).
struct SelectorRegistration: Sendable {
    /// The call, which becomes `Notifier.addObserver(self)`.
    let callSpan: Range<Int>
    /// The call with the line it stands on (its leading blank space from the previous line's end), which a second
    /// registration of one notifier in one type loses.
    let removalSpan: Range<Int>
    /// The `object:` argument's text, when not nil, and the `name:` argument's (what a removal by name names).
    let objectText: String?
    let nameText: String
    /// The observing type as the conformance names it (`FeedViewController`).
    let typeName: String
    /// The offset just after the closing brace of the outermost type declaration around the call (the class, an
    /// extension of it, or the type it is nested in): the conformance follows it at file scope, at `indentation`,
    /// with members indented by `memberIndentation` more.
    let conformanceOffset: Int
    let indentation: String
    let memberIndentation: String
    /// The handler, when it is a method of the observing type in this file.
    let handler: SelectorHandler?
    /// The types the observing type's declarations in this file conform to or inherit from (one that already
    /// conforms to the observer protocol takes no second conformance).
    let inheritedTypes: Set<String>
    /// Where the observing type ends its registrations on the default center outside `deinit`, of every name
    /// (`NotificationCenter.default.removeObserver(self)`) or of one: the typed registrations they ended must end
    /// there too.
    let removals: [SelectorFileFacts.Removal]
    /// Why the registration's place may not run on the main actor (a closure, a `nonisolated` function), which the
    /// main-actor `addObserver` needs; nil when it may.
    let offMainActor: String?
    /// Why the registration cannot move to the observer protocol, or nil.
    let obstacle: String?
}

/// The method a `#selector` names, in the observing type: what the rewrite calls from the conformance, and how its
/// notification parameter, if any, would change.
struct SelectorHandler: Sendable {
    /// The method's base name and its first argument label (`_` for none): the conformance calls `name(label: …)`.
    let name: String
    let label: String
    /// The method's offset in the file: registrations that share a handler have the same one.
    let offset: Int
    /// How many times the file may name the method (its `#selector`s and calls; `SelectorFileFacts.references`), its
    /// declaration apart.
    let references: Int
    /// The notification parameter, when the method takes one.
    let parameter: Parameter?
    /// The `@objc` attribute with the blank space after it, which a method taking a payload struct must lose.
    let objcSpan: Range<Int>?

    /// A handler's `Notification` parameter.
    struct Parameter: Sendable {
        /// The parameter clause (`(_ note: Notification)`), which becomes `()` when the body never uses it.
        let clauseSpan: Range<Int>
        /// The parameter's type, which becomes the payload's.
        let typeSpan: Range<Int>
        /// The parameter's name in the body, and its uses there.
        let reads: NoteUses
    }
}

extension SelectorRegistration {
    /// The types a handler's notification parameter may be declared with.
    static let notificationTypes: Set<String> = [
        "Notification", "Foundation.Notification", "NSNotification", "Foundation.NSNotification",
    ]

    /// The registration `call` makes, whose `#selector` names `method`; `facts` are the file's
    /// (`SelectorFileFacts`), `methods` the file's methods by name.
    static func read(
        _ call: FunctionCallExprSyntax, method: String?, typeName: String?, facts: SelectorFileFacts,
        methods: [String: [FunctionDeclSyntax]]
    ) -> SelectorRegistration? {
        guard let typeName, let declaration = enclosingDeclaration(of: call) else { return nil }
        var obstacle: String?
        func leave(_ reason: String) { if obstacle == nil { obstacle = reason } }
        if call.arguments.first?.expression.trimmedText != "self" {
            leave("the observer is not `self`")
        }
        if !declaration.is(ClassDeclSyntax.self) && !declaration.is(ExtensionDeclSyntax.self) {
            leave("`\(typeName)` is not a class")
        }
        let simpleName = typeName.split(separator: ".").last.map(String.init) ?? typeName
        if declaration.ancestorOrSelf(mapping: { Self.isBody($0) ? $0 : nil }) != nil {
            leave("`\(typeName)` is declared in a function or closure, where no extension can follow it")
        }
        // An extension goes at file scope: after the outermost type declaration around the call.
        var outermost = declaration
        while let outer = Self.enclosingDeclaration(of: outermost) { outermost = outer }
        let place = Self.place(of: call)
        if let reason = place.obstacle { leave(reason) }
        if facts.typesRemovingSelfOtherwise.contains(simpleName) {
            leave(
                "`\(typeName)` calls `removeObserver(self…)` outside `deinit` with an object or on another center, "
                    + "which would no longer end the typed registration")
        }
        var handler: SelectorHandler?
        let candidates = (method.flatMap { methods[$0] } ?? []).filter {
            enclosingTypeName(of: $0) == simpleName
        }
        if let method, candidates.count == 1, let function = candidates.first {
            let references =
                facts.references["\(simpleName).\(method)", default: 0] + facts.references[".\(method)", default: 0]
            handler = Self.handler(function, name: method, references: references)
            if handler == nil {
                leave(
                    "`\(method)` takes other than one `Notification` parameter or none, is not an instance method, or "
                        + "is an `@IBAction` or a named `@objc(…)` method")
            }
        } else {
            leave("the handler is not one method of `\(typeName)` in this file")
        }
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = call.endPositionBeforeTrailingTrivia.utf8Offset
        return SelectorRegistration(
            callSpan: start..<end, removalSpan: removalStart(of: call)..<end,
            objectText: NoteUseReader.objectText(of: call),
            nameText: SyntaxReading.argument(call, ["name"])?.trimmedText ?? "", typeName: typeName,
            conformanceOffset: outermost.endPositionBeforeTrailingTrivia.utf8Offset,
            indentation: SyntaxReading.indentation(of: Syntax(outermost)),
            memberIndentation: memberIndentation(of: declaration), handler: handler,
            inheritedTypes: facts.inheritedTypes[simpleName, default: []],
            removals: facts.removals[simpleName, default: []], offMainActor: place.offMainActor,
            obstacle: obstacle)
    }

    /// Whether `node` is a body in which a declaration is local: a function's, an initializer's, an accessor's, a
    /// closure's.
    private static func isBody(_ node: Syntax) -> Bool {
        node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self)
    }

    /// What the place of a registration allows: an obstacle for every observer (a static method, whose `self` is
    /// the type), or a reason it may not run on the main actor.
    private static func place(of call: FunctionCallExprSyntax) -> (obstacle: String?, offMainActor: String?) {
        var current = call.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                return SyntaxReading.isMainActorClosure(closure)
                    ? (nil, nil) : (nil, "it is registered in a closure, which may run off the main actor")
            }
            let modifiers =
                parent.as(FunctionDeclSyntax.self)?.modifiers ?? parent.as(InitializerDeclSyntax.self)?.modifiers
                ?? parent.as(VariableDeclSyntax.self)?.modifiers
            if let modifiers {
                let names = Set(modifiers.map(\.name.text))
                if !names.isDisjoint(with: ["static", "class"]) {
                    return ("it is registered in a static method, whose `self` is the type", nil)
                }
                return (nil, names.contains("nonisolated") ? "it is registered in a `nonisolated` function" : nil)
            }
            current = parent.parent
        }
        return (nil, nil)
    }

    /// The class or extension declaration around `node`, or the struct, enum or actor one (which cannot take it).
    private static func enclosingDeclaration(of node: some SyntaxProtocol) -> DeclSyntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClassDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self)
                || parent.is(StructDeclSyntax.self)
                || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self)
            {
                return parent.as(DeclSyntax.self)
            }
            current = parent.parent
        }
        return nil
    }

    /// The simple name of the type declaration around `node` (a class's name, an extension's last component).
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) {
                let text = type.extendedType.trimmedText
                return text.split(separator: ".").last.map(String.init) ?? text
            }
            if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self) {
                return nil
            }
            current = parent.parent
        }
        return nil
    }

    /// The handler `function`, when it is an instance method taking one `Notification` or nothing.
    private static func handler(_ function: FunctionDeclSyntax, name: String, references: Int) -> SelectorHandler? {
        // Interface Builder and Objective-C code may call a method marked so, by a selector its shape must keep.
        let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self) }
        if attributes.contains(where: {
            ["IBAction", "IBSegueAction"].contains($0.attributeName.trimmedText)
                || ($0.attributeName.trimmedText == "objc" && $0.arguments != nil)
        }) {
            return nil
        }
        let modifiers = Set(function.modifiers.map(\.name.text))
        guard modifiers.isDisjoint(with: ["static", "class", "override"]), function.genericParameterClause == nil,
            function.signature.effectSpecifiers == nil, function.signature.returnClause == nil,
            let body = function.body
        else { return nil }
        let parameters = function.signature.parameterClause.parameters
        var parameter: SelectorHandler.Parameter?
        if let first = parameters.first {
            guard parameters.count == 1, first.defaultValue == nil,
                notificationTypes.contains(first.type.trimmedText)
            else { return nil }
            let variable = (first.secondName ?? first.firstName).text
            parameter = SelectorHandler.Parameter(
                clauseSpan: NoteUseReader.span(of: function.signature.parameterClause),
                typeSpan: NoteUseReader.span(of: first.type),
                reads: NoteUseReader.read(variable == "_" ? nil : variable, in: [Syntax(body)]))
        }
        let objc = attributes.first { $0.attributeName.trimmedText == "objc" }
        return SelectorHandler(
            name: name, label: parameters.first?.firstName.text ?? "_",
            offset: function.positionAfterSkippingLeadingTrivia.utf8Offset, references: references,
            parameter: parameter,
            objcSpan: objc.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPosition.utf8Offset })
    }

    /// Where removing `call` with its line starts: the end of the previous line, when only blank space lies between.
    private static func removalStart(of call: FunctionCallExprSyntax) -> Int {
        var start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        for piece in call.leadingTrivia.pieces.reversed() {
            switch piece {
            case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds:
                start -= piece.sourceLength.utf8Length
            default: return start
            }
        }
        return start
    }

    /// How much deeper than the declaration its members are indented (four spaces when it has none).
    private static func memberIndentation(of declaration: DeclSyntax) -> String {
        let members =
            declaration.as(ClassDeclSyntax.self)?.memberBlock ?? declaration.as(ExtensionDeclSyntax.self)?.memberBlock
        guard let first = members?.members.first else { return "    " }
        let outer = SyntaxReading.indentation(of: Syntax(declaration))
        let inner = SyntaxReading.indentation(of: Syntax(first))
        return inner.hasPrefix(outer) && inner.count > outer.count ? String(inner.dropFirst(outer.count)) : "    "
    }
}
