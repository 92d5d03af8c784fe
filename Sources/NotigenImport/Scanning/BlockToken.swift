import SwiftSyntax

/// A block observer (`addObserver(forName:object:queue:)`) whose token the code keeps in a private stored property
/// of its type, or discards, as the rewrite needs it: the property, its declared type, the `removeObserver` calls
/// that end the observation, and the block's notification parameter and uses; or why the token's storage cannot
/// change (`obstacle`).
struct BlockToken: Sendable {
    /// The property as the assignment writes it (`observer`, `self.observer`).
    let property: String
    /// The `object:` argument's text, when not nil.
    let objectText: String?
    /// From the call's start to its trailing closure's start: what becomes `Notifier.observe(.x) `.
    let callSpan: Range<Int>
    /// The block's parameter span (nil for `$0` or none) and its uses.
    let closureParameterSpan: Range<Int>?
    let reads: NoteUses
    /// The property's declared type (`NSObjectProtocol?`) and its span.
    let declaredType: String
    let typeSpan: Range<Int>
    /// Whether the property is an array the token is appended to (it becomes `[AnyObject]`).
    let isArray: Bool
    /// Each `removeObserver(property)` call: its span and its argument as written.
    let removals: [(span: Range<Int>, argument: String)]
    /// Why the token's storage or removal cannot move to a `NotigenToken` kept in the property, or nil.
    let obstacle: String?
    /// For a token the code discards (the call is a statement, or assigned to `_`): the `_ = ` before the call
    /// (empty for a statement), and the offset after the block, where the typed token is kept alive.
    let discarded: (assignment: Range<Int>, blockEnd: Int)?

    /// The declared types a token property may have: what Foundation's token is stored as.
    static let tokenTypes: Set<String> = ["NSObjectProtocol?", "(any NSObjectProtocol)?", "Any?", "AnyObject?"]

    /// The types an array of tokens may have.
    static let arrayTypes: Set<String> = ["[NSObjectProtocol]", "[anyNSObjectProtocol]", "[Any]", "[AnyObject]"]

    /// The token of `call`, when the call's value is assigned to a stored property (`observer = center.addObserver…`
    /// or `self.observer = …`) or appended to one (`observers.append(center.addObserver…)`); nil otherwise.
    static func read(_ call: FunctionCallExprSyntax) -> BlockToken? {
        if let discarded = readDiscarded(call) { return discarded }
        let holder: ExprSyntax
        let isArray: Bool
        if let list = call.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[2].id == ExprSyntax(call).id
            else { return nil }
            holder = elements[0]
            isArray = false
        } else if let argument = call.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let arguments = argument.parent?.as(LabeledExprListSyntax.self), arguments.count == 1,
            let append = arguments.parent?.as(FunctionCallExprSyntax.self),
            let callee = append.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "append", let base = callee.base,
            append.parent?.is(CodeBlockItemSyntax.self) == true
        {
            holder = base
            isArray = true
        } else {
            return nil
        }
        let target = holder.trimmedDescription
        let property = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        guard property != "_", !property.isEmpty, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        var obstacle: String?
        func leave(_ reason: String) { if obstacle == nil { obstacle = reason } }

        let closure = call.trailingClosure
        var callSpan = 0..<0
        var parameter: (parameterSpan: Range<Int>?, reads: NoteUses)?
        if let closure, call.additionalTrailingClosures.isEmpty {
            callSpan =
                call.positionAfterSkippingLeadingTrivia
                .utf8Offset..<closure.positionAfterSkippingLeadingTrivia.utf8Offset
            parameter = PublisherChain.closure(closure)
            if parameter == nil { leave("the block's parameter is typed or not one name") }
            if let reason = captureObstacle(closure) { leave(reason) }
        } else {
            leave("the block is not a trailing closure")
        }

        var declaredType = ""
        var typeSpan = 0..<0
        if let declaration = storedProperty(property, around: call) {
            declaredType = declaration.type.trimmedDescription
            typeSpan = NoteUseReader.span(of: declaration.type)
            if !declaration.isPrivate {
                leave("`\(property)` is not `private`, so code elsewhere may use the token")
            } else if !(isArray ? arrayTypes : tokenTypes).contains(
                declaredType.replacingOccurrences(of: " ", with: ""))
            {
                leave(
                    "`\(property)` is declared `\(declaredType)`, not \(isArray ? "an array" : "an optional") of tokens"
                )
            }
        } else {
            leave("`\(property)` is not a stored property declared in the body of the observer's class")
        }

        var removals: [(span: Range<Int>, argument: String)] = []
        let uses = TokenUseVisitor(property: property, assignment: holder, isArray: isArray)
        uses.walk(call.root)
        removals = uses.removals
        if let other = uses.other { leave(other) }

