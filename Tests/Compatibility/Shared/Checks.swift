import Dispatch
import Foundation

/// The checks of a compatibility program: each prints a line; `finish()` exits 0 when all passed, else 1. A
/// watchdog exits 2 when the program has not finished within the time limit, so that a hang fails the test.
@MainActor final class Checks {
    private var failures = 0

    /// Checks and starts the watchdog, which ends the program after `seconds`.
    init(timeLimit seconds: Double = 600) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            print("FAIL  watchdog: the checks did not finish in \(seconds) seconds")
            exit(2)
        }
    }

    /// Prints `name` as passed or failed.
    func expect(_ condition: Bool, _ name: String) {
        print(condition ? "ok    \(name)" : "FAIL  \(name)")
        if !condition { failures += 1 }
    }

    /// Waits until `condition` holds (for a minute at most: a bound for a hang that load never reaches), then checks it.
    func eventually(_ name: String, _ condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition() && ContinuousClock.now < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        expect(condition(), name)
    }

    /// Prints the outcome and exits: 0 when every check passed, else 1.
    func finish() -> Never {
        print(failures == 0 ? "all checks passed" : "\(failures) check(s) failed")
        exit(failures == 0 ? 0 : 1)
    }
}
