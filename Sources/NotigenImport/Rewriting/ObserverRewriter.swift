/// The rewriting of observation sites whose typed counterpart keeps their behaviour: a `for await` loop over
/// `notifications(named:)` and a Combine chain on `publisher(for:)` that read only the case's fields or sender become
/// the typed sequence or publisher (`ObserverRewriter+Sequences.swift`); a block observer whose token the code keeps
/// in a property and removes becomes the typed closure (`ObserverRewriter+Blocks.swift`). Selector observers and the
/// other block observers are listed with what the typed API would change for each (`SelectorMove`, `blockReason`).
struct ObserverRewriter {
    /// An observation site the rewrite moves to the typed API, with its edits.
    struct PlannedSite {
        let subject: String
        let location: SiteLocation
        let edits: [PostRewriter.Edit]
        /// The sites whose edits apply together or not at all (a type's moved selector observers, which share a
        /// conformance and handlers), by a key of their own; nil for a site on its own.
        var group: String?
    }

    private(set) var planned: [PlannedSite] = []
    private(set) var left: [Refusal] = []

    /// Plans the edits; `key` gives a `userInfo` key expression's string (literals and known constants), `types` the
    /// types the sources declare (for whether an observer is `Sendable`).
    init(names: [ImportedName], types: TypeTable, key: (KeyExpression) -> String?) {
        let selectors = SelectorMove(names: names, types: types, key: key)
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
                case .selector: plan = selectors.plans[observer.location] ?? .left(Self.selectorForeword(observer))
                case .block: plan = Self.blockPlan(observer, of: name, key: key)
                case .publisher: plan = Self.publisherPlan(observer, of: name, key: key)
                }
                let subject = "\(name.caseName) observer (\(observer.style.rawValue))"
                switch plan {
                case .edits(let siteEdits):
                    planned.append(
                        PlannedSite(
                            subject: subject, location: observer.location, edits: siteEdits,
                            group: selectors.groups[observer.location]))
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

    /// What Foundation does with a selector observer, which every reason for leaving one starts with.
    static func selectorForeword(_ observer: ObserveSite) -> String {
        "Foundation calls \(observer.handler) synchronously on the posting thread and drops it when the observer is "
            + "deallocated"
    }

    /// Why a block observer is left: its queue, for a main-actor case (Foundation's post waits for a queued block,
    /// the typed `@MainActor` closure's does not), and its token's lifetime (Foundation's outlives the token, a
    /// `NotigenToken`'s does not, unless kept alive as a discarded one is).
    static func blockReason(_ observer: ObserveSite, of name: ImportedName) -> String {
        let typed = "\(name.notifier).observe(.\(name.caseName))"
        var reasons: [String] = []
        if let queue = observer.queue, name.isMainActor, !(isMainQueue(queue) && name.postsOnMainActor) {
            reasons.append(
                "Foundation runs the block on `\(queue)` and `post` waits until it has run (checked with "
                    + "swift-corelibs-foundation); the case is main-actor (`isolation: main`), and the typed "
                    + "`\(typed)` runs its `@MainActor` closure after the post returns when posted off the main actor")
        }
        let use = observer.tokenUse ?? "discarded"
        if use == "discarded" {
            reasons.append(
                "the token is discarded: Foundation keeps the observer for the life of the center, as the typed "
                    + "token kept alive (`keepAlive()`) would")
        } else {
            reasons.append(
                "Foundation keeps a block observer until `removeObserver(_:)` gets its token (releasing the token "
                    + "does not end it); the token is \(use), and a `NotigenToken` (not an `NSObjectProtocol`) ends "
                    + "the observation when released, so its storage and `removeObserver` calls would change")
        }
        return reasons.joined(separator: "; ")
    }
}
