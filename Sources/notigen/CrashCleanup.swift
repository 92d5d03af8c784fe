import Foundation

/// The temporary files a crash must not leave behind, as C strings made before they are needed: the crash handler
/// only reads them and calls `unlink`, which is async-signal-safe. Written only outside a signal handler.
nonisolated(unsafe) private var registeredPaths: [UnsafeMutablePointer<CChar>] = []

/// Removes the temporary files being written when notigen crashes (a trap, an abort when memory runs out, a bad
/// access), then lets the crash go on with its usual effect: a crashed run leaves no `.notigen-…tmp` file beside its
/// outputs. Interruptions (SIGINT, SIGTERM, SIGHUP) are `SignalDeferral`'s; only SIGKILL, which no process can
/// catch, can still leave a temporary file, which the next run into the folder removes.
enum CrashCleanup {
    private static let signals = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]

    /// Runs `body` with `paths` removed if the process crashes while it runs.
    static func guarding<Result, Failure: Error>(
        _ paths: [String], _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let copies = paths.map { strdup($0) }.compactMap { $0 }
        registeredPaths = copies
        let handlers = SignalAction(signals) { caught in
            for path in registeredPaths { unlink(path) }
            SignalAction.terminate(by: caught)
        }
        defer {
            handlers.restore()
            registeredPaths = []
            for copy in copies { free(copy) }
        }
        return try body()
    }
}
