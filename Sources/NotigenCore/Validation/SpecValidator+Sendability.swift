extension SpecValidator {
    /// A nonisolated case's payload is `Sendable`: none of its fields may name one of Foundation's classes that are
    /// not (`FoundationClasses`), written `Thread` or `Foundation.Thread`; a main-actor case's payload may.
    mutating func checkFoundationClasses(_ kind: NotificationCase.Kind, caseName: String) {
        let fields: [Field]
        switch kind {
        case .plain(let plain): fields = plain
        case .result(let success, let failure): fields = success + failure
        }
        for field in fields {
            var found: (name: String, offset: Int)?
            field.type.visitNominals { components in
                guard found == nil else { return }
                let named = components.count == 2 && components[0].name == "Foundation" ? components[1] : components[0]
                guard components.count == 1 || named.name != components[0].name,
                    FoundationClasses.nonSendable.contains(named.name)
                else { return }
                found = (named.name, named.offset)
            }
            guard let found else { continue }
            diagnostics.error(
                "field '\(field.name)' of case '\(caseName)' cannot hold Foundation's '\(found.name)', which is not "
                    + "Sendable: the payload of a nonisolated case is Sendable",
                at: field.typeSource.location(of: found.offset),
                hint: "give the case 'isolation: main' (its payload is then main-actor), or carry a Sendable value; "
                    + "a type of your own named '\(found.name)' is written with its module")
        }
    }

    /// A type as a YAML flow mapping takes it: as is when it is one name (`Float`), quoted otherwise (`"Float?"`).
    static func yamlTypeText(_ type: String) -> String {
        SwiftNaming.isIdentifier(type) ? type : "\"" + type + "\""
    }
}
