/// Finds the success/failure pairs apps post under two names (`PCSyncDone` / `PCSyncFailed`) and marks them to be
/// written as one `result:` case with `name: { success:, failure: }`.
///
/// The rule: two names of the same notifier whose Swift names, or whose wire names, are one stem followed by a
/// success word (`Done`, `Completed`, `Updated`, `Refreshed`, `DidFinish`…) and the same stem followed by a failure
/// word (`Failed`, `Failure`, `Error`, `DidFail`…). The stems are compared word by word, without case, separators or
/// a plural `s` (`podcastsRefreshed` / `podcastRefreshFailed`); a success word in the past tense may also leave its
/// verb in the failure's stem (`userEpisodesRefreshed` / `userEpisodesRefreshFailed`). A pair is not merged, and
/// both names say why in their notes, when a side has a typed sender or a value in `object:` (a result case carries
/// neither), when their `#if` conditions differ, when a name has several candidates, when the case names it needs
/// are taken, or when a side's `userInfo` uses the keys a result case writes itself (`result`, and `error` for
/// anything but the failure's error).
enum ResultPairing {
    /// Success words, each with the verb a failure's stem may keep (`Refreshed` → `Refresh`).
    private static let successWords: [([String], String?)] = [
        (["done"], nil), (["complete"], nil), (["completed"], "complete"), (["succeeded"], "succeed"),
        (["success"], nil), (["successful"], nil), (["finished"], "finish"), (["updated"], "update"),
        (["refreshed"], "refresh"), (["loaded"], "load"), (["saved"], "save"), (["imported"], "import"),
        (["exported"], "export"), (["downloaded"], "download"), (["uploaded"], "upload"), (["synced"], "sync"),
        (["fetched"], "fetch"), (["did", "finish"], nil), (["did", "complete"], nil), (["did", "succeed"], nil),
        (["did", "update"], nil), (["did", "load"], nil), (["did", "save"], nil), (["did", "refresh"], nil),
        (["did", "sync"], nil), (["did", "import"], nil), (["did", "download"], nil), (["did", "upload"], nil),
        (["did", "fetch"], nil),
    ]
    private static let failureWords: [[String]] = [
        ["failed"], ["failure"], ["fail"], ["error"], ["errored"], ["did", "fail"], ["did", "fail", "with", "error"],
        ["failed", "with", "error"],
    ]
    /// Stems that cannot be a case name as they are.
    private static let keywords: Set<String> = [
        "import", "default", "case", "class", "func", "let", "var", "return", "in", "is", "as", "self", "Self", "init",
        "switch", "for", "while", "do", "if", "else", "try", "throw", "where", "repeat", "guard", "defer", "struct",
        "enum", "protocol", "extension", "static", "public", "private", "internal", "operator", "subscript", "Type",
    ]
    /// Types of a failure's `error` key that are its underlying error rather than a field.
    private static let errorTypes: Set<String> = ["Error", "NSError", "any Error", "Swift.Error", "any Swift.Error"]

    /// A name read as words: `SJIapProductsUpdated` → `sj iap products updated`, with each word's text.
    struct Words {
        let texts: [String]
        var lowered: [String] { texts.map { $0.lowercased() } }

        init(_ text: String) {
            var words: [String] = []
            var current = ""
            let characters = Array(text)
            for (index, character) in characters.enumerated() {
                guard character.isLetter || character.isNumber else {
                    if !current.isEmpty { words.append(current) }
                    current = ""
                    continue
                }
                let previous = index > 0 ? characters[index - 1] : " "
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                let boundary =
                    character.isUppercase
                    && (previous.isLowercase || previous.isNumber || (previous.isUppercase && next.isLowercase))
                if boundary && !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(current) }
            if words.count > 1, words.last?.lowercased() == "notification" { words.removeLast() }
            texts = words
        }
    }

