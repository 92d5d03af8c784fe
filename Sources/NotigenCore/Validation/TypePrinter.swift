/// Prints a `TypeExpression` as Swift text: as written (spacing normalized), or as generated code writes it.
///
/// Generated code writes every standard type module-qualified (`Swift.String`, `@Swift.MainActor`), so that no
/// notifier, case or type of the user's module can capture it; a protocol used as a type gets its `any`
/// (`any Swift.Error`, `any Swift.Error.Type`, `(any Swift.Error).Type` for `Error.Protocol`); and array and
/// dictionary sugar nested inside `sugarLimit` others is written `Swift.Array<…>`/`Swift.Dictionary<…>`, which
/// keeps the compiler's parsing linear (it backtracks on nested `[`, exponentially: 26 levels of `[[…]]` take it
/// 80 s).
struct TypePrinter {
    enum Style {
        case asWritten
        case generated
    }

    /// How many brackets of sugar generated code nests before it writes the generic form.
    static let sugarLimit = 3

    let style: Style

    /// Where a type is printed, which decides whether it needs parentheses.
    private enum Position {
        /// Top level, generic arguments, collection elements, tuple elements, function parameters and results.
        case standalone
        /// The operand of a postfix `?`, `.Type` or `.Protocol`.
        case postfixOperand
        /// A member of an `&` composition.
        case compositionMember
        /// The operand of `any` or `some`.
        case existentialOperand
    }

    func print(_ type: TypeExpression) -> String {
        let tree = style == .generated ? Self.withExplicitAny(type, underAny: false) : type
        return print(tree, in: .standalone, sugarDepth: 0)
    }

    /// The type with `any` written before every protocol of the standard library used as a type.
    private static func withExplicitAny(_ type: TypeExpression, underAny: Bool) -> TypeExpression {
        let recurse = { (child: TypeExpression) in withExplicitAny(child, underAny: false) }
        var result = type
        switch type.kind {
        case .nominal(let components):
            let mapped = components.map {
                NominalComponent(name: $0.name, genericArguments: $0.genericArguments.map(recurse), offset: $0.offset)
            }
            result.kind = .nominal(mapped)
            if !underAny && isStandardProtocol(type) { return TypeExpression(.existential(result), at: type.offset) }
        case .optional(let wrapped): result.kind = .optional(recurse(wrapped))
        case .array(let element): result.kind = .array(recurse(element))
        case .dictionary(let key, let value): result.kind = .dictionary(key: recurse(key), value: recurse(value))
        case .tuple(let elements):
            result.kind = .tuple(elements.map { TupleElement(label: $0.label, type: recurse($0.type)) })
        case .function(var function):
            function.parameters = function.parameters.map { TupleElement(label: $0.label, type: recurse($0.type)) }
            if case .typed(let error) = function.throwsClause { function.throwsClause = .typed(recurse(error)) }
            function.result = recurse(function.result)
            result.kind = .function(function)
        case .existential(let constraint): result.kind = .existential(withExplicitAny(constraint, underAny: true))
        case .opaque(let constraint): result.kind = .opaque(withExplicitAny(constraint, underAny: true))
        case .composition(let members):
            result.kind = .composition(members.map { withExplicitAny($0, underAny: true) })
            if !underAny && members.contains(where: isStandardProtocol) {
                return TypeExpression(.existential(result), at: type.offset)
            }
        case .metatype(let instance, let isProtocol) where !underAny && isStandardProtocol(instance):
            let bare = withExplicitAny(instance, underAny: true)
            // `Error.Type` is the existential metatype `any Error.Type`; `Error.Protocol` is `(any Error).Type`.
            return isProtocol
                ? TypeExpression(.metatype(TypeExpression(.existential(bare)), isProtocol: false), at: type.offset)
                : TypeExpression(.existential(TypeExpression(.metatype(bare, isProtocol: false))), at: type.offset)
        case .metatype(let instance, let isProtocol):
            result.kind = .metatype(withExplicitAny(instance, underAny: underAny), isProtocol: isProtocol)
        }
        return result
    }

    /// Whether the type names a protocol of the standard library (`Error`, `Swift.Hashable`), which needs `any`.
    private static func isStandardProtocol(_ type: TypeExpression) -> Bool {
        guard case .nominal(let components) = type.kind,
            let (standard, count) = try? StandardType.resolve(components), count == components.count
        else { return false }
        if case .protocolType = standard.kind { return true }
        return false
    }

