public import Foundation

/// A notification ready to post: its name and its typed payload, on its way through notigen's registry (direct
/// delivery) or through the `NotificationCenter` in `userInfo`.
nonisolated public struct NotigenEvent<Notifier>: @unchecked Sendable {
    /// How the event travels; only `Sendable` payloads are stored (see the initializers).
    @usableFromInline
    enum Route {
        case direct(NotigenDirectPost)
        case foundation([AnyHashable: Any])
    }

    /// The `Notification.Name` the event is posted under.
    public let name: Foundation.Notification.Name
    @usableFromInline let route: Route

    /// The payload under the key `"notigen.payload"`, plus each field under its own key for a notifier with
    /// `userInfo: fields`: what a post through the `NotificationCenter` carries.
    public var userInfo: [AnyHashable: Any] {
        switch route {
        case .direct(let post): [notigenPayloadKey: post.value]
        case .foundation(let userInfo): userInfo
        }
    }

    /// The event of `key` carrying `payload`.
    @_spi(NotigenGenerated)
    @inlinable
    public init<Payload: Sendable>(_ key: NotigenKey<Notifier, Payload>, _ payload: Payload) {
        self.name = key.name
        if let channel = key.channel {
            self.route = .direct(NotigenTypedPost(payload, channel: channel))
        } else {
            self.route = .foundation([notigenPayloadKey: payload])
        }
    }

    /// The event of a main-actor `key` carrying `payload`.
    @_spi(NotigenGenerated)
    @inlinable
    public init<Payload: Sendable>(_ key: NotigenMainKey<Notifier, Payload>, _ payload: Payload) {
        self.init(key.key, payload)
    }

    /// An event whose `userInfo` also holds every field under its own key, for observers without notigen; it goes
    /// through the `NotificationCenter` whatever the key's delivery.
    @_spi(NotigenGenerated)
    public init<Payload: NotigenUserInfoEncodable & Sendable>(
        bridging key: NotigenKey<Notifier, Payload>, _ payload: Payload
    ) {
        var userInfo = [AnyHashable: Any](minimumCapacity: 8)
        userInfo[notigenPayloadKey] = payload
        payload.notigenEncode(into: &userInfo)
        self.name = key.name
        self.route = .foundation(userInfo)
    }

    /// An event of `key` whose `userInfo` also holds the fields of `payload` when it has any (`Void` has none).
    @_spi(NotigenGenerated)
    public init<Payload: Sendable>(bridging key: NotigenKey<Notifier, Payload>, _ payload: Payload) {
        var userInfo: [AnyHashable: Any] = [notigenPayloadKey: payload]
        NotigenUserInfo.encode(payload, into: &userInfo)
        self.name = key.name
        self.route = .foundation(userInfo)
    }

    /// An event of a main-actor `key` whose `userInfo` also holds every field under its own key.
    @_spi(NotigenGenerated)
    public init<Payload: Sendable>(bridging key: NotigenMainKey<Notifier, Payload>, _ payload: Payload) {
        self.init(bridging: key.key, payload)
    }

    /// Posts the event to `center`, naming `object` as its sender.
    @inlinable
    func post(object: Any?, center: NotificationCenter) {
        switch route {
        case .direct(let post):
            post.send(object: object.map { $0 as AnyObject }, center: center)
        case .foundation(let userInfo):
            center.post(name: name, object: object, userInfo: userInfo)
        }
    }
}

/// The typed payload of a direct event and the channel it goes to, behind a type that does not name the payload.
@usableFromInline
nonisolated class NotigenDirectPost: @unchecked Sendable {
    @usableFromInline init() {}

    /// The payload, for `userInfo`.
    @usableFromInline var value: Any { () }

    /// Delivers the payload to the channel's observations in `center` that accept `object`.
    @usableFromInline func send(object: AnyObject?, center: NotificationCenter) {}
}

/// A direct event's payload of type `Payload`.
@usableFromInline
nonisolated final class NotigenTypedPost<Payload: Sendable>: NotigenDirectPost, @unchecked Sendable {
    @usableFromInline let payload: Payload
    @usableFromInline let channel: NotigenChannel

    @inlinable
    init(_ payload: Payload, channel: NotigenChannel) {
        self.payload = payload
        self.channel = channel
        super.init()
    }

    @usableFromInline override var value: Any { payload }

    @inlinable
    override func send(object: AnyObject?, center: NotificationCenter) {
        channel.post(payload, object: object, center: center)
    }
}

/// The `userInfo` key under which a typed post carries its payload: `"notigen.payload"`.
@usableFromInline
nonisolated let notigenPayloadKey = "notigen.payload"
