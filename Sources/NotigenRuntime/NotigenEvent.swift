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
    /// Whether a post takes the path of `postCarrying(object:route:center:)`: it writes every field of the payload under
    /// its own `userInfo` key (`userInfo: fields`, when the key has an encoder), or names the sender or the field
    /// that the payload carries as its `object`. One flag, so that other posts test one word.
    @usableFromInline let carriesMore: Bool

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
        self.carriesMore = key.encoder != nil || key.objectReader != nil
    }

    /// The event of a main-actor `key` carrying `payload`.
    @_spi(NotigenGenerated)
    @inlinable
    public init(_ key: NotigenMainKey<NotigenNotifierType, NotigenPayloadType>, _ payload: NotigenPayloadType) {
        self.init(key.key, payload)
    }

    /// The `object` a post of the event names: its typed sender, or its field with `in: object`; nil when the
    /// payload carries none (then the `object:` given to `post` is the notification's object).
    public var object: Any? { key.objectReader?(payload) }

    /// Posts the event to `center`, naming `object` as its sender (unless the payload carries its own).
    @inlinable
    func post(object: Any?, center: NotificationCenter) {
        let route = key.route(of: payload)
        if carriesMore {
            postCarrying(object: object, route: route, center: center)
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

    /// Posts an event whose payload carries its `object` (which replaces `object`) or writes its fields into
    /// `userInfo`: through the center when it writes fields or has foundation delivery, else directly.
    @usableFromInline
    func postCarrying(object: Any?, route: Unmanaged<NotigenChannel>, center: NotificationCenter) {
        let object = key.objectReader.map { $0(payload) } ?? object
        if key.encoder == nil && key.isDirect {
            route._withUnsafeGuaranteedRef { $0.post(payload, object: object, center: center) }
        } else {
            center.post(name: route._withUnsafeGuaranteedRef { $0.name }, object: object, userInfo: userInfo)
        }
    }
}

/// The `userInfo` key under which a typed post carries its payload: `"notigen.payload"`. Computed, so that inlined
/// code has the constant rather than a global's accessor.
@inlinable
nonisolated var notigenPayloadKey: String { "notigen.payload" }
