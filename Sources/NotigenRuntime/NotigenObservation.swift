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

/// An observation whose handler takes `Payload`: an observer's handler, or one that also takes the sender and the
/// posts that cannot be read (`observePosts`).
@usableFromInline
nonisolated final class NotigenObservation<Payload: Sendable>: NotigenObservationBase, @unchecked Sendable {
    /// The observer's handler; nil for an observation made by `observePosts`.
    @usableFromInline let handler: (@Sendable (Payload) -> Void)?
    /// The handler of an observation made by `observePosts`: every post with its sender, readable or not.
    @usableFromInline let postHandler: (@Sendable (Result<Payload, NotigenDecodingError>, AnyObject?) -> Void)?

    init(sender: AnyObject?, handler: @escaping @Sendable (Payload) -> Void) {
        self.handler = handler
        self.postHandler = nil
        super.init(payloadType: ObjectIdentifier(Payload.self), sender: sender)
    }

    init(
        sender: AnyObject?, postHandler: @escaping @Sendable (Result<Payload, NotigenDecodingError>, AnyObject?) -> Void
    ) {
        self.handler = nil
        self.postHandler = postHandler
        super.init(payloadType: ObjectIdentifier(Payload.self), sender: sender)
    }

    /// Delivers `payload`, posted by `object`.
    @inlinable
    func deliver(_ payload: Payload, from sender: AnyObject?) {
        if let handler {
            handler(payload)
        } else {
            postHandler?(.success(payload), sender)
        }
    }
}
