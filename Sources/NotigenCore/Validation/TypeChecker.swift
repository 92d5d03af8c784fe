/// A problem with a type expression, at the offending character.
struct TypeProblem: Error, Equatable, Sendable {
    /// The `Character` offset of the offending node in the type's text.
    var offset: Int
    var message: String
}

/// What the compiler will check about a payload field's type, for the types notigen knows (`StandardType`): that
/// each is used as Swift allows (`any` before protocols that need it and never before a struct, generic arguments
/// in number and kind, no `Self`, no `some`), that the field is `Sendable` (payloads are), and that it is not
/// uninhabited (Swift warns about code after a `Never` is passed). A type notigen does not know is trusted: it
/// is the user's.
enum TypeChecker {
    /// What notigen knows about a property of a type.
    enum Knowledge: Equatable {
        case yes
        /// The type involves a type notigen does not know.
        case unknown
        case no(TypeProblem)
    }

    /// The first problem of a field's type, or nil when it can be a stored property of a `Sendable` struct.
    static func problem(ofField type: TypeExpression) -> TypeProblem? {
        do {
            try check(type, underAny: false)
        } catch {
            return error
        }
        if case .no(let problem) = sendability(type) { return problem }
        if let never = uninhabited(type) {
            return TypeProblem(
                offset: never.offset,
                message: "a payload field cannot hold '\(never.swiftSource)': no value of it exists, and Swift warns "
                    + "that code after one is passed will never be executed")
        }
        return nil
    }

    // MARK: - Well-formedness

    /// Checks every node; `underAny` when the node is the operand of `any`, or a member of a composition.
    private static func check(_ type: TypeExpression, underAny: Bool) throws(TypeProblem) {
        switch type.kind {
        case .nominal(let components):
            try checkNominal(components, underAny: underAny)
        case .optional(let wrapped), .array(let wrapped):
            try check(wrapped, underAny: false)
        case .dictionary(let key, let value):
            try check(key, underAny: false)
            try check(value, underAny: false)
            try require(hashability(key), "a dictionary's key")
        case .tuple(let elements):
            for element in elements { try check(element.type, underAny: false) }
        case .function(let function):
            for parameter in function.parameters { try check(parameter.type, underAny: false) }
            if case .typed(let error) = function.throwsClause {
                try check(error, underAny: false)
                try require(errorConformance(error), "the error a function throws")
            }
            try check(function.result, underAny: false)
        case .existential(let constraint):
            try checkExistential(constraint)
        case .opaque:
            throw TypeProblem(
                offset: type.offset, message: "an opaque 'some' type cannot be stored in a payload; use 'any'")
        case .composition(let members):
            try checkConstraint(members)
            for member in members { try check(member, underAny: true) }
            if !underAny, let member = members.first(where: { requiresAny($0) }) {
                throw TypeProblem(
                    offset: member.offset, message: "use 'any \(type.swiftSource)': Swift requires 'any' here")
            }
        case .metatype(let instance, let isProtocol):
            try check(instance, underAny: underAny || isProtocol)
            if isProtocol, let standard = standardType(instance), !standard.isProtocol {
                throw TypeProblem(
                    offset: instance.offset,
                    message: "'\(instance.swiftSource)' is not a protocol; '.Protocol' is the metatype of a protocol, "
                        + "use '\(instance.swiftSource).Type'")
            }
        }
    }

    private static func checkNominal(_ components: [NominalComponent], underAny: Bool) throws(TypeProblem) {
        guard let first = components.first else { return }
        if first.name == "Self" {
            throw TypeProblem(
                offset: first.offset,
                message: "'Self' cannot be part of a payload type: in the generated code it would mean the payload "
                    + "struct or the event")
        }
        if components.count == 1, StandardType.Module(rawValue: first.name) != nil {
            throw TypeProblem(offset: first.offset, message: "'\(first.name)' is a module, not a type")
        }
        for component in components {
            for argument in component.genericArguments { try check(argument, underAny: false) }
        }
        let resolved: (StandardType, count: Int)?
        do {
            resolved = try StandardType.resolve(components)
        } catch {
            throw TypeProblem(offset: error.offset, message: error.message)
        }
        guard let (standard, count) = resolved else { return }
        let component = components[count - 1]
        try checkArguments(component, of: standard)
        if !underAny, count == components.count, standard.kind == .protocolType(requiresAny: true) {
            throw TypeProblem(
                offset: first.offset,
                message: "use 'any \(standard.name)': Swift requires 'any' before a protocol with Self or "
                    + "associated-type requirements")
        }
    }

