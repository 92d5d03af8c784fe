import SwiftSyntax

/// Home-made typed wrappers around `Notification.Name` (issue 36, item 7): an initializer or a function that turns
/// a `String` parameter into a `Notification.Name` (`struct Key<Payload> { init(_ name: String) { self.name =
/// Notification.Name(name) } }`) is a name converter; a string literal passed to one (`Key<Void>("didPurge")`) is a
/// wire name. A literal in a property (`static var didPurge: Key<Void> { Key("didPurge") }`) is declared under the
/// property's name; any other is reported with its location.
enum WrappedNameReader {
    /// The converter an initializer or function is, or nil: `type` for an initializer (its type's name), the
    /// function's name for a function.
    static func converter(
        parameters: FunctionParameterListSyntax, body: CodeBlockSyntax?, name: String?
    ) -> String? {
        guard let name, let body else { return nil }
        // A loop, not `filter`: a syntax collection's `filter` builds a new syntax node.
        var strings: Set<String> = []
        for parameter in parameters where parameter.type.trimmedText == "String" {
            strings.insert((parameter.secondName ?? parameter.firstName).text)
        }
        guard !strings.isEmpty else { return nil }
        let finder = NameMakerFinder(parameters: strings)
        finder.walk(body)
        return finder.found ? name : nil
    }

    /// The converter a call goes through (`Key<Void>("x")`, `Key.init("x")`, `makeName("x")`), without generic
    /// arguments, and the text of the generic argument if any.
    static func callee(_ call: FunctionCallExprSyntax) -> (name: String, generic: String?)? {
        var expression = call.calledExpression
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            expression = base
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            let generic = specialized.genericArgumentClause.arguments.map(\.trimmedText).joined(separator: ", ")
            guard let reference = specialized.expression.as(DeclReferenceExprSyntax.self) else { return nil }
            return (reference.baseName.text, generic)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, nil) }
        return nil
    }

    /// The property a literal's call is the value of (`static let x = Key("x")`, or a getter returning it): its
    /// name, its declared type, its documentation.
    static func property(around call: FunctionCallExprSyntax) -> (name: String, type: String?, doc: String?)? {
        var current = call.parent
        while let node = current {
            let inGetter = node.parent?.is(AccessorDeclSyntax.self) ?? false
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self)
                || (node.is(CodeBlockSyntax.self) && !inGetter)
            {
                return nil
            }
            if let binding = node.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                return (
                    name, binding.typeAnnotation?.type.trimmedText,
                    variable.flatMap { SyntaxReading.docComment($0.leadingTrivia) }
                )
            }
            current = node.parent
        }
        return nil
    }
}

/// Finds `Notification.Name(p)`, `Notification.Name(rawValue: p)` or `.init(rawValue: p)` made from one of the
/// `String` parameters.
private final class NameMakerFinder: SyntaxVisitor {
    let parameters: Set<String>
    var found = false

    init(parameters: Set<String>) {
        self.parameters = parameters
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = SyntaxReading.withoutInit(node.calledExpression.trimmedText)
        if SyntaxReading.isNameType(callee) || callee == "Name",
            let argument = SyntaxReading.argument(node, [nil, "rawValue"]),
            parameters.contains(argument.trimmedText)
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}

/// A string literal that reaches a `Notification.Name` through a home-made wrapper.
struct WrappedNameLiteral: Sendable {
    let wire: String
    /// The converter it goes through, as written (`Key<Void>`).
    let via: String
    /// The property it is the value of, when it is one's.
    let property: String?
    /// The property's declared type (`Key<Void>`), or the call's generic argument.
    let payloadType: String?
    let doc: String?
    let container: [String]
    let conditions: [String]
    let location: SiteLocation
}
