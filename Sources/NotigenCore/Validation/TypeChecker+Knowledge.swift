/// What notigen knows about a type's conformances: `Sendable`, `Hashable` and `Error`, each yes, no (with the
/// offending node) or unknown (a type of the user's is involved).
extension TypeChecker {
    /// Whether values of the type are `Sendable`.
    static func sendability(_ type: TypeExpression) -> Knowledge {
        switch type.kind {
        case .nominal(let components):
            guard let (standard, count) = try? StandardType.resolve(components), count == components.count else {
                // A generic type of the user's is taken to be Sendable at most when its arguments are (as Swift
                // infers it for a struct or enum): `Pair<Int, AnyObject>` is refused, `Pair<Int, Widget>` trusted.
                let arguments = components.flatMap(\.genericArguments).map(sendability)
                if case .no(let problem) = all(arguments) { return .no(problem) }
                return .unknown
            }
            guard standard.isSendable else {
                return .no(TypeProblem(offset: type.offset, message: notSendable(type)))
            }
            return all(components[count - 1].genericArguments.map(sendability))
        case .optional(let wrapped), .array(let wrapped):
            return sendability(wrapped)
        case .dictionary(let key, let value):
            return all([sendability(key), sendability(value)])
        case .tuple(let elements):
            return all(elements.map { sendability($0.type) })
        case .function(let function):
            guard function.attributes.contains("@Sendable") else {
                return .no(
                    TypeProblem(
                        offset: type.offset,
                        message: "a function type in a payload must be '@Sendable' (payloads are Sendable)"))
            }
            return .yes
        case .existential(let constraint):
            if case .metatype(let instance, _) = constraint.kind { return metatypeSendability(instance, of: type) }
            return existentialSendability(constraint, of: type)
        case .composition:
            return existentialSendability(type, of: type)
        case .metatype(let instance, _):
            return metatypeSendability(instance, of: type)
        case .opaque:
            return .unknown
        }
    }

    /// `any P & Q` is `Sendable` when one of its protocols refines `Sendable`.
    private static func existentialSendability(_ constraint: TypeExpression, of type: TypeExpression) -> Knowledge {
        let members: [TypeExpression]
        if case .composition(let parts) = constraint.kind { members = parts } else { members = [constraint] }
        let known = members.map(standardType)
        if known.contains(where: { $0?.isSendable == true }) { return .yes }
        if known.contains(where: { $0 == nil }) { return .unknown }
        return .no(TypeProblem(offset: type.offset, message: notSendable(type)))
    }

    /// The metatype of a concrete type is `Sendable`; that of a protocol (`any P.Type`, `(any P).Type`,
    /// `P.Protocol`) only when `P` refines `Sendable`.
    private static func metatypeSendability(_ instance: TypeExpression, of type: TypeExpression) -> Knowledge {
        var operand = instance
        while case .metatype(let inner, _) = operand.kind { operand = inner }
        if case .existential(let constraint) = operand.kind { operand = constraint }
        if case .nominal = operand.kind {
            guard let standard = standardType(operand) else { return .unknown }
            guard standard.isProtocol else { return .yes }
        }
        switch existentialSendability(operand, of: type) {
        case .no: return .no(TypeProblem(offset: type.offset, message: notSendable(type)))
        case let knowledge: return knowledge
        }
    }

    private static func notSendable(_ type: TypeExpression) -> String {
        "'\(type.swiftSource)' is not Sendable, and a payload's fields must be (payloads cross threads)"
    }

    /// Whether the type is `Hashable`, as a `Set`'s element and a dictionary's key must be.
    static func hashability(_ type: TypeExpression) -> Knowledge {
        let no = { (what: String) in Knowledge.no(TypeProblem(offset: type.offset, message: what)) }
        switch type.kind {
        case .nominal(let components):
            guard let (standard, count) = try? StandardType.resolve(components), count == components.count else {
                return .unknown
            }
            let arguments = components[count - 1].genericArguments
            switch standard.hashability {
            case .never:
                return no("'\(type.swiftSource)' is not Hashable")
            case .always:
                return .yes
            case .whenArguments(let positions):
                return all(positions.filter { $0 < arguments.count }.map { hashability(arguments[$0]) })
            }
        case .optional(let wrapped), .array(let wrapped):
            return hashability(wrapped)
        case .dictionary(_, let value):
            return hashability(value)
        case .tuple:
            return no("a tuple such as '\(type.swiftSource)' is not Hashable")
        case .function:
            return no("a function type is not Hashable")
        case .existential, .composition, .opaque:
            return no("'\(type.swiftSource)' is not Hashable (an existential does not conform to its protocols)")
        case .metatype:
            return no("a metatype is not Hashable")
        }
    }

    /// Whether the type conforms to `Error`, as a `Result`'s failure and a typed `throws` must.
    static func errorConformance(_ type: TypeExpression) -> Knowledge {
        let no = Knowledge.no(TypeProblem(offset: type.offset, message: "'\(type.swiftSource)' is not an Error"))
        switch type.kind {
        case .nominal(let components):
            guard let (standard, count) = try? StandardType.resolve(components), count == components.count else {
                return .unknown
            }
            return standard.isError ? .yes : no
        case .existential(let constraint):
            // Only `any Error` (also written `any Error & Sendable`) conforms to `Error` itself.
            let members: [TypeExpression]
            if case .composition(let parts) = constraint.kind { members = parts } else { members = [constraint] }
            let names = members.map { standardType($0)?.name }
            return names.contains("Error") && names.allSatisfy({ $0 == "Error" || $0 == "Sendable" }) ? .yes : no
        default:
            return no
        }
    }

    /// Whether values of the type may be floating-point numbers, whose `.nan` Swift warns about comparing: a standard
    /// floating-point type, or a type of the user's (a typealias of `Double` for all notigen can tell).
    static func mayBeFloatingPoint(_ type: TypeExpression) -> Bool {
        guard case .nominal(let components) = type.kind else { return false }
        guard let (standard, count) = try? StandardType.resolve(components), count == components.count else {
            return true
        }
        if case .floatingPoint = standard.literal { return true }
        return false
    }

    /// The node that makes the type uninhabited (`Never`, or a tuple or `Result` made of it), if any.
    static func uninhabited(_ type: TypeExpression) -> TypeExpression? {
        switch type.kind {
        case .nominal(let components):
            guard let standard = standardType(type) else { return nil }
            if standard.isUninhabited { return type }
            let arguments = components[components.count - 1].genericArguments
            if standard.name == "Result", arguments.count == 2, uninhabited(arguments[0]) != nil {
                return uninhabited(arguments[1]).map { _ in type }
            }
            return nil
        case .tuple(let elements):
            return elements.lazy.compactMap { uninhabited($0.type) }.first
        default:
            return nil
        }
    }

    /// Yes when every part is, else the first no, else unknown.
    private static func all(_ parts: [Knowledge]) -> Knowledge {
        if let no = parts.first(where: { if case .no = $0 { true } else { false } }) { return no }
        return parts.contains(.unknown) ? .unknown : .yes
    }
}
