public import NotigenRuntime

/// The awaiting calls for the keys of main-actor cases: the recorder records them on the posting thread like any
/// other case, so each call takes the key's `NotigenKey`.
extension NotigenRecorder {
    /// The payload of the oldest `key` notification not yet taken; see `next(_:timeout:)`.
    @discardableResult
    public func next<Payload>(
        _ key: NotigenMainKey<Notifier, Payload>, timeout: Duration? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> Payload {
        try await next(key.key, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The success of the oldest `key` notification not yet taken; see `nextSuccess(_:timeout:)`.
    @discardableResult
    public func nextSuccess<Success, Failure>(
        _ key: NotigenMainKey<Notifier, Result<Success, Failure>>, timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> Success {
        try await nextSuccess(
            key.key, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The failure of the oldest `key` notification not yet taken; see `nextFailure(_:timeout:)`.
    @discardableResult
    public func nextFailure<Success, Failure>(
        _ key: NotigenMainKey<Notifier, Result<Success, Failure>>, timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws -> Failure {
        try await nextFailure(
            key.key, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Fails when a `key` notification not yet taken is posted within `period`; see `expectNone(_:within:)`.
    public func expectNone<Payload>(
        _ key: NotigenMainKey<Notifier, Payload>, within period: Duration? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        try await expectNone(key.key, within: period, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
