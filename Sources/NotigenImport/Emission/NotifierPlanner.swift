import Foundation

/// Groups names into notifiers (one per declaring type, or per file for extensions of `Notification.Name` and names
/// written at their sites) and gives each notifier and case a name notigen accepts and the app does not already use.
struct NotifierPlanner {
    /// A notifier of the spec: its name, why it holds these names, and the names.
    struct Plan {
        let name: String
        let origin: String
        var members: [Int]
        /// The `#if` conditions every member shares, written once as the notifier's `if:` (a notifier whose every
        /// case has `if:` is refused: where none holds it would have no case).
        var conditions: [String] = []
    }

    /// Name endings dropped before `Notifier` is added: `ServerNotifications` → `ServerNotifier`.
    private static let droppedSuffixes = ["Notifications", "Notification", "Names", "Name", "Constants", "Notifier"]

    static func plan(_ names: inout [ImportedName], takenTypes: TypeTable) -> [Plan] {
        var groups: [GroupKey: [Int]] = [:]
        for index in names.indices {
            guard names[index].leftOut == nil else {
                names[index].notifier = ""
                names[index].caseName = ""
                continue
            }
            groups[names[index].group, default: []].append(index)
        }
        var used: Set<String> = []
        var plans: [Plan] = []
        for (key, group) in groups.sorted(by: { $0.key < $1.key }) {
            for (members, conditions) in conditionGroups(group, names) {
                plans.append(
                    plan(members, key: key, conditions: conditions, names: &names, used: &used, taken: takenTypes))
            }
        }
        return plans
    }

    /// Splits one notifier's names so that none has every case under `if:`: the conditions every name shares move
    /// to the notifier; when no name is left without a condition, the names are split by their conditions into one
    /// notifier each (`#if os(macOS) … #else …` declarations become two notifiers, each with its `if:`).
    private static func conditionGroups(_ members: [Int], _ names: [ImportedName]) -> [([Int], [String])] {
        let lists = members.map { names[$0].conditions }
        guard let first = lists.first, lists.allSatisfy({ !$0.isEmpty }) else { return [(members, [])] }
        var prefix = first
        for list in lists.dropFirst() {
            prefix = Array(zip(prefix, list).prefix { $0 == $1 }.map(\.0))
        }
        if lists.contains(where: { $0.count == prefix.count }) { return [(members, prefix)] }
        var order: [[String]] = []
        var byConditions: [[String]: [Int]] = [:]
        for (member, list) in zip(members, lists) {
            if byConditions[list] == nil { order.append(list) }
            byConditions[list, default: []].append(member)
        }
        return order.map { (byConditions[$0] ?? [], $0) }
    }

    private static func plan(
        _ members: [Int], key: GroupKey, conditions: [String], names: inout [ImportedName], used: inout Set<String>,
        taken: TypeTable
    ) -> Plan {
        let base: String
        let origin: String
        if key.kind == "type" {
            base = key.value.replacingOccurrences(of: ".", with: "")
            origin = "the names declared in \(key.value) (\(names[members[0]].declaration?.location.path ?? ""))"
        } else {
            let file = (key.value.split(separator: "/").last.map(String.init) ?? key.value)
            base = String(file.prefix { $0 != "." })
            let declared = members.contains { names[$0].declaration != nil }
            origin =
                declared
                ? "the names declared in extensions of Notification.Name (or at file level) in \(key.value)"
                : "the names written only at their sites (Notification.Name(\"…\")) in \(key.value)"
        }
        var stem = FieldNaming.typeName(base)
        var stripped = true
        while stripped {
            stripped = false
            for suffix in droppedSuffixes where stem.hasSuffix(suffix) && stem.count > suffix.count {
                stem.removeLast(suffix.count)
                stripped = true
            }
        }
        if stem.hasPrefix("Notigen") || droppedSuffixes.contains(stem) { stem = "App" + stem }
        var name = stem + "Notifier"
        var number = 2
        while used.contains(name) || taken.contains(name) {
            name = stem + "Notifier\(number)"
            number += 1
        }
        used.insert(name)
        var caseNames: Set<String> = []
        // The failure of a result pair shares its success's case and is written with it.
        for index in members where names[index].result?.side != .failure {
            let base = names[index].result?.stem ?? names[index].swiftName
            var caseName = base
            if caseName.hasPrefix("NotigenKeys_") || caseName.hasPrefix("NotigenCases_") {
                caseName = "n" + caseName
            }
            var suffix = 2
            while caseNames.contains(caseName) {
                caseName = base + "\(suffix)"
                suffix += 1
            }
            caseNames.insert(caseName)
            names[index].notifier = name
            names[index].caseName = caseName
        }
        for index in members {
            guard let role = names[index].result, role.side == .failure else { continue }
            names[index].notifier = name
            names[index].caseName = names[role.partner].caseName
        }
        let under = conditions.isEmpty ? "" : " under #if \(conditions.joined(separator: " && "))"
        return Plan(
            name: name, origin: origin + under, members: members.filter { names[$0].result?.side != .failure },
            conditions: conditions)
    }
}
