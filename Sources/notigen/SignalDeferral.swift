import Foundation

/// The signal caught while a `SignalDeferral` section ran, or 0. Written only by the signal handler, read after the
/// section's handlers are gone.
nonisolated(unsafe) private var caughtSignal: Int32 = 0

/// Holds back the signals that end a build step (SIGINT, SIGTERM, SIGHUP) while a critical section runs: they are
/// caught, and the first one is raised again, with its usual effect, once the section is over. The handlers are
/// process-wide, so the signal is held back whichever thread it is delivered to.
enum SignalDeferral {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    static func run<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        caughtSignal = 0
        let previous = signals.map { signal($0) { caught in if caughtSignal == 0 { caughtSignal = caught } } }
        defer {
            for (number, handler) in zip(signals, previous) { signal(number, handler) }
            if caughtSignal != 0 { raise(caughtSignal) }
        }
        try body()
    }
}
