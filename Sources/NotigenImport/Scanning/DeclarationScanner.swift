import SwiftSyntax

/// The first pass over a file: the names, string constants, posting wrappers and types it declares.
final class DeclarationScanner: ScopeVisitor {
    var file: ScannedFile

    override init(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter? = nil) {
        file = ScannedFile(path: path)
        super.init(path: path, tree: tree, converter: converter)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Locals of functions are not declarations of names (nor constants others can use).
        if insideFunction(node) { return .skipChildren }
        if let type = containers.last, !node.modifiers.contains(where: { $0.name.text == "static" }) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let annotation = binding.typeAnnotation?.type.trimmedText
                {
                    file.propertyTypes[type, default: [:]][name] = annotation
                }
            }
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            let annotated = binding.typeAnnotation.map { SyntaxReading.isNameType($0.type.trimmedText) } ?? false
            if let wire = nameWire(value, annotated: annotated) {
                file.declarations.append(
                    NameDeclaration(
                        swiftName: name, container: containers, wire: wire,
                        doc: SyntaxReading.docComment(node.leadingTrivia), conditions: conditions,
                        location: location(of: binding.pattern), isPublic: Self.isPublic(node)))
            } else if let text = SyntaxReading.plainString(value) {
                file.constants.append(StringConstant(path: containers + [name], value: text))
            }
        }
        return .skipChildren
    }

    /// Whether a declaration is `public`/`open`: its own modifier, or no access modifier inside a `public extension`.
    static func isPublic(_ node: VariableDeclSyntax) -> Bool {
        let words = Set(node.modifiers.map(\.name.text))
        if words.contains("public") || words.contains("open") { return true }
        let access: Set<String> = ["private", "fileprivate", "internal", "package"]
        guard words.isDisjoint(with: access) else { return false }
        var parent = node.parent
        while let current = parent {
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                return extensionDecl.modifiers.contains { $0.name.text == "public" }
            }
            parent = current.parent
        }
        return false
    }

    private func insideFunction(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(AccessorBlockSyntax.self) || current.is(InitializerDeclSyntax.self)
            {
                return true
            }
            parent = current.parent
        }
        return false
    }

    /// The wire name when `value` makes a `Notification.Name`: `Notification.Name("x")`, `NSNotification.Name(rawValue:
    /// "x")`, `.init("x")` or `Self("x")` where the type says it is a name.
    private func nameWire(_ value: ExprSyntax, annotated: Bool) -> WireExpression? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedText
        let insideNameExtension = containers.last == "Notification.Name"
        let makesName =
            SyntaxReading.isNameType(callee)
            || SyntaxReading.isNameType(SyntaxReading.withoutInit(callee))
            || ((callee == ".init" || callee == "Self" || callee == "Name") && (annotated || insideNameExtension))
        guard makesName, let argument = SyntaxReading.argument(call, [nil, "rawValue"]) else { return nil }
        return Self.wire(argument)
    }

    /// How a name's string is written.
    static func wire(_ argument: ExprSyntax) -> WireExpression {
        if let text = SyntaxReading.plainString(argument) { return .literal(text) }
        if let path = SyntaxReading.memberPath(argument) {
            if path.count >= 2, path.last == "rawValue", let base = argument.as(MemberAccessExprSyntax.self)?.base {
                return .nameRawValue(SiteScanner.nameReference(base))
            }
            return .constant(path)
        }
        return .runtime(argument.trimmedText)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let converter = WrappedNameReader.converter(
            parameters: node.signature.parameterClause.parameters, body: node.body, name: containers.last)
        {
            file.nameConverters.append(converter)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if var wrapper = PostWrapperReader.wrapper(node) {
            if wrapper.selfObjectType != nil { wrapper.selfObjectType = containers.last }
            file.wrappers.append(wrapper)
        } else if let converter = WrappedNameReader.converter(
            parameters: node.signature.parameterClause.parameters, body: node.body, name: node.name.text)
        {
            file.nameConverters.append(converter)
        }
        if let builder = UserInfoBuilderReader.builder(node, in: self) { file.builders.append(builder) }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            node.name.text, isClass: true, inheritance: node.inheritanceClause, attributes: node.attributes,
            modifiers: node.modifiers, members: node.memberBlock)
        return super.visit(node)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            node.name.text, isClass: false, inheritance: node.inheritanceClause, attributes: node.attributes,
            modifiers: node.modifiers, members: node.memberBlock)
        return super.visit(node)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            node.name.text, isClass: false, inheritance: node.inheritanceClause, attributes: node.attributes,
            modifiers: node.modifiers, members: node.memberBlock)
        return super.visit(node)
    }

    /// A protocol, for where the methods of its extensions run (a `@MainActor` protocol's run on the main actor).
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            node.name.text, isClass: false, inheritance: node.inheritanceClause, attributes: node.attributes,
            modifiers: node.modifiers, members: nil)
        return .skipChildren
    }

    private func record(
        _ name: String, isClass: Bool, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
        modifiers: DeclModifierListSyntax, members: MemberBlockSyntax?
    ) {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
        let sendable = inherited.contains { $0.hasSuffix("Sendable") }
        let mainActor = attributes.trimmedText.contains("MainActor")
        let words = Set(modifiers.map(\.name.text))
        let stored = members.map(StoredMembers.init)
        var declaration = TypeDeclaration(
            name: name, isClass: isClass, isSendable: sendable || !isClass, isMainActor: mainActor)
        declaration.declaresSendable = sendable
        declaration.superclass = isClass ? inherited.first : nil
        declaration.isFinal = words.contains("final")
        declaration.isPublic = words.contains("public") || words.contains("open")
        declaration.storedTypes = stored?.types ?? []
        declaration.hasVariable = stored?.hasVariable ?? false
        declaration.overrides = stored?.overrides ?? []
        declaration.isProtocol = members == nil
        file.types.append(declaration)
    }
}

