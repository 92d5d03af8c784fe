import SwiftSyntax

/// What the rewrite of a file's selector observers needs of the whole file, read in one walk: how often each name
/// is referenced as a method could be (a handler named elsewhere than at its registrations keeps its shape: its
/// callers would see a new one), and where each type calls
/// `removeObserver(self…)` outside `deinit`.
final class SelectorFileFacts: SyntaxVisitor {
    /// By `Type.name` for the references that may name `Type`'s method `name`, and by `.name` for those that may
    /// name any type's (`other.name`).
    private(set) var references: [String: Int] = [:]
    /// The types that call `removeObserver(self…)` outside `deinit` with an object or on another center than the
    /// default.
    private(set) var typesRemovingSelfOtherwise: Set<String> = []
    /// Each type's `NotificationCenter.default.removeObserver(self)` and `removeObserver(self, name: x)` calls
    /// outside `deinit`.
    private(set) var removals: [String: [Removal]] = [:]
    /// The inheritance clauses of each class and extension, by the type's simple name.
    private(set) var inheritedTypes: [String: Set<String>] = [:]
    /// The type declarations around the node being visited, innermost last: a class's name, an extension's last
    /// component, or nil for a struct, enum or actor (whose members are no class's), as
    /// `SelectorRegistration.enclosingTypeName` reads them, kept as the walk enters and leaves them.
    private var containers: [String?] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    /// A reference that may name a method, counted for the type it may be a method of: a bare name, `self.x` and
    /// `Self.x` for the type around it, `Type.x` for `Type`, and a member of another value (`other.x`) for every type
    /// (under `.x`). An implicit member (`.x`, as names are written) is no method's.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        var type = (containers.last ?? nil) ?? ""
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard let base = member.base?.trimmedText else { return .visitChildren }
            if base.first?.isUppercase == true, base != "Self" {
                type = base.split(separator: ".").last.map(String.init) ?? base
            } else if !["self", "self?", "self!", "Self"].contains(base) {
                type = ""
            }
        }
        references["\(type).\(name)", default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        inherit(node.name.text, node.inheritanceClause)
        containers.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let text = node.extendedType.trimmedText
        let type = text.split(separator: ".").last.map(String.init) ?? text
        inherit(type, node.inheritanceClause)
        containers.append(type)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        containers.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        containers.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        containers.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) {
        containers.removeLast()
    }

    private func inherit(_ type: String, _ clause: InheritanceClauseSyntax?) {
        for inherited in clause?.inheritedTypes ?? [] {
            let text = inherited.type.trimmedText
            let bare = text.split(separator: " ").last.map(String.init) ?? text
            inheritedTypes[type, default: []].insert(bare.split(separator: ".").last.map(String.init) ?? bare)
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "removeObserver",
            node.arguments.first?.expression.trimmedText == "self", !isInDeinit(node),
            let type = containers.last ?? nil
        {
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            let object = SyntaxReading.argument(node, ["object"])
            if callee.base?.trimmedText == "NotificationCenter.default",
                labels == ["_"] || labels == ["_", "name"]
                    || (labels == ["_", "name", "object"] && object.map(SyntaxReading.isNil) == true)
            {
                removals[type, default: []].append(Removal(node))
            } else {
                typesRemovingSelfOtherwise.insert(type)
            }
        }
        return .visitChildren
    }

    private func isInDeinit(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(DeinitializerDeclSyntax.self) { return true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}

extension SelectorFileFacts {
    /// A `NotificationCenter.default.removeObserver(self)` call, or `removeObserver(self, name: x, object: nil)`:
    /// after it, the typed registrations it ended end too (`Notifier.removeObserver(self)`), each on a line of its
    /// own at the call's indentation, or after a `;` when the call shares its line.
    struct Removal: Sendable {
        /// The `name:` argument as written, for a removal of one name; nil for every name.
        let nameText: String?
        /// Where the typed removals go: just after the call.
        let offset: Int
        /// What goes before each typed removal: a line break and the call's indentation, or `; `.
        let separator: String

        init(_ call: FunctionCallExprSyntax) {
            offset = call.endPositionBeforeTrailingTrivia.utf8Offset
            nameText = SyntaxReading.argument(call, ["name"])?.trimmedText
            let pieces = Array(call.leadingTrivia.pieces)
            let onItsLine =
                pieces.contains(where: \.isNewline)
                && !call.trailingTrivia.pieces.contains(where: { !$0.isWhitespace })
                && (call.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(where: \.isNewline) ?? true)
            separator = onItsLine ? "\n" + SyntaxReading.indentation(of: Syntax(call)) : "; "
        }
    }
}
