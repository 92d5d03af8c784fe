/// Resolves how sites name notifications (`.x`, `Constants.Notifications.x`, `Notification.Name("wire")`) to the
/// declarations of the sources, and string constants to their values.
struct NameResolver {
    private let declarations: [NameDeclaration]
    private var byName: [String: [Int]] = [:]
    private var constantsByPath: [String: String] = [:]
    private var constantsByLast: [String: [String]] = [:]
    /// Where the constants' names looked up are recorded.
    private let demand: NameDemand

    init(files: [ScannedFile], demand: NameDemand = NameDemand()) {
        self.demand = demand
        declarations = files.flatMap(\.declarations)
        for (index, declaration) in declarations.enumerated() {
            byName[declaration.swiftName, default: []].append(index)
        }
        for constant in files.flatMap(\.constants) {
            constantsByPath[constant.path.joined(separator: ".")] = constant.value
            constantsByLast[constant.path.last ?? "", default: []].append(constant.value)
        }
    }

    var allDeclarations: [NameDeclaration] { declarations }

    /// The value of a string constant named by `path`: its full path, or its last part when only one constant has it.
    func constant(_ path: [String]) -> String? {
        demand.record(path.last ?? "", as: .constant)
        if let value = constantsByPath[path.joined(separator: ".")] { return value }
        let values = Set(constantsByLast[path.last ?? ""] ?? [])
        return values.count == 1 ? values.first : nil
    }

    /// The wire name a declaration or site writes, or why it has none known before the app runs.
    func wire(_ expression: WireExpression, depth: Int = 0) -> Result<String, Refusal> {
        switch expression {
        case .literal(let text): return .success(text)
        case .constant(let path):
            if let value = constant(path) { return .success(value) }
            return .failure(
                Refusal(
                    subject: path.joined(separator: "."),
                    reason: "the name's string is a constant not found in the sources", location: nil))
        case .nameRawValue(let reference):
            guard depth < 4, let index = declaration(reference) else {
                return .failure(
                    Refusal(
                        subject: "\(reference)", reason: "the name's string is another name's raw value, not found",
                        location: nil))
            }
            return wire(declarations[index].wire, depth: depth + 1)
        case .runtime(let text):
            return .failure(Refusal(subject: text, reason: "name built at run time", location: nil))
        }
    }

    /// The declaration a reference names, if exactly one fits.
    func declaration(_ reference: NameReference) -> Int? {
        switch reference {
        case .nameMember(let name):
            let candidates = (byName[name] ?? []).filter { declarations[$0].container == ["Notification.Name"] }
            return candidates.first
        case .path(let path):
            guard let last = path.last else { return nil }
            // `Self.x` and `self.x` inside the declaring type name it as a bare `x` does.
            let prefix = ["Self", "self"].contains(path.first) ? [] : Array(path.dropLast())
            let candidates = (byName[last] ?? []).filter { index in
                let container = declarations[index].container
                if prefix.isEmpty { return true }
                if SyntaxReading.isNameType(prefix.joined(separator: ".")) { return container == ["Notification.Name"] }
                return container.count >= prefix.count && Array(container.suffix(prefix.count)) == prefix
            }
            return candidates.count == 1 || (!prefix.isEmpty && !candidates.isEmpty) ? candidates.first : nil
        case .inline, .unresolved:
            return nil
        }
    }
}

extension NameResolver {
    /// A `userInfo` key's string: a literal, or a constant found in the sources.
    func key(_ expression: KeyExpression) -> String? {
        switch expression {
        case .literal(let text): return text
        case .constant(let path): return constant(path)
        case .runtime: return nil
        }
    }
}
