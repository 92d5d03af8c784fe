import NotigenCore

/// The move of selector observers (`addObserver(self, selector: #selector(handler), name: .x, object: nil)`) to the
/// notifier's observer protocol (issue 36): the registration becomes `Notifier.addObserver(self)`, and a conformance
/// after the observing type's declaration forwards each moved case's method to the handler.
///
/// It keeps what Foundation did. Foundation calls the selector synchronously on the posting thread and drops the
/// observer when it is deallocated; the typed registration holds the observer weakly too, and calls a `Sendable`
/// observer on the posting thread, or a main-actor observer (`@MainActor` conformance) at once on the main actor when
/// the post is there, so a main-actor class moves only when every post of the name is on the main actor.
///
/// What the handler becomes: unchanged when it takes no parameter; without its parameter when its body never uses
/// the notification; and when the body only reads fields or the sender (`readEdits`) of one case's notification, it
/// takes that case's payload, whose fields the reads become, and loses `@objc` (a payload struct is not an
/// Objective-C type). Registrations that share a handler, and those of one notifier in one type (one `addObserver`
/// call registers every case), move together or stay together. Where the type calls
/// `NotificationCenter.default.removeObserver(self)` outside `deinit`, or `removeObserver(self, name: x)` for the one
/// name of a notifier it observes, `Notifier.removeObserver(self)` follows, so the typed registrations end where
/// Foundation's did.
struct SelectorMove {
    /// The plan of each selector observer, by its location.
    private(set) var plans: [SiteLocation: ObserverRewriter.Plan] = [:]
    /// The group of each moved observer (`ObserverRewriter.PlannedSite.group`): its file and type.
    private(set) var groups: [SiteLocation: String] = [:]

    /// One selector observer the move considers.
    private struct Candidate {
        let observer: ObserveSite
        let name: ImportedName
        let registration: SelectorRegistration
        let handler: SelectorHandler
        /// How the observing type is registered.
        let kind: Kind
        var location: SiteLocation { observer.location }
    }

    /// What the observing class is, which says which `addObserver` overload registers it.
    private enum Kind {
        /// Main-actor isolated: the `@MainActor` overload, with an isolated conformance.
        case mainActor
        /// Declared `Sendable`: the first overload, called on the posting thread.
        case sendable
        /// Neither: `addObserver(unchecked:)`, called on the posting thread as Foundation called the selector.
        case unchecked
    }

