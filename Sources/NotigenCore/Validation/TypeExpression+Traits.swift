/// What validation and rendering need to know about a parsed type without a compiler.
extension TypeExpression {
    /// How many types deep the expression goes: 1 for `Int`, 3 for `[Int?]`. Swift gives up on types a few hundred
    /// deep ("has infinite size"), so the parser bounds this by `TypeExpressionParser.maximumNestingDepth`.
    var nestingDepth: Int {
        switch kind {
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

    /// `T` for `T?` and `Optional<T>` (`Swift.Optional<T>`), nil for any other type.
    var optionalWrapped: TypeExpression? {
        switch kind {
        case .optional(let wrapped):
            return wrapped
        case .nominal(let components):
            // The standard `Optional` is named by its last component: other names need no lookup.
            guard components.last?.name == "Optional", TypeChecker.standardType(self)?.name == "Optional" else {
                return nil
            }
            return components.last?.genericArguments.first
        default:
            return nil
        }
    }

    /// Whether the type is built only from standard types that are `Hashable`, so that a payload of such fields
    /// can declare `Hashable` without knowing the user's types.
    var isKnownHashable: Bool {
        TypeChecker.hashability(self) == .yes
    }

    /// Whether the type names a type notigen does not know (the user's), anywhere in it: `UserProfile`,
    /// `Set<UserProfile>`, `[UserProfile: Int]`. Such a type may be non-`Sendable` or conform to `Hashable` on the
    /// main actor only (an Xcode 26 app target), which notigen cannot tell.
    var mentionsUserType: Bool {
        switch kind {
        case .nominal(let components):
            guard let (_, count) = try? StandardType.resolve(components), count == components.count else {
                return true
            }
            return components.flatMap(\.genericArguments).contains { $0.mentionsUserType }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped), .opaque(let wrapped),
            .metatype(let wrapped, _):
            return wrapped.mentionsUserType
        case .dictionary(let key, let value):
            return key.mentionsUserType || value.mentionsUserType
        case .tuple(let elements):
            return elements.contains { $0.type.mentionsUserType }
        case .function(let function):
            var parts = function.parameters.map(\.type) + [function.result]
            if case .typed(let error) = function.throwsClause { parts.append(error) }
            return parts.contains { $0.mentionsUserType }
        case .composition(let members):
            return members.contains { $0.mentionsUserType }
        }
    }
}
