/// The spec's access level, from the declarations' (issue 36, item 4): `public` when every imported name is declared
/// `public` (itself or in a `public extension Notification.Name`) and every payload and sender type the sources
/// declare is public too, so that other modules can post and observe through the generated code; otherwise
/// internal, with a note on each public name saying why (a spec has one access level: the names that must be public
/// go to a spec of their own with `access: public`).
enum SpecAccess {
    static func decide(_ names: inout [ImportedName], types: TypeTable) -> String? {
        let publicNames = names.indices.filter { names[$0].declaration?.isPublic == true }
        guard !publicNames.isEmpty else { return nil }
        let internalTypes = Set(
            names.flatMap { name in (name.fields.map(\.type) + [name.sender].compactMap { $0 }).flatMap(words) }
                .filter { types[$0].map { !$0.isPublic } ?? false })
        let reason: String
        if publicNames.count < names.count {
            reason = "the spec also holds internal names, and a spec has one access level"
        } else if !internalTypes.isEmpty {
            reason =
                "the payload types \(internalTypes.sorted().map { "`\($0)`" }.joined(separator: ", ")) are internal"
        } else {
            return "public"
        }
        for index in publicNames {
            names[index].notes.append(
                Refusal(
                    subject: "access",
                    reason: "declared public, but the spec is internal: \(reason); move this notifier to a spec of its "
                        + "own with `access: public` for other modules to use the generated code",
                    location: names[index].declaration?.location))
        }
        return nil
    }

    private static func words(_ type: String) -> [String] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            .compactMap { $0.split(separator: ".").last.map(String.init) }
    }
}
