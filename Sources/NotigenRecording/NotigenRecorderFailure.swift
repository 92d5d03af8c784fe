/// An expectation of a recorder that failed: what was expected, what was posted instead, and where the test awaited.
/// Reporters record it with the test framework; the recorder's call then throws.
public struct NotigenRecorderFailure: Error, Sendable, CustomStringConvertible {
    /// The whole text, as docs/TESTING.md documents it: `Expected UserManager.login within 1.0 seconds (awaited at
    /// App/LoginTests.swift:12:9), but it was not posted; posted instead: UserManager.didLogout`.
    public let message: String
    /// The call that awaited.
    public let location: NotigenSourceLocation

    public init(message: String, location: NotigenSourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String {
        message
    }
}

/// Where a recorder reports a failed expectation: to the test framework, at the source location of the call that
/// awaited. `NotigenTesting` reports to Swift Testing, `NotigenXCTest` to XCTest; tests of the helpers themselves
/// inject one that keeps the failures.
public protocol NotigenFailureReporter: Sendable {
    /// Records `failure` at `failure.location`. It may throw an error that its framework does not count a second
    /// time (the one `#require` or `XCTUnwrap` throws); when it returns, the recorder throws `failure`.
    func report(_ failure: NotigenRecorderFailure) throws
}
