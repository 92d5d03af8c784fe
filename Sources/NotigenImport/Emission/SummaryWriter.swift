/// The readable summary `notigen import` prints: totals, then one block per notifier and name with its sites,
/// fields and notes, then what was refused and the names declared elsewhere.
public enum SummaryWriter {
    public static func write(_ report: ImportReport, detailed: Bool = true) -> String {
        var out = ""
        let used = report.names.filter { !$0.neverPostedOrObserved }
        let posts = report.names.reduce(0) { $0 + $1.posts.count }
        let observers = report.names.reduce(0) { $0 + $1.observers.count }
        let fields = report.names.reduce(0) { $0 + $1.fields.count }
        out +=
            "scanned \(report.files.scanned) files (\(report.files.lines) lines), skipped \(report.files.skipped.count)\n"
        out += "imported \(report.names.count) names (\(report.names.count - used.count) never posted or observed), "
        out += "\(posts) posts, \(observers) observers, \(fields) fields; refused \(report.refused.count); "
        out += "\(report.external.count) names declared elsewhere"
        let pairs = report.names.filter { $0.result?.side == "success" }.count
        out += pairs == 0 ? "\n" : "; \(pairs) success/failure pair\(pairs == 1 ? "" : "s") merged into result cases\n"
        if detailed {
            var notifier = ""
            for name in report.names.sorted(by: { ($0.notifier, $0.case) < ($1.notifier, $1.case) }) {
                if name.notifier != notifier {
                    notifier = name.notifier
                    out += "\n\(notifier)\n"
                }
                let unused = name.neverPostedOrObserved ? "  [never posted or observed]" : ""
                out += "  \(name.case) \"\(name.wireName)\"\(unused)\n"
                if let at = name.declaredAt { out += "    declared \(at)\n" }
                for post in name.posts {
                    out += "    post     \(post.at)\(post.wrapper.map { " via \($0)" } ?? "")\n"
                }
                for observer in name.observers { out += "    observe  \(observer.at) \(observer.style)\n" }
                if let sender = name.sender { out += "    sender   \(sender)\n" }
                if let result = name.result {
                    out +=
                        "    result   the \(result.side) of one case with \"\(result.pairedWith)\" (\(result.evidence))\n"
                }
                for field in name.fields {
                    let place = field.in == "object" ? "object" : "key \"\(field.key ?? "")\""
                    out += "    field    \(field.name): \(field.type) (\(place), \(field.confidence) confidence)\n"
                }
                for note in name.notes {
                    out += "    note     \(note.subject): \(note.reason)\(note.at.map { " at \($0)" } ?? "")\n"
                }
            }
        }
        if !report.refused.isEmpty {
            out += "\nrefused\n"
            for refusal in report.refused {
                out += "  \(refusal.at.map { "\($0): " } ?? "")\(refusal.subject): \(refusal.reason)\n"
            }
        }
        if !report.files.skipped.isEmpty {
            out += "\nskipped\n"
            for skipped in report.files.skipped { out += "  \(skipped.path): \(skipped.reason)\n" }
        }
        if !report.files.parseErrors.isEmpty {
            out += "\nparse errors (facts of these files may be incomplete)\n"
            for error in report.files.parseErrors { out += "  \(error)\n" }
        }
        if !report.external.isEmpty {
            out += "\ndeclared elsewhere (system or other modules; not imported)\n"
            for external in report.external { out += "  \(external.name): \(external.sites.count) sites\n" }
        }
        if let rewrite = report.rewrite {
            out += "\nrewrite: \(rewrite.rewritten.count) sites rewritten, \(rewrite.left.count) left as they are\n"
            for left in rewrite.left { out += "  \(left.at.map { "\($0): " } ?? "")\(left.subject): \(left.reason)\n" }
        }
        return out
    }
}
