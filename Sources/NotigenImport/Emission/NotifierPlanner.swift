import Foundation

/// Groups names into notifiers (one per declaring type, or per file for extensions of `Notification.Name` and names
/// written at their sites) and gives each notifier and case a name notigen accepts and the app does not already use.
struct NotifierPlanner {
    /// A notifier of the spec: its name, why it holds these names, and the names.
    struct Plan {
        let name: String
        let origin: String
        var members: [Int]
    }

    /// Name endings dropped before `Notifier` is added: `ServerNotifications` → `ServerNotifier`.
    private static let droppedSuffixes = ["Notifications", "Notification", "Names", "Name", "Constants", "Notifier"]

    static func plan(_ names: inout [ImportedName], takenTypes: Set<String>) -> [Plan] {
        var groups: [GroupKey: [Int]] = [:]
        for index in names.indices { groups[names[index].group, default: []].append(index) }
        var used = takenTypes
        var plans: [Plan] = []
        for (key, members) in groups.sorted(by: { $0.key < $1.key }) {
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
            while used.contains(name) {
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
            plans.append(
                Plan(name: name, origin: origin, members: members.filter { names[$0].result?.side != .failure }))
        }
        return plans
    }
}
