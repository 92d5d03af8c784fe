public import Foundation

/// The typed key of one notification: its name and the payload type its observers receive. Observers run on the
/// posting thread (or the `queue` they name).
///
/// The generic parameters are the notifier and the payload; their names start with `Notigen`, which no notifier
/// may, so that the generated `extension NotigenKey where NotigenNotifierType == Payload` means a notifier named
/// `Payload`.
nonisolated public struct NotigenKey<NotigenNotifierType, NotigenPayloadType: Sendable>: Sendable {
    /// The notification's channel, which knows its name and its observers (with either delivery). Channels live as
    /// long as the process, so the key does not retain it: copying a key (into every event) and posting through it
    /// then write nothing to the channel's reference count, which posts on every thread would share.
    @usableFromInline let route: Unmanaged<NotigenChannel>
    /// The channel failures are posted under, for a merged case with two names (`name: { success:, failure: }`),
    /// with the test that picks it; nil when every post goes under `name`.
    @usableFromInline let failureSide: NotigenFailureSide<NotigenPayloadType>?
    /// Whether typed posts go through the channel (direct delivery) rather than the `NotificationCenter`.
    @usableFromInline let isDirect: Bool
    /// Reads the payload from the `userInfo` of a post made without notigen; nil for a `Void` payload.
    let decoder: NotigenUserInfo.Decoder<NotigenPayloadType>?
    /// Writes the payload's fields under their `userInfo` keys (`userInfo: fields`); nil when they are not written.
    @usableFromInline let encoder: NotigenUserInfo.Encoder<NotigenPayloadType>?
    /// What a post names as its `object`: the payload's typed sender or its field with `in: object`; nil when the
    /// payload carries none (the poster's `object:` is the notification's object).
    @usableFromInline let objectReader: NotigenUserInfo.ObjectReader<NotigenPayloadType>?

    /// The key of the notification posted under `name`, delivered as `delivery` says, whose payload `decode` reads
    /// from the `userInfo` (and `object`) of posts made without notigen and `encode`, when given, writes into the
    /// `userInfo` of every post; `object`, when given, is what every post names as its object (the payload's sender
    /// or its field with `in: object`). Generated code makes one per case, once, passing `decode` as a trailing
    /// closure: the key finds its channel when it is made, so that posting needs no lookup by name.
    @_spi(NotigenGenerated)
    public init(
        _ name: Foundation.Notification.Name, delivery: NotigenDelivery,
        object: NotigenUserInfo.ObjectReader<NotigenPayloadType>? = nil,
        encode: NotigenUserInfo.Encoder<NotigenPayloadType>? = nil,
        decode: @escaping NotigenUserInfo.Decoder<NotigenPayloadType>
    ) {
        self.init(name, delivery, decoder: decode, encoder: encode, objectReader: object)
    }

    /// The key of a merged case whose successes are posted under `name` and whose failures under `failureName`,
    /// as two notifications that code without notigen already posts and observes: its observers see both, and a
    /// post made without notigen is a success or a failure by the name it was posted under.
    @_spi(NotigenGenerated)
    public init<Success: Sendable, Failure: Error>(
        _ name: Foundation.Notification.Name, failureName: Foundation.Notification.Name, delivery: NotigenDelivery,
        encode: NotigenUserInfo.Encoder<NotigenPayloadType>? = nil,
        decode: @escaping NotigenUserInfo.Decoder<NotigenPayloadType>
    ) where NotigenPayloadType == Result<Success, Failure> {
        self.init(
            name, delivery, decoder: decode, encoder: encode,
            failureSide: NotigenFailureSide(route: .passUnretained(NotigenChannel.named(failureName))) {
                if case .failure = $0 { true } else { false }
            })
    }

    /// The key of a notification whose payload needs no decoder (`Void`), posted under `name` and delivered as
    /// `delivery` says.
    @_spi(NotigenGenerated)
    public init(_ name: Foundation.Notification.Name, delivery: NotigenDelivery) {
        self.init(name, delivery, decoder: nil, encoder: nil, objectReader: nil)
    }

    private init(
        _ name: Foundation.Notification.Name, _ delivery: NotigenDelivery,
        decoder: NotigenUserInfo.Decoder<NotigenPayloadType>?, encoder: NotigenUserInfo.Encoder<NotigenPayloadType>?,
        objectReader: NotigenUserInfo.ObjectReader<NotigenPayloadType>? = nil,
        failureSide: NotigenFailureSide<NotigenPayloadType>? = nil
    ) {
        self.route = .passUnretained(NotigenChannel.named(name))
        self.failureSide = failureSide
        self.isDirect = delivery == .direct
        self.decoder = decoder
        self.encoder = encoder
        self.objectReader = objectReader
    }

    /// The `Notification.Name` the notification is posted under (a merged case with two names: its successes).
    public var name: Foundation.Notification.Name { route.takeUnretainedValue().name }

    /// The `Notification.Name` a merged case with two names posts its failures under; nil for other keys.
    public var failureName: Foundation.Notification.Name? { failureSide?.route.takeUnretainedValue().name }

    /// The channels the key's notifications are posted on: its name's, and its failures' when they have their own.
    var routes: [Unmanaged<NotigenChannel>] {
        guard let failureSide else { return [route] }
        return [route, failureSide.route]
    }

    /// The channel `payload` is posted on.
    @inlinable
    func route(of payload: NotigenPayloadType) -> Unmanaged<NotigenChannel> {
        guard let failureSide, failureSide.isFailure(payload) else { return route }
        return failureSide.route
    }

    /// How the notification is delivered.
    @_spi(NotigenGenerated)
    public var delivery: NotigenDelivery { isDirect ? .direct : .foundation }

    /// The typed payload of a posted notification. A notification posted without notigen (e.g. by Objective-C
    /// code) is decoded from its documented `userInfo` keys and its `object`; when they do not fit, it is reported to
    /// `NotigenBridge.onUndecodable` and nil is returned.
    @inlinable
    public func payload(of notification: Foundation.Notification) -> NotigenPayloadType? {
        if let payload = notification.userInfo?[notigenPayloadKey] as? NotigenPayloadType {
            return payload
        }
        return decodedPayload(of: notification)
    }

    /// The payload read from the documented `userInfo` keys, or nil after reporting why it does not fit.
    @usableFromInline
    func decodedPayload(of notification: Foundation.Notification) -> NotigenPayloadType? {
        do {
            return try decode(notification.userInfo ?? [:], object: notification.object, postedAs: notification.name)
        } catch {
            NotigenBridge.report(NotigenUndecodable(name: notification.name, error: error))
            return nil
        }
    }
}

