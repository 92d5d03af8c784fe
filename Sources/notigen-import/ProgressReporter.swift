import Foundation

/// Progress on standard error for a long import: nothing for the first second, then the current phase (walking the
/// folders, reading and scanning N files, writing) once a second, so that a whole repository does not look hung.
final class ProgressReporter: @unchecked Sendable {
    private let lock = NSLock()
    private var phase = "walking the folders"
    private let start = Date()
    private let timer: DispatchSourceTimer

    init() {
        timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in self?.report() }
        timer.resume()
    }

    /// Sets what the import is doing now.
    func set(_ phase: String) {
        lock.lock()
        self.phase = phase
        lock.unlock()
    }

    /// Stops the reports (the summary follows).
    func stop() { timer.cancel() }

    private func report() {
        lock.lock()
        let phase = phase
        lock.unlock()
        let seconds = Int(Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data("notigen import: \(phase)… (\(seconds) s)\n".utf8))
    }
}
