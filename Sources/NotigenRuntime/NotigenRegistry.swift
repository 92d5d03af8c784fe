import Foundation

/// What the registry needs of a registration, whatever its observer type.
nonisolated protocol NotigenRegistrationEntry: AnyObject, Sendable {
    /// Whether the observer still lives.
    var isAlive: Bool { get }
    /// Whether this is `observer`'s registration with the notifier `notifierID`.
    func matches(_ observer: AnyObject, notifierID: ObjectIdentifier) -> Bool
    /// Whether this registration, once active, takes the place of `other` (same observer, notifier and center).
    func replaces(_ other: any NotigenRegistrationEntry) -> Bool
    /// Makes the registration's observations, each in the place of `replaced`'s of the same notification.
    func attach(replacing replaced: (any NotigenRegistrationEntry)?)
    /// Ends every observation of the registration.
    func cancel()
}

/// Every live `addObserver` registration of the process. Registrations whose observer is gone are removed from
/// their center at the next delivery that finds them dead, or at the next `addObserver` or `removeObserver`.
nonisolated final class NotigenRegistry: @unchecked Sendable {
    static let shared = NotigenRegistry()

    private let lock = NSLock()
    private var entries: [any NotigenRegistrationEntry] = []
    /// Held by one `insert` at a time, from choosing the registration it replaces to making its observations, so
    /// that a registration replaced while its own observations are being made cannot outlive its replacement.
    private let activation = NSLock()

    /// Adds `registration` and makes its observations, in the place of those of the registration it replaces;
    /// ends that one and those whose observer is gone.
    func insert(_ registration: any NotigenRegistrationEntry) {
        let removed = activation.withLock {
            let (removed, replaced) = lock.withLock {
                let (kept, removed) = partition { !$0.isAlive || registration.replaces($0) }
                entries = kept + [registration]
                return (removed, removed.first(where: registration.replaces))
            }
            registration.attach(replacing: replaced)
            return removed
        }
        removed.forEach { $0.cancel() }
    }

    func remove(_ observer: AnyObject, notifier: any NotigenNotifier.Type) {
        let notifierID = ObjectIdentifier(notifier)
        let removed = lock.withLock {
            let (kept, removed) = partition { !$0.isAlive || $0.matches(observer, notifierID: notifierID) }
            entries = kept
            return removed
        }
        removed.forEach { $0.cancel() }
    }

    func sweep() {
        let removed = lock.withLock {
            let (kept, removed) = partition { !$0.isAlive }
            entries = kept
            return removed
        }
        removed.forEach { $0.cancel() }
    }

    private func partition(
        _ isRemoved: (any NotigenRegistrationEntry) -> Bool
    ) -> (kept: [any NotigenRegistrationEntry], removed: [any NotigenRegistrationEntry]) {
        var kept: [any NotigenRegistrationEntry] = []
        var removed: [any NotigenRegistrationEntry] = []
        for entry in entries {
            if isRemoved(entry) { removed.append(entry) } else { kept.append(entry) }
        }
        return (kept, removed)
    }
}
