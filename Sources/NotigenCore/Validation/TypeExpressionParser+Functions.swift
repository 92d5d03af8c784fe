/// Function types and parenthesized types: `(…)` is a tuple, a parenthesized type or a function's parameters.
extension TypeExpressionParser {
    /// A tuple element or function parameter as written, before it is known which of the two it is.
    private struct ParsedElement {
        var label: String?
        var labelOffset: Int
        var underscoreOffset: Int?
        var type: TypeExpression
    }

    /// Parses `(…)`, which is a parenthesized type, a tuple, or the parameters of a function type; the current
    /// character is `(`. `attributes` is non-nil when attributes were written before it, so it must be a function.
    mutating func parseParenthesized(
        allowFunction: Bool,
        attributes: [String]?,
        at start: Int
    ) throws(TypeParseError) -> TypeExpression {
        let open = index
        try enterNesting()
        var elements: [ParsedElement] = []
        try skipWhitespace()
        if current == ")" {
            index += 1
        } else {
            parsing: while true {
                elements.append(try parseElement())
                try skipWhitespace()
                switch current {
                case ",":
                    index += 1
                case ")":
                    index += 1
                    break parsing
                default:
                    throw error("expected ')' to close '('")
                }
            }
        }
        depth -= 1

        try skipWhitespace()
        if isAtFunctionEffectsOrArrow {
            guard allowFunction else {
                throw error("a function type must be wrapped in parentheses here")
            }
            return try parseFunctionRest(attributes: attributes ?? [], elements: elements, at: start)
        }
        if attributes != nil {
            throw error("expected '->': attributes are only allowed on function types")
        }
        return try makeTuple(elements, at: open)
    }

    /// Parses one element of a parenthesized list: `T`, `label: T`, `_: T` or `_ name: T`.
    private mutating func parseElement() throws(TypeParseError) -> ParsedElement {
        try skipWhitespace()
        let start = index
        var label: String?
        var labelOffset = start
        var underscoreOffset: Int?
        if let (first, afterFirst) = word(at: index) {
            let next = offsetAfterSpaces(from: afterFirst)
            if character(at: next) == ":" {
                if first == "_" {
                    underscoreOffset = start
                } else {
                    try validateLabel(first, at: start)
                    label = first
                }
                index = next + 1
            } else if first == "_", let (second, afterSecond) = word(at: next),
                character(at: offsetAfterSpaces(from: afterSecond)) == ":"
            {
                try validateLabel(second, at: next)
                underscoreOffset = start
                label = second
                labelOffset = next
                index = offsetAfterSpaces(from: afterSecond) + 1
            }
        }
        return ParsedElement(
            label: label,
            labelOffset: labelOffset,
            underscoreOffset: underscoreOffset,
            type: try parseType()
        )
    }

    /// Turns a parenthesized list that is not followed by `->` into a tuple, or into its single unlabeled element.
    private func makeTuple(_ elements: [ParsedElement], at start: Int) throws(TypeParseError) -> TypeExpression {
        var labels: Set<String> = []
        for element in elements {
            if let underscoreOffset = element.underscoreOffset {
                throw error("'_' labels are only allowed on function parameters", at: underscoreOffset)
            }
            if let label = element.label, !labels.insert(label).inserted {
                throw error("duplicate tuple label '\(label)'", at: element.labelOffset)
            }
        }
        if elements.count == 1 {
            if elements[0].label != nil {
                throw error("a single-element tuple cannot have a label", at: elements[0].labelOffset)
            }
            return elements[0].type
        }
        return TypeExpression(.tuple(elements.map { TupleElement(label: $0.label, type: $0.type) }), at: start)
    }

    /// Whether the text continues with `async`, `throws`, `rethrows` or `->`, making the preceding list the
    /// parameters of a function type.
    private var isAtFunctionEffectsOrArrow: Bool {
        if isAtArrow {
            return true
        }
        guard let (keyword, _) = word(at: index) else {
            return false
        }
        return keyword == "async" || keyword == "throws" || keyword == "rethrows"
    }

    var isAtArrow: Bool {
        current == "-" && character(at: index + 1) == ">"
    }

    /// Parses `async`, `throws`, `throws(E)` and `-> R` after a function's parameter list.
    private mutating func parseFunctionRest(
        attributes: [String],
        elements: [ParsedElement],
        at start: Int
    ) throws(TypeParseError) -> TypeExpression {
        var isAsync = false
        var throwsClause: ThrowsClause?
        if let (keyword, end) = word(at: index), keyword == "async" {
            isAsync = true
            index = end
            try skipWhitespace()
        }
        if let (keyword, _) = word(at: index), keyword == "rethrows" {
            throw error("'rethrows' is not allowed in a function type; use 'throws'")
        }
        if let (keyword, end) = word(at: index), keyword == "throws" {
            index = end
            try skipWhitespace()
            throwsClause = .untyped
            if current == "(" {
                try enterNesting()
                let errorType = try parseType()
                try skipWhitespace()
                guard current == ")" else {
                    throw error("expected ')' to close 'throws('")
                }
                index += 1
                depth -= 1
                throwsClause = .typed(errorType)
                try skipWhitespace()
            }
            if let (keyword, _) = word(at: index), keyword == "async" {
                throw error("'async' must come before 'throws'")
            }
        }
        guard isAtArrow else {
            throw error("expected '->' in the function type")
        }
        try enterNesting()
        index += 1
        let result = try parseType()
        depth -= 1
        let function = FunctionType(
            attributes: attributes,
            parameters: elements.map { TupleElement(label: $0.label, type: $0.type) },
            isAsync: isAsync,
            throwsClause: throwsClause,
            result: result
        )
        return TypeExpression(.function(function), at: start)
    }

    /// Parses `@A @B (…) -> R`; the current character is `@`. A payload's function types take `@Sendable` and
    /// `@MainActor` only: other attributes are for declarations or parameters, or unknown.
    mutating func parseAttributedFunction() throws(TypeParseError) -> TypeExpression {
        let start = index
        var attributes: [String] = []
        while current == "@" {
            let at = index
            index += 1
            guard var (name, end) = word(at: index) else {
                throw error("expected an attribute name after '@'")
            }
            if name == "Swift", character(at: end) == ".", let (member, memberEnd) = word(at: end + 1),
                member == "MainActor"
            {
                (name, end) = (member, memberEnd)  // `@Swift.MainActor`, as generated code writes it
            }
            if attributes.contains("@" + name) {
                throw error("duplicate attribute '@\(name)'")
            }
            switch name {
            case "Sendable", "MainActor":
                break
            case "escaping", "autoclosure":
                throw error(
                    "'@\(name)' is for parameters, not stored fields; notigen adds '@escaping' where needed", at: at)
            default:
                throw error(
                    "unknown attribute '@\(name)'; a function type in a payload takes '@Sendable' and '@MainActor'",
                    at: at)
            }
            index = end
            if current == "(" {
                throw error("attribute arguments are not allowed")
            }
            attributes.append("@" + name)
            try skipWhitespace()
        }
        guard current == "(" else {
            throw error("expected a function type after the attribute")
        }
        return try parseParenthesized(allowFunction: true, attributes: attributes, at: start)
    }
}
