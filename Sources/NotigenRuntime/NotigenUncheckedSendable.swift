/// A value the runtime moves across isolation where the type system cannot see that doing so is safe; each use says
/// why it is.
nonisolated struct NotigenUncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
