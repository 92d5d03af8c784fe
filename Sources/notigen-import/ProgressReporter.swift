import Foundation

/// Progress on standard error for a long `notigen import`, `audit` or `map`: nothing for the first second, then the
/// current phase (walking the folders, scanning N files, writing) once a second, so that a whole repository does not
/// look hung. `NOTIGEN_PROGRESS_AFTER` sets the first second to another number of seconds; at 0, each phase is also
/// said as it starts (for logs, and for the tests, which cannot wait for a run to be slow).
final class ProgressReporter: @unchecked Sendable {
    private let command: String
    private let lock = NSLock()
    private var phase = "walking the folders"
    private let start = Date()
    private let immediate: Bool
    private let timer: DispatchSourceTimer

    init(command: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.command = command
        let after = environment["NOTIGEN_PROGRESS_AFTER"].flatMap(Double.init).map { max(0, $0) } ?? 1
        immediate = after == 0
        timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + after, repeating: 1)
        timer.setEventHandler { [weak self] in self?.report() }
        if immediate { report() }
        timer.resume()
    }

    /// Sets what the command is doing now.
    func set(_ phase: String) {
        lock.lock()
        self.phase = phase
        lock.unlock()
        if immediate { report() }
    }

    /// Stops the reports (the summary follows).
    func stop() { timer.cancel() }

    private func report() {
        lock.lock()
        let phase = phase
        lock.unlock()
        let seconds = Int(Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data("\(command): \(phase)… (\(seconds) s)\n".utf8))
    }
}
