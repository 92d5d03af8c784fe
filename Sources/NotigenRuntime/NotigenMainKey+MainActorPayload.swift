public import Foundation

nonisolated extension NotigenUserInfo {
    /// Reads a main-actor payload (`NotigenMainKey.init(mainActorPayload:delivery:encode:decode:)`) on the main
    /// actor, where the user's types and their isolated conformances may be used.
    public typealias MainActorDecoder<Payload> =
        @MainActor @Sendable (NotigenUserInfo) throws(NotigenDecodingError) -> Payload
    /// Writes the fields of a main-actor payload under their `userInfo` keys, on the main actor.
    public typealias MainActorEncoder<Payload> = @MainActor @Sendable (Payload, inout [AnyHashable: Any]) -> Void
    /// Reads what a post of a main-actor payload names as its `object` (its sender or `in: object` field), on the
    /// main actor.
    public typealias MainActorObjectReader<Payload> = @MainActor @Sendable (Payload) -> Any?
}

nonisolated extension NotigenMainKey {
    /// The key of a main-actor case whose payload is isolated to the main actor (its fields are of the user's
    /// types, which may be non-`Sendable` or conform to `Hashable` on the main actor only): `decode` and `encode`
    /// run on the main actor. A post made without notigen off the main actor does not decode
    /// (`NotigenDecodingError.notOnMainActor`), as Foundation's `MainActorMessage` must be posted on the main actor;
    /// a typed post carries its payload whole and decodes nothing. `object`, when given, reads the payload's
    /// sender or `in: object` field, on the main actor too.
    @_spi(NotigenGenerated)
    public init(
        mainActorPayload name: Foundation.Notification.Name, delivery: NotigenDelivery,
        object: NotigenUserInfo.MainActorObjectReader<NotigenPayloadType>? = nil,
        encode: NotigenUserInfo.MainActorEncoder<NotigenPayloadType>? = nil,
        decode: @escaping NotigenUserInfo.MainActorDecoder<NotigenPayloadType>
    ) {
        var encoder: NotigenUserInfo.Encoder<NotigenPayloadType>?
        if let encode {
            encoder = { @Sendable (payload: NotigenPayloadType, userInfo: inout [AnyHashable: Any]) in
                // The payload's event can only be made on the main actor; posting it from elsewhere is the
                // poster's error, reported as `MainActor.assumeIsolated` reports it.
                let input = NotigenUncheckedSendable(userInfo)
                userInfo =
                    MainActor.assumeIsolated {
                        var values = input.value
                        encode(payload, &values)
                        return NotigenUncheckedSendable(values)
                    }.value
            }
        }
        var reader: NotigenUserInfo.ObjectReader<NotigenPayloadType>?
        if let object {
            reader = { @Sendable (payload: NotigenPayloadType) in
                // As for `encode`: the payload's event is made and posted on the main actor.
                MainActor.assumeIsolated { NotigenUncheckedSendable(object(payload)) }.value
            }
        }
        self.init(name, delivery: delivery, object: reader, encode: encoder) { userInfo throws(NotigenDecodingError) in
            guard NotigenMainActor.isCurrent else { throw .notOnMainActor }
            let values = NotigenUncheckedSendable((userInfo.values, userInfo.object))
            let result = MainActor.assumeIsolated {
                Result { () throws(NotigenDecodingError) in
                    try decode(NotigenUserInfo(values.value.0, object: values.value.1))
                }
            }
            return try result.get()
        }
    }
}