/// The stored properties of a type's body (and an enum's associated values): their declared types, and whether any
/// is a `var`. A property without a type annotation is typed from a closure literal (`() -> Void`, not `Sendable`)
/// and otherwise not read.
struct StoredMembers {
    var types: [String] = []
    var hasVariable = false
    /// The names of the methods and properties it overrides (`layoutSubviews`).
    var overrides: Set<String> = []

    init(_ block: MemberBlockSyntax) {
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { $0.name.text == "override" })
            {
                overrides.insert(function.name.text)
            }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let modifiers = Set(variable.modifiers.map(\.name.text))
                if modifiers.contains("override") {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            overrides.insert(name)
                        }
                    }
                }
                guard !modifiers.contains("static"), !modifiers.contains("class") else { continue }
                for binding in variable.bindings {
                    if let accessors = binding.accessorBlock?.accessors, Self.isComputed(accessors) { continue }
                    if variable.bindingSpecifier.text == "var", !modifiers.contains("lazy") { hasVariable = true }
                    if let type = binding.typeAnnotation?.type.trimmedText {
                        types.append(type)
                    } else if binding.initializer?.value.is(ClosureExprSyntax.self) == true {
                        types.append("() -> Void")
                    }
                }
            } else if let enumCase = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    for parameter in element.parameterClause?.parameters ?? [] {
                        types.append(parameter.type.trimmedText)
                    }
                }
            }
        }
    }

    /// Whether an accessor list computes the value (`get`), rather than observing a stored one (`willSet`, `didSet`).
    private static func isComputed(_ accessors: AccessorBlockSyntax.Accessors) -> Bool {
        guard let list = accessors.as(AccessorDeclListSyntax.self) else { return true }
        return list.contains { ["get", "_read", "unsafeAddress"].contains($0.accessorSpecifier.text) }
    }
}

/// Recognizes a function that posts the notification named by its parameter.
enum PostWrapperReader {
    static func wrapper(_ function: FunctionDeclSyntax) -> PostWrapper? {
        let parameters = function.signature.parameterClause.parameters
        guard let nameParameter = parameters.first(where: { SyntaxReading.isNameType($0.type.trimmedText) }),
            let body = function.body
        else { return nil }
        let internalName = (nameParameter.secondName ?? nameParameter.firstName).text
        let finder = PostCallFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        // Locals that only rename a parameter (`let capturedObject = object`, to cross into a task).
        var aliases: [String: String] = [:]
        for item in body.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value.as(DeclReferenceExprSyntax.self)
                {
                    aliases[name] = value.baseName.text
                }
            }
        }
        for call in finder.calls {
            guard let text = SyntaxReading.argument(call, ["name"])?.trimmedText,
                (aliases[text] ?? text) == internalName
            else { continue }
            func label(forArgument argument: String) -> String? {
                guard let text = SyntaxReading.argument(call, [argument])?.trimmedText else { return nil }
                let passed = aliases[text] ?? text
                return parameters.first { ($0.secondName ?? $0.firstName).text == passed }?.firstName.text
            }
            let postsSelf = SyntaxReading.argument(call, ["object"])?.trimmedDescription == "self"
            return PostWrapper(
                baseName: function.name.text, nameLabel: nameParameter.firstName.text,
                objectLabel: label(forArgument: "object"), userInfoLabel: label(forArgument: "userInfo"),
                selfObjectType: postsSelf ? "self" : nil)
        }
        return nil
    }
}

/// Every `….post(name:…)` and `post(name:…)` call under a node, and the `Notification(name:…)` made in a
/// `post(Notification(name:…))` (IINA's `postNotification(_:)`), whose arguments have the same labels.
final class PostCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if callee == "post", node.arguments.first?.label?.text == "name" {
            calls.append(node)
        } else if callee == "post", node.arguments.count == 1, node.arguments.first?.label == nil,
            let made = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            made.calledExpression.trimmedDescription.hasSuffix("Notification"),
            made.arguments.first?.label?.text == "name"
        {
            calls.append(made)
        }
        return .visitChildren
    }
}
