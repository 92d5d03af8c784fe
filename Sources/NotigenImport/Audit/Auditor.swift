/// `notigen audit`: reads an app's Swift sources with the importer's scanning and reports what keeps it from being
/// typed against its specs (`AuditFinding.Rule`). It reads no files: the CLI hands the sources in.
public enum Auditor {
    /// The findings of `sources` against `rules`, sorted by location.
    /// Without `prefilter`, every file is parsed (`ScanSession`), with the same findings.
    public static func audit(_ sources: [ImportSource], rules: AuditRules, prefilter: Bool = true) -> [AuditFinding] {
        let session = ScanSession(sources, prefilter: prefilter, unread: ()) { _, _, _ in () }
        while true {
            let demand = NameDemand()
            let findings = audit(Inferrer(files: session.result().files, demand: demand).infer(), rules: rules)
            if !session.widen(demand) { return findings }
        }
    }

    private static func audit(_ inference: Inferrer.Inference, rules: AuditRules) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for name in inference.names {
            guard let declared = rules.declared[name.wireName] else {
                findings.append(undeclared(name))
                continue
            }
            let typed = "\(declared.notifier).\(declared.caseName)"
            for post in name.posts {
                if !rules.allowsUntyped(at: post.location.path) {
                    findings.append(
                        AuditFinding(
                            location: post.location, rule: .postedByName,
                            message: "'\(name.wireName)' is posted by name; the spec declares it as \(typed): post "
                                + "it with \(declared.notifier).post(.\(declared.caseName)…)"))
                }
                for use in post.userInfo ?? [] {
                    guard let key = inference.resolver.key(use.key), !declared.keys.contains(key) else { continue }
                    let known = declared.keys.filter { !$0.hasPrefix("notigen.") }.sorted()
                    findings.append(
                        AuditFinding(
                            location: use.evidence.location, rule: .unknownKey,
                            message: "userInfo key '\(key)' is not a key of \(typed)"
                                + (known.isEmpty ? ", which has none" : " (its keys: \(known.joined(separator: ", ")))")
                        ))
                }
            }
            for observer in name.observers where !rules.allowsUntyped(at: observer.location.path) {
                findings.append(
                    AuditFinding(
                        location: observer.location, rule: .observedByName,
                        message: "'\(name.wireName)' is observed by name; the spec declares it as \(typed): observe "
                            + "it with \(declared.notifier).observe(.\(declared.caseName))"))
            }
        }
        return findings.sorted()
    }

    /// A name made in Swift that no spec declares: at its declaration, or at its first site when it is made inline.
    private static func undeclared(_ name: ImportedName) -> AuditFinding {
        if let declaration = name.declaration {
            return AuditFinding(
                location: declaration.location, rule: .undeclaredName,
                message: "Notification.Name '\(declaration.swiftName)' (\"\(name.wireName)\") is declared in Swift but "
                    + "in no spec; declare it in a spec (notigen import writes one) and use the typed API")
        }
        let first = (name.posts.map(\.location) + name.observers.map(\.location)).min()
        return AuditFinding(
            location: first ?? SiteLocation(path: "", line: 0, column: 0), rule: .undeclaredName,
            message: "Notification.Name(\"\(name.wireName)\") is made here but no spec declares it; declare it in a "
                + "spec and use the typed API")
    }
}
