// A file of the Beta module written by hand, as users write theirs: plain imports of the modules the generated
// files import with `package` access, and code that uses both of Beta's specs. It uses nothing newer than the
// package's platforms (macOS 13, iOS 16): `NSLock`, not `Synchronization`'s `Mutex` (macOS 15, iOS 18).
import Foundation
import NotigenRuntime

/// Forwards cart checkouts to the ledger, so the app can see both of Beta's specs work together.
package enum Receipt {
    /// Whether a checkout posted to a center of its own reaches `Ledger.didBalance` (internal to Beta) through an
    /// observer of `Cart.didCheckOut` that posts it.
    @MainActor
    package static func forwardsCheckouts(total: Int) -> Bool {
        let center = NotificationCenter()
        let balances = Balances()
        let forwarding = Cart.observe(.didCheckOut, center: center) { payload in
            Ledger.post(.didBalance(total: payload.total), center: center)
        }
        let ledger = Ledger.observe(.didBalance, center: center) { payload in
            balances.append(payload.total)
        }
        Cart.post(.didCheckOut(total: total), center: center)
        return withExtendedLifetime((forwarding, ledger)) { balances.values == [total] }
    }
}

/// The totals the ledger's observer saw, from whichever thread it runs on (nonisolated: it is used off the main
/// actor under main-actor default isolation too).
nonisolated private final class Balances: @unchecked Sendable {
    private let lock = NSLock()
    private var totals: [Int] = []

    var values: [Int] { lock.withLock { totals } }

    func append(_ total: Int) {
        lock.withLock { totals.append(total) }
    }
}
