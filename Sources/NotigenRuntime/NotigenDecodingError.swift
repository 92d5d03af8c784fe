/// Why a notification posted without notigen could not be read as its typed payload.
nonisolated public enum NotigenDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required key is absent.
    case missing(key: String)
    /// A key holds a value of another type.
    case mismatch(key: String, expected: String, found: String)
    /// The payload type has no `userInfo` representation.
    case unsupported(type: String)
    /// The notification has no `object`, where the case carries its sender or a field there.
    case missingObject(expected: String)
    /// The notification's `object` is of another type than the case's sender or field.
    case objectMismatch(expected: String, found: String)
    /// A notification whose payload is isolated to the main actor (a main-actor case with fields of the user's
    /// types) was posted without notigen off the main actor, where it cannot be read.
    case notOnMainActor

    public var description: String {
        switch self {
        case .missing(let key): "userInfo has no \"\(key)\""
        case .mismatch(let key, let expected, let found): "userInfo[\"\(key)\"] is \(found), not \(expected)"
        case .unsupported(let type): "\(type) cannot be read from userInfo"
        case .missingObject(let expected): "the notification has no object; expected \(expected)"
        case .objectMismatch(let expected, let found): "the notification's object is \(found), not \(expected)"
        case .notOnMainActor: "its payload is read on the main actor only, and it was posted on another thread"
        }
    }
}
