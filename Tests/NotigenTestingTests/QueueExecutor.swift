import Dispatch

/// Runs the jobs of the tasks that prefer it on a serial dispatch queue of its own, outside Swift's cooperative pool,
/// which the package's blocking tests (processes, compilers) can hold for minutes on a two-core machine: what a test
/// times on it is the recorder's own latency, not the wait for a free thread.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class QueueExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "notigen.tests.queue-executor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

/// Runs `body` on a `QueueExecutor` where the platform has task executors, else as it is.
func onOwnQueue<Value>(_ body: () async throws -> Value) async throws -> Value {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return try await withTaskExecutorPreference(QueueExecutor()) { try await body() }
    }
    return try await body()
}