        return BlockToken(
            property: target, objectText: NoteUseReader.objectText(of: call), callSpan: callSpan,
            closureParameterSpan: parameter?.parameterSpan,
            reads: parameter?.reads
                ?? NoteUses(variable: nil, uses: [], mentionsPayload: false, rebindsVariable: false),
            declaredType: declaredType, typeSpan: typeSpan, isArray: isArray, removals: removals, obstacle: obstacle,
            discarded: nil)
    }

    /// The token of `call` when the code discards it: Foundation then keeps the observer for the life of the center.
    /// The block's captures do not matter, since the typed observation, kept alive, lives as long.
    private static func readDiscarded(_ call: FunctionCallExprSyntax) -> BlockToken? {
        let assignment: Range<Int>
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        if let item = call.parent?.as(CodeBlockItemSyntax.self) {
            guard !SiteScanner.isImplicitReturn(item) else { return nil }
            assignment = start..<start
        } else if let list = call.parent?.as(ExprListSyntax.self), Array(list).count == 3,
            Array(list)[0].trimmedDescription == "_", Array(list)[1].is(AssignmentExprSyntax.self),
            Array(list)[2].id == ExprSyntax(call).id, list.parent?.parent?.is(CodeBlockItemSyntax.self) == true
        {
            assignment = Array(list)[0].positionAfterSkippingLeadingTrivia.utf8Offset..<start
        } else {
            return nil
        }
        var obstacle: String?
        var callSpan = 0..<0
        var parameter: (parameterSpan: Range<Int>?, reads: NoteUses)?
        if let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty {
            callSpan = start..<closure.positionAfterSkippingLeadingTrivia.utf8Offset
            parameter = PublisherChain.closure(closure)
            if parameter == nil { obstacle = "the block's parameter is typed or not one name" }
        } else {
            obstacle = "the block is not a trailing closure"
        }
        return BlockToken(
            property: "", objectText: NoteUseReader.objectText(of: call), callSpan: callSpan,
            closureParameterSpan: parameter?.parameterSpan,
            reads: parameter?.reads
                ?? NoteUses(variable: nil, uses: [], mentionsPayload: false, rebindsVariable: false),
            declaredType: "", typeSpan: 0..<0, isArray: false, removals: [], obstacle: obstacle,
            discarded: (assignment, call.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// Why the block's captures would make the typed observation behave otherwise, or nil: a strong capture keeps
    /// both alive until removed (the token in the type's property and the type in the block), and a `[weak self]`
    /// block that does nothing once `self` is gone (it starts with `guard let self … else { return }`, or each
    /// statement goes through `self?.`) does nothing either way after the type's token ends the observation.
    static func captureObstacle(_ closure: ClosureExprSyntax) -> String? {
        guard let items = closure.signature?.capture?.items, !items.isEmpty else { return nil }
        let captures = items.map { $0.trimmedDescription }
        guard captures == ["weak self"] else {
            return "the block captures `\(captures.joined(separator: ", "))`: its lifetime with the token's is not "
                + "one the importer judges"
        }
        let statements = Array(closure.statements)
        if let first = statements.first?.item.as(GuardStmtSyntax.self),
            first.conditions.first?.condition.as(OptionalBindingConditionSyntax.self)?.pattern.trimmedDescription
                == "self",
            [nil, "self"].contains(
                first.conditions.first?.condition.as(OptionalBindingConditionSyntax.self)?.initializer?.value
                    .trimmedDescription),
            first.body.statements.trimmedDescription == "return"
        {
            return nil
        }
        if !statements.isEmpty, statements.allSatisfy({ doesNothingWithoutSelf($0.item) }) {
            return nil
        }
        return "the block captures `[weak self]` and does work without `self`: Foundation runs it after `self` is "
            + "released, and the token kept in `self` would end the typed observation then"
    }

    /// Whether a statement of a `[weak self]` block does nothing once `self` is gone: a `self?.…` expression, a
    /// `guard … else { return }` or an `if` whose conditions call nothing (casts, comparisons, bindings) and whose
    /// body does nothing without `self` either.
    static func doesNothingWithoutSelf(_ item: CodeBlockItemSyntax.Item) -> Bool {
        func callsNothing(_ conditions: ConditionElementListSyntax) -> Bool {
            final class CallFinder: SyntaxVisitor {
                var found = false
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    found = true
                    return .skipChildren
                }
            }
            let finder = CallFinder(viewMode: .sourceAccurate)
            finder.walk(conditions)
            return !finder.found
        }
        if item.trimmedDescription.hasPrefix("self?.") { return true }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return callsNothing(guardStatement.conditions)
                && guardStatement.body.statements.trimmedDescription == "return"
        }
        if let ifStatement = item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? item.as(IfExprSyntax.self)
        {
            return ifStatement.elseBody == nil && callsNothing(ifStatement.conditions)
                && ifStatement.body.statements.allSatisfy { doesNothingWithoutSelf($0.item) }
        }
        return false
    }

    /// The declaration of `property` in the body of the type around `node` (not an extension).
    private static func storedProperty(
        _ property: String, around node: some SyntaxProtocol
    ) -> (type: TypeSyntax, isPrivate: Bool)? {
        var current = node.parent
        while let parent = current {
            // A class's or an actor's (a struct's method could not assign `nil` to it without being `mutating`).
            if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) { return nil }
            let members = parent.as(ClassDeclSyntax.self)?.memberBlock ?? parent.as(ActorDeclSyntax.self)?.memberBlock
            if let members {
                for member in members.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
                        guard let type = binding.typeAnnotation?.type, binding.accessorBlock == nil else { return nil }
                        let isPrivate = variable.modifiers.contains {
                            ["private", "fileprivate"].contains($0.name.text)
                        }
                        return (type, isPrivate)
                    }
                }
                return nil
            }
            if parent.is(ExtensionDeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}

