import SwiftSyntax

/// The types and functions of one file as line ranges, so that a site's enclosing type and function can be looked up
/// by its line; and the sites that go through the generated API of the spec's notifiers (`TypedSite`).
struct FileScopes: Sendable {
    /// A declaration's name and the lines it spans.
    struct Scope: Sendable {
        let name: String
        let lines: ClosedRange<Int>
    }

    var types: [Scope] = []
    var functions: [Scope] = []
    var typedSites: [SiteScopes.TypedSite] = []

    /// The innermost type and function around `line`.
    func enclosing(line: Int) -> (type: String?, function: String?) {
        let type = types.filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }
        let function = functions.filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }
        return (type?.name, function?.name)
    }
}

/// Reads a file's `FileScopes`.
final class SiteScopes: SyntaxVisitor {
    typealias Scope = FileScopes.Scope

    /// A call of a notifier's generated API: `Accounts.post(.didLogin(…))`, `Accounts.observe(.didLogin) { … }`,
    /// `Accounts.publisher(for: .didLogin)`, `Accounts.notifications(.didLogin)`; `Accounts.addObserver(x)` observes
    /// every case (`caseName` nil).
    struct TypedSite: Sendable {
        let notifier: String
        let caseName: String?
        let role: NotificationMap.Site.Role
        let location: SiteLocation
    }

    private let path: String
    private let converter: SourceLocationConverter
    private let notifiers: Set<String>
    private var containers: [String] = []
    private(set) var scopes = FileScopes()

    init(path: String, converter: SourceLocationConverter, notifiers: Set<String>) {
        self.path = path
        self.converter = converter
        self.notifiers = notifiers
        super.init(viewMode: .sourceAccurate)
    }

    private func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = node.startLocation(converter: converter).line
        return start...max(start, node.endLocation(converter: converter).line)
    }

    private func enter(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        containers.append(name)
        scopes.types.append(Scope(name: containers.joined(separator: "."), lines: lines(of: node)))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ClassDeclSyntax) { containers.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: StructDeclSyntax) { containers.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: EnumDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ActorDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedText, node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { containers.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        scopes.functions.append(Scope(name: "\(node.name.text)(\(labels))", lines: lines(of: node)))
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        scopes.functions.append(Scope(name: "init(\(labels))", lines: lines(of: node)))
        return .visitChildren
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.functions.append(Scope(name: "deinit", lines: lines(of: node)))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), notifiers.contains(base.baseName.text)
        else { return .visitChildren }
        let role: NotificationMap.Site.Role
        switch member.declName.baseName.text {
        case "post": role = .post
        case "observe", "publisher", "notifications", "addObserver": role = .observe
        default: return .visitChildren
        }
        let start = node.startLocation(converter: converter)
        let location = SiteLocation(path: path, line: start.line, column: start.column)
        let caseName = node.arguments.first.flatMap { Self.caseName(of: $0.expression) }
        let observesAll = member.declName.baseName.text == "addObserver"
        guard observesAll || caseName != nil else { return .visitChildren }
        scopes.typedSites.append(
            TypedSite(
                notifier: base.baseName.text, caseName: observesAll ? nil : caseName, role: role,
                location: location))
        return .visitChildren
    }

    /// `.didLogin` or `.didLogin(…)`: the case an argument names.
    private static func caseName(of expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        {
            return member.declName.baseName.text
        }
        return nil
    }
}
