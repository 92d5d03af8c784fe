import Dispatch
import Foundation

/// Maps a collection on every core, keeping the order of its elements.
enum ParallelMap {
    /// The cores online, as Dispatch counts them for `concurrentPerform`, read once. (Foundation's
    /// `activeProcessorCount`, which also reads the cgroup's quota, takes 0.7 ms on its first call on Linux.)
    private static let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let results = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results[index] = transform(elements[index])
        }
        return results.values
    }

    /// Maps `elements` on every core in contiguous chunks (a few per core, so that the cores stay busy), each with
    /// one `State` made by `makeState` and passed from one element of the chunk to the next: a cache that every
    /// element would otherwise fill again. The results are in the order of the elements; `transform` must make the
    /// same result whatever the state holds.
    static func map<Element: Sendable, State, Result: Sendable>(
        _ elements: [Element], state makeState: @Sendable () -> State,
        _ transform: @Sendable (inout State, Element) -> Result
    ) -> [Result] {
        let chunks = min(elements.count, 4 * cores)
        guard chunks > 0 else { return [] }
        let results = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var state = makeState()
            for index in (elements.count * chunk / chunks)..<(elements.count * (chunk + 1) / chunks) {
                results[index] = transform(&state, elements[index])
            }
        }
        return results.values
    }
}

/// One slot per element, each written by exactly one iteration of `concurrentPerform`.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] {
        lock.withLock { storage.compactMap { $0 } }
    }
}
