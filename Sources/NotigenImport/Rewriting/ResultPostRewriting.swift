/// Posts of a name merged into a result case (`ResultPairing`): a post of the success name becomes the typed
/// success (`Notifier.post(.sync(.success(())))`, `.success(.init(field: value))`), a post of the failure name the
/// typed failure with the error it posts under `error` (`.sync(failure: error, field: value)`), or, when it posts no
/// error, `.sync(.failure(.init(field: value)))` (`.init()` without fields: under two names a failure's
/// underlying error is optional).
extension PostRewriter {
    /// The typed post of `post` of a paired name, or why it is left; `extra` is the `object:` and `center:` text.
    func resultReplacement(
        for post: PostSite, of name: ImportedName, role: ResultRole, entries: [KeyUse], extra: String,
        key resolve: (KeyExpression) -> String?
    ) -> Result<String, Refusal> {
        func leave(_ reason: String) -> Result<String, Refusal> {
            .failure(
                Refusal(
                    subject: "\(name.caseName) \(role.side.rawValue) post", reason: reason, location: post.location))
        }
        let values: [String: String]
        let error: String?
        switch Self.postedValues(entries, of: name, errorKey: role.side == .failure && role.errorKey, key: resolve) {
        case .success(let posted): (values, error) = posted
        case .failure(let reason): return leave(reason.text)
        }
        var arguments: [String] = []
        for field in name.fields {
            guard let value = values[field.key] else {
                if field.isOptional { continue }
                return leave("field `\(field.name)` is not posted here")
            }
            arguments.append("\(field.name): \(value)")
        }
        let event: String
        switch role.side {
        case .success:
            event =
                ".\(name.caseName)(.success(\(arguments.isEmpty ? "()" : ".init(\(arguments.joined(separator: ", ")))")))"
        case .failure:
            if let error {
                event = ".\(name.caseName)(failure: \(([error] + arguments).joined(separator: ", ")))"
            } else {
                event = ".\(name.caseName)(.failure(.init(\(arguments.joined(separator: ", ")))))"
            }
        }
        return .success("\(name.notifier).post(\(event)\(extra))")
    }
}
