import Foundation

/// The `userInfo` of a notification posted without notigen, read field by field.
nonisolated public struct NotigenUserInfo {
    /// The key that says whether a merged case succeeded: `"success"` or `"failure"`.
    public static let resultKey = "result"
    /// The key of a failure's underlying error.
    public static let errorKey = "error"

    /// The raw `userInfo`.
    public let values: [AnyHashable: Any]

    public init(_ values: [AnyHashable: Any]) {
        self.values = values
    }

    /// The value under `key`; it must be present and of type `T` (by default the type the caller expects, as
    /// generated code reads it). A number converts to a numeric `T` when `T` holds it exactly (`Int` 5 reads as
    /// `Int64` or `Double`; `300` is refused for `Int8`).
    public func value<T>(_ key: String, as type: T.Type = T.self) throws(NotigenDecodingError) -> T {
        guard let raw = values[key] else { throw .missing(key: key) }
        return try cast(raw, key: key)
    }

    /// The value under `key`, or `defaultValue` when the key is absent.
    public func value<T>(
        _ key: String, as type: T.Type = T.self, default defaultValue: T
    ) throws(NotigenDecodingError) -> T {
        guard let raw = values[key] else { return defaultValue }
        return try cast(raw, key: key)
    }

    /// The value under `key`; nil when it is `NSNull`, `defaultValue` when the key is absent.
    public func optional<T>(
        _ key: String, as type: T.Type = T.self, default defaultValue: T? = nil
    ) throws(NotigenDecodingError) -> T? {
        guard let raw = values[key] else { return defaultValue }
        if raw is NSNull { return nil }
        return try cast(raw, key: key) as T
    }

    /// A payload of type `Payload`: `Void`, or one that is `NotigenUserInfoDecodable`.
    public func decode<Payload>(_ type: Payload.Type) throws(NotigenDecodingError) -> Payload {
        if let void = () as? Payload {
            return void
        }
        guard let decodable = Payload.self as? any NotigenUserInfoDecodable.Type else {
            throw .unsupported(type: "\(Payload.self)")
        }
        return try cast(try decodable.init(notigenUserInfo: self), key: notigenPayloadKey)
    }

    /// Writes the fields of `payload` under their keys, when it has any.
    public static func encode(_ payload: Any, into userInfo: inout [AnyHashable: Any]) {
        (payload as? any NotigenUserInfoEncodable)?.notigenEncode(into: &userInfo)
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
