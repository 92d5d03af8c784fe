import Foundation
import NotigenRuntime

/// The records of one recorder and the calls awaiting them, behind one lock. A waiting call is resumed by the post
/// that brings what it waits for, on the posting thread, or by its timer when its time is over; nothing polls. The
/// timer is a dispatch deadline rather than a sleeping task, so it fires on time even while the other tests of the
/// process hold every thread of Swift's cooperative pool.
final class RecordStore<Notifier: NotigenCaseListing>: @unchecked Sendable {
    /// A call waiting for records.
    private struct Waiter {
        let id: Int
        /// Takes what the call waits for, when the buffer has it, and returns how to resume the call with it.
        let take: (inout RecordBuffer<Notifier>) -> (() -> Void)?
        /// Resumes the call with nothing: its time is over or its task was cancelled.
        let expire: () -> Void
        let timer: DispatchWorkItem
    }

    private let lock = NSLock()
    private var buffer: RecordBuffer<Notifier>
    /// The waiting calls, in the order they started waiting: the first one is served first.
    private var waiters: [Waiter] = []
    /// Calls that have an id but are not waiting yet, and those of them whose task was cancelled meanwhile.
    private var starting: Set<Int> = []
    private var expiredWhileStarting: Set<Int> = []
    private var lastID = 0
    private var settings: (timeout: Duration, quietPeriod: Duration)

    init(limit: Int, timeout: Duration, quietPeriod: Duration) {
        buffer = RecordBuffer(limit: limit)
        settings = (timeout, quietPeriod)
    }

    var timeout: Duration {
        get { lock.withLock { settings.timeout } }
        set { lock.withLock { settings.timeout = newValue } }
    }

    var quietPeriod: Duration {
        get { lock.withLock { settings.quietPeriod } }
        set { lock.withLock { settings.quietPeriod = newValue } }
    }

    /// Reads the buffer.
    func read<Value>(_ body: (RecordBuffer<Notifier>) -> Value) -> Value {
        lock.withLock { body(buffer) }
    }

    /// Keeps `record` and resumes the calls it satisfies.
    func append(_ record: (Int) -> NotigenRecord<Notifier>) {
        let resumptions = lock.withLock {
            buffer.append(record(buffer.count))
            var resumptions: [() -> Void] = []
            var index = 0
            while index < waiters.count {
                if let resume = waiters[index].take(&buffer) {
                    waiters[index].timer.cancel()
                    waiters.remove(at: index)
                    resumptions.append(resume)
                } else {
                    index += 1
                }
            }
            return resumptions
        }
        resumptions.forEach { $0() }
    }

    /// What `take` takes from the records, at once or as soon as a post brings it, within `timeout`; nil when the
    /// time is over first or the task is cancelled.
    func wait<Value: Sendable>(
        timeout: Duration, _ take: @escaping (inout RecordBuffer<Notifier>) -> Value?
    ) async -> Value? {
        let (value, id): (Value?, Int?) = lock.withLock {
            if let value = take(&buffer) { return (value, nil) }
            if timeout <= .zero { return (nil, nil) }
            lastID += 1
            starting.insert(lastID)
            return (nil, lastID)
        }
        guard let id else { return value }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                let timer = DispatchWorkItem { [weak self] in self?.expire(id) }
                let waiter = Waiter(
                    id: id,
                    take: { buffer in take(&buffer).map { value in { continuation.resume(returning: value) } } },
                    expire: { continuation.resume(returning: nil) }, timer: timer)
                let immediately: Value?? = lock.withLock {
                    starting.remove(id)
                    if expiredWhileStarting.remove(id) != nil { return .some(nil) }
                    if let value = take(&buffer) { return .some(value) }
                    waiters.append(waiter)
                    DispatchQueue.global().asyncAfter(deadline: Self.deadline(after: timeout), execute: timer)
                    return nil
                }
                if let immediately {
                    continuation.resume(returning: immediately)
                }
            }
        } onCancel: {
            expire(id)
        }
    }

    /// The dispatch time `duration` from now; the far future for durations beyond a century.
    private static func deadline(after duration: Duration) -> DispatchTime {
        let (seconds, attoseconds) = duration.components
        guard seconds < 3_153_600_000 else { return .distantFuture }
        return .now() + .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }

    /// Resumes the call `id` with nothing, if it still waits.
    private func expire(_ id: Int) {
        let waiter: Waiter? = lock.withLock {
            if let index = waiters.firstIndex(where: { $0.id == id }) {
                return waiters.remove(at: index)
            }
            if starting.contains(id) {
                expiredWhileStarting.insert(id)
            }
            return nil
        }
        waiter?.timer.cancel()
        waiter?.expire()
    }
}
