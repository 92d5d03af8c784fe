/// The rewriting of observation sites whose typed counterpart keeps their behaviour: a `for await` loop over
/// `notifications(named:)` and a Combine chain on `publisher(for:)` that read only the case's fields or sender become
/// the typed sequence or publisher (`ObserverRewriter+Sequences.swift`); a block observer whose token the code keeps
/// in a property and removes becomes the typed closure (`ObserverRewriter+Blocks.swift`). Selector observers and the
/// other block observers are listed with what the typed API would change for each (`selectorReason`, `blockReason`).
struct ObserverRewriter {
    /// An observation site the rewrite moves to the typed API, with its edits.
    struct PlannedSite {
        let subject: String
        let location: SiteLocation
        let edits: [PostRewriter.Edit]
    }

    private(set) var planned: [PlannedSite] = []
    private(set) var left: [Refusal] = []

    /// Plans the edits; `key` gives a `userInfo` key expression's string (literals and known constants), `types` the
    /// types the sources declare (for whether an observer is `Sendable`).
    init(names: [ImportedName], types: TypeTable, key: (KeyExpression) -> String?) {
        for name in names {
            for observer in name.observers {
                let plan: Plan
                switch observer.style {
                case _ where name.leftOut != nil:
                    plan = .left("the name is left out of the spec: \(name.leftOut ?? "")")
                case .asyncSequence where name.isMainActor, .publisher where name.isMainActor:
                    plan = .left(
                        "the case is main-actor isolated (`isolation: main`, its payload is not `Sendable`): move "
                            + "this observer by hand where it runs on the main actor")
                case .asyncSequence where name.result != nil, .publisher where name.result != nil,
                    .block where name.result != nil && observer.queue == nil && observer.blockToken != nil:
                    plan = .left(Self.resultSideReason(name))
                case .asyncSequence: plan = Self.loopPlan(observer, of: name, key: key)
                case .selector: plan = .left(Self.selectorReason(observer, of: name, types: types))
                case .block: plan = Self.blockPlan(observer, of: name, key: key)
                case .publisher: plan = Self.publisherPlan(observer, of: name, key: key)
                }
                let subject = "\(name.caseName) observer (\(observer.style.rawValue))"
                switch plan {
                case .edits(let siteEdits):
                    planned.append(PlannedSite(subject: subject, location: observer.location, edits: siteEdits))
                case .left(let reason):
                    left.append(Refusal(subject: subject, reason: reason, location: observer.location))
                }
            }
        }
    }

    /// What the rewrite does with one observer: its edits, or why it is left.
    enum Plan {
        case edits([PostRewriter.Edit])
        case left(String)
    }

    /// Why a loop or chain over one name of a merged result case is left: the typed sequence and publisher deliver
    /// both sides as a `Result`, where the old code saw only this name's posts.
    static func resultSideReason(_ name: ImportedName) -> String {
        let side = name.result?.side.rawValue ?? "success"
        return "`\(name.wireName)` is the \(side) side of the result case `\(name.caseName)`: the typed sequence and "
            + "publisher deliver both sides as a `Result`, so the code reading this name's notifications must change"
    }

    /// Why a selector observer is left: a protocol observer (`Notifier.addObserver(self)`, held weakly) keeps its
    /// lifetime, but keeps its thread only for a `Sendable` observer, and receives payloads, not notifications.
    static func selectorReason(
        _ observer: ObserveSite, of name: ImportedName, types: TypeTable
    ) -> String {
        let handler = observer.handler
        let foundation =
            "Foundation calls \(handler) synchronously on the posting thread and drops it when the observer is "
            + "deallocated"
        guard let owner = observer.observerType else {
            return foundation + "; registered outside a type, so no observer protocol conformance can take it"
        }
        let isMainActor: Bool
        if case .mainActor = Sendability(types: types).verdict(owner) {
            isMainActor = true
        } else {
            isMainActor = false
        }
        if let type = types[owner], type.isSendable, !isMainActor {
            return foundation + "; `\(owner)` is `Sendable`, so `\(name.notifier).addObserver(self)` would keep "
                + "both, but only through a `\(name.notifier)Observer` conformance forwarding to \(handler), which "
                + "the importer does not add (the handler's other registrations and callers would have to agree)"
        }
        if isMainActor {
            let posts =
                name.postsOnMainActor
                ? "its posts are on the main actor, so `\(name.notifier).addObserver(self)` would keep both, but only "
                    + "through a `@MainActor \(name.notifier)Observer` conformance forwarding to \(handler), which "
                    + "the importer does not add (it would not build where `#selector` does not, and the handler's "
                    + "other registrations and callers would have to agree)"
                : "not every post is on the main actor, and the typed `\(name.notifier).addObserver(self)` calls it "
                    + "on the main actor (after the post returns, when posted off the main thread)"
            return foundation + "; `\(owner)` is main-actor, and " + posts
        }
        return foundation
            + "; `\(owner)` is not declared `Sendable`, and the typed `\(name.notifier).addObserver(self)` "
            + "calls such an observer on the main actor (after the post returns, when posted off the main thread)"
    }

    /// Why a block observer is left: its queue (a Foundation post waits for a queued block, a typed one does not)
    /// and its token's lifetime (Foundation's outlives the token, a `NotigenToken`'s does not).
    static func blockReason(_ observer: ObserveSite, of name: ImportedName) -> String {
        let typed = "\(name.notifier).observe(.\(name.caseName))"
        var reasons: [String] = []
        if let queue = observer.queue {
            reasons.append(
                "Foundation runs the block on `\(queue)` and `post` waits until it has run (checked with "
                    + "swift-corelibs-foundation); the typed `\(typed)` with `queue:` adds it to the "
                    + "queue and `post` returns at once")
        }
        let use = observer.tokenUse ?? "discarded"
        let lifetime =
            use == "discarded"
            ? "so the typed observation would end at once" : "so its storage and `removeObserver` calls would change"
        reasons.append(
            "Foundation keeps a block observer until `removeObserver(_:)` gets its token (releasing the token does "
                + "not end it); the token is \(use), and a `NotigenToken` (not an `NSObjectProtocol`) ends the "
                + "observation when released, \(lifetime)")
        return reasons.joined(separator: "; ")
    }
}
