/// What validation and rendering need to know about a parsed type without a compiler.
extension TypeExpression {
    /// Standard types known to be `Hashable` (and `Sendable`), with or without their module prefix.
    private static let hashableNames: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "Float32", "Float64", "URL", "UUID", "Date", "Data",
        "Decimal", "TimeInterval",
    ]

    /// How many types deep the expression goes: 1 for `Int`, 3 for `[Int?]`. Swift gives up on types a few hundred
    /// deep ("has infinite size"), so the parser bounds this by `TypeExpressionParser.maximumNestingDepth`.
    var nestingDepth: Int {
        switch self {
        case .nominal(let components):
            return 1 + (components.flatMap(\.genericArguments).map(\.nestingDepth).max() ?? 0)
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped), .opaque(let wrapped),
            .metatype(let wrapped, _):
            return 1 + wrapped.nestingDepth
        case .dictionary(let key, let value):
            return 1 + max(key.nestingDepth, value.nestingDepth)
        case .tuple(let elements):
            return 1 + (elements.map(\.type.nestingDepth).max() ?? 0)
        case .function(let function):
            var parts = function.parameters.map(\.type) + [function.result]
            if case .typed(let error) = function.throwsClause { parts.append(error) }
            return 1 + (parts.map(\.nestingDepth).max() ?? 0)
        case .composition(let members):
            return 1 + (members.map(\.nestingDepth).max() ?? 0)
        }
    }

    /// `T` for `T?` and `Optional<T>`, nil for any other type.
    var optionalWrapped: TypeExpression? {
        switch self {
        case .optional(let wrapped):
            return wrapped
        case .nominal(let components):
            let name = components.map(\.name).joined(separator: ".")
            if name == "Optional" || name == "Swift.Optional", let argument = components.last?.genericArguments.first {
                return argument
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether the type is built only from standard types that are `Hashable`, so that a payload of such fields
    /// can declare `Hashable` without knowing the user's types.
    var isKnownHashable: Bool {
        switch self {
        case .optional(let wrapped), .array(let wrapped):
            return wrapped.isKnownHashable
        case .dictionary(let key, let value):
            return key.isKnownHashable && value.isKnownHashable
        case .nominal(let components):
            let names = components.map(\.name)
            let arguments = components.last?.genericArguments ?? []
            let prefixFree = names.count == 2 && ["Swift", "Foundation"].contains(names[0]) ? [names[1]] : names
            guard prefixFree.count == 1, let name = prefixFree.first else { return false }
            if arguments.isEmpty { return Self.hashableNames.contains(name) }
            let generic: Set<String> = ["Optional", "Array", "Set", "Dictionary"]
            return generic.contains(name) && arguments.allSatisfy(\.isKnownHashable)
        default:
            return false
        }
    }

    /// Why this type cannot be a field of a `Sendable` payload, if it cannot; nil when it may be.
    var payloadProblem: String? {
        switch self {
        case .function(let function):
            if !function.attributes.contains("@Sendable") {
                return "a function type in a payload must be '@Sendable' (payloads are Sendable)"
            }
            if let attribute = function.attributes.first(where: { $0 == "@escaping" || $0 == "@autoclosure" }) {
                return "'\(attribute)' is for parameters, not stored fields; notigen adds '@escaping' where needed"
            }
            return function.parameters.lazy.compactMap(\.type.payloadProblem).first ?? function.result.payloadProblem
        case .opaque:
            return "an opaque 'some' type cannot be stored in a payload; use 'any'"
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped):
            return wrapped.payloadProblem
        case .dictionary(let key, let value):
            return key.payloadProblem ?? value.payloadProblem
        case .tuple(let elements):
            return elements.lazy.compactMap(\.type.payloadProblem).first
        case .nominal(let components):
            return components.lazy.flatMap(\.genericArguments).compactMap(\.payloadProblem).first
        case .composition(let parts):
            return parts.lazy.compactMap(\.payloadProblem).first
        case .metatype:
            return nil
        }
    }
}
