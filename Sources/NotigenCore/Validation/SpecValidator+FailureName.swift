/// A merged case posted under two names, `name: { success: DoneName, failure: FailedName }`: the names code without
/// notigen already posts and observes.
extension SpecValidator {
    /// The keys of a `name:` map.
    static let twoNameKeys = ["success", "failure"]

    /// The success and failure names of a `name:` map, or nil after reporting what is wrong with it. Only a `result:`
    /// case has two sides to name; one without `failure:` still posts failures (carrying the underlying error), so
    /// it may name them too.
    mutating func twoNames(
        _ node: YAMLNode, caseName: String, result: YAMLPair?
    ) -> (success: (String, SourceLocation), failure: (name: String, location: SourceLocation))? {
        guard case .mapping(let pairs) = node.content else { return nil }
        guard result != nil else {
            diagnostics.error(
                "case '\(caseName)' has no 'result', so it has no success and failure to name apart: "
                    + "'name' must be one notification name", at: node.location,
                hint: "write 'name: TheName', or give the case 'result:' with 'success' and 'failure'")
            return nil
        }
        let keys = checkKeys(pairs, allowed: Self.twoNameKeys, required: Self.twoNameKeys, in: "'name'", at: node)
        guard let success = keys["success"], let failure = keys["failure"],
            let successName = plainText(success.value, "a notification name"),
            let failureName = plainText(failure.value, "a notification name")
        else { return nil }
        if successName == failureName {
            diagnostics.error(
                "the success and the failure of '\(caseName)' are both named '\(failureName)': give each its own "
                    + "name, or write 'name:' with one name", at: failure.value.location,
                notes: [.init(message: "the success's name is here", location: success.value.location)])
            return nil
        }
        return ((successName, success.value.location), (failureName, failure.value.location))
    }

    /// A case posted under two names gets a second case in the notifier's `Name` enum, `<case>Failure`, whose raw
    /// value is its failure name: no other case of the notifier may have that name; and it cannot be a Foundation
    /// message, whose type has one name.
    mutating func checkFailureNames(_ notifier: Notifier) {
        let cases = Dictionary(notifier.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for notificationCase in notifier.cases {
            guard let failureName = notificationCase.failureName else { continue }
            let member = GeneratedNames.failureNameCase(case: notificationCase.name)
            if let other = cases[member] {
                diagnostics.error(
                    "case '\(notificationCase.name)' names its failures apart, which makes '\(member)' the case of "
                        + "'\(notifier.name).Name' for its failure name; case '\(other.name)' has that name too: "
                        + "rename it", at: failureName.location,
                    notes: [.init(message: "case '\(other.name)' is here", location: other.location)])
            }
            if notificationCase.hasMainActorPayload {
                diagnostics.error(
                    "case '\(notificationCase.name)' is a main-actor case whose payload names the app's types, which is "
                        + "read on the main actor under one name: its failures cannot have a name of their own",
                    at: failureName.location,
                    hint: "write 'name:' with one notification name, or give the case 'isolation: none'")
            }
            if notificationCase.messages {
                diagnostics.error(
                    "case '\(notificationCase.name)' has 'messages: true', and a message type is posted under one "
                        + "name: its failures cannot have a name of their own", at: failureName.location,
                    hint: "write 'name:' with one notification name, or give the case 'messages: false'")
            }
        }
    }
}
