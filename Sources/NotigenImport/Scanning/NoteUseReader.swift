import SwiftSyntax

/// One use of a notification variable.
struct NoteUse: Sendable {
    enum Kind: Sendable, Hashable {
        /// `note.userInfo?[key] as? T` (or `as! T`): the cast's type and whether it is `as?`.
        case userInfo(KeyExpression, type: String, optional: Bool)
        /// `note.object as? T` (or `as! T`).
        case object(type: String, optional: Bool)
        /// Anything else (`note.name`, `note` passed on, a read without a cast): its text.
        case other(String)
    }

    let kind: Kind
    /// The span of the whole read, cast included, that the rewrite replaces (UTF-8 offsets, without trivia).
    let span: Range<Int>
}

/// Reads the uses of a notification variable (`note`, or `$0` in a closure) in a loop or a closure body.
final class NoteUseReader: SyntaxVisitor {
    private let variable: String
    private var uses: [NoteUse] = []
    private var mentionsPayload = false
    private var rebindsVariable = false

    private init(variable: String) {
        self.variable = variable
        super.init(viewMode: .sourceAccurate)
    }

    /// The uses of `variable` (nil: none) in `nodes`. For `$0`, closures inside are skipped: their `$0` is theirs.
    static func read(_ variable: String?, in nodes: [Syntax]) -> NoteUses {
        let reader = NoteUseReader(variable: variable ?? "")
        for node in nodes { reader.walk(node) }
        return NoteUses(
            variable: variable, uses: reader.uses, mentionsPayload: reader.mentionsPayload,
            rebindsVariable: reader.rebindsVariable)
    }

    /// The loop whose sequence is `call`, or nil when `call` is not a `for await` loop's whole sequence.
    static func loop(around call: FunctionCallExprSyntax) -> AsyncLoop? {
        guard let loop = call.parent?.as(ForStmtSyntax.self), loop.awaitKeyword != nil,
            loop.sequence.id == ExprSyntax(call).id
        else { return nil }
        let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let reads = read(variable, in: [loop.whereClause.map(Syntax.init), Syntax(loop.body)].compactMap { $0 })
        return AsyncLoop(
            patternSpan: span(of: loop.pattern), sequenceSpan: span(of: call), objectText: objectText(of: call),
            reads: reads)
    }

    /// The `object:` argument's text, when not nil.
    static func objectText(of call: FunctionCallExprSyntax) -> String? {
        SyntaxReading.argument(call, ["object"]).flatMap { SyntaxReading.isNil($0) ? nil : $0.trimmedText }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        variable == "$0" ? .skipChildren : .visitChildren
    }

    static func span(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.text == "payload" { mentionsPayload = true }
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if node.identifier.text == variable { rebindsVariable = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == variable { rebindsVariable = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == variable { rebindsVariable = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == variable { rebindsVariable = true }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !variable.isEmpty, node.baseName.text == variable else { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren  // `x.note`: another value's member
        }
        uses.append(Self.use(of: node))
        return .visitChildren
    }

    /// What a use of the variable is: a cast read of `userInfo[key]` or `object`, or something else.
    private static func use(of reference: DeclReferenceExprSyntax) -> NoteUse {
        func other(_ node: some SyntaxProtocol) -> NoteUse {
            NoteUse(kind: .other(node.trimmedText), span: span(of: node))
        }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return other(reference) }
        switch member.declName.baseName.text {
        case "userInfo":
            var top = Syntax(member)
            while let parent = top.parent,
                parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
            {
                top = parent
            }
            guard let subscriptCall = top.parent?.as(SubscriptCallExprSyntax.self),
                subscriptCall.calledExpression.id == top.id, subscriptCall.arguments.count == 1,
                let key = subscriptCall.arguments.first?.expression,
                let cast = castRead(of: Syntax(subscriptCall))
            else { return other(top.parent ?? top) }
            return NoteUse(
                kind: .userInfo(SiteScanner.keyExpression(key), type: cast.type, optional: cast.optional),
                span: cast.span)
        case "object":
            guard let cast = castRead(of: Syntax(member)) else { return other(member) }
            return NoteUse(kind: .object(type: cast.type, optional: cast.optional), span: cast.span)
        default:
            return other(member)
        }
    }

    /// `read as? T` (or `as! T`) in an unfolded sequence, where no operator before `read` binds tighter than the
    /// cast (so that replacing `read as? T` with one parenthesized expression keeps the meaning): the cast and the
    /// span from `read` to `T`.
    private static func castRead(of read: Syntax) -> (type: String, optional: Bool, span: Range<Int>)? {
        guard let list = read.parent?.as(ExprListSyntax.self) else { return nil }
        // `as T` (no `?` or `!`) is a coercion, not a read of a typed value.
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == read.id }), index + 2 < elements.count,
            let cast = elements[index + 1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark != nil,
            let type = elements[index + 2].as(TypeExprSyntax.self)
        else { return nil }
        if index > 0 {
            let before = elements[index - 1]
            let looser = ["??", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "==="]
            guard
                before.is(AssignmentExprSyntax.self)
                    || (before.as(BinaryOperatorExprSyntax.self).map { looser.contains($0.operator.text) } ?? false)
            else { return nil }
        }
        return (
            type.type.trimmedText, cast.questionOrExclamationMark?.text == "?",
            span(of: read).lowerBound..<span(of: type).upperBound
        )
    }
}
