import Foundation

/// The thread a notification was posted on, and whether that was the main actor.
public struct NotigenPostingThread: Sendable, Hashable, CustomStringConvertible {
    /// Whether it was posted on the main actor (the main queue, which runs it; on Linux that may be another thread
    /// than the main thread).
    public let isMainActor: Bool
    /// Whether it was posted on the process's main thread.
    public let isMainThread: Bool
    /// The thread's name, when it has one.
    public let name: String?
    /// The thread's identity while it runs: equal for two posts made on one thread.
    public let id: ObjectIdentifier

    /// The thread running this code.
    static var current: NotigenPostingThread {
        let thread = Thread.current
        return NotigenPostingThread(
            isMainActor: DispatchQueue.getSpecific(key: mainQueue.key) == true, isMainThread: Thread.isMainThread,
            name: thread.name.flatMap { $0.isEmpty ? nil : $0 }, id: ObjectIdentifier(thread))
    }

    /// `the main actor`, `the main thread` or `a background thread`.
    public var description: String {
        isMainActor ? "the main actor" : isMainThread ? "the main thread" : "a background thread"
    }

    /// Marks the main queue, which runs the main actor.
    private static let mainQueue: MainQueueMarker = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return MainQueueMarker(key: key)
    }()

    /// The key alone, whether or not the platform's `DispatchSpecificKey` is `Sendable`; it is never mutated.
    private struct MainQueueMarker: @unchecked Sendable {
        let key: DispatchSpecificKey<Bool>
    }
}
