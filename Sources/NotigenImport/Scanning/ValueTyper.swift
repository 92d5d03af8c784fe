import SwiftSyntax

/// What a posted value's type is, from the syntax around it: a literal, a cast, an initializer call, or the declared
/// type of the parameter, local or property it names.
struct ValueTyper {
    let scanner: ScopeVisitor
    /// The declared type of a type's property (type, then property name), across files and extensions (none where
    /// only one file's syntax is read).
    var declaredProperty: (_ type: String, _ name: String) -> String? = { _, _ in nil }

    /// A type read from the syntax, what it was read from (for the report), and whether the value is boxed.
    private struct Typed {
        let type: String
        let detail: String
        var boxing: TypeEvidence.Boxing = .none
    }

    func evidence(for expr: ExprSyntax) -> TypeEvidence {
        let location = scanner.location(of: expr)
        if let typed = literalType(expr) {
            return TypeEvidence(kind: .literal, type: typed.type, location: location, detail: typed.detail)
        }
        if let typed = declaredType(expr, depth: 0) {
            return TypeEvidence(
                kind: .declaration, type: typed.type, location: location, detail: typed.detail, boxing: typed.boxing)
        }
        return TypeEvidence(kind: .declaration, type: nil, location: location, detail: "`\(expr.trimmedText)`")
    }

    private func literalType(_ expr: ExprSyntax) -> Typed? {
        let text = expr.trimmedText
        if expr.is(StringLiteralExprSyntax.self) { return Typed(type: "String", detail: "literal \(text)") }
        if expr.is(IntegerLiteralExprSyntax.self) { return Typed(type: "Int", detail: "literal \(text)") }
        if expr.is(FloatLiteralExprSyntax.self) { return Typed(type: "Double", detail: "literal \(text)") }
        if expr.is(BooleanLiteralExprSyntax.self) { return Typed(type: "Bool", detail: "literal \(text)") }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literalType(prefix.expression)
        }
        if let array = expr.as(ArrayExprSyntax.self), let first = array.elements.first,
            let element = literalType(first.expression)?.type,
            array.elements.allSatisfy({ literalType($0.expression)?.type == element })
        {
            return Typed(type: "[\(element)]", detail: "literal \(text)")
        }
        return nil
    }

    /// The type `expr` is declared with; `depth` counts the locals and initializers followed (0: the posted value).
    private func declaredType(_ expr: ExprSyntax, depth: Int) -> Typed? {
        guard depth < 4 else { return nil }
        if let sequence = expr.as(SequenceExprSyntax.self), let cast = CastReader.castAfter(first: sequence),
            !cast.optional
        {
            // A value posted `as Any` says nothing of its type, and may be an optional's nil; the declared type of
            // the value boxed, when the sources say it, does (`count as Any`, `count: Int?`).
            let boxing: TypeEvidence.Boxing = depth == 0 && cast.type == "Any" ? .any : .none
            if boxing == .any, let inner = sequence.elements.first, let typed = declaredType(inner, depth: depth + 1),
                typed.type != "Any"
            {
                return Typed(type: typed.type, detail: "`as Any` of \(typed.detail)", boxing: .any)
            }
            return Typed(type: cast.type, detail: "`as \(cast.type)`", boxing: boxing)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            // `NSNumber(value: x)` posts x's number: observers read it back as x's type.
            if call.calledExpression.trimmedText == "NSNumber", call.arguments.count == 1,
                let argument = call.arguments.first, argument.label?.text == "value",
                let typed = literalType(argument.expression) ?? declaredType(argument.expression, depth: depth + 1)
            {
                return Typed(type: typed.type, detail: "`NSNumber(value:)` of \(typed.detail)", boxing: .number)
            }
            var callee = call.calledExpression.trimmedText
            if callee.hasSuffix(".init") { callee.removeLast(5) }
            // Every component a type name: `Config.Change(…)` is an initializer, `Change.added(…)` an enum case or
            // a static function, whose type the call does not say.
            if SyntaxReading.memberPath(call.calledExpression) != nil,
                callee.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true })
            {
                return Typed(type: callee, detail: "initializer `\(callee)(…)`")
            }
            return nil
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return lookUp(reference.baseName.text, from: Syntax(expr), depth: depth)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            return lookUp(member.declName.baseName.text, from: Syntax(expr), depth: depth)
        }
        return nil
    }

    /// The declared type of `name` where `node` uses it: a parameter, an earlier local, or a property of the type.
    private func lookUp(_ name: String, from node: Syntax, depth: Int) -> Typed? {
        var current = node
        while let parent = current.parent {
            if let function = parent.as(FunctionDeclSyntax.self),
                let found = parameter(name, in: function.signature.parameterClause.parameters)
            {
                return found
            }
            if let initializer = parent.as(InitializerDeclSyntax.self),
                let found = parameter(name, in: initializer.signature.parameterClause.parameters)
            {
                return found
            }
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.position >= current.position { break }
                    if let variable = item.item.as(VariableDeclSyntax.self),
                        let found = binding(name, in: variable, depth: depth, label: "local")
                    {
                        return found
                    }
                }
            }
            if let members = parent.as(MemberBlockItemListSyntax.self) {
                for item in members {
                    if let variable = item.decl.as(VariableDeclSyntax.self),
                        let found = binding(name, in: variable, depth: depth, label: "property")
                    {
                        return found
                    }
                }
            }
            current = parent
        }
        // A property declared elsewhere: in an extension, or in another file.
        if let type = scanner.containers.last, let declared = declaredProperty(type, name) {
            return Typed(type: declared, detail: "property `\(name): \(declared)` of \(type)")
        }
        return nil
    }

    private func parameter(_ name: String, in parameters: FunctionParameterListSyntax) -> Typed? {
        guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else {
            return nil
        }
        let type = parameter.type.trimmedText
        return Typed(type: type, detail: "parameter `\(name): \(type)`")
    }

    private func binding(_ name: String, in variable: VariableDeclSyntax, depth: Int, label: String) -> Typed? {
        for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let type = binding.typeAnnotation?.type.trimmedText {
                return Typed(type: type, detail: "\(label) `\(name): \(type)`")
            }
            if let value = binding.initializer?.value {
                if let typed = literalType(value) {
                    return Typed(type: typed.type, detail: "\(label) `\(name)` = \(value.trimmedText)")
                }
                if let typed = declaredType(value, depth: depth + 1) {
                    return Typed(type: typed.type, detail: "\(label) `\(name)`: \(typed.detail)", boxing: typed.boxing)
                }
            }
            return nil
        }
        return nil
    }

    /// One entry of a `userInfo` dictionary: its key and value, and whether it is set only on some paths (an
    /// assignment inside an `if`).
    struct Entry {
        let key: ExprSyntax
        let value: ExprSyntax
        let isConditional: Bool
    }

    /// The entries of a `userInfo:` argument: a dictionary literal, or a local dictionary declared before the post
    /// (`var userInfo = [String: Any]()`, or a literal) with the `userInfo[key] = value` assignments made to it
    /// before the post; nil when neither.
    func entries(_ expr: ExprSyntax) -> [Entry]? {
        if let dictionary = expr.as(DictionaryExprSyntax.self) { return Self.entries(of: dictionary) }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = Syntax(expr)
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.position >= current.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard let value = binding.initializer?.value else { return nil }
                        var found: [Entry]
                        if let dictionary = value.as(DictionaryExprSyntax.self) {
                            found = Self.entries(of: dictionary)
                        } else if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                            call.calledExpression.is(DictionaryExprSyntax.self)
                        {
                            found = []
                        } else {
                            return nil
                        }
                        let finder = SubscriptAssignmentFinder(name: name, range: item.endPosition..<expr.position)
                        finder.walk(block)
                        found += finder.assignments.map { assignment in
                            Entry(
                                key: assignment.key, value: assignment.value,
                                isConditional: assignment.block != block.id)
                        }
                        return found
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    private static func entries(of dictionary: DictionaryExprSyntax) -> [Entry] {
        guard let elements = dictionary.content.as(DictionaryElementListSyntax.self) else { return [] }
        return elements.map { Entry(key: $0.key, value: $0.value, isConditional: false) }
    }
}

