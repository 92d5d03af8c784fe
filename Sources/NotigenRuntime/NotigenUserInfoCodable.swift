/// A payload that can be read from the documented `userInfo` keys of its fields, for notifications posted without
/// notigen. Every generated payload, success and failure conforms.
nonisolated public protocol NotigenUserInfoDecodable {
    /// Reads the payload from the fields' `userInfo` keys.
    init(notigenUserInfo userInfo: NotigenUserInfo) throws(NotigenDecodingError)
}

/// A payload that can write its fields under their documented `userInfo` keys, for code that observes the
/// notification without notigen. The payloads, successes and failures of notifiers with `userInfo: fields` conform.
nonisolated public protocol NotigenUserInfoEncodable {
    /// Writes every field under its `userInfo` key; a nil optional is left out.
    func notigenEncode(into userInfo: inout [AnyHashable: Any])
}

/// A payload that can be read from and written to the `userInfo` keys of its fields.
public typealias NotigenUserInfoCodable = NotigenUserInfoDecodable & NotigenUserInfoEncodable

/// A merged case bridges as its success or failure fields plus `"result": "success"` or `"failure"`; a failure's
/// underlying error travels under `"error"`.
nonisolated extension Result: NotigenUserInfoDecodable {
    public init(notigenUserInfo userInfo: NotigenUserInfo) throws(NotigenDecodingError) {
        switch try userInfo.value(NotigenUserInfo.resultKey, as: String.self) {
        case "success":
            self = .success(try userInfo.decode(Success.self))
        case "failure":
            self = .failure(try userInfo.decode(Failure.self))
        case let other:
            throw .mismatch(key: NotigenUserInfo.resultKey, expected: "\"success\" or \"failure\"", found: other)
        }
    }
}

nonisolated extension Result: NotigenUserInfoEncodable {
    public func notigenEncode(into userInfo: inout [AnyHashable: Any]) {
        switch self {
        case .success(let success):
            userInfo[NotigenUserInfo.resultKey] = "success"
            NotigenUserInfo.encode(success, into: &userInfo)
        case .failure(let failure):
            userInfo[NotigenUserInfo.resultKey] = "failure"
            NotigenUserInfo.encode(failure, into: &userInfo)
        }
    }
}