nonisolated extension NotigenKey {
    /// The payload read from `userInfo` and `object` by the key's decoder; a `Void` payload needs none. For a merged
    /// case with two names, the name the notification was posted as, when given, says whether it is a success or a
    /// failure.
    func decode(
        _ userInfo: [AnyHashable: Any], object: Any? = nil, postedAs name: Foundation.Notification.Name? = nil
    ) throws(NotigenDecodingError) -> NotigenPayloadType {
        if let decoder {
            var values = NotigenUserInfo(userInfo, object: object)
            if let failureSide, let name {
                values.postedAsSuccess = name != failureSide.route.takeUnretainedValue().name
            }
            return try decoder(values)
        }
        if let void = () as? NotigenPayloadType { return void }
        throw .unsupported(type: "\(NotigenPayloadType.self)")
    }
}

/// Where a merged case with two names posts its failures: their channel, and the test that tells a failure.
nonisolated public struct NotigenFailureSide<Payload>: Sendable {
    /// The channel of the failure name.
    @usableFromInline let route: Unmanaged<NotigenChannel>
    /// Whether a payload is a failure.
    @usableFromInline let isFailure: @Sendable (Payload) -> Bool

    init(route: Unmanaged<NotigenChannel>, isFailure: @escaping @Sendable (Payload) -> Bool) {
        self.route = route
        self.isFailure = isFailure
    }
}

/// The typed key of a notification whose observers are isolated to the main actor (`isolation: main`): they
/// receive it on the main actor, right away when it is posted there, else in posting order as soon as it is free.
nonisolated public struct NotigenMainKey<NotigenNotifierType, NotigenPayloadType: Sendable>: Sendable {
    /// The same notification, as seen by observers that are not isolated.
    public let key: NotigenKey<NotigenNotifierType, NotigenPayloadType>

    /// The `Notification.Name` the notification is posted under.
    public var name: Foundation.Notification.Name { key.name }

    /// The key of the notification posted under `name`, delivered as `delivery` says, with its payload's `userInfo`
    /// decoder, encoder and object (see `NotigenKey.init(_:delivery:object:encode:decode:)`); generated code makes one per
    /// main-actor case, once.
    @_spi(NotigenGenerated)
    public init(
        _ name: Foundation.Notification.Name, delivery: NotigenDelivery,
        object: NotigenUserInfo.ObjectReader<NotigenPayloadType>? = nil,
        encode: NotigenUserInfo.Encoder<NotigenPayloadType>? = nil,
        decode: @escaping NotigenUserInfo.Decoder<NotigenPayloadType>
    ) {
        self.key = NotigenKey(name, delivery: delivery, object: object, encode: encode, decode: decode)
    }

    /// The key of a main-actor merged case with two names (see `NotigenKey.init(_:failureName:delivery:encode:decode:)`).
    @_spi(NotigenGenerated)
    public init<Success: Sendable, Failure: Error>(
        _ name: Foundation.Notification.Name, failureName: Foundation.Notification.Name, delivery: NotigenDelivery,
        encode: NotigenUserInfo.Encoder<NotigenPayloadType>? = nil,
        decode: @escaping NotigenUserInfo.Decoder<NotigenPayloadType>
    ) where NotigenPayloadType == Result<Success, Failure> {
        self.key = NotigenKey(name, failureName: failureName, delivery: delivery, encode: encode, decode: decode)
    }

    /// The key of a main-actor notification whose payload needs no decoder (`Void`).
    @_spi(NotigenGenerated)
    public init(_ name: Foundation.Notification.Name, delivery: NotigenDelivery) {
        self.key = NotigenKey(name, delivery: delivery)
    }
}
