/// The types every file declares, by name (the last file's where two declare one), each lookup recorded in a
/// `NameDemand`: a file left unparsed that declares a type looked up is then parsed (`ScanSession`).
struct TypeTable: Sendable {
    private let types: [String: TypeDeclaration]
    private let demand: NameDemand

    init(files: [ScannedFile], demand: NameDemand) {
        var types: [String: TypeDeclaration] = [:]
        for file in files {
            for type in file.types { types[type.name] = type }
        }
        self.types = types
        self.demand = demand
    }

    subscript(name: String) -> TypeDeclaration? {
        demand.record(name, as: .type)
        return types[name]
    }

    /// Whether the sources declare a type named `name` (a name the spec's types must not take).
    func contains(_ name: String) -> Bool { self[name] != nil }
}
