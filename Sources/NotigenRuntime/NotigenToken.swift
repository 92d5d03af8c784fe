public import Foundation

/// An observation that lasts as long as the token: it ends when the token is released or `cancel()`ed.
nonisolated public final class NotigenToken: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var observer: (any NSObjectProtocol)?
    private let center: NotificationCenter

    private static let countsLock = NSLock()
    nonisolated(unsafe) private static var counts: [ObjectIdentifier: Int] = [:]

    /// A token for `observer`, which `center.addObserver(forName:object:queue:using:)` returned.
    @usableFromInline
    init(observer: any NSObjectProtocol, center: NotificationCenter) {
        self.observer = observer
        self.center = center
        Self.count(center, by: 1)
    }

    /// The observations notigen has registered with `center` and not yet removed: closures, async sequences and
    /// observer protocols alike. Tests use it to check that nothing is left behind.
    public static func activeObservations(in center: NotificationCenter) -> Int {
        countsLock.withLock { counts[ObjectIdentifier(center)] ?? 0 }
    }

    private static func count(_ center: NotificationCenter, by change: Int) {
        countsLock.withLock {
            let id = ObjectIdentifier(center)
            let count = (counts[id] ?? 0) + change
            counts[id] = count == 0 ? nil : count
        }
    }

    deinit {
        cancel()
    }

    /// Ends the observation now; calling it again does nothing.
    public func cancel() {
        lock.lock()
        let observer = self.observer
        self.observer = nil
        lock.unlock()
        if let observer {
            center.removeObserver(observer)
            Self.count(center, by: -1)
        }
    }

    /// Keeps the token in `set`, so that the observation lasts as long as the set.
    public func store(in set: inout Set<NotigenToken>) {
        set.insert(self)
    }

    public static func == (lhs: NotigenToken, rhs: NotigenToken) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