    /// Whether the type must be parenthesized when printed at `position`.
    private static func needsParentheses(_ type: TypeExpression, at position: Position) -> Bool {
        switch (type.kind, position) {
        case (_, .standalone):
            return false
        case (.function, _), (.existential, _), (.opaque, _):
            return true
        case (.composition, .postfixOperand), (.composition, .compositionMember):
            return true
        case (.optional, .compositionMember), (.optional, .existentialOperand):
            return true
        default:
            return false
        }
    }

    private func print(_ type: TypeExpression, in position: Position, sugarDepth: Int) -> String {
        let text = printWithoutParentheses(type, sugarDepth: sugarDepth)
        return Self.needsParentheses(type, at: position) ? "(\(text))" : text
    }

    private func printWithoutParentheses(_ type: TypeExpression, sugarDepth: Int) -> String {
        let sugared = style == .asWritten || sugarDepth < Self.sugarLimit
        let inner = sugared ? sugarDepth + 1 : sugarDepth
        let standalone = { (child: TypeExpression) in print(child, in: .standalone, sugarDepth: inner) }
        switch type.kind {
        case .nominal(let components):
            return nominal(components, sugarDepth: sugarDepth)
        case .optional(let wrapped):
            return print(wrapped, in: .postfixOperand, sugarDepth: sugarDepth) + "?"
        case .array(let element):
            return sugared ? "[\(standalone(element))]" : "Swift.Array<\(standalone(element))>"
        case .dictionary(let key, let value):
            return sugared
                ? "[\(standalone(key)): \(standalone(value))]"
                : "Swift.Dictionary<\(standalone(key)), \(standalone(value))>"
        case .tuple(let elements):
            let printed = elements.map { element in
                let type = print(element.type, in: .standalone, sugarDepth: sugarDepth)
                return element.label.map { "\($0): \(type)" } ?? type
            }
            return "(" + printed.joined(separator: ", ") + ")"
        case .function(let function):
            return self.function(function, sugarDepth: sugarDepth)
        case .existential(let constraint):
            return "any " + print(constraint, in: .existentialOperand, sugarDepth: sugarDepth)
        case .opaque(let constraint):
            return "some " + print(constraint, in: .existentialOperand, sugarDepth: sugarDepth)
        case .composition(let members):
            return members.map { print($0, in: .compositionMember, sugarDepth: sugarDepth) }.joined(separator: " & ")
        case .metatype(let instance, let isProtocol):
            return print(instance, in: .postfixOperand, sugarDepth: sugarDepth) + (isProtocol ? ".Protocol" : ".Type")
        }
    }

    /// `A.B<C>`; in generated code a standard type is written with its module.
    private func nominal(_ components: [NominalComponent], sugarDepth: Int) -> String {
        let arguments = { (component: NominalComponent) -> String in
            guard !component.genericArguments.isEmpty else { return "" }
            let printed = component.genericArguments.map { print($0, in: .standalone, sugarDepth: sugarDepth) }
            return "<" + printed.joined(separator: ", ") + ">"
        }
        // Each component's arguments are printed once: printing them again for the resolved standard type would
        // double the work at every level of nesting (`Array<Array<…>>`).
        if style == .generated, let (standard, count) = try? StandardType.resolve(components) {
            let resolved = standard.qualifiedName + arguments(components[count - 1])
            return ([resolved] + components[count...].map { $0.name + arguments($0) }).joined(separator: ".")
        }
        return components.map { $0.name + arguments($0) }.joined(separator: ".")
    }

    /// `@Sendable (Int) async throws -> Void`; parameter labels are dropped.
    private func function(_ function: FunctionType, sugarDepth: Int) -> String {
        let attributes = function.attributes.map { attribute in
            style == .generated && attribute == "@MainActor" ? "@Swift.MainActor" : attribute
        }
        var text = attributes.map { $0 + " " }.joined()
        let parameters = function.parameters.map { print($0.type, in: .standalone, sugarDepth: sugarDepth) }
        text += "(" + parameters.joined(separator: ", ") + ")"
        if function.isAsync {
            text += " async"
        }
        switch function.throwsClause {
        case nil:
            break
        case .untyped:
            text += " throws"
        case .typed(let error):
            text += " throws(\(print(error, in: .standalone, sugarDepth: sugarDepth)))"
        }
        return text + " -> " + print(function.result, in: .standalone, sugarDepth: sugarDepth)
    }
}

extension TypeExpression {
    /// The type as generated code writes it: standard types module-qualified, `any` before protocols, deep sugar
    /// in its generic form (see `TypePrinter`).
    var generatedSource: String {
        TypePrinter(style: .generated).print(self)
    }
}
