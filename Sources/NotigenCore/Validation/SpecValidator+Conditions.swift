/// `if:` on notifiers, cases and fields: Swift compilation conditions, parsed and normalized.
extension SpecValidator {
    /// The condition an `if:` value writes, normalized (`CompilationCondition.source`); errors point at the
    /// offending character when the text is on one line. A plain `true` or `false` is a condition too.
    mutating func compilationCondition(_ node: YAMLNode) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.error(
                "'if' must be a Swift compilation condition, not \(node.kindDescription)", at: node.location,
                hint: "write it as '#if' would, in quotes: if: \"os(macOS) && !targetEnvironment(simulator)\"")
            return nil
        }
        let text: String
        switch scalar.resolved {
        case .bool(let value): return value ? "true" : "false"
        case .string(let string): text = string
        default:
            diagnostics.error(
                "'if' must be a Swift compilation condition, not \(node.kindDescription)", at: node.location,
                hint: "write it as '#if' would, in quotes: if: \"os(macOS) && !targetEnvironment(simulator)\"")
            return nil
        }
        let source = TypeSource(
            text: text, location: node.location, isQuoted: scalar.isQuoted, verbatimPrefix: scalar.verbatimPrefix,
            continuations: scalar.continuations)
        do {
            return try CompilationConditionParser.parse(text).source
        } catch {
            diagnostics.error(
                "invalid condition \(Diagnostic.quoted(text)): \(error.message)", at: source.location(of: error.offset))
            return nil
        }
    }

    /// A notifier needs a case compiled everywhere it is: its `Name` enum has a raw type, which an enum without
    /// cases cannot have (and an observer of a notifier with no notification would be a mistake).
    mutating func checkConditionalCases(_ notifier: Notifier, casesKeyLocation: SourceLocation) {
        guard !notifier.cases.isEmpty, notifier.cases.allSatisfy({ $0.condition != nil }) else { return }
        diagnostics.error(
            "every case of notifier '\(notifier.name)' has 'if': where none holds, the notifier would have no "
                + "notification", at: casesKeyLocation,
            hint: "give the notifier the condition ('if:' beside 'cases:'), or leave one case without 'if'")
    }

    /// The conditional fields of one payload, success or failure: Swift allows no `#if` inside a parameter or
    /// argument list, so the generated code writes the initializer, event factory and decoder twice, with every field
    /// and without the conditional ones; the conditional fields therefore share one condition, and each has a
    /// default (an optional's is nil), so that a post written for every platform compiles on each.
    mutating func checkConditions(of fields: [Field], _ what: @autoclosure () -> String) {
        guard let first = fields.first(where: { $0.condition != nil }), let condition = first.condition else { return }
        for field in fields {
            guard let fieldCondition = field.condition, let location = field.conditionLocation else { continue }
            if fieldCondition != condition {
                diagnostics.error(
                    "the conditional fields of \(what()) must share one condition: field '\(field.name)' has "
                        + "'\(fieldCondition)', field '\(first.name)' has '\(condition)'", at: location,
                    notes: [
                        .init(
                            message: "the condition of field '\(first.name)' is here",
                            location: first.conditionLocation ?? first.location)
                    ])
            } else if field.defaultLiteral == nil && field.type.optionalWrapped == nil {
                diagnostics.error(
                    "conditional field '\(field.name)' needs a default (or an optional type), so that a post that "
                        + "leaves it out compiles where its condition holds too", at: location)
            }
        }
    }
}
