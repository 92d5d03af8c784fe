import Foundation

/// The temporary files a crash must not leave behind: their paths, each ended by a NUL, then an empty path, in one
/// block made before it is needed (nil while nothing is guarded). Written only outside a signal handler.
///
/// The crash handler reads it through pointers and calls `strlen` and `unlink`, which are async-signal-safe, and
/// nothing else: no Swift array, iterator or other generic code, which can instantiate metadata and so call `malloc`
/// while the crash interrupted `malloc` holding its lock (seen as a run that hung, never ending, after SIGSEGV).
nonisolated(unsafe) private let guardedPaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let slot = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
    slot.initialize(to: nil)
    return slot
}()

/// Removes the temporary files being written when notigen crashes (a trap, an abort when memory runs out, a bad
/// access), then lets the crash go on with its usual effect: a crashed run leaves no `.notigen-…tmp` file beside its
/// outputs. Interruptions (SIGINT, SIGTERM, SIGHUP) are `SignalDeferral`'s; only SIGKILL, which no process can
/// catch, can still leave a temporary file, which the next run into the folder removes.
package enum CrashCleanup {
    private static let signals = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]

    /// Runs `body` with `paths` removed if the process crashes while it runs.
    package static func guarding<Result, Failure: Error>(
        _ paths: [String], _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let block = pathBlock(paths)
        guardedPaths.pointee = block
        let handlers = SignalAction(signals) { caught in
            if var path = guardedPaths.pointee {
                while path.pointee != 0 {
                    unlink(path)
                    path += strlen(path) + 1
                }
            }
            SignalAction.terminate(by: caught)
        }
        defer {
            handlers.restore()
            guardedPaths.pointee = nil
            block.deallocate()
        }
        return try body()
    }

    /// `paths` as the handler reads them: each path's UTF-8 and a NUL, then one more NUL.
    private static func pathBlock(_ paths: [String]) -> UnsafeMutablePointer<CChar> {
        var bytes: [CChar] = []
        for path in paths { bytes += path.utf8CString }
        bytes.append(0)
        let block = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        block.initialize(from: bytes, count: bytes.count)
        return block
    }
}
