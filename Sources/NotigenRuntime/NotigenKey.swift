public import Foundation

/// The typed key of one notification: its name and the payload type its observers receive. Observers run on the
/// posting thread (or the `queue` they name).
///
/// The generic parameters are the notifier and the payload; their names start with `Notigen`, which no notifier
/// may, so that the generated `extension NotigenKey where NotigenNotifierType == Payload` means a notifier named
/// `Payload`.
nonisolated public struct NotigenKey<NotigenNotifierType, NotigenPayloadType: Sendable>: Sendable {
    /// The `Notification.Name` the notification is posted under.
    public let name: Foundation.Notification.Name

    /// The key of the notification posted under `name`; generated code makes one per case.
    @_spi(NotigenGenerated)
    @inlinable
    public init(_ name: Foundation.Notification.Name) {
        self.name = name
    }

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

    /// The key of the notification posted under `name`; generated code makes one per main-actor case.
    @_spi(NotigenGenerated)
    @inlinable
    public init(_ name: Foundation.Notification.Name) {
        self.key = NotigenKey(name)
    }
}