    init(names: [ImportedName], types: TypeTable, key resolve: (KeyExpression) -> String?) {
        var candidates: [Candidate] = []
        var registrationsByHandler: [String: Int] = [:]
        for name in names {
            for observer in name.observers where observer.style == .selector {
                if let handler = observer.selectorRegistration?.handler {
                    registrationsByHandler[Self.handlerKey(observer.location.path, handler), default: 0] += 1
                }
                guard name.leftOut == nil else { continue }
                switch Self.candidate(observer, of: name, types: types) {
                case .success(let candidate): candidates.append(candidate)
                case .failure(let refusal): plans[observer.location] = .left(refusal.reason)
                }
            }
        }
        var handlerEdits: [String: (edits: [PostRewriter.Edit], takesPayload: Bool)] = [:]
        // One `addObserver` registers a notifier's every case in a type: its registrations there must agree, judged
        // on every candidate, so that no later step changes the verdict.
        for group in Dictionary(grouping: candidates, by: { Self.typeKey($0) }).values {
            guard let reason = Self.typeGroupReason(group) else { continue }
            for candidate in group { plans[candidate.location] = .left(reason) }
        }
        // A handler's registrations move together: all of them still candidates, and the handler's shape allows it.
        // Each candidate has one handler, so this one pass settles every group.
        let open = candidates.filter { plans[$0.location] == nil }
        for group in Dictionary(grouping: open, by: { Self.handlerKey($0.location.path, $0.handler) }).values {
            let key = Self.handlerKey(group[0].location.path, group[0].handler)
            switch Self.handlerPlan(group, registrations: registrationsByHandler[key] ?? 0, key: resolve) {
            case .success(let plan): handlerEdits[key] = plan
            case .failure(let refusal):
                for candidate in group { plans[candidate.location] = .left(refusal.reason) }
            }
        }
        let moved = candidates.filter { plans[$0.location] == nil }
        var typesDone: Set<String> = []
        var handlersDone: Set<String> = []
        for group in Dictionary(grouping: moved, by: { Self.typeKey($0) }).values.sorted(by: {
            $0[0].location < $1[0].location
        }) {
            let sorted = group.sorted { $0.registration.callSpan.lowerBound < $1.registration.callSpan.lowerBound }
            for (index, candidate) in sorted.enumerated() {
                var edits: [PostRewriter.Edit] = []
                if index == 0 {
                    edits.append(.init(range: candidate.registration.callSpan, text: Self.registration(candidate)))
                } else {
                    edits.append(.init(range: candidate.registration.removalSpan, text: ""))
                }
                let handlerKey = Self.handlerKey(candidate.location.path, candidate.handler)
                if handlersDone.insert(handlerKey).inserted { edits += handlerEdits[handlerKey]?.edits ?? [] }
                let typeKey = candidate.location.path + "\u{0}" + candidate.registration.typeName
                if typesDone.insert(typeKey).inserted {
                    let ofType = moved.filter {
                        $0.location.path == candidate.location.path
                            && $0.registration.typeName == candidate.registration.typeName
                    }
                    edits.append(
                        .init(
                            range: candidate.registration.conformanceOffset..<candidate.registration.conformanceOffset,
                            text: Self.conformances(ofType, takesPayload: { handlerEdits[$0]?.takesPayload ?? false })
                        ))
                    // Where the type ends its Foundation registrations (of every name, or of the one name it
                    // observes of a notifier), it ends the typed ones too.
                    for removal in candidate.registration.removals {
                        let notifiers = Set(
                            ofType.filter { candidate in
                                removal.nameText.map { Self.member($0) == Self.member(candidate.registration.nameText) }
                                    ?? true
                            }
                            .map(\.name.notifier)
                        ).sorted()
                        guard !notifiers.isEmpty else { continue }
                        edits.append(
                            .init(
                                range: removal.offset..<removal.offset,
                                text: notifiers.map { "\(removal.separator)\($0).removeObserver(self)" }.joined()))
                    }
                }
                plans[candidate.location] = .edits(edits)
                groups[candidate.location] = typeKey
            }
        }
    }