    /// The stems a name gives as a success (its words before the success word, and with the word's verb), each with
    /// the word read; empty when it ends with no success word.
    static func successStems(_ name: String) -> [(stem: [String], word: String)] {
        let words = Words(name)
        let lowered = words.lowered
        for (suffix, verb) in successWords.sorted(by: { $0.0.count > $1.0.count })
        where lowered.count > suffix.count && Array(lowered.suffix(suffix.count)) == suffix {
            let stem = Array(words.texts.dropLast(suffix.count))
            let word = words.texts.suffix(suffix.count).joined()
            guard let verb else { return [(stem, word)] }
            let capital = words.texts[stem.count].first?.isUppercase == true
            return [(stem, word), (stem + [capital ? verb.prefix(1).uppercased() + verb.dropFirst() : verb], word)]
        }
        return []
    }

    /// The stem a name gives as a failure, with the failure word read; nil when it ends with no failure word.
    static func failureStem(_ name: String) -> (stem: [String], word: String)? {
        let words = Words(name)
        let lowered = words.lowered
        for suffix in failureWords.sorted(by: { $0.count > $1.count })
        where lowered.count > suffix.count && Array(lowered.suffix(suffix.count)) == suffix {
            return (Array(words.texts.dropLast(suffix.count)), words.texts.suffix(suffix.count).joined())
        }
        return nil
    }

    /// Words compared without case and a plural `s`.
    private static func key(_ stem: [String]) -> [String] {
        stem.map { word in
            let lower = word.lowercased()
            return lower.count > 3 && lower.hasSuffix("s") && !lower.hasSuffix("ss") ? String(lower.dropLast()) : lower
        }
    }

    /// How `success` and `failure` pair, or nil: the stem (in the success's Swift spelling when the Swift names
    /// pair) and the evidence.
    static func match(success: ImportedName, failure: ImportedName) -> (stem: String, evidence: String)? {
        for (kind, successText, failureText) in [
            ("Swift names", success.swiftName, failure.swiftName), ("wire names", success.wireName, failure.wireName),
        ] {
            guard let failed = failureStem(failureText) else { continue }
            for candidate in successStems(successText) where key(candidate.stem) == key(failed.stem) {
                let spelled =
                    kind == "Swift names" ? candidate.stem.joined() : FieldNaming.identifier(candidate.stem.joined())
                return (
                    spelled,
                    "\(kind) `\(successText)` / `\(failureText)`: stem `\(candidate.stem.joined())` with the success "
                        + "word `\(candidate.word)` and the failure word `\(failed.word)`"
                )
            }
        }
        return nil
    }

