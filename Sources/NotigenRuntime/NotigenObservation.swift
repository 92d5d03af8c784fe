/// One observation of a direct-delivery notification: its handler, its sender filter and its payload type.
///
/// Observations live in a `NotigenChannel`. Posting compares the payload type before calling the handler, so a
/// channel shared by keys of different payload types (two modules naming the same notification) never mixes them.
@usableFromInline
nonisolated class NotigenObservationBase: @unchecked Sendable {
    /// The payload type the handler takes.
    let payloadType: ObjectIdentifier
    /// The sender the observation is limited to, by identity; nil for every sender. The sender is not retained.
    let sender: ObjectIdentifier?
    /// 1 until the observation is removed; a post under way skips it from then on.
    private let state = NotigenAtomicWord(1)

    @usableFromInline
    init(payloadType: ObjectIdentifier, sender: AnyObject?) {
        self.payloadType = payloadType
        self.sender = sender.map(ObjectIdentifier.init)
    }

    /// Whether a post by `object` reaches this observation.
    final func accepts(_ object: AnyObject?) -> Bool {
        guard let sender else { return true }
        return object.map(ObjectIdentifier.init) == sender
    }

    /// Whether the observation has not been removed.
    @usableFromInline
    final var isActive: Bool { state.loadRelaxed() != 0 }

    /// Marks the observation removed.
    final func end() {
        state.store(0)
    }

    /// Delivers the payload that `payload` points to, posted by `object`, unless the observation has been removed;
    /// the payload is of the observation's payload type. Every observation is a `NotigenObservation`, which
    /// overrides it; the channel's bridge calls it so that its code, not specialized for the payload's type, needs
    /// no generic type's metadata.
    func deliver(at payload: UnsafeRawPointer, from object: Any?) {
        preconditionFailure("NotigenObservation overrides deliver(at:from:)")
    }
}

/// An observation whose handler takes `Payload`: an observer's handler, or one that also takes the sender and the
/// posts that cannot be read (`observePosts`).
@usableFromInline
nonisolated final class NotigenObservation<Payload: Sendable>: NotigenObservationBase, @unchecked Sendable {
    /// The observer's handler; one that does nothing for an observation made by `observePosts`. It is not optional:
    /// calling an optional closure copies it first, which retains its context, shared by posts on every thread.
    @usableFromInline let handler: @Sendable (Payload) -> Void
    /// The handler of an observation made by `observePosts`: every post with its sender, readable or not.
    @usableFromInline let postHandler: (@Sendable (Result<Payload, NotigenDecodingError>, AnyObject?) -> Void)?

    init(sender: AnyObject?, handler: @escaping @Sendable (Payload) -> Void) {
        self.handler = handler
        self.postHandler = nil
        self.takesPosts = false
        super.init(payloadType: ObjectIdentifier(Payload.self), sender: sender)
    }

    init(
        sender: AnyObject?, postHandler: @escaping @Sendable (Result<Payload, NotigenDecodingError>, AnyObject?) -> Void
    ) {
        self.handler = { _ in }
        self.postHandler = postHandler
        self.takesPosts = true
        super.init(payloadType: ObjectIdentifier(Payload.self), sender: sender)
    }

    /// Whether the observation was made by `observePosts` (it has a `postHandler`), known without reading the
    /// optional `postHandler`, whose type code not specialized for `Payload` would ask the Swift runtime for.
    let takesPosts: Bool

    override func deliver(at payload: UnsafeRawPointer, from object: Any?) {
        if takesPosts {
            deliver(payload.assumingMemoryBound(to: Payload.self).pointee, from: object)
        } else if isActive {
            handler(payload.assumingMemoryBound(to: Payload.self).pointee)
        }
    }

    /// Delivers `payload`, posted by `object`, unless the observation has been removed.
    @inlinable
    func deliver(_ payload: Payload, from object: Any?) {
        guard isActive else { return }
        if let postHandler {
            postHandler(.success(payload), object.map { $0 as AnyObject })
        } else {
            handler(payload)
        }
    }
}