/// `name[key] = value` statements in a range of a block, and the block each is in (another block than the
/// declaration's means the entry is set on some paths only).
private final class SubscriptAssignmentFinder: SyntaxVisitor {
    struct Assignment {
        let key: ExprSyntax
        let value: ExprSyntax
        let block: SyntaxIdentifier?
    }

    let name: String
    let range: Range<AbsolutePosition>
    var assignments: [Assignment] = []

    init(name: String, range: Range<AbsolutePosition>) {
        self.name = name
        self.range = range
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard range.contains(node.position) else { return .visitChildren }
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(SubscriptCallExprSyntax.self),
            target.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
            let key = target.arguments.first?.expression
        else { return .visitChildren }
        var block: SyntaxIdentifier?
        var parent = node.parent
        while let current = parent {
            if current.is(CodeBlockItemListSyntax.self) {
                block = current.id
                break
            }
            parent = current.parent
        }
        assignments.append(Assignment(key: key, value: elements[2], block: block))
        return .skipChildren
    }
}

/// Reads `x as? T` and `x as! T` as the parser leaves them: a sequence of the value, `as?` and the type.
enum CastReader {
    struct Cast {
        let type: String
        let optional: Bool
    }

    /// The cast applied to a sequence's first element (`value as T` with no operator before it).
    static func castAfter(first sequence: SequenceExprSyntax) -> Cast? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return nil }
        return cast(elements[1], elements[2])
    }

    private static func cast(_ operatorNode: ExprSyntax, _ typeNode: ExprSyntax) -> Cast? {
        guard let unresolved = operatorNode.as(UnresolvedAsExprSyntax.self), let type = typeNode.as(TypeExprSyntax.self)
        else { return nil }
        return Cast(type: type.type.trimmedText, optional: unresolved.questionOrExclamationMark?.text == "?")
    }

    /// The cast applied to `node` (through `?`, `!` and parentheses): `node as? T` in a sequence.
    static func cast(of node: Syntax) -> Cast? {
        var current = node
        while let parent = current.parent {
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
                continue
            }
            if let list = parent.as(ExprListSyntax.self) {
                let elements = Array(list)
                guard let index = elements.firstIndex(where: { $0.id == current.id }), index + 2 < elements.count else {
                    return nil
                }
                return cast(elements[index + 1], elements[index + 2])
            }
            if let asExpr = parent.as(AsExprSyntax.self) {
                return Cast(
                    type: asExpr.type.trimmedText, optional: asExpr.questionOrExclamationMark?.text == "?")
            }
            return nil
        }
        return nil
    }
}
