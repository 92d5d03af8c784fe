import Foundation
import NotigenTesting

/// A reporter that keeps the failures instead of recording them with a test framework, so that tests can check
/// their text; the recorder then throws each failure.
final class FailureLog: NotigenFailureReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [NotigenRecorderFailure] = []

    /// The failures reported so far, oldest first.
    var failures: [NotigenRecorderFailure] {
        lock.withLock { stored }
    }

    func report(_ failure: NotigenRecorderFailure) {
        lock.withLock { stored.append(failure) }
    }
}

/// An error that carries a code, to post as a failure's underlying error.
struct TransportError: Error, Equatable {
    var code: Int
}

/// An object that posts, to check the sender a record keeps.
final class Poster: Sendable {}

/// The seconds elapsed since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
