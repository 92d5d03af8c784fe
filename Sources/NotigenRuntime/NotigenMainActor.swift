import Dispatch

/// Runs main-actor observers: at once when already on the main actor, else in order on the main queue.
@_spi(NotigenGenerated)
nonisolated public enum NotigenMainActor {
    /// Marks the main queue, which runs the main actor. `Thread.isMainThread` is no test for the main actor: on
    /// Linux the main queue may be drained by another thread.
    private static let mainQueue: MainQueueMarker = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return MainQueueMarker(key: key)
    }()

    /// The key alone, whether or not the platform's `DispatchSpecificKey` is `Sendable`; it is never mutated.
    private struct MainQueueMarker: @unchecked Sendable {
        let key: DispatchSpecificKey<Bool>
    }

    /// Whether the caller runs on the main actor (on the main queue).
    public static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: mainQueue.key) == true
    }

    /// Runs `body` on the main actor: now when the caller is on it, else later, in order, on the main queue.
    public static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { body() }
        }
    }
}
