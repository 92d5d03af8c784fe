public import Foundation

/// An observation that lasts as long as the token: it ends when the token is released or `cancel()`ed.
nonisolated public final class NotigenToken: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var end: (@Sendable () -> Void)?
    private let center: NotificationCenter

    private static let countsLock = NSLock()
    nonisolated(unsafe) private static var counts: [ObjectIdentifier: Int] = [:]
    /// The tokens `keepAlive()` keeps, by identity, under `countsLock`.
    nonisolated(unsafe) private static var kept: [ObjectIdentifier: NotigenToken] = [:]

    /// A token whose observation, made with `center`, `end` ends.
    @usableFromInline
    init(center: NotificationCenter, end: @escaping @Sendable () -> Void) {
        self.end = end
        self.center = center
        Self.count(center, by: 1)
    }

    /// The observations notigen has registered with `center` and not yet removed: closures, async sequences and
    /// observer protocols alike, direct or through the center. Tests use it to check that nothing is left behind.
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

    /// Ends the observation now; calling it again does nothing. When it returns, the observation receives nothing
    /// posted afterwards (a delivery already under way on another thread may still finish).
    public func cancel() {
        let end = lock.withLock {
            let end = self.end
            self.end = nil
            return end
        }
        if let end {
            end()
            Self.count(center, by: -1)
        }
        // A kept token is not being deinitialized (the table holds it): it leaves the table here.
        let released = Self.countsLock.withLock { Self.kept.removeValue(forKey: ObjectIdentifier(self)) }
        withExtendedLifetime(released) {}
    }

    /// Keeps the observation alive without the token: it lasts until `cancel()` (or for the life of the process),
    /// whether or not anything holds the token. It is what Foundation does with a block observer whose token is
    /// discarded, and what `notigen import --rewrite` turns such an observer into. The token, and so the center it
    /// observes and what the handler captures, stay in memory as long.
    public func keepAlive() {
        // Under the token's lock, so that a `cancel()` on another thread either finds it kept or makes it not kept.
        lock.withLock {
            guard end != nil else { return }
            Self.countsLock.withLock { Self.kept[ObjectIdentifier(self)] = self }
        }
    }

    /// One token for the observations of `tokens` (a merged case with two names is observed on two channels),
    /// counted as one observation; `tokens` must hold at least one, all of one center.
    @usableFromInline
    static func joined(_ tokens: [NotigenToken]) -> NotigenToken {
        if tokens.count == 1 { return tokens[0] }
        let ends = tokens.map { $0.takeEnd() }
        return NotigenToken(center: tokens[0].center) { ends.forEach { $0?() } }
    }

    /// Takes the end of the observation out of the token, which no longer counts it.
    private func takeEnd() -> (@Sendable () -> Void)? {
        let end = lock.withLock {
            let end = self.end
            self.end = nil
            return end
        }
        if end != nil { Self.count(center, by: -1) }
        return end
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
