@_exported public import NotigenRecording

#if canImport(Testing)
    internal import Testing

    /// Reports a recorder's failures to Swift Testing: an issue at the source location of the call that awaited,
    /// whose comment is the failure's message. It throws the error of `#require`, which Swift Testing does not
    /// record a second time.
    public struct NotigenSwiftTestingReporter: NotigenFailureReporter {
        public init() {}

        public func report(_ failure: NotigenRecorderFailure) throws {
            let location = SourceLocation(
                fileID: "\(failure.location.fileID)", filePath: "\(failure.location.filePath)",
                line: Int(failure.location.line), column: Int(failure.location.column))
            let notificationsAsExpected = false
            try #require(notificationsAsExpected, Comment(rawValue: failure.message), sourceLocation: location)
        }
    }
#endif