    /// Marks the pairs of `names` (`ImportedName.result`), moving a failure's `error` to its underlying error, and
    /// notes every pair not merged with the reason.
    static func pair(_ names: inout [ImportedName]) {
        // Each name's failure stems, read once and found by their key: a success is matched only against the names
        // whose stem could be its own (`match` is nil for every other), not against every name.
        var failures: [[String]: [Int]] = [:]
        for index in names.indices {
            for text in [names[index].swiftName, names[index].wireName] {
                if let failed = failureStem(text) { failures[key(failed.stem), default: []].append(index) }
            }
        }
        var candidates: [(success: Int, failure: Int, stem: String, evidence: String)] = []
        for success in names.indices {
            let stems = successStems(names[success].swiftName) + successStems(names[success].wireName)
            let possible = Set(stems.flatMap { failures[key($0.stem)] ?? [] })
            for failure in possible.sorted() where failure != success {
                if let found = match(success: names[success], failure: names[failure]) {
                    candidates.append((success, failure, found.stem, found.evidence))
                }
            }
        }
        var swiftNamesByGroup: [GroupKey: [(wire: String, swift: String)]] = [:]
        for name in names { swiftNamesByGroup[name.group, default: []].append((name.wireName, name.swiftName)) }
        // Only names of one notifier pair; a candidate across two is noted when neither name merged otherwise.
        let across = candidates.filter { names[$0.success].group != names[$0.failure].group }
        candidates.removeAll { names[$0.success].group != names[$0.failure].group }
        for candidate in candidates {
            let (success, failure) = (candidate.success, candidate.failure)
            func refuse(_ reason: String) {
                for (index, other) in [(success, failure), (failure, success)] {
                    names[index].notes.append(
                        Refusal(
                            subject: "result pair with \(names[other].wireName)",
                            reason: "kept as two cases: \(reason) (\(candidate.evidence))",
                            location: names[index].declaration?.location))
                }
            }
            let rivals = candidates.filter {
                ($0.success == success) != ($0.failure == failure) || $0.success == failure || $0.failure == success
            }
            if !rivals.isEmpty {
                let others = Set(rivals.flatMap { [$0.success, $0.failure] }).subtracting([success, failure])
                refuse(
                    "ambiguous, other candidates: \(others.map { names[$0].wireName }.sorted().joined(separator: ", "))"
                )
                continue
            }
            if let problem = problem(
                names[success], names[failure], stem: candidate.stem,
                group: swiftNamesByGroup[names[success].group] ?? [])
            {
                refuse(problem)
                continue
            }
            names[success].result = ResultRole(
                side: .success, partner: failure, stem: candidate.stem, evidence: candidate.evidence)
            names[failure].result = ResultRole(
                side: .failure, partner: success, stem: candidate.stem, evidence: candidate.evidence)
            if let index = names[failure].fields.firstIndex(where: {
                $0.key == "error" && errorTypes.contains(FieldInferrer.unwrapped($0.type))
            }) {
                names[failure].fields.remove(at: index)
                names[failure].result?.errorKey = true
            }
            // Posts whose userInfo is built elsewhere may carry one: only posts that show theirs are counted.
        }
        for candidate in across where names[candidate.success].result == nil && names[candidate.failure].result == nil {
            for (index, other) in [(candidate.success, candidate.failure), (candidate.failure, candidate.success)] {
                names[index].notes.append(
                    Refusal(
                        subject: "result pair with \(names[other].wireName)",
                        reason: "kept as two cases: declared in different notifiers (\(candidate.evidence))",
                        location: names[index].declaration?.location))
            }
        }
    }

    /// Why two names that pair cannot be one result case, or nil.
    private static func problem(
        _ success: ImportedName, _ failure: ImportedName, stem: String, group: [(wire: String, swift: String)]
    ) -> String? {
        if success.conditions != failure.conditions { return "their #if conditions differ" }
        if keywords.contains(stem) { return "their stem `\(stem)` is a Swift keyword" }
        for side in [success, failure] {
            if side.sender != nil { return "\(side.wireName) has a typed sender, which a result case cannot carry" }
            if side.fields.contains(where: \.inObject) {
                return "\(side.wireName) carries a value in `object:`, which a result case cannot carry"
            }
            if side.fields.contains(where: { !$0.inObject && $0.key == "result" }) {
                return "\(side.wireName) posts a `result` key, which a result case writes itself"
            }
        }
        if success.fields.contains(where: { $0.key == "error" }) {
            return "\(success.wireName) posts an `error` key, which a result case writes for its failures"
        }
        if failure.fields.contains(where: {
            $0.key == "error" && !errorTypes.contains(FieldInferrer.unwrapped($0.type))
        }) {
            return "\(failure.wireName) posts an `error` that is not an Error"
        }
        let taken = group.filter { $0.wire != success.wireName && $0.wire != failure.wireName }.map(\.swift)
        if taken.contains(stem) || taken.contains(stem + "Failure") {
            return "the case names `\(stem)` and `\(stem)Failure` it needs are taken"
        }
        return nil
    }
}

/// A name's side in a success/failure pair written as one result case.
struct ResultRole {
    enum Side: String { case success, failure }
    let side: Side
    /// The index of the other name.
    let partner: Int
    /// The case name both names share.
    let stem: String
    /// Why they pair: the names and the words read.
    let evidence: String
    /// For a failure: its `error` key is the failure's underlying error (no longer a field).
    var errorKey = false
}