/// The uses of a token property in a file: the assignment of the observer's token (skipped), the
/// `removeObserver(property)` calls, and the first other use (a read, another assignment, a binding of its name).
private final class TokenUseVisitor: SyntaxVisitor {
    let property: String
    let assignment: ExprSyntax
    let isArray: Bool
    var removals: [(span: Range<Int>, argument: String)] = []
    var other: String?

    init(property: String, assignment: ExprSyntax, isArray: Bool) {
        self.property = property
        self.assignment = assignment
        self.isArray = isArray
        super.init(viewMode: .sourceAccurate)
    }

    /// `if let property { center.removeObserver(property) }` (or `if let property = property`, `= self.property`):
    /// one removal, the whole statement.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.elseBody == nil, node.conditions.count == 1,
            let binding = node.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            binding.pattern.trimmedDescription == property,
            [nil, property, "self.\(property)"].contains(binding.initializer?.value.trimmedDescription),
            node.body.statements.count == 1,
            let call = node.body.statements.first?.item.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "removeObserver",
            call.arguments.count == 1, call.arguments.first?.label == nil,
            call.arguments.first?.expression.trimmedDescription == property,
            node.parent?.is(ExpressionStmtSyntax.self) == true || node.parent?.is(CodeBlockItemSyntax.self) == true
        else { return .visitChildren }
        removals.append((NoteUseReader.span(of: node), "self.\(property)"))
        return .skipChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if node.identifier.text == property, node.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) != true
        {
            note("the code binds `\(property)` again (\(node.parent?.trimmedDescription.prefix(40) ?? ""))")
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == property else { return .visitChildren }
        var use = ExprSyntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.trimmedDescription == "self" else {
                note("the code uses `\(member.trimmedDescription)`")
                return .visitChildren
            }
            use = ExprSyntax(member)
        }
        if use.id == assignment.id { return .visitChildren }
        if isArray, isArrayUse(use) { return .visitChildren }
        if let argument = use.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1,
            let call = list.parent?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "removeObserver", call.trailingClosure == nil,
            call.parent?.is(CodeBlockItemSyntax.self) == true
        {
            removals.append((NoteUseReader.span(of: call), use.trimmedDescription))
            return .visitChildren
        }
        note("the code uses the token in `\(use.parent?.trimmedDescription.prefix(60) ?? "")`")
        return .visitChildren
    }

    /// The uses an array of tokens may have besides the observer's append: appending another `addObserver(…)`
    /// token, emptying it (`removeAll()`, `= []`), which releases the typed tokens it holds, and a
    /// `forEach { center.removeObserver($0) }` directly followed by emptying it (Foundation's tokens are removed,
    /// the typed ones released).
    private func isArrayUse(_ use: ExprSyntax) -> Bool {
        guard let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == use.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else {
            if let list = use.parent?.as(ExprListSyntax.self), Array(list).count == 3,
                Array(list)[1].is(AssignmentExprSyntax.self), Array(list)[2].trimmedDescription == "[]"
            {
                return true
            }
            return false
        }
        switch member.declName.baseName.text {
        case "append":
            guard call.arguments.count == 1,
                let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self)
            else { return false }
            return argument.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addObserver"
        case "removeAll": return call.arguments.isEmpty && call.trailingClosure == nil
        case "forEach":
            guard
                call.trailingClosure?.statements.trimmedDescription.contains("removeObserver($0)") == true
                    || call.arguments.first?.expression.trimmedDescription.hasSuffix(".removeObserver") == true,
                let item = call.parent?.as(CodeBlockItemSyntax.self),
                let items = item.parent?.as(CodeBlockItemListSyntax.self),
                let index = items.firstIndex(where: { $0.id == item.id })
            else { return false }
            let next = items.index(after: index)
            guard next != items.endIndex else { return false }
            let text = items[next].item.trimmedDescription.replacingOccurrences(of: "self.", with: "")
            return text == "\(property).removeAll()" || text == "\(property) = []"
        default: return false
        }
    }

    private func note(_ reason: String) {
        if other == nil { other = reason }
    }
}
