public import Foundation

/// Observing only the successes or only the failures of a merged case.
extension NotigenNotifier {
    /// Calls `handler` with the success of every `key` notification that succeeded; failures are skipped.
    public nonisolated static func observeSuccesses<Success: Sendable, Failure: Error>(
        _ key: NotigenKey<Self, Result<Success, Failure>>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        queue: OperationQueue? = nil,
        _ handler: @escaping @Sendable (Success) -> Void
    ) -> NotigenToken {
        observe(key, object: object, center: center, queue: queue) { result in
            if case .success(let success) = result { handler(success) }
        }
    }

    /// Calls `handler` with the failure of every `key` notification that failed; successes are skipped.
    public nonisolated static func observeFailures<Success: Sendable, Failure: Error>(
        _ key: NotigenKey<Self, Result<Success, Failure>>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        queue: OperationQueue? = nil,
        _ handler: @escaping @Sendable (Failure) -> Void
    ) -> NotigenToken {
        observe(key, object: object, center: center, queue: queue) { result in
            if case .failure(let failure) = result { handler(failure) }
        }
    }

    /// Calls `handler` on the main actor with the success of every `key` notification that succeeded.
    public nonisolated static func observeSuccesses<Success: Sendable, Failure: Error>(
        _ key: NotigenMainKey<Self, Result<Success, Failure>>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        _ handler: @escaping @MainActor @Sendable (Success) -> Void
    ) -> NotigenToken {
        observe(key, object: object, center: center) { result in
            if case .success(let success) = result { handler(success) }
        }
    }

    /// Calls `handler` on the main actor with the failure of every `key` notification that failed.
    public nonisolated static func observeFailures<Success: Sendable, Failure: Error>(
        _ key: NotigenMainKey<Self, Result<Success, Failure>>,
        object: AnyObject? = nil,
        center: NotificationCenter = .default,
        _ handler: @escaping @MainActor @Sendable (Failure) -> Void
    ) -> NotigenToken {
        observe(key, object: object, center: center) { result in
            if case .failure(let failure) = result { handler(failure) }
        }
    }
}
