import Foundation

/// The signal caught while a `SignalDeferral` section ran, or 0. Written only by the signal handler, read after the
/// section's handlers are gone. Held behind a pointer made before any handler is set, so the handler stores through
/// it with no global access to track and no code that could allocate.
nonisolated(unsafe) private let caughtSignal: UnsafeMutablePointer<Int32> = {
    let slot = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    slot.initialize(to: 0)
    return slot
}()

/// Holds back the signals that end a build step (SIGINT, SIGTERM, SIGHUP) while a critical section runs: they are
/// caught, and the first one ends the process, with its usual effect, once the section is over. A long write checks
/// `interrupted` between chunks and gives up (nothing is renamed, its temporary files are removed); the renames,
/// once started, all happen. The handlers are process-wide, so the signal is held back whichever thread gets it.
package enum SignalDeferral {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Whether a signal was caught in the section running now.
    package static var interrupted: Bool { caughtSignal.pointee != 0 }

    package static func run<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        caughtSignal.pointee = 0
        let handlers = SignalAction(signals, keepingIgnored: true) { caught in
            if caughtSignal.pointee == 0 { caughtSignal.pointee = caught }
        }
        defer {
            handlers.restore()
            if caughtSignal.pointee != 0 { SignalAction.terminate(by: caughtSignal.pointee) }
        }
        try body()
    }
}
