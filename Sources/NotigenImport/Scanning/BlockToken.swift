import SwiftSyntax

/// A block observer (`addObserver(forName:object:queue:)`) whose token the code keeps in a private stored property
/// of its type, as the rewrite needs it: the property, its declared type, the `removeObserver` calls that end the
/// observation, and the block's notification parameter and uses; or why the token's storage cannot change
/// (`obstacle`).
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
    /// Each `removeObserver(property)` call: its span and its argument as written.
    let removals: [(span: Range<Int>, argument: String)]
    /// Why the token's storage or removal cannot move to a `NotigenToken` kept in the property, or nil.
    let obstacle: String?

    /// The declared types a token property may have: what Foundation's token is stored as.
    static let tokenTypes: Set<String> = ["NSObjectProtocol?", "(any NSObjectProtocol)?", "Any?", "AnyObject?"]

    /// The token of `call`, when the call's value is assigned to a stored property (`observer = center.addObserver…`
    /// or `self.observer = …`); nil otherwise.
    static func read(_ call: FunctionCallExprSyntax) -> BlockToken? {
        guard let list = call.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == ExprSyntax(call).id
        else { return nil }
        let target = elements[0].trimmedDescription
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
            } else if !tokenTypes.contains(declaredType.replacingOccurrences(of: " ", with: "")) {
                leave("`\(property)` is declared `\(declaredType)`, not an optional token type")
            }
        } else {
            leave("`\(property)` is not a stored property declared in the body of the observer's type")
        }

        var removals: [(span: Range<Int>, argument: String)] = []
        let uses = TokenUseVisitor(property: property, assignment: elements[0])
        uses.walk(call.root)
        removals = uses.removals
        if let other = uses.other { leave(other) }

        return BlockToken(
            property: target, objectText: NoteUseReader.objectText(of: call), callSpan: callSpan,
            closureParameterSpan: parameter?.parameterSpan,
            reads: parameter?.reads
                ?? NoteUses(variable: nil, uses: [], mentionsPayload: false, rebindsVariable: false),
            declaredType: declaredType, typeSpan: typeSpan, removals: removals, obstacle: obstacle)
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
            first.conditions.count == 1,
            first.conditions.first?.condition.as(OptionalBindingConditionSyntax.self)?.pattern.trimmedDescription
                == "self",
            first.body.statements.trimmedDescription == "return"
        {
            return nil
        }
        if !statements.isEmpty, statements.allSatisfy({ $0.item.trimmedDescription.hasPrefix("self?.") }) {
            return nil
        }
        return "the block captures `[weak self]` and does work without `self`: Foundation runs it after `self` is "
            + "released, and the token kept in `self` would end the typed observation then"
    }

    /// The declaration of `property` in the body of the type around `node` (not an extension).
    private static func storedProperty(
        _ property: String, around node: some SyntaxProtocol
    ) -> (type: TypeSyntax, isPrivate: Bool)? {
        var current = node.parent
        while let parent = current {
            let members =
                parent.as(ClassDeclSyntax.self)?.memberBlock ?? parent.as(StructDeclSyntax.self)?.memberBlock
                ?? parent.as(ActorDeclSyntax.self)?.memberBlock
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
    var removals: [(span: Range<Int>, argument: String)] = []
    var other: String?

    init(property: String, assignment: ExprSyntax) {
        self.property = property
        self.assignment = assignment
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

    private func note(_ reason: String) {
        if other == nil { other = reason }
    }
}
