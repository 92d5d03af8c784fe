import Dispatch
import Foundation

/// Maps a collection on every core, keeping the order of its elements.
enum ParallelMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let results = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results[index] = transform(elements[index])
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
