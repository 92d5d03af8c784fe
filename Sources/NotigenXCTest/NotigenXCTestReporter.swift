@_exported public import NotigenRecording

#if canImport(XCTest)
    internal import XCTest

    /// Reports a recorder's failures to XCTest: a test failure at the file and line of the call that awaited, with
    /// the failure's message. It throws the error of `XCTUnwrap`, which XCTest does not record a second time.
    public struct NotigenXCTestReporter: NotigenFailureReporter {
        public init() {}

        public func report(_ failure: NotigenRecorderFailure) throws {
            let expectedNotification: NotigenRecorderFailure? = nil
            _ = try XCTUnwrap(
                expectedNotification, failure.message, file: failure.location.filePath, line: failure.location.line)
        }
    }
#endif
