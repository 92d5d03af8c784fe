// A file of the Beta module written by hand, as users write theirs: plain imports of the modules the generated
// files import with `package` access, and code that uses both of Beta's specs.
import Foundation
import NotigenRuntime
import Synchronization

/// Forwards cart checkouts to the ledger, so the app can see both of Beta's specs work together.
package enum Receipt {
    /// Whether a checkout posted to a center of its own reaches `Ledger.didBalance` (internal to Beta) through an
    /// observer of `Cart.didCheckOut` that posts it.
    @MainActor
    package static func forwardsCheckouts(total: Int) -> Bool {
        let center = NotificationCenter()
        let balances = Mutex<[Int]>([])
        let forwarding = Cart.observe(.didCheckOut, center: center) { payload in
            Ledger.post(.didBalance(total: payload.total), center: center)
        }
        let ledger = Ledger.observe(.didBalance, center: center) { payload in
            balances.withLock { $0.append(payload.total) }
        }
        Cart.post(.didCheckOut(total: total), center: center)
        return withExtendedLifetime((forwarding, ledger)) { balances.withLock { $0 } == [total] }
    }
}