    /// A name as a removal and a registration are compared: its last member (`searchRequested` for
    /// `Constants.Notifications.searchRequested` and `.searchRequested`), so that one name written two ways matches.
    private static func member(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    private static func handlerKey(_ path: String, _ handler: SelectorHandler) -> String {
        "\(path)\u{0}\(handler.offset)"
    }

    private static func typeKey(_ candidate: Candidate) -> String {
        "\(candidate.location.path)\u{0}\(candidate.registration.typeName)\u{0}\(candidate.name.notifier)"
    }

    /// The observer as a candidate, or why it stays: what Foundation's registration did must be what the typed one
    /// does, for a site the rewrite can change.
    private static func candidate(
        _ observer: ObserveSite, of name: ImportedName, types: TypeTable
    ) -> Result<Candidate, Refusal> {
        func leave(_ reason: String) -> Result<Candidate, Refusal> {
            .failure(Refusal(subject: "", reason: reason, location: nil))
        }
        let foundation = ObserverRewriter.selectorForeword(observer)
        guard let owner = observer.observerType, let registration = observer.selectorRegistration else {
            return leave(foundation + "; registered outside a type, so no observer protocol conformance can take it")
        }
        let declared = types[registration.typeName.split(separator: ".").last.map(String.init) ?? owner]
        let kind: Kind
        let sendability = Sendability(types: types)
        switch sendability.verdict(owner) {
        case .mainActor where declared?.isClass == true:
            guard name.postsOnMainActor else {
                return leave(
                    foundation + "; `\(owner)` is main-actor, and not every post is on the main actor: the typed "
                        + "`\(name.notifier).addObserver(self)` calls it on the main actor after the post returns, "
                        + "when posted off the main thread")
            }
            kind = .mainActor
        case .sendable where declared?.isClass == true && declared?.declaresSendable == true:
            kind = .sendable
        case .sendable, .notSendable:
            guard declared?.isClass == true, sendability.hasKnownHierarchy(declared?.name ?? owner) else {
                return leave(
                    foundation + "; `\(owner)` is neither main-actor nor declared `Sendable`, and is not a class of "
                        + "these sources whose every superclass is one too or `NSObject`: a superclass the sources do "
                        + "not hold may isolate it to the main actor, where a nonisolated conformance would not compile"
                )
            }
            kind = .unchecked
        default:
            return leave(foundation + "; `\(owner)` is not a class of these sources")
        }
        let kept =
            switch kind {
            case .mainActor: "; `\(owner)` is main-actor and its posts are on the main actor"
            case .sendable: "; `\(owner)` is `Sendable`"
            case .unchecked:
                "; `\(owner)` is neither main-actor nor `Sendable`, and `addObserver(unchecked:)` calls it on the "
                    + "posting thread too"
            }
        if let obstacle = registration.obstacle { return leave(foundation + kept + ", but " + obstacle) }
        if kind == .mainActor, let place = registration.offMainActor {
            return leave(foundation + kept + ", but " + place + ", where the main-actor `addObserver` cannot be called")
        }
        let observerProtocol = GeneratedAPINames.observerProtocol(notifier: name.notifier)
        if registration.inheritedTypes.contains(observerProtocol) {
            return leave(foundation + kept + ", but it already conforms to `\(observerProtocol)`")
        }
        guard let handler = registration.handler else { return leave(foundation + kept + ", but no handler was read") }
        if name.result != nil {
            return leave(ObserverRewriter.resultSideReason(name))
        }
        if !name.conditions.isEmpty {
            return leave(
                "the case is declared under `#if \(name.conditions.joined(separator: "`, `#if "))`, and the "
                    + "conformance that takes the observer would follow the type outside it")
        }
        if !registration.removals.isEmpty, observer.center != .default {
            return leave(
                "it observes `\(observer.centerText)`, and `\(owner)` calls `NotificationCenter.default."
                    + "removeObserver(self)`, which the typed `removeObserver` (every center) would not match")
        }
        switch observer.center {
        case .default, .other: break
        case .distributed, .workspace: return leave("observes a \(observer.center.rawValue) center")
        }
        if let object = registration.objectText, name.sender == nil {
            return leave(
                "filters on the object `\(object)`, which the case does not carry as its sender: the typed `object:` "
                    + "filter takes a sender")
        }
        return .success(
            Candidate(
                observer: observer, name: name, registration: registration, handler: handler,
                kind: kind))
    }

    /// Why the registrations of one notifier in one type cannot become one `addObserver(self)`, or nil: they differ
    /// in their object, center or `#if`, or the type removes one of their names by name while observing others
    /// (one typed removal would end them all).
    private static func typeGroupReason(_ group: [Candidate]) -> String? {
        let first = group[0]
        let names = Set(group.map { member($0.registration.nameText) })
        let removed = Set(first.registration.removals.compactMap { $0.nameText.map(member) }).intersection(names)
        if let name = removed.sorted().first, names.count > 1 {
            return "`\(first.registration.typeName)` removes `\(name)` by name, and one "
                + "`\(first.name.notifier).removeObserver(self)` would end its other `\(first.name.notifier)` "
                + "registrations too"
        }
        let objects = Set(group.map { $0.registration.objectText ?? "" })
        let conditions = Set(group.map { $0.observer.conditions })
        let centers = Set(group.map(\.observer.centerText))
        guard objects.count > 1 || conditions.count > 1 || centers.count > 1 else { return nil }
        return "the registrations of `\(first.name.notifier)` in `\(first.registration.typeName)` differ in their "
            + "object, center or `#if`: one `addObserver(self)` registers them all"
    }

    /// The handler's edits, and whether it takes the payload; or why its registrations stay.
    private static func handlerPlan(
        _ group: [Candidate], registrations: Int, key resolve: (KeyExpression) -> String?
    ) -> Result<(edits: [PostRewriter.Edit], takesPayload: Bool), Refusal> {
        func leave(_ reason: String) -> Result<(edits: [PostRewriter.Edit], takesPayload: Bool), Refusal> {
            .failure(Refusal(subject: "", reason: reason, location: nil))
        }
        let handler = group[0].handler
        guard group.count == registrations else {
            return leave(
                "`\(handler.name)` is the handler of another registration that stays: they move together")
        }
        guard handler.references == registrations else {
            return leave(
                "`\(handler.name)` is named \(handler.references) times in its file, \(registrations) of them by "
                    + "the registrations: its other callers would see its new shape")
        }
        guard let parameter = handler.parameter else { return .success(([], false)) }
        if parameter.reads.uses.isEmpty && !parameter.reads.rebindsVariable {
            return .success(([.init(range: parameter.clauseSpan, text: "()")], false))
        }
        let name = group[0].name
        guard Set(group.map(\.name.caseName)).count == 1, Set(group.map(\.name.notifier)).count == 1 else {
            return leave(
                "`\(handler.name)` reads the notification of several cases, whose payloads are different types")
        }
        guard !name.fields.isEmpty || name.sender != nil else {
            return leave("`\(handler.name)` reads the notification of a case that carries nothing")
        }
        var edits: [PostRewriter.Edit] = []
        switch ObserverRewriter.readEdits(parameter.reads, of: name, as: parameter.reads.variable ?? "", key: resolve)
        {
        case .success(let reads): edits += reads
        case .failure(let refusal): return .failure(refusal)
        }
        edits.append(
            .init(
                range: parameter.typeSpan,
                text: GeneratedAPINames.payloadType(case: name.caseName, notifier: name.notifier)))
        if let objc = handler.objcSpan { edits.append(.init(range: objc, text: "")) }
        return .success((edits, true))
    }

    /// `Notifier.addObserver(self)`, with the registration's object filter and center.
    private static func registration(_ candidate: Candidate) -> String {
        var arguments = candidate.kind == .unchecked ? "unchecked: self" : "self"
        if let object = candidate.registration.objectText { arguments += ", object: \(object)" }
        if case .other = candidate.observer.center { arguments += ", center: \(candidate.observer.centerText)" }
        return "\(candidate.name.notifier).addObserver(\(arguments))"
    }

    /// The conformances of one type, one per notifier, each method calling its case's handler.
    private static func conformances(_ moved: [Candidate], takesPayload: (String) -> Bool) -> String {
        let first = moved[0].registration
        let (outer, step) = (first.indentation, first.memberIndentation)
        var text = ""
        let byNotifier = Dictionary(grouping: moved, by: \.name.notifier)
        for notifier in byNotifier.keys.sorted() {
            let cases = (byNotifier[notifier] ?? []).sorted { $0.location < $1.location }
            let isolation = cases[0].kind == .mainActor ? "@MainActor " : ""
            text +=
                "\n\n\(outer)extension \(first.typeName): \(isolation)"
                + "\(GeneratedAPINames.observerProtocol(notifier: notifier)) {"
            var written: Set<String> = []
            for candidate in cases where written.insert(candidate.name.caseName).inserted {
                let name = candidate.name
                let method = GeneratedAPINames.observerMethod(case: name.caseName, notifier: notifier)
                let carries = !name.fields.isEmpty || name.sender != nil
                let passes = takesPayload(handlerKey(candidate.location.path, candidate.handler))
                let payload = GeneratedAPINames.payloadType(case: name.caseName, notifier: notifier)
                let parameter = carries ? "\(passes ? "_ payload" : "_"): \(payload)" : ""
                let handler = candidate.handler
                let argument = passes ? (handler.label == "_" ? "payload" : "\(handler.label): payload") : ""
                if written.count > 1 { text += "\n" }
                // The conformance is isolated, but its methods are not inferred to be: a nonisolated protocol's
                // witnesses in an extension are nonisolated unless they say otherwise.
                text += "\n\(outer)\(step)\(isolation)func \(method)(\(parameter)) {"
                text += "\n\(outer)\(step)\(step)\(handler.name)(\(argument))"
                text += "\n\(outer)\(step)}"
            }
            text += "\n\(outer)}"
        }
        return text
    }
}
