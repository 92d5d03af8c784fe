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

    /// The key of a notification whose payload needs no decoder (`Void`), posted under `name` and delivered as
    /// `delivery` says.
    @_spi(NotigenGenerated)
    public init(_ name: Foundation.Notification.Name, delivery: NotigenDelivery) {
        self.init(name, delivery, decoder: nil, encoder: nil, objectReader: nil)
    }

    private init(
        _ name: Foundation.Notification.Name, _ delivery: NotigenDelivery,
        decoder: NotigenUserInfo.Decoder<NotigenPayloadType>?, encoder: NotigenUserInfo.Encoder<NotigenPayloadType>?,
        objectReader: NotigenUserInfo.ObjectReader<NotigenPayloadType>?
    ) {
        self.route = .passUnretained(NotigenChannel.named(name))
        self.isDirect = delivery == .direct
        self.decoder = decoder
        self.encoder = encoder
        self.objectReader = objectReader
    }

    /// The `Notification.Name` the notification is posted under.
    public var name: Foundation.Notification.Name { route.takeUnretainedValue().name }

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
            return try decode(notification.userInfo ?? [:], object: notification.object)
        } catch {
            NotigenBridge.report(NotigenUndecodable(name: notification.name, error: error))
            return nil
        }
    }
}

nonisolated extension NotigenKey {
    /// The payload read from `userInfo` and `object` by the key's decoder; a `Void` payload needs none.
    func decode(
        _ userInfo: [AnyHashable: Any], object: Any? = nil
    ) throws(NotigenDecodingError) -> NotigenPayloadType {
        if let decoder { return try decoder(NotigenUserInfo(userInfo, object: object)) }
        if let void = () as? NotigenPayloadType { return void }
        throw .unsupported(type: "\(NotigenPayloadType.self)")
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

    /// The key of a main-actor notification whose payload needs no decoder (`Void`).
    @_spi(NotigenGenerated)
    public init(_ name: Foundation.Notification.Name, delivery: NotigenDelivery) {
        self.key = NotigenKey(name, delivery: delivery)
    }
}
