import Foundation

/// The `userInfo` of a notification posted without notigen, read field by field, with its `object`: a case's typed
/// sender, or the field that travels as the notification's object (`in: object`).
nonisolated public struct NotigenUserInfo {
    /// The key that says whether a merged case succeeded: `"success"` or `"failure"`.
    public static let resultKey = "result"
    /// The key of a failure's underlying error.
    public static let errorKey = "error"

    /// Reads a payload from the `userInfo` of a notification posted without notigen: generated code has one per
    /// payload type, in the file-private key holder, so that users' payload types carry no notigen API.
    public typealias Decoder<Payload> = @Sendable (NotigenUserInfo) throws(NotigenDecodingError) -> Payload
    /// Writes every field of a payload under its `userInfo` key, for code that observes without notigen
    /// (`userInfo: fields`); a nil optional is left out.
    public typealias Encoder<Payload> = @Sendable (Payload, inout [AnyHashable: Any]) -> Void
    /// What a payload carries as the notification's `object`: its typed sender, or its field with `in: object`.
    public typealias ObjectReader<Payload> = @Sendable (Payload) -> Any?

    /// The raw `userInfo`.
    public let values: [AnyHashable: Any]
    /// The notification's `object`: its sender, or the value a case carries there.
    public let object: Any?
    /// For a merged case with two names, whether the notification was posted under its success name; the name
    /// then says how it ended, whatever `"result"` holds.
    var postedAsSuccess: Bool?

    public init(_ values: [AnyHashable: Any], object: Any? = nil) {
        self.values = values
        self.object = object
    }

    /// The notification's `object`; it must be present and of type `T` (a case's typed sender, or its field with
    /// `in: object`). A bridged value reads as its Swift type (an `NSString` as a `String`), a number as a numeric
    /// `T` that holds it exactly.
    public func object<T>(as type: T.Type = T.self) throws(NotigenDecodingError) -> T {
        guard let raw = object else { throw .missingObject(expected: "\(T.self)") }
        return try castObject(raw)
    }

    /// The notification's `object`, or `defaultValue` when it has none (a field with `in: object` and a default).
    public func object<T>(as type: T.Type = T.self, default defaultValue: T) throws(NotigenDecodingError) -> T {
        guard let raw = object else { return defaultValue }
        return try castObject(raw)
    }

    /// The notification's `object`: nil when it is `NSNull`, `defaultValue` when it has none (an optional sender,
    /// or an optional field with `in: object`).
    public func optionalObject<T>(
        as type: T.Type = T.self, default defaultValue: T? = nil
    ) throws(NotigenDecodingError) -> T? {
        guard let raw = object else { return defaultValue }
        if raw is NSNull { return nil }
        return try castObject(raw) as T
    }

    /// The value under `key`; it must be present and of type `T` (by default the type the caller expects, as
    /// generated code reads it). A number converts to a numeric `T` when `T` holds it exactly (`Int` 5 reads as
    /// `Int64` or `Double`; `300` is refused for `Int8`). A value posted as `optional as Any` is read through its
    /// `Optional`; a nil one (or `NSNull`) is refused, as no `T`.
    public func value<T>(_ key: String, as type: T.Type = T.self) throws(NotigenDecodingError) -> T {
        guard let boxed = values[key] else { throw .missing(key: key) }
        guard let raw = Self.unboxed(boxed) else { throw .mismatch(key: key, expected: "\(T.self)", found: "nil") }
        return try cast(raw, key: key)
    }

    /// The value under `key`, or `defaultValue` when the key is absent or holds nil (`NSNull`, or a nil optional
    /// posted as `optional as Any`).
    public func value<T>(
        _ key: String, as type: T.Type = T.self, default defaultValue: T
    ) throws(NotigenDecodingError) -> T {
        guard let boxed = values[key], let raw = Self.unboxed(boxed) else { return defaultValue }
        return try cast(raw, key: key)
    }

    /// The value under `key`; nil when it holds nil (`NSNull`, or a nil optional posted as `optional as Any`),
    /// `defaultValue` when the key is absent.
    public func optional<T>(
        _ key: String, as type: T.Type = T.self, default defaultValue: T? = nil
    ) throws(NotigenDecodingError) -> T? {
        guard let boxed = values[key] else { return defaultValue }
        guard let raw = Self.unboxed(boxed) else { return nil }
        return try cast(raw, key: key) as T
    }

    /// `raw` without the `Optional`s boxed in it (code without notigen posts `["key": value as Any]` with an
    /// optional `value`); nil when it is a nil optional or `NSNull`.
    static func unboxed(_ raw: Any) -> Any? {
        var raw = raw
        while let box = raw as? any NotigenOptionalBox {
            guard let wrapped = box.notigenWrapped else { return nil }
            raw = wrapped
        }
        return raw is NSNull ? nil : raw
    }

    /// Whether the `userInfo` of a merged case says it succeeded: `"result"` is `"success"` or `"failure"`.
    /// A merged case with two names tells it by the name it was posted under.
    public func isSuccess() throws(NotigenDecodingError) -> Bool {
        if let postedAsSuccess { return postedAsSuccess }
        switch try value(Self.resultKey, as: String.self) {
        case "success": return true
        case "failure": return false
        case let other:
            throw .mismatch(key: Self.resultKey, expected: "\"success\" or \"failure\"", found: other)
        }
    }

    private func castObject<T>(_ raw: Any) throws(NotigenDecodingError) -> T {
        do {
            return try cast(raw, key: "object")
        } catch {
            throw .objectMismatch(expected: "\(T.self)", found: "\(Swift.type(of: raw))")
        }
    }

    private func cast<T>(_ raw: Any, key: String) throws(NotigenDecodingError) -> T {
        if NotigenNumber.isNumeric(T.self), let number = NotigenNumber(raw) {
            guard let value = number.exactly(T.self) else {
                throw .mismatch(key: key, expected: "\(T.self)", found: "\(Swift.type(of: raw)) \(number)")
            }
            return value
        }
        guard let value = raw as? T else {
            throw .mismatch(key: key, expected: "\(T.self)", found: "\(Swift.type(of: raw))")
        }
        return value
    }
}

/// An `Optional` seen through `Any`: what `NotigenUserInfo.unboxed(_:)` unwraps.
nonisolated protocol NotigenOptionalBox {
    /// The wrapped value, or nil.
    var notigenWrapped: Any? { get }
}

nonisolated extension Optional: NotigenOptionalBox {
    var notigenWrapped: Any? { self.map { $0 as Any } }
}
