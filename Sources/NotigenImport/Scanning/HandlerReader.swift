import Foundation
import SwiftSyntax

/// What an observer's handler reads of the notification: `userInfo` entries and `object`, with the casts applied.
final class HandlerReader: SyntaxVisitor {
    private let scanner: ScopeVisitor
    private(set) var reads: [KeyUse] = []
    private(set) var objectCasts: [TypeEvidence] = []

    init(scanner: ScopeVisitor) {
        self.scanner = scanner
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        let base = node.calledExpression.trimmedText.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        guard base == "userInfo" || base.hasSuffix(".userInfo"), let key = node.arguments.first?.expression else {
            return .visitChildren
        }
        let cast = CastReader.cast(of: Syntax(node))
        var detail = cast.map { "`as\($0.optional ? "?" : "!") \($0.type)`" } ?? "read without a cast"
        var type = cast?.type
        if let number = NumberAccessor.read(Syntax(node)) {
            type = number.type
            detail += " read as `.\(number.accessor)`"
        }
        reads.append(
            KeyUse(
                key: SiteScanner.keyExpression(key),
                evidence: TypeEvidence(
                    kind: .cast, type: type, location: scanner.location(of: node), detail: detail),
                valueText: nil))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "object", node.base != nil, let cast = CastReader.cast(of: Syntax(node))
        else {
            return .visitChildren
        }
        let number = NumberAccessor.read(Syntax(node))
        objectCasts.append(
            TypeEvidence(
                kind: .cast, type: number?.type ?? cast.type, location: scanner.location(of: node),
                detail: "`object as\(cast.optional ? "?" : "!") \(cast.type)`"
                    + (number.map { " read as `.\($0.accessor)`" } ?? "")))
        return .visitChildren
    }
}

/// The methods of a file by name, for `#selector(name)` observers.
final class MethodIndex: SyntaxVisitor {
    private(set) var methods: [String: [FunctionDeclSyntax]] = [:]

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        methods[node.name.text, default: []].append(node)
        return .skipChildren
    }
}

extension MethodIndex {
    /// The methods of the file a handler closure passes its notification to (`matchesSelectedServer(notification)`,
    /// `self.handle($0)`): what they read of it is what the observer reads (issue 36). One level: a method's own
    /// calls are not followed.
    func methodsReceivingNotification(in closure: ClosureExprSyntax) -> [FunctionDeclSyntax] {
        guard let variable = PublisherChain.closure(closure)?.reads.variable else { return [] }
        final class CallFinder: SyntaxVisitor {
            let variable: String
            var callees: [String] = []
            init(variable: String) {
                self.variable = variable
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.arguments.contains(where: { $0.expression.trimmedDescription == variable }) else {
                    return .visitChildren
                }
                if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                    callees.append(reference.baseName.text)
                } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    ["self", "self?", "self!"].contains(member.base?.trimmedDescription)
                {
                    callees.append(member.declName.baseName.text)
                }
                return .visitChildren
            }
        }
        let finder = CallFinder(variable: variable)
        finder.walk(closure.statements)
        return Set(finder.callees).sorted().flatMap { methods[$0] ?? [] }
    }
}
