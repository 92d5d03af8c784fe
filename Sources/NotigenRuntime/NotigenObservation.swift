/// One observation of a direct-delivery notification: its handler, its sender filter and its payload type.
///
/// Observations live in a `NotigenChannel`. Posting compares the payload type before calling the handler, so a
/// channel shared by keys of different payload types (two modules naming the same notification) never mixes them.
@usableFromInline
nonisolated class NotigenObservationBase: @unchecked Sendable {
    /// The payload type the handler takes.
    @usableFromInline let payloadType: ObjectIdentifier
    /// The sender the observation is limited to, by identity; nil for every sender. The sender is not retained.
    @usableFromInline let sender: ObjectIdentifier?

    @usableFromInline
    init(payloadType: ObjectIdentifier, sender: AnyObject?) {
        self.payloadType = payloadType
        self.sender = sender.map(ObjectIdentifier.init)
    }

    /// Whether a post by `object` reaches this observation.
    @inlinable
    final func accepts(_ object: AnyObject?) -> Bool {
        guard let sender else { return true }
        return object.map(ObjectIdentifier.init) == sender
    }
}

/// An observation whose handler takes `Payload` and the post's sender.
@usableFromInline
nonisolated final class NotigenObservation<Payload: Sendable>: NotigenObservationBase, @unchecked Sendable {
    @usableFromInline let handler: @Sendable (Payload, AnyObject?) -> Void
    /// Called instead of reporting to `NotigenBridge` when a post made without notigen cannot be read; nil for
    /// observers that skip such posts.
    let failure: (@Sendable (NotigenDecodingError, AnyObject?) -> Void)?

    init(
        sender: AnyObject?, handler: @escaping @Sendable (Payload, AnyObject?) -> Void,
        failure: (@Sendable (NotigenDecodingError, AnyObject?) -> Void)? = nil
    ) {
        self.handler = handler
        self.failure = failure
        super.init(payloadType: ObjectIdentifier(Payload.self), sender: sender)
    }
}
