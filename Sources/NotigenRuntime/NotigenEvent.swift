public import Foundation

/// A notification ready to post: its key and its typed payload. Posting it delivers the payload through notigen's
/// registry (a key with direct delivery) or through the `NotificationCenter` in `userInfo`.
///
/// The event is generic over its payload, so posting one allocates nothing and runs code specialized for the
/// payload's type: `UserManager.post(.didGetMessage(message: "hi"))` finds the event factory in the extension of
/// `NotigenEvent` whose payload is `UserManager.DidGetMessage`.
///
/// Its layout is frozen: built with library evolution (an XCFramework's `BUILD_LIBRARY_FOR_DISTRIBUTION`), the
/// `@inlinable` initializers that generated code inlines may set its stored properties only in a `@frozen` type.
@frozen
nonisolated public struct NotigenEvent<NotigenNotifierType, NotigenPayloadType: Sendable>: Sendable {
    /// The key the event is posted under.
    public let key: NotigenKey<NotigenNotifierType, NotigenPayloadType>
    /// The typed payload.
    public let payload: NotigenPayloadType
    /// Whether a post also writes every field of the payload under its own `userInfo` key (`userInfo: fields`, when
    /// the key has an encoder), which only a post through the `NotificationCenter` carries.
    @usableFromInline let writesFields: Bool

    /// The `Notification.Name` the event is posted under (a failure of a merged case with two names: its failure
    /// name).
    public var name: Foundation.Notification.Name { key.route(of: payload).takeUnretainedValue().name }

    /// What a post through the `NotificationCenter` carries: the payload under the key `"notigen.payload"`, plus
    /// each field under its own key for a notifier with `userInfo: fields`.
    public var userInfo: [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = [notigenPayloadKey: payload]
        key.encoder?(payload, &userInfo)
        return userInfo
    }

    /// The event of `key` carrying `payload`.
    @_spi(NotigenGenerated)
    @inlinable
    public init(_ key: NotigenKey<NotigenNotifierType, NotigenPayloadType>, _ payload: NotigenPayloadType) {
        self.key = key
        self.payload = payload
        self.writesFields = key.encoder != nil
    }

    /// The event of a main-actor `key` carrying `payload`.
    @_spi(NotigenGenerated)
    @inlinable
    public init(_ key: NotigenMainKey<NotigenNotifierType, NotigenPayloadType>, _ payload: NotigenPayloadType) {
        self.init(key.key, payload)
    }

    /// Posts the event to `center`, naming `object` as its sender.
    @inlinable
    func post(object: Any?, center: NotificationCenter) {
        let route = key.route(of: payload)
        if writesFields {
            center.post(name: route._withUnsafeGuaranteedRef { $0.name }, object: object, userInfo: userInfo)
        } else if key.isDirect {
            route._withUnsafeGuaranteedRef { $0.post(payload, object: object, center: center) }
        } else {
            // Not `userInfo`, which is generic code of the runtime: here the payload is boxed by code specialized
            // for its type.
            center.post(
                name: route._withUnsafeGuaranteedRef { $0.name }, object: object, userInfo: [notigenPayloadKey: payload]
            )
        }
    }
}

/// The `userInfo` key under which a typed post carries its payload: `"notigen.payload"`. Computed, so that inlined
/// code has the constant rather than a global's accessor.
@inlinable
nonisolated var notigenPayloadKey: String { "notigen.payload" }
