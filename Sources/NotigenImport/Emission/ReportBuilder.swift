/// Builds the report from the inference's names, refusals and external names.
enum ReportBuilder {
    static func build(
        _ inference: Inferrer.Inference, files: ImportReport.Files
    ) -> ImportReport {
        let names = inference.names.filter { $0.leftOut == nil }.map { name -> ImportReport.Name in
            let declaration: String
            if let declared = name.declaration {
                declaration =
                    declared.container == ["Notification.Name"]
                    ? "extension Notification.Name"
                    : declared.container.isEmpty ? "file level" : "type \(declared.container.joined(separator: "."))"
            } else {
                declaration = "inline"
            }
            return ImportReport.Name(
                swiftName: name.swiftName, wireName: name.wireName, notifier: name.notifier, case: name.caseName,
                declaredAt: name.declaration?.location, declaration: declaration, conditions: name.conditions,
                neverPostedOrObserved: name.isNeverUsed, sender: name.sender,
                posts: name.posts.map(post), observers: name.observers.map(observer),
                fields: name.fields.map(field), notes: name.notes.map(refusal),
                result: name.result.map { role in
                    ImportReport.ResultPair(
                        side: role.side.rawValue, pairedWith: inference.names[role.partner].wireName,
                        evidence: role.evidence, errorKey: role.errorKey ? "error" : nil)
                })
        }
        let external = inference.external.sorted { $0.key < $1.key }.map {
            ImportReport.External(name: $0.key, sites: $0.value.sorted())
        }
        // Names the spec could not carry (`SpecRepair`) are refused with `notigen lint`'s reason.
        let leftOut = inference.names.compactMap { name -> Refusal? in
            guard let reason = name.leftOut else { return nil }
            return Refusal(
                subject: name.wireName, reason: "left out of the spec (`\(name.swiftName)`): " + reason,
                location: name.declaration?.location ?? name.posts.first?.location ?? name.observers.first?.location)
        }
        return ImportReport(
            files: files, names: names, refused: (inference.refused + leftOut).map(refusal), external: external,
            rewrite: nil)
    }

    static func refusal(_ refusal: Refusal) -> ImportReport.Refusal {
        ImportReport.Refusal(subject: refusal.subject, reason: refusal.reason, at: refusal.location)
    }

    private static func post(_ post: PostSite) -> ImportReport.Post {
        let object: String
        switch post.object {
        case .none: object = "none"
        case .selfValue: object = "self"
        case .value(let text, _): object = text
        }
        let keys = post.userInfo?.map { use -> String in
            switch use.key {
            case .literal(let text): return text
            case .constant(let path): return path.joined(separator: ".")
            case .runtime(let text): return text
            }
        }
        return ImportReport.Post(
            at: post.location, center: post.center.rawValue, wrapper: post.wrapper, object: object, keys: keys)
    }

    private static func observer(_ observer: ObserveSite) -> ImportReport.Observer {
        ImportReport.Observer(
            at: observer.location, style: observer.style.rawValue, center: observer.center.rawValue,
            handler: observer.handler,
            keysRead: observer.reads.map { use in
                switch use.key {
                case .literal(let text): return text
                case .constant(let path): return path.joined(separator: ".")
                case .runtime(let text): return text
                }
            })
    }

    private static func field(_ field: InferredField) -> ImportReport.Field {
        ImportReport.Field(
            name: field.name, key: field.inObject ? nil : field.key, type: field.type, optional: field.isOptional,
            in: field.inObject ? "object" : "userInfo", confidence: field.confidence.rawValue,
            evidence: field.evidence.map {
                ImportReport.Evidence(kind: $0.kind.rawValue, type: $0.type, at: $0.location, detail: $0.detail)
            })
    }
}
