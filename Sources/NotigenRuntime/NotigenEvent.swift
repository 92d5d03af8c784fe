public import Foundation

/// A notification ready to post: its name and the `userInfo` that carries its typed payload.
nonisolated public struct NotigenEvent<NotigenNotifierType>: @unchecked Sendable {
    /// The `Notification.Name` the event is posted under.
    public let name: Foundation.Notification.Name
    /// The payload under the key `"notigen.payload"`, plus each field under its own key for a notifier with
    /// `userInfo: fields`. Only `Sendable` values are stored (see the initializers).
    public let userInfo: [AnyHashable: Any]

    /// The event of `key` carrying `payload`.
    @_spi(NotigenGenerated)
    @inlinable
    public init<Payload: Sendable>(_ key: NotigenKey<NotigenNotifierType, Payload>, _ payload: Payload) {
        self.name = key.name
        self.userInfo = [notigenPayloadKey: payload]
    }

    /// The event of a main-actor `key` carrying `payload`.
    @_spi(NotigenGenerated)
    @inlinable
    public init<Payload: Sendable>(_ key: NotigenMainKey<NotigenNotifierType, Payload>, _ payload: Payload) {
        self.init(key.key, payload)
    }

    /// An event whose `userInfo` also holds every field under its own key, for observers without notigen.
    @_spi(NotigenGenerated)
    public init<Payload: Sendable>(bridging key: NotigenKey<NotigenNotifierType, Payload>, _ payload: Payload) {
        var userInfo: [AnyHashable: Any] = [notigenPayloadKey: payload]
        NotigenUserInfo.encode(payload, into: &userInfo)
        self.name = key.name
        self.userInfo = userInfo
    }

    /// An event whose `userInfo` also holds every field under its own key, for observers without notigen.
    @_spi(NotigenGenerated)
    public init<Payload: NotigenUserInfoEncodable & Sendable>(
        bridging key: NotigenKey<NotigenNotifierType, Payload>, _ payload: Payload
    ) {
        var userInfo = [AnyHashable: Any](minimumCapacity: 8)
        userInfo[notigenPayloadKey] = payload
        payload.notigenEncode(into: &userInfo)
        self.name = key.name
        self.userInfo = userInfo
    }

    /// An event of a main-actor `key` whose `userInfo` also holds every field under its own key.
    @_spi(NotigenGenerated)
    public init<Payload: Sendable>(bridging key: NotigenMainKey<NotigenNotifierType, Payload>, _ payload: Payload) {
        self.init(bridging: key.key, payload)
    }
}

/// The `userInfo` key under which a typed post carries its payload: `"notigen.payload"`.
@usableFromInline
nonisolated let notigenPayloadKey = "notigen.payload"
