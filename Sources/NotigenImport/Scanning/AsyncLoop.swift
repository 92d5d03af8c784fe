/// A `for await note in center.notifications(named: .x)` loop, as the rewrite needs it: where the sequence and the
/// loop variable are written, and every use of the variable in the loop (its `where` clause and body).
struct AsyncLoop: Sendable {
    /// The span of the loop's pattern (UTF-8 offsets, without trivia).
    let patternSpan: Range<Int>
    /// The span of the `notifications(named:)` call, which is the loop's whole sequence.
    let sequenceSpan: Range<Int>
    /// The `object:` argument's text, when not nil.
    let objectText: String?
    /// The loop variable and its uses in the loop.
    let reads: NoteUses
}

/// Where the code after a `notifications(named:)` loop or a `publisher(for:)` reads the notification: a variable (a
/// loop's, a closure's parameter, `$0`) and every use of it.
struct NoteUses: Sendable {
    /// The variable; nil for `_` or a pattern that is not a plain name.
    let variable: String?
    let uses: [NoteUse]
    /// Whether the code already uses the identifier `payload` (the rewrite then keeps the variable's name).
    let mentionsPayload: Bool
    /// Whether the code binds the variable's name again (a closure parameter, `if let note = …`), so that a use of
    /// the name may not be the notification.
    let rebindsVariable: Bool
}
