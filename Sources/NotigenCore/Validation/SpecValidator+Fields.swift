/// Payload fields: names, parsed types and defaults.
extension SpecValidator {
    /// The fields of a payload, success or failure map; null or `{}` means none.
    mutating func fields(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [Field] {
        if isNull(node) { return [] }
        guard let pairs = mapping(node, what()) else { return [] }
        if pairs.count > Limits.maximumFieldsPerPayload {
            diagnostics.error(
                "\(what()) may have at most \(Limits.maximumFieldsPerPayload) fields; it has \(pairs.count)",
                at: node.location)
            return []
        }
        let fields = pairs.compactMap { field($0) }
        var keys = SmallMap<Field>()
        // The names are gathered only when a field is deprecated: most payloads have none.
        let names = fields.contains { $0.deprecated != nil } ? Set(fields.map(\.name)) : []
        for field in fields where field.deprecated != nil && names.contains("_" + field.name) {
            diagnostics.error(
                "deprecated field '\(field.name)' keeps its value in '_\(field.name)', which is another field's name; "
                    + "rename that field", at: field.location)
        }
        checkObjectFields(fields, what())
        for field in fields where field.place == .userInfo {
            if field.userInfoKey == UserInfoStyle.payloadKey {
                diagnostics.error(
                    "field '\(field.name)' cannot have the userInfo key '\(field.userInfoKey)': notigen carries the "
                        + "payload under it", at: field.location)
            } else if let other = keys[field.userInfoKey] {
                diagnostics.error(
                    "fields '\(other.name)' and '\(field.name)' both have the userInfo key '\(field.userInfoKey)'",
                    at: field.location,
                    notes: [.init(message: "field '\(other.name)' is here", location: other.location)])
            } else {
                keys[field.userInfoKey] = field
            }
        }
        checkConditions(of: fields, what())
        return fields
    }

    private mutating func field(_ pair: YAMLPair) -> Field? {
        let name = pair.key
        checkMemberName(name, "a field", at: pair.keyLocation)
        if name == "hashValue" {
            diagnostics.error(
                "a field cannot be named 'hashValue': it would replace the one payloads get from 'Hashable'",
                at: pair.keyLocation)
        }
        var typeNode = pair.value
        var defaultNode: YAMLNode?
        var doc: String?
        var deprecated: String?
        var userInfoKey = name
        var condition: (text: String, location: SourceLocation)?
        var place = FieldPlace.userInfo
        switch pair.value.content {
        case .scalar:
            break
        case .mapping(let pairs):
            let keys = checkKeys(
                pairs, allowed: Self.fieldKeys, required: ["type"], in: "field '\(name)'", at: pair.value)
            guard let type = keys["type"] else { return nil }
            typeNode = type.value
            defaultNode = keys["default"]?.value
            doc = keys["doc"].flatMap { text($0.value) }
            deprecated = keys["deprecated"].flatMap { deprecation($0.value) }
            if let node = keys["key"]?.value {
                userInfoKey = plainText(node, "a userInfo key") ?? name
            }
            if let node = keys["if"]?.value, let text = compilationCondition(node) {
                condition = (text, node.location)
            }
            place = keys["in"].map { fieldPlace($0, name: name, key: keys["key"]) } ?? place
        case .sequence:
            diagnostics.error(
                "the type of field '\(name)' must be text, not a list", at: pair.value.location,
                hint: "YAML reads '[…]' as a list: quote a type written with brackets, e.g. \"[String]\"")
            return nil
        }
        guard let (checked, typeSource) = typeExpression(typeNode, field: name) else {
            return nil
        }
        let type = checked.type
        if name == "nan", TypeChecker.mayBeFloatingPoint(type) {
            diagnostics.error(
                "a field of type '\(type.swiftSource)' cannot be named 'nan': Swift warns that '.nan' == '.nan' is "
                    + "always false in the payload's synthesized '=='", at: pair.keyLocation,
                hint: "name the field otherwise and keep the userInfo key: "
                    + "'nanValue: { type: \(Self.yamlTypeText(type.swiftSource)), key: nan }'")
        }
        var literal: String?
        if let defaultNode {
            do {
                literal = try DefaultLiteral.make(defaultNode, as: type)
                warnOfHiddenCharacters(inDefault: defaultNode)
            } catch {
                diagnostics.error(error.message, at: error.node.location)
            }
        }
        return Field(
            name: name, type: checked, defaultLiteral: literal, doc: doc, deprecated: deprecated,
            userInfoKey: userInfoKey, location: pair.keyLocation, typeSource: typeSource, condition: condition?.text,
            conditionLocation: condition?.location, place: place)
    }

    /// Parses the field's type text; errors point at the offending character when the text is on one line.
    mutating func typeExpression(_ node: YAMLNode, field: String) -> (type: CheckedType, source: TypeSource)? {
        guard let scalar = node.scalar, case .string(let text) = scalar.resolved else {
            let message = "the type of field '\(field)' must be a Swift type, not \(node.kindDescription)"
            if node.scalar?.resolved == .null {
                diagnostics.error(
                    message, at: node.location, hint: "write the field as 'name: Type', e.g. 'text: String'")
            } else {
                diagnostics.error(message, at: node.location)
            }
            return nil
        }
        let source = TypeSource(
            text: text, location: node.location, isQuoted: scalar.isQuoted,
            verbatimPrefix: scalar.verbatimPrefix,
            continuations: scalar.continuations)
        if let checked = checkedTypes[text] { return (checked, source) }
        if let hidden = SwiftNaming.hiddenScalar(in: text) {
            let offset = text.distance(
                from: text.startIndex, to: text.firstIndex { $0.unicodeScalars.contains(hidden) } ?? text.startIndex)
            diagnostics.error(
                "invalid type \(Diagnostic.quoted(text)) for field '\(field)': " + SwiftNaming.hiddenProblem(hidden),
                at: source.location(of: offset))
            return nil
        }
        let type: TypeExpression
        do {
            type = try TypeExpressionParser.parse(text)
        } catch {
            diagnostics.error(
                "invalid type \(Diagnostic.quoted(text)) for field '\(field)': \(error.message)",
                at: source.location(of: error.offset))
            return nil
        }
        if let problem = TypeChecker.problem(ofField: type) {
            diagnostics.error(
                "invalid type \(Diagnostic.quoted(text)) for field '\(field)': \(problem.message)",
                at: source.location(of: problem.offset))
            return nil
        }
        let userRoots = type.userRoots
        if let (root, offset) = userRoots.first(where: { Self.reservedTypeProblem($0.name) != nil }),
            let problem = Self.reservedTypeProblem(root)
        {
            diagnostics.error(
                "invalid type \(Diagnostic.quoted(text)) for field '\(field)': \(problem)",
                at: source.location(of: offset))
            return nil
        }
        let checked = CheckedType(
            type: type, generated: type.generatedSource, userRoots: userRoots, isKnownHashable: type.isKnownHashable)
        checkedTypes[text] = checked
        return (checked, source)
    }
}
