import Foundation

/// Writes the imported spec (format 1): every wire name pinned with `name:`, every key with `key:`, delivery through
/// the `NotificationCenter` with `userInfo: fields` (code without notigen still posts and observes these names), one
/// notifier per declaring type or file, the sources' documentation, and a comment for what was left out.
struct SpecWriter {
    let module: String?
    let fileCount: Int
    /// The spec's `access:` (`public` when every name is declared public: `SpecAccess`), nil for internal.
    var access: String? = nil

    /// The spec's text, and which lines hold which names (for `SpecRepair`, which maps `notigen lint`'s diagnostics
    /// back to the names that caused them).
    struct Written {
        let text: String
        /// The lines (1-based, half-open) of each case and the names it holds (a result case holds two).
        let cases: [(lines: Range<Int>, names: [Int])]
        /// The lines of each notifier, from its comment to its last case, and every name it holds.
        let notifiers: [(lines: Range<Int>, names: [Int])]
    }

    func write(_ names: [ImportedName], plans: [NotifierPlanner.Plan]) -> Written {
        let imported = names.count { $0.leftOut == nil }
        var out = """
            # Imported by `notigen import` from \(fileCount) Swift file\(fileCount == 1 ? "" : "s"): \(imported) notification\(imported == 1 ? "" : "s").
            # Review it with the import report before generating: every name and key below is the one the app uses today.
            notigen: 1

            """
        if let module { out += "module: \(module)\n" }
        if let access { out += "# Every name is declared \(access) in the sources.\naccess: \(access)\n" }
        out += """
            # Code without notigen still posts and observes these names: typed posts go through the NotificationCenter
            # and also write every field under its userInfo key.
            userInfo: fields
            delivery: foundation

            notifiers:

            """
        var line = out.utf8.count { $0 == 10 } + 1
        func append(_ text: String) {
            out += text
            line += text.utf8.count { $0 == 10 }
        }
        var cases: [(lines: Range<Int>, names: [Int])] = []
        var notifiers: [(lines: Range<Int>, names: [Int])] = []
        for (number, plan) in plans.enumerated() {
            if number > 0 { append("\n") }
            let notifierStart = line
            append("  # \(plan.name): \(plan.origin)\n")
            append("  \(plan.name):\n")
            if !plan.conditions.isEmpty { append("    if: \(YAMLText.quoted(Self.condition(plan.conditions)))\n") }
            append("    cases:\n")
            var all: [Int] = []
            for index in plan.members {
                let start = line
                if let role = names[index].result {
                    append(resultCaseText(success: names[index], failure: names[role.partner], role: role, plan: plan))
                    cases.append((start..<line, [index, role.partner]))
                    all += [index, role.partner]
                } else {
                    append(caseText(names[index], plan: plan))
                    cases.append((start..<line, [index]))
                    all.append(index)
                }
            }
            notifiers.append((notifierStart..<line, all))
        }
        let leftOut = names.filter { $0.leftOut != nil }
        if !leftOut.isEmpty {
            out += "\n# Left out: notigen lint refused what the importer made of these names (the report lists them "
            out += "under\n"
            out += "# refused); the rest of the spec is written without them.\n"
            for name in leftOut {
                let text = "\(name.swiftName) (\(YAMLText.quoted(name.wireName))): \(name.leftOut ?? "")"
                out += "#   " + text.replacingOccurrences(of: "\n", with: " ") + "\n"
            }
        }
        return Written(text: out, cases: cases, notifiers: notifiers)
    }

    /// The comments above a case: never used, and the notes (what was not imported, pairs not merged).
    private func comments(_ name: ImportedName, neverUsed: Bool? = nil) -> String {
        var out = ""
        if neverUsed ?? name.isNeverUsed {
            out += "      # never posted or observed in the sources: kept, the name is the contract\n"
        }
        for note in name.notes where note.subject != "userInfo" {
            let lead =
                note.subject.hasPrefix("result pair")
                ? "not merged" : "not imported"
            out +=
                "      # \(lead): \(note.subject): \(note.reason)".replacingOccurrences(of: "\n", with: " ") + "\n"
        }
        return out
    }

    private func caseText(_ name: ImportedName, plan: NotifierPlanner.Plan) -> String {
        var out = comments(name)
        out += "      \(name.caseName):\n"
        out += "        name: \(YAMLText.quoted(name.wireName))\n"
        if let doc = name.declaration?.doc { out += "        doc: \(YAMLText.quoted(doc))\n" }
        out += conditionText(name, plan: plan)
        if name.isMainActor { out += "        isolation: main\n" }
        if let sender = name.sender { out += "        sender: \(YAMLText.quoted(sender))\n" }
        guard !name.fields.isEmpty else { return out }
        out += "        payload:\n"
        for field in name.fields { out += "          " + fieldText(field) + "\n" }
        return out
    }

    /// A success/failure pair as one result case posted under two names; each side's `userInfo` fields.
    private func resultCaseText(
        success: ImportedName, failure: ImportedName, role: ResultRole, plan: NotifierPlanner.Plan
    ) -> String {
        var out =
            comments(success, neverUsed: success.isNeverUsed && failure.isNeverUsed)
            + comments(failure, neverUsed: false)
        out += "      # one result case for two names: \(role.evidence)\n"
        out += "      \(success.caseName):\n"
        out += "        name: { success: \(YAMLText.quoted(success.wireName)), failure: "
        out += "\(YAMLText.quoted(failure.wireName)) }\n"
        let docs = [success.declaration?.doc, failure.declaration?.doc].compactMap { $0 }
        if !docs.isEmpty { out += "        doc: \(YAMLText.quoted(docs.joined(separator: "\n")))\n" }
        out += conditionText(success, plan: plan)
        if success.isMainActor || failure.isMainActor { out += "        isolation: main\n" }
        out += "        result:\n"
        for (side, name) in [("success", success), ("failure", failure)] {
            guard !name.fields.isEmpty else {
                out += "          \(side): {}\n"
                continue
            }
            out += "          \(side):\n"
            for field in name.fields { out += "            " + fieldText(field) + "\n" }
        }
        return out
    }

    private func fieldText(_ field: InferredField) -> String {
        let place = field.inObject ? "in: object" : "key: \(YAMLText.quoted(field.key))"
        return "\(field.name): { type: \(YAMLText.quoted(field.type)), \(place) }"
    }

    /// The case's `if:`: its conditions without those its notifier's `if:` already says.
    private func conditionText(_ name: ImportedName, plan: NotifierPlanner.Plan) -> String {
        let own = Array(name.conditions.dropFirst(plan.conditions.count))
        guard !own.isEmpty else { return "" }
        return "        if: \(YAMLText.quoted(Self.condition(own)))\n"
    }

    /// Conditions nested in one another (`#if` inside `#if`), as one.
    static func condition(_ conditions: [String]) -> String {
        conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " && ")
    }
}

/// YAML scalars written double-quoted, escaped so that any text reads back as itself.
enum YAMLText {
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || [0x2028, 0x2029, 0xFEFF].contains(scalar.value)
                {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
