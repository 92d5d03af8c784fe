import SwiftSyntax

/// Functions that build a `userInfo` dictionary (`ErrorLogUserInfoKey.userInfo(sourceName:…)`, whose body is one
/// dictionary literal of parameters), so that a post passing their result has the keys and types they write; and
/// the call a post's `userInfo:` argument makes to one (directly, or through a local it was stored in).
enum UserInfoBuilderReader {
    /// The builder `function` declares, or nil when its body is not one dictionary literal (returned or implicit).
    static func builder(_ function: FunctionDeclSyntax, in scanner: ScopeVisitor) -> UserInfoBuilder? {
        guard let returned = function.signature.returnClause?.type.trimmedText, returned.hasPrefix("["),
            returned.contains(":"), let statements = function.body?.statements, statements.count == 1,
            let item = statements.first?.item
        else { return nil }
        let expression =
            item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
            ?? item.as(ExprSyntax.self)
        guard let dictionary = expression?.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        else { return nil }
        let typer = ValueTyper(scanner: scanner)
        let container = scanner.containers
        let entries = elements.map { element -> KeyUse in
            var key = SiteScanner.keyExpression(element.key)
            if case .constant(let path) = key, let first = path.first, first == "Self" || first == "self",
                !container.isEmpty
            {
                key = .constant(container + path.dropFirst())
            }
            return KeyUse(
                key: key, evidence: typer.evidence(for: element.value), valueText: element.value.trimmedText)
        }
        return UserInfoBuilder(path: container + [function.name.text], entries: entries)
    }

    /// The member path of the builder call `value` makes, or that the local it names was initialized with before
    /// `post`; nil when neither.
    static func call(_ value: ExprSyntax) -> [String]? {
        if let call = value.as(FunctionCallExprSyntax.self) { return SyntaxReading.memberPath(call.calledExpression) }
        guard let reference = value.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        var current = Syntax(value)
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < current.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
                        return SyntaxReading.memberPath(call.calledExpression)
                    }
                }
            }
            current = parent
        }
        return nil
    }
}

/// A function of the sources that returns a `userInfo` dictionary literal: its path and entries.
struct UserInfoBuilder: Sendable {
    /// The enclosing types and the function's name (`["ErrorLogUserInfoKey", "userInfo"]`).
    let path: [String]
    let entries: [KeyUse]
}
