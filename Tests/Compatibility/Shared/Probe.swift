import Dispatch
import Foundation

/// Where observers ran and what they received: recorded from any thread, read from any thread. Built into the
/// compatibility programs beside their `main.swift`.
nonisolated final class Probe: @unchecked Sendable {
    /// One call of an observer.
    struct Sighting: Sendable {
        var value: String
        var threadName: String?
        var onMainQueue: Bool
    }

    /// The key of the current thread's name in its `threadDictionary` (`Thread.name` is not reliable on Linux).
    static let threadNameKey = "notigen.threadName"

    private let lock = NSLock()
    private var sightings: [String: [Sighting]] = [:]
    /// Marks the main queue, which runs the main actor (`Thread.isMainThread` is no test for it on Linux, where the
    /// main queue may be drained by another thread).
    private let mainQueueKey = DispatchSpecificKey<Bool>()

    init() {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }

    /// Runs `body` on a new thread named `name` (as `Sighting.threadName` reports it) and returns once it has run.
    static func run(onThread name: String, _ body: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                Thread.current.threadDictionary[threadNameKey] = name
                body()
                done.resume()
            }.start()
        }
    }

    /// Records that the observer `label` received `value`, on the current thread.
    func record(_ label: String, _ value: String) {
        let sighting = Sighting(
            value: value, threadName: Thread.current.threadDictionary[Self.threadNameKey] as? String,
            onMainQueue: DispatchQueue.getSpecific(key: mainQueueKey) == true)
        lock.withLock { sightings[label, default: []].append(sighting) }
    }

    /// Whether the observer `label` received `value` on the main queue.
    func sawOnMain(_ label: String, _ value: String) -> Bool {
        sighting(label, value)?.onMainQueue == true
    }

    /// Whether the observer `label` received `value` on the thread named `thread`, off the main queue.
    func saw(_ label: String, _ value: String, onThread thread: String) -> Bool {
        guard let sighting = sighting(label, value) else { return false }
        return sighting.threadName == thread && !sighting.onMainQueue
    }

    /// The values the observer `label` received, in order.
    func values(_ label: String) -> [String] {
        lock.withLock { (sightings[label] ?? []).map(\.value) }
    }

    private func sighting(_ label: String, _ value: String) -> Sighting? {
        lock.withLock { sightings[label]?.first { $0.value == value } }
    }
}
