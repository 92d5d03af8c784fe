import Foundation
import NotigenRuntime

/// Waits on the main actor until `condition` holds, for at most two seconds.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    for _ in 0..<2_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}

extension NotificationCenter {
    /// The observations notigen registered with this center and has not removed.
    var liveObservers: Int {
        NotigenToken.activeObservations(in: self)
    }
}
