import Foundation

/// The inference stage: joins the facts of every file into notifications, each with its sites, fields and sender, and
/// lists what could not be imported.
struct Inferrer {
    /// What the sources say, joined.
    struct Inference {
        var names: [ImportedName]
        /// Names found but not imported, with the reason.
        var refused: [Refusal]
        /// Names used here but declared elsewhere (system names, other modules): their sites.
        var external: [String: [SiteLocation]]
        var types: TypeTable
        let resolver: NameResolver
    }

    let files: [ScannedFile]
    /// Where every lookup of a name in what the files declare is recorded (`ScanSession.widen`).
    var demand = NameDemand()

    /// A wire name a spec can pin with `name:`: non-empty text on one line, without control characters.
    static func pinnable(_ wire: String) -> Result<String, Refusal> {
        let control = wire.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
        }
        guard wire.isEmpty || control else { return .success(wire) }
        return .failure(
            Refusal(
                subject: wire.debugDescription, reason: "a name notigen cannot pin (empty, or with control characters)",
                location: nil))
    }

    func infer() -> Inference {
        let resolver = NameResolver(files: files, demand: demand)
        var names: [ImportedName] = []
        var byWire: [String: Int] = [:]
        var byDeclaration: [Int: Int] = [:]
        var refused: [Refusal] = []
        for (index, declaration) in resolver.allDeclarations.enumerated() {
            switch resolver.wire(declaration.wire).flatMap(Self.pinnable) {
            case .success(let wire):
                if let existing = byWire[wire] {
                    byDeclaration[index] = existing
                    names[existing].notes.append(
                        Refusal(
                            subject: declaration.swiftName,
                            reason: "declared again under this name with the same string",
                            location: declaration.location))
                    continue
                }
                let group =
                    declaration.container.isEmpty || declaration.container == ["Notification.Name"]
                    ? GroupKey(kind: "file", value: declaration.location.path)
                    : GroupKey(kind: "type", value: declaration.container.joined(separator: "."))
                byWire[wire] = names.count
                byDeclaration[index] = names.count
                names.append(
                    ImportedName(
                        swiftName: declaration.swiftName, wireName: wire, declaration: declaration, group: group))
            case .failure(let refusal):
                refused.append(
                    Refusal(
                        subject: declaration.swiftName, reason: "\(refusal.reason): `\(refusal.subject)`",
                        location: declaration.location))
            }
        }
        var external: [String: [SiteLocation]] = [:]
        func target(_ reference: NameReference, at location: SiteLocation) -> Int? {
            if let declaration = resolver.declaration(reference) { return byDeclaration[declaration] }
            switch reference {
            case .inline(let expression):
                switch resolver.wire(expression).flatMap(Self.pinnable) {
                case .success(let wire):
                    if let existing = byWire[wire] { return existing }
                    byWire[wire] = names.count
                    let swiftName = FieldNaming.identifier(wire)
                    names.append(
                        ImportedName(
                            swiftName: swiftName, wireName: wire, declaration: nil,
                            group: GroupKey(kind: "file", value: location.path)))
                    return names.count - 1
                case .failure(let refusal):
                    refused.append(Refusal(subject: refusal.subject, reason: refusal.reason, location: location))
                    return nil
                }
            case .path(let path) where path.count == 1:
                refused.append(
                    Refusal(
                        subject: path[0], reason: "name held in a variable or parameter (known only at run time)",
                        location: location))
                return nil
            case .nameMember(let name):
                external[".\(name)", default: []].append(location)
                return nil
            case .path(let path):
                external[path.joined(separator: "."), default: []].append(location)
                return nil
            case .unresolved(let text):
                refused.append(Refusal(subject: text, reason: "name built at run time", location: location))
                return nil
            }
        }
        for file in files {
            for post in file.posts {
                if let index = target(post.name, at: post.location) { names[index].posts.append(post) }
            }
            for observer in file.observers {
                if let index = target(observer.name, at: observer.location) { names[index].observers.append(observer) }
            }
        }
        Self.wrapped(files, names: &names, byWire: byWire, refused: &refused)
        let types = TypeTable(files: files, demand: demand)
        let fieldInferrer = FieldInferrer(
            resolver: resolver, types: types, builders: files.flatMap(\.builders), demand: demand)
        for index in names.indices { fieldInferrer.infer(&names[index]) }
        return Inference(names: names, refused: refused, external: external, types: types, resolver: resolver)
    }

    /// Names made through a home-made wrapper (`static var didPurge: Key<Void> { Key("didPurge") }`) get a note: the
    /// wrapper's own posts and observers are not read, and its generic argument is the payload it carries. A literal
    /// that reaches a `Notification.Name` outside a property, under a wire name no case has, is refused where it is.
    private static func wrapped(
        _ files: [ScannedFile], names: inout [ImportedName], byWire: [String: Int], refused: inout [Refusal]
    ) {
        for index in names.indices {
            guard let via = names[index].declaration?.via else { continue }
            names[index].notes.append(
                Refusal(
                    subject: "wrapper",
                    reason: "made through the app's own wrapper `\(via)`: the posts and observers that go through it "
                        + "are not read (the wrapper's generic argument is the payload it carries; add it as a field "
                        + "under the key the wrapper posts)",
                    location: names[index].declaration?.location))
        }
        for literal in files.flatMap(\.wrappedNames) where literal.property == nil && byWire[literal.wire] == nil {
            refused.append(
                Refusal(
                    subject: literal.wire,
                    reason: "a literal that reaches a Notification.Name through `\(literal.via)(…)` outside a "
                        + "property declaration: not attached to a case",
                    location: literal.location))
        }
    }
}
