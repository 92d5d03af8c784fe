/// Node-kind checks shared by every level of the spec.
extension SpecValidator {
    /// The node's entries if it is a map; otherwise an error naming what was expected.
    mutating func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLPair]? {
        if case .mapping(let pairs) = node.content { return pairs }
        diagnostics.error("\(what()) must be a map, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// The entries of a map whose keys `checkKeys` knows, by key. A map of the spec has a few keys, so a lookup
    /// compares them in turn: hashing the key cost more than comparing a handful.
    struct KnownKeys {
        fileprivate var pairs: [YAMLPair] = []

        /// The entry of `key`; the last one, should the map repeat it.
        subscript(key: String) -> YAMLPair? {
            pairs.last { $0.key == key }
        }
    }

    /// Reports unknown keys (with a suggestion) and missing required ones; returns the known entries by key.
    /// `what` names the map in a diagnostic, and is written only for one.
    mutating func checkKeys(
        _ pairs: [YAMLPair], allowed: [String], required: [String], in what: @autoclosure () -> String,
        at node: YAMLNode
    ) -> KnownKeys {
        var known = KnownKeys()
        known.pairs.reserveCapacity(pairs.count)
        var suggested: Set<String> = []
        for pair in pairs {
            if allowed.contains(pair.key) {
                known.pairs.append(pair)
                continue
            }
            let suggestion = Suggestion.closest(to: pair.key, among: allowed)
            suggestion.map { _ = suggested.insert($0) }
            diagnostics.error(
                "unknown key \(Diagnostic.quoted(pair.key)) in \(what())"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: pair.keyLocation,
                hint: "allowed keys: " + allowed.joined(separator: ", "))
        }
        for key in required where known[key] == nil && !suggested.contains(key) {
            diagnostics.error("\(what()) is missing the required key '\(key)'", at: node.location)
        }
        return known
    }

    /// The text of a string scalar; numbers, booleans, null, lists and maps are errors.
    mutating func string(_ node: YAMLNode, _ what: String) -> String? {
        if case .string(let text)? = node.scalar?.resolved { return text }
        diagnostics.error("expected \(what), found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A boolean scalar (`true` or `false`); anything else is an error naming `what`.
    mutating func boolean(_ node: YAMLNode, _ what: String) -> Bool? {
        if case .bool(let value)? = node.scalar?.resolved { return value }
        let message = "\(what) must be true or false, not \(node.kindDescription)"
        if let text = node.scalar?.text, ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased()) {
            diagnostics.error(message, at: node.location, hint: "YAML 1.2 reads '\(text)' as text; write true or false")
        } else {
            diagnostics.error(message, at: node.location)
        }
        return nil
    }

    /// A documentation text: any scalar as written (so `doc: 42` reads "42"); null means no documentation.
    mutating func text(_ node: YAMLNode, key: String = "doc") -> String? {
        guard let scalar = node.scalar else {
            diagnostics.error("'\(key)' must be text, not \(node.kindDescription)", at: node.location)
            return nil
        }
        guard scalar.resolved != .null else { return nil }
        warnOfHiddenCharacters(scalar, at: node.location, in: "'\(key)'")
        return scalar.text
    }

    /// A warning for the first hidden character (`SwiftNaming.hiddenScalar`) of a text that is no name, such as a doc
    /// or a default string: the generated code never holds it raw (a doc comment shows a space, a literal an escape),
    /// but the spec's reader cannot see it.
    mutating func warnOfHiddenCharacters(_ scalar: YAMLScalar, at location: SourceLocation, in what: String) {
        guard let hidden = SwiftNaming.hiddenScalar(in: scalar.text) else { return }
        let text = scalar.text
        let offset = text.distance(
            from: text.startIndex, to: text.firstIndex { $0.unicodeScalars.contains(hidden) } ?? text.startIndex)
        let source = TypeSource(
            text: scalar.text, location: location, isQuoted: scalar.isQuoted, verbatimPrefix: scalar.verbatimPrefix,
            continuations: scalar.continuations)
        diagnostics.warning(
            "\(what) holds a character its reader cannot see: " + SwiftNaming.hiddenProblem(hidden),
            at: source.location(of: offset),
            hint: "the generated code shows it as a space in a comment and as an escape in a string literal")
    }

    /// `warnOfHiddenCharacters` for each text of a default value (a string, or the strings and keys of a list or a
    /// map); the parser bounds the values a node stands for, aliases expanded.
    mutating func warnOfHiddenCharacters(inDefault node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar):
            warnOfHiddenCharacters(scalar, at: node.location, in: "a default value")
        case .sequence(let items):
            for item in items { warnOfHiddenCharacters(inDefault: item) }
        case .mapping(let pairs):
            for pair in pairs {
                if SwiftNaming.hiddenScalar(in: pair.key) != nil {
                    warnOfHiddenCharacters(
                        YAMLScalar(text: pair.key, isPlain: pair.keyIsPlain, verbatimPrefix: 0), at: pair.keyLocation,
                        in: "a default value's key")
                }
                warnOfHiddenCharacters(inDefault: pair.value)
            }
        }
    }

    /// A non-empty single-line string, such as a notification name or a `userInfo` key.
    mutating func plainText(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = string(node, what) else { return nil }
        if text.isEmpty || text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            diagnostics.error(
                "\(what) must be non-empty text on one line, without control characters", at: node.location)
            return nil
        }
        if let hidden = SwiftNaming.hiddenScalar(in: text) {
            diagnostics.error(
                "\(what) \(Diagnostic.quoted(text)): " + SwiftNaming.hiddenProblem(hidden), at: node.location)
            return nil
        }
        return text
    }

    /// A deprecation message: non-empty text.
    mutating func deprecation(_ node: YAMLNode) -> String? {
        // A plain `false` is "not deprecated"; a plain `true` asks for what only a message gives.
        if let scalar = node.scalar, case .bool(let value) = scalar.resolved {
            if value {
                diagnostics.error(
                    "'deprecated' takes a message saying what to use instead, not true", at: node.location,
                    hint: "write the message: deprecated: Observe didLogin instead.")
            }
            return nil
        }
        guard let message = text(node, key: "deprecated") else { return nil }
        if message.allSatisfy(\.isWhitespace) {
            diagnostics.error("'deprecated' needs a message saying what to use instead", at: node.location)
            return nil
        }
        return message
    }

    /// One of the raw values of `T`, with "did you mean" when it is close to one.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, _ type: T.Type, _ what: String
    ) -> T? where T.RawValue == String {
        guard let text = string(node, "a value for \(what)") else { return nil }
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        diagnostics.error(
            "unknown value '\(text)' for \(what); use one of \(names.joined(separator: ", "))"
                + Suggestion.didYouMean(text, among: names), at: node.location)
        return nil
    }

    /// A string that must be a Swift identifier and not a keyword.
    mutating func identifier(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = string(node, what) else { return nil }
        guard SwiftNaming.isIdentifier(text), !SwiftNaming.keywords.contains(text) else {
            diagnostics.error(
                "\(Diagnostic.quoted(text)) is not valid as \(what): " + SwiftNaming.identifierProblem(text),
                at: node.location)
            return nil
        }
        return text
    }

    /// Whether the node is null or `{}`: both mean "nothing here".
    func isNull(_ node: YAMLNode) -> Bool {
        switch node.content {
        case .scalar(let scalar): return scalar.resolved == .null
        case .mapping(let pairs): return pairs.isEmpty
        case .sequence: return false
        }
    }

    /// A case or field name: an identifier; keywords are fine (they are escaped) except those that mean
    /// something in every position; nothing in the runtime's namespace, which a member or parameter would hide.
    mutating func checkMemberName(_ name: String, _ what: String, at location: SourceLocation) {
        if !SwiftNaming.isIdentifier(name) {
            diagnostics.error(
                "\(Diagnostic.quoted(name)) is not valid as \(what) name: " + SwiftNaming.identifierProblem(name),
                at: location)
        } else if SwiftNaming.unusableMemberNames.contains(name) {
            diagnostics.error("'\(name)' cannot be used as \(what) name, even in backticks", at: location)
        } else if let prefix = Self.holderPrefixes.first(where: name.hasPrefix) {
            diagnostics.error(
                "'\(name)' cannot be used as \(what) name: it would hide the file's '\(prefix)<Notifier>' "
                    + "declarations, which the generated code names", at: location)
        }
    }
}
