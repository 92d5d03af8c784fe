import Foundation

/// Writes the imported spec (format 1): every wire name pinned with `name:`, every key with `key:`, delivery through
/// the `NotificationCenter` with `userInfo: fields` (code without notigen still posts and observes these names), one
/// notifier per declaring type or file, the sources' documentation, and a comment for what was left out.
struct SpecWriter {
    let module: String?
    let fileCount: Int

    func write(_ names: [ImportedName], plans: [NotifierPlanner.Plan]) -> String {
        var out = """
            # Imported by `notigen import` from \(fileCount) Swift file\(fileCount == 1 ? "" : "s"): \(names.count) notification\(names.count == 1 ? "" : "s").
            # Review it with the import report before generating: every name and key below is the one the app uses today.
            notigen: 1

            """
        if let module { out += "module: \(module)\n" }
        out += """
            # Code without notigen still posts and observes these names: typed posts go through the NotificationCenter
            # and also write every field under its userInfo key.
            userInfo: fields
            delivery: foundation

            notifiers:

            """
        for (number, plan) in plans.enumerated() {
            if number > 0 { out += "\n" }
            out += "  # \(plan.name): \(plan.origin)\n"
            out += "  \(plan.name):\n    cases:\n"
            for index in plan.members {
                if let role = names[index].result {
                    out += resultCaseText(success: names[index], failure: names[role.partner], role: role)
                } else {
                    out += caseText(names[index])
                }
            }
        }
        return out
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

    private func caseText(_ name: ImportedName) -> String {
        var out = comments(name)
        out += "      \(name.caseName):\n"
        out += "        name: \(YAMLText.quoted(name.wireName))\n"
        if let doc = name.declaration?.doc { out += "        doc: \(YAMLText.quoted(doc))\n" }
        out += conditionText(name)
        if let sender = name.sender { out += "        sender: \(YAMLText.quoted(sender))\n" }
        guard !name.fields.isEmpty else { return out }
        out += "        payload:\n"
        for field in name.fields { out += "          " + fieldText(field) + "\n" }
        return out
    }

    /// A success/failure pair as one result case posted under two names; each side's `userInfo` fields.
    private func resultCaseText(success: ImportedName, failure: ImportedName, role: ResultRole) -> String {
        var out =
            comments(success, neverUsed: success.isNeverUsed && failure.isNeverUsed)
            + comments(failure, neverUsed: false)
        out += "      # one result case for two names: \(role.evidence)\n"
        out += "      \(success.caseName):\n"
        out += "        name: { success: \(YAMLText.quoted(success.wireName)), failure: "
        out += "\(YAMLText.quoted(failure.wireName)) }\n"
        let docs = [success.declaration?.doc, failure.declaration?.doc].compactMap { $0 }
        if !docs.isEmpty { out += "        doc: \(YAMLText.quoted(docs.joined(separator: "\n")))\n" }
        out += conditionText(success)
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

    private func conditionText(_ name: ImportedName) -> String {
        var out = ""
        if !name.conditions.isEmpty {
            let condition =
                name.conditions.count == 1
                ? name.conditions[0] : name.conditions.map { "(\($0))" }.joined(separator: " && ")
            out += "        if: \(YAMLText.quoted(condition))\n"
        }
        return out
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
