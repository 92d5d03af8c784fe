/// The rewrite of a block observer whose token the code keeps and removes, to `Notifier.observe(.x) { payload in }`.
extension ObserverRewriter {
    /// The edits that move a block observer to the typed closure, or why it is left (`blockReason` for the
    /// shapes this does not take). It moves when the block runs on the posting thread (`queue: nil`, or the main
    /// queue when every post of the sources is on the main actor: Foundation then runs it during the post, as the
    /// typed closure, or a main-actor case's `@MainActor` closure, runs during a post on the main actor) or, for a
    /// case that is not main-actor, on another queue, where `observe(_:queue:waitUntilFinished: true)` runs it as
    /// Foundation does (at once when posted on the queue, else with the post waiting until it has run), its token is
    /// kept in a private stored property of the observer's type declared as an optional token (`NSObjectProtocol?`,
    /// `Any?`, `AnyObject?`) whose every other use is a `removeObserver(property)` statement, or appended to a private
    /// array of tokens that the code only appends `addObserver` tokens to and empties (`BlockToken`), the block's
    /// captures keep its lifetime (`BlockToken.captureObstacle`), and it reads only fields or the sender.
    ///
    /// A discarded token (the call is a statement, or assigned to `_`) becomes a `NotigenToken` kept alive
    /// (`keepAlive()`), as Foundation keeps an observer whose token nobody can remove.
    ///
    /// The property becomes `AnyObject?` or `[AnyObject]` (it holds the `NotigenToken`; no import is needed), and
    /// each `removeObserver(property)` becomes `property = nil`, which releases the token and so ends the observation,
    /// as `removeObserver` ended Foundation's (emptying an array releases its typed tokens alike). The typed closure
    /// runs on the posting thread before the post returns, as Foundation's block with `queue: nil` did.
    static func blockPlan(_ observer: ObserveSite, of name: ImportedName, key resolve: (KeyExpression) -> String?)
        -> Plan
    {
        // On the posting thread as before, or on the queue with the post waiting, as Foundation's post waits.
        let postingThread = observer.queue == nil || (isMainQueue(observer.queue) && name.postsOnMainActor)
        guard postingThread || !name.isMainActor, let token = observer.blockToken else {
            return .left(blockReason(observer, of: name))
        }
        if let obstacle = token.obstacle {
            return .left(
                blockReason(observer, of: name) + "; moving it would need a change the importer does not "
                    + "make: " + obstacle)
        }
        var arguments: String
        switch typedArguments(observer, object: token.objectText, of: name) {
        case .success(let text): arguments = text
        case .failure(let refusal): return .left(refusal.reason)
        }
        if !postingThread, let queue = observer.queue { arguments += ", queue: \(queue), waitUntilFinished: true" }
        let reads = token.reads
        let variable = reads.variable == "$0" ? "$0" : reads.mentionsPayload ? (reads.variable ?? "") : "payload"
        var edits = [PostRewriter.Edit(range: token.callSpan, text: "\(name.notifier).observe(\(arguments)) ")]
        switch readEdits(reads, of: name, as: variable, key: resolve) {
        case .success(let readEdits): edits += readEdits
        case .failure(let refusal): return .left(refusal.reason)
        }
        if let span = token.closureParameterSpan, reads.variable != nil, !reads.uses.isEmpty {
            edits.append(PostRewriter.Edit(range: span, text: variable))
        }
        if let discarded = token.discarded {
            // Foundation keeps an observer whose token is discarded for the life of the center: so does `keepAlive()`.
            if !discarded.assignment.isEmpty { edits.append(PostRewriter.Edit(range: discarded.assignment, text: "")) }
            edits.append(PostRewriter.Edit(range: discarded.blockEnd..<discarded.blockEnd, text: ".keepAlive()"))
            return .edits(edits)
        }
        edits.append(PostRewriter.Edit(range: token.typeSpan, text: token.isArray ? "[AnyObject]" : "AnyObject?"))
        for removal in token.removals {
            edits.append(PostRewriter.Edit(range: removal.span, text: "\(removal.argument) = nil"))
        }
        return .edits(edits)
    }

    /// Whether `queue` is the main queue as written (`.main`, `OperationQueue.main`).
    static func isMainQueue(_ queue: String?) -> Bool {
        [".main", "OperationQueue.main", "Foundation.OperationQueue.main"].contains(queue ?? "")
    }
}
