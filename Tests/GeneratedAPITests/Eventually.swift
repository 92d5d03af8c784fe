import Foundation
import NotigenRuntime

/// Waits on the main actor until `condition` holds, for at most a minute: a bound for a hang, far beyond what a
/// loaded machine needs, so that it never fails a correct run.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
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
