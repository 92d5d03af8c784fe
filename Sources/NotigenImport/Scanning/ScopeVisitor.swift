import SwiftSyntax

/// A visitor that knows, at every node, the types around it and the `#if` conditions it is compiled under.
class ScopeVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    /// The enclosing types, outermost first; an extension of `Notification.Name` is `"Notification.Name"`.
    private(set) var containers: [String] = []
    /// The `#if` conditions around the current node, outermost first.
    private(set) var conditions: [String] = []

    /// A visitor of `tree`, read from `path`; `converter` is the tree's (made here when not given: making one reads
    /// every line of the file, so the passes over one tree share one).
    init(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter? = nil) {
        self.path = path
        self.converter = converter ?? SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func location(of node: some SyntaxProtocol) -> SiteLocation {
        let location = node.startLocation(converter: converter)
        return SiteLocation(path: path, line: location.line, column: location.column)
    }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        containers.append(name)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { containers.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { containers.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedText
        return push(SyntaxReading.isNameType(type) ? "Notification.Name" : type)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { containers.removeLast() }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(Self.condition(of: node))
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { conditions.removeLast() }

    /// The condition under which a clause is compiled: its own for `#if`, and for `#elseif`/`#else` the negation of
    /// the clauses before it as well.
    static func condition(of clause: IfConfigClauseSyntax) -> String {
        var parts: [String] = []
        if let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) {
            for earlier in clauses {
                if earlier.id == clause.id { break }
                if let condition = earlier.condition { parts.append("!(\(condition.trimmedText))") }
            }
        }
        if let condition = clause.condition { parts.append(condition.trimmedText) }
        return parts.joined(separator: " && ")
    }
}
