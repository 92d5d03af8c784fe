/// Where the public (or package) declarations of a spec use a module, so that under `InternalImportsByDefault` its
/// import carries the spec's access only where something uses it: Swift warns about a `public import` that no
/// public declaration uses, which is what a module is when every declaration that names it is under an `if:` that
/// does not hold.
enum ImportUse: Equatable, Sendable {
    /// No declaration uses it: a plain import.
    case never
    /// An unconditional declaration uses it: the import always carries the access.
    case always
    /// Only declarations under conditions use it: it carries the access where this condition (theirs, or-ed) holds.
    case when(String)

    /// The condition of a `.when`, as `#if` writes it; nil otherwise.
    var condition: String? {
        if case .when(let condition) = self { condition } else { nil }
    }

    /// Foundation's and the runtime's use: by every notifier, whose declarations name both.
    static func ofNotifiers(_ model: Model) -> ImportUse {
        any(model.notifiers.map { [$0.condition] })
    }

    /// A module's use by the fields whose types it may provide (`provides`), each under its notifier's, case's and
    /// own conditions.
    static func ofFields(_ model: Model, where provides: (Field) -> Bool) -> ImportUse {
        var uses: [[String?]] = []
        for notifier in model.notifiers {
            for notificationCase in notifier.cases {
                for field in notificationCase.fields where provides(field) {
                    uses.append([notifier.condition, notificationCase.condition, field.condition])
                }
            }
        }
        return any(uses)
    }

    /// The disjunction of uses, each the conjunction of its conditions (nil: none).
    private static func any(_ uses: [[String?]]) -> ImportUse {
        var alternatives: [String] = []
        for use in uses {
            let conditions = use.compactMap { $0 }
            guard !conditions.isEmpty else { return .always }
            let conjunction =
                conditions.count == 1 ? conditions[0] : conditions.map(parenthesized).joined(separator: " && ")
            if !alternatives.contains(conjunction) { alternatives.append(conjunction) }
        }
        guard !alternatives.isEmpty else { return .never }
        guard alternatives.count > 1 else { return .when(alternatives[0]) }
        return .when(alternatives.map(parenthesized).joined(separator: " || "))
    }

    /// A condition as an operand of `&&` or `||`: parenthesized when it has an operator of its own.
    private static func parenthesized(_ condition: String) -> String {
        condition.contains("&&") || condition.contains("||") ? "(" + condition + ")" : condition
    }
}
