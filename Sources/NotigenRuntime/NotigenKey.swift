public import Foundation

/// The typed key of one notification: its name and the payload type its observers receive. Observers run on the
/// posting thread (or the `queue` they name).
///
/// The generic parameters are the notifier and the payload; their names start with `Notigen`, which no notifier
/// may, so that the generated `extension NotigenKey where NotigenNotifierType == Payload` means a notifier named
/// `Payload`.
nonisolated public struct NotigenKey<NotigenNotifierType, NotigenPayloadType: Sendable>: Sendable {
    /// The notification's channel, which knows its name and, for direct delivery, its observers. Channels live as
    /// long as the process, so the key does not retain it: copying a key (into every event) and posting through it
    /// then write nothing to the channel's reference count, which posts on every thread would share.
    @usableFromInline let route: Unmanaged<NotigenChannel>
    /// Whether typed posts go through the channel (direct delivery) rather than the `NotificationCenter`.
    @usableFromInline let isDirect: Bool

    /// The key of the notification posted under `name`, delivered as `delivery` says. Generated code makes one per
    /// case, once: the key finds its channel when it is made, so that posting needs no lookup by name.
    @_spi(NotigenGenerated)
    public init(_ name: Foundation.Notification.Name, delivery: NotigenDelivery) {
        self.route = .passUnretained(NotigenChannel.named(name))
        self.isDirect = delivery == .direct
    }

    /// The `Notification.Name` the notification is posted under.
    public var name: Foundation.Notification.Name { route.takeUnretainedValue().name }

    /// The channel of a direct-delivery notification; nil when it is delivered through the `NotificationCenter`.
    @inlinable
    var channel: NotigenChannel? { isDirect ? route.takeUnretainedValue() : nil }

    /// How the notification is delivered.
    @_spi(NotigenGenerated)
    public var delivery: NotigenDelivery { isDirect ? .direct : .foundation }

    /// The typed payload of a posted notification. A notification posted without notigen (e.g. by Objective-C
    /// code) is decoded from its documented `userInfo` keys; when its values do not fit, it is reported to
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
            return try NotigenUserInfo(notification.userInfo ?? [:]).decode(NotigenPayloadType.self)
        } catch {
            NotigenBridge.report(NotigenUndecodable(name: notification.name, error: error))
            return nil
        }
    }
}

/// The typed key of a notification whose observers are isolated to the main actor (`isolation: main`): they
/// receive it on the main actor, right away when it is posted there, else in posting order as soon as it is free.
nonisolated public struct NotigenMainKey<NotigenNotifierType, NotigenPayloadType: Sendable>: Sendable {
    /// The same notification, as seen by observers that are not isolated.
    public let key: NotigenKey<NotigenNotifierType, NotigenPayloadType>

    /// The `Notification.Name` the notification is posted under.
    public var name: Foundation.Notification.Name { key.name }

    /// The key of the notification posted under `name`, delivered as `delivery` says; generated code makes one per
    /// main-actor case, once.
    @_spi(NotigenGenerated)
    public init(_ name: Foundation.Notification.Name, delivery: NotigenDelivery) {
        self.key = NotigenKey(name, delivery: delivery)
    }
}
