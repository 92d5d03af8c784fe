/// A parsed Swift type expression, re-printed canonically by `swiftSource`.
///
/// Trees come from `TypeExpressionParser.parse(_:)`; the generator never pastes the user's text, it prints the tree,
/// so nothing but a well-formed type can reach the generated code.
indirect enum TypeExpression: Hashable, Sendable {
    /// `A.B<C, D>.E`: one or more dotted components, each with optional generic arguments.
    case nominal([NominalComponent])
    /// `T?`
    case optional(TypeExpression)
    /// `[T]`
    case array(TypeExpression)
    /// `[K: V]`
    case dictionary(key: TypeExpression, value: TypeExpression)
    /// `()` or `(a: Int, String)`, with zero or at least two elements; `(T)` parses to just `T`.
    case tuple([TupleElement])
    /// `@Sendable (Int) async throws -> Void`: attributes, parameters, effects and result.
    case function(FunctionType)
    /// `any P`, where `P` may be a composition.
    case existential(TypeExpression)
    /// `some P`, where `P` may be a composition.
    case opaque(TypeExpression)
    /// `A & B & C`, with at least two members.
    case composition([TypeExpression])
    /// `T.Type`, or `T.Protocol` when `isProtocol` is true.
    case metatype(TypeExpression, isProtocol: Bool)
}

/// One dotted component of a nominal type, such as `Array<Int>` in `Swift.Array<Int>`.
struct NominalComponent: Hashable, Sendable {
    /// The identifier, without backticks.
    var name: String
    /// The generic arguments; empty when the component has no `<…>`.
    var genericArguments: [TypeExpression]
}

/// An element of a tuple type, or a parameter of a function type.
struct TupleElement: Hashable, Sendable {
    /// The element label, or `nil` when the element is unlabeled.
    var label: String?
    /// The element's type.
    var type: TypeExpression
}

/// A function type such as `@Sendable (Int, String) async throws(MyError) -> Void`.
struct FunctionType: Hashable, Sendable {
    /// Attributes written before the parameter list, with their `@`, e.g. `["@Sendable", "@MainActor"]`.
    var attributes: [String]
    /// The parameters. Labels are kept as written but are not printed, since Swift function types cannot carry them.
    var parameters: [TupleElement]
    /// Whether the function is `async`.
    var isAsync: Bool
    /// The `throws` clause, or `nil` for a non-throwing function.
    var throwsClause: ThrowsClause?
    /// The result type.
    var result: TypeExpression
}

/// The `throws` clause of a function type.
enum ThrowsClause: Hashable, Sendable {
    /// `throws`
    case untyped
    /// `throws(E)`
    case typed(TypeExpression)
}

extension TypeExpression {
    /// The canonical Swift spelling of the type, e.g. `[String: [Int]]`, `(any Error)?`, `(a: Int, String)`.
    ///
    /// Spacing is normalized and parentheses are added exactly where Swift needs them (around `any`, `some`,
    /// compositions and function types under `?`, `.Type` or `&`). Function parameter labels are not printed.
    var swiftSource: String {
        rendered(in: .standalone)
    }

    /// The spelling as the operand of `.self`, parenthesized where Swift needs it: `(any Error).self`.
    var metatypeOperandSource: String {
        rendered(in: .postfixOperand)
    }

    /// The first identifier of every nominal type anywhere in the expression, each name once, in order of first
    /// appearance: `[Foo.Bar: Baz<Qux>]` gives `["Foo", "Baz", "Qux"]`.
    ///
    /// Names of custom function-type attributes such as the global actor in `@MainActor` are included too, because
    /// they name types as well; the built-in `@Sendable`, `@escaping` and `@autoclosure` are not.
    /// Used to detect when a user's type name would be shadowed by a generated nested type.
    var rootNames: [String] {
        var names: [String] = []
        var seen: Set<String> = []
        collectRootNames(into: &names, seen: &seen)
        return names
    }
}

