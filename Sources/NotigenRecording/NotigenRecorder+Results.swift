public import NotigenRuntime

/// Awaiting the success or the failure of a merged case.
extension NotigenRecorder {
    /// The success of the oldest `key` notification not yet taken, as soon as it is posted. Fails when none is
    /// posted within `timeout` (the recorder's `timeout` when nil), or when it is a failure.
    @discardableResult
    public func nextSuccess<Success, Failure>(
        _ key: NotigenKey<Notifier, Result<Success, Failure>>, timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> Success {
        let location = NotigenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let expected = "a success of \(Notifier.self).\(Self.caseName(of: key))"
        let (record, result) = try await take(key, expected: expected, timeout: timeout, at: location)
        guard case .success(let success) = result else {
            try fail("Expected \(expected) (awaited at \(location)), but a failure was posted: \(record)", at: location)
        }
        return success
    }

    /// The failure of the oldest `key` notification not yet taken, as soon as it is posted. Fails when none is
    /// posted within `timeout` (the recorder's `timeout` when nil), or when it is a success.
    @discardableResult
    public func nextFailure<Success, Failure>(
        _ key: NotigenKey<Notifier, Result<Success, Failure>>, timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> Failure {
        let location = NotigenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let expected = "a failure of \(Notifier.self).\(Self.caseName(of: key))"
        let (record, result) = try await take(key, expected: expected, timeout: timeout, at: location)
        guard case .failure(let failure) = result else {
            try fail("Expected \(expected) (awaited at \(location)), but a success was posted: \(record)", at: location)
        }
        return failure
    }

    /// `login` for the key of `UserManager.login`; the notification's name for a key of no case.
    static func caseName<Payload>(of key: NotigenKey<Notifier, Payload>) -> String {
        Notifier.Name(rawValue: key.name.rawValue).map { "\($0)" } ?? key.name.rawValue
    }
}