    /// The generic arguments of a standard type: as many as it has parameters, each meeting its constraint.
    private static func checkArguments(_ component: NominalComponent, of standard: StandardType) throws(TypeProblem) {
        let arguments = component.genericArguments
        let parameters = standard.genericParameters
        if parameters.isEmpty, let argument = arguments.first {
            throw TypeProblem(offset: argument.offset, message: "'\(standard.name)' is not generic")
        }
        if arguments.count != parameters.count {
            let expected = parameters.count == 1 ? "1 generic argument" : "\(parameters.count) generic arguments"
            let offset = arguments.count > parameters.count ? arguments[parameters.count].offset : component.offset
            throw TypeProblem(
                offset: offset, message: "'\(standard.name)' takes \(expected), not \(arguments.count)")
        }
        for (argument, constraint) in zip(arguments, parameters) {
            switch constraint {
            case .none:
                break
            case .hashable:
                let role = standard.name == "Set" ? "the element of a 'Set'" : "a dictionary's key"
                try require(hashability(argument), role)
            case .error:
                try require(errorConformance(argument), "the failure of a 'Result'")
            }
        }
    }

    /// `any P`, `any P & Q`, `any P.Type`: each member a protocol (or a class, in a composition).
    private static func checkExistential(_ constraint: TypeExpression) throws(TypeProblem) {
        var operand = constraint
        while case .metatype(let instance, false) = operand.kind { operand = instance }
        if case .composition(let members) = operand.kind {
            try checkConstraint(members)
        } else {
            try checkConstraint([operand])
        }
        try check(constraint, underAny: true)
    }

    /// The members of `any …` or of an `&` composition: named types, each a protocol, or a class among several.
    private static func checkConstraint(_ members: [TypeExpression]) throws(TypeProblem) {
        for member in members {
            guard case .nominal = member.kind else {
                throw TypeProblem(
                    offset: member.offset,
                    message: "'\(member.swiftSource)' cannot be part of an existential or a composition; only "
                        + "protocols and classes can")
            }
            guard let standard = standardType(member) else { continue }
            switch standard.kind {
            case .protocolType, .anyObject:
                continue
            case .classType where members.count > 1:
                continue
            case .concrete, .classType, .any:
                let message =
                    members.count > 1
                    ? "'\(member.swiftSource)' is neither a protocol nor a class; only those can be combined with '&'"
                    : "'any' needs a protocol; '\(member.swiftSource)' is not one (write it without 'any')"
                throw TypeProblem(offset: member.offset, message: message)
            }
        }
    }

    /// Throws when `knowledge` says no, naming what the type was for.
    private static func require(_ knowledge: Knowledge, _ role: String) throws(TypeProblem) {
        if case .no(let problem) = knowledge {
            throw TypeProblem(offset: problem.offset, message: "\(problem.message), as \(role) must be")
        }
    }

    /// Whether the type is a standard protocol that needs `any` before it.
    private static func requiresAny(_ type: TypeExpression) -> Bool {
        standardType(type)?.kind == .protocolType(requiresAny: true)
    }

    /// The standard type a nominal type names exactly (nil for anything else, and for `String.Index`).
    static func standardType(_ type: TypeExpression) -> StandardType? {
        guard case .nominal(let components) = type.kind,
            let (standard, count) = try? StandardType.resolve(components), count == components.count
        else { return nil }
        return standard
    }
}