extension TypeExpression {
    /// Where a type is printed, which decides whether it needs parentheses.
    private enum RenderContext {
        /// Top level, generic arguments, collection elements, tuple elements, function parameters and results.
        case standalone
        /// The operand of a postfix `?`, `.Type` or `.Protocol`.
        case postfixOperand
        /// A member of an `&` composition.
        case compositionMember
        /// The operand of `any` or `some`.
        case existentialOperand
    }

    /// Whether the type must be parenthesized when printed in `context`.
    private func needsParentheses(in context: RenderContext) -> Bool {
        switch (self, context) {
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

    private func rendered(in context: RenderContext) -> String {
        let text = renderedWithoutParentheses()
        return needsParentheses(in: context) ? "(\(text))" : text
    }

    private func renderedWithoutParentheses() -> String {
        switch self {
        case .nominal(let components):
            return components.map(\.swiftSource).joined(separator: ".")
        case .optional(let wrapped):
            return wrapped.rendered(in: .postfixOperand) + "?"
        case .array(let element):
            return "[\(element.rendered(in: .standalone))]"
        case .dictionary(let key, let value):
            return "[\(key.rendered(in: .standalone)): \(value.rendered(in: .standalone))]"
        case .tuple(let elements):
            return "(" + elements.map(\.swiftSource).joined(separator: ", ") + ")"
        case .function(let function):
            return function.swiftSource
        case .existential(let constraint):
            return "any " + constraint.rendered(in: .existentialOperand)
        case .opaque(let constraint):
            return "some " + constraint.rendered(in: .existentialOperand)
        case .composition(let members):
            return members.map { $0.rendered(in: .compositionMember) }.joined(separator: " & ")
        case .metatype(let instance, let isProtocol):
            return instance.rendered(in: .postfixOperand) + (isProtocol ? ".Protocol" : ".Type")
        }
    }

    private func collectRootNames(into names: inout [String], seen: inout Set<String>) {
        func visit(_ type: TypeExpression) {
            type.collectRootNames(into: &names, seen: &seen)
        }
        switch self {
        case .nominal(let components):
            if let first = components.first, seen.insert(first.name).inserted {
                names.append(first.name)
            }
            for component in components {
                component.genericArguments.forEach(visit)
            }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped), .opaque(let wrapped),
            .metatype(let wrapped, _):
            visit(wrapped)
        case .dictionary(let key, let value):
            visit(key)
            visit(value)
        case .tuple(let elements):
            elements.map(\.type).forEach(visit)
        case .composition(let members):
            members.forEach(visit)
        case .function(let function):
            for attribute in function.attributes {
                let name = String(attribute.drop(while: { $0 == "@" }))
                if !FunctionType.builtInAttributeNames.contains(name), seen.insert(name).inserted {
                    names.append(name)
                }
            }
            function.parameters.map(\.type).forEach(visit)
            if case .typed(let error) = function.throwsClause {
                visit(error)
            }
            visit(function.result)
        }
    }
}

extension NominalComponent {
    /// The component as Swift text, e.g. `Dictionary<String, Int>`.
    var swiftSource: String {
        guard !genericArguments.isEmpty else {
            return name
        }
        return name + "<" + genericArguments.map(\.swiftSource).joined(separator: ", ") + ">"
    }
}

extension TupleElement {
    /// The element as Swift tuple-element text, e.g. `a: Int` or `String`.
    var swiftSource: String {
        guard let label else {
            return type.swiftSource
        }
        return "\(label): \(type.swiftSource)"
    }
}

extension FunctionType {
    /// Attribute names (without `@`) that are built into Swift rather than naming a type such as a global actor.
    static let builtInAttributeNames: Set<String> = ["Sendable", "escaping", "autoclosure"]

    /// The function type as Swift text, e.g. `@Sendable (Int) async throws -> Void`; parameter labels are dropped.
    var swiftSource: String {
        var text = attributes.map { $0 + " " }.joined()
        text += "(" + parameters.map(\.type.swiftSource).joined(separator: ", ") + ")"
        if isAsync {
            text += " async"
        }
        switch throwsClause {
        case nil:
            break
        case .untyped:
            text += " throws"
        case .typed(let error):
            text += " throws(\(error.swiftSource))"
        }
        return text + " -> " + result.swiftSource
    }
}
