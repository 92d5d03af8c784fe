import SwiftSyntax

/// What number an observer reads from an `NSNumber` cast: `(object as? NSNumber)?.boolValue` says `Bool`, and so does
/// `if let flag = object as? NSNumber { … flag.boolValue … }` (every accessor read from the bound name agreeing).
enum NumberAccessor {
    /// `NSNumber`'s accessors and the Swift type each reads.
    static let types: [String: String] = [
        "boolValue": "Bool", "intValue": "Int", "integerValue": "Int", "doubleValue": "Double",
        "floatValue": "Float", "int64Value": "Int64", "int32Value": "Int32", "uintValue": "UInt",
        "uint64Value": "UInt64", "int16Value": "Int16", "int8Value": "Int8", "uint8Value": "UInt8",
    ]

    /// The type and accessor read from the `NSNumber` cast of `node` (a `userInfo[…]` or `.object` read), or nil.
    static func read(_ node: Syntax) -> (type: String, accessor: String)? {
        guard let cast = castExpression(of: node) else { return nil }
        var current = cast
        while let parent = current.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || (parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true
                    && parent.parent?.children(viewMode: .sourceAccurate).count == 1)
                || parent.is(LabeledExprListSyntax.self) || parent.is(TupleExprSyntax.self)
        {
            current = parent
        }
        if let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            let accessor = member.declName.baseName.text
            return types[accessor].map { ($0, accessor) }
        }
        guard let initializer = cast.parent?.as(InitializerClauseSyntax.self) else { return nil }
        let bound: String?
        if let binding = initializer.parent?.as(OptionalBindingConditionSyntax.self) {
            bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } else if let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } else {
            bound = nil
        }
        guard let bound else { return nil }
        var scope = Syntax(initializer)
        while let parent = scope.parent, !parent.is(CodeBlockItemListSyntax.self) { scope = parent }
        guard let block = scope.parent else { return nil }
        let finder = AccessorFinder(name: bound)
        finder.walk(block)
        let found = Set(finder.accessors)
        guard found.count == 1, let accessor = found.first, let type = types[accessor] else { return nil }
        return (type, accessor)
    }

    /// The expression holding the `as? NSNumber` applied to `node`: its sequence, or its `as` expression.
    private static func castExpression(of node: Syntax) -> Syntax? {
        var current = node
        while let parent = current.parent {
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(ExprListSyntax.self)
            {
                current = parent
                continue
            }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                return isNumber(CastReader.castAfter(first: sequence)?.type) ? parent : nil
            }
            if let asExpr = parent.as(AsExprSyntax.self) {
                return isNumber(asExpr.type.trimmedText) ? parent : nil
            }
            return nil
        }
        return nil
    }

    private static func isNumber(_ type: String?) -> Bool { type == "NSNumber" }
}

/// The `NSNumber` accessors read from one name (`flag.boolValue`).
private final class AccessorFinder: SyntaxVisitor {
    let name: String
    private(set) var accessors: [String] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            accessors.append(node.declName.baseName.text)
        }
        return .visitChildren
    }
}
