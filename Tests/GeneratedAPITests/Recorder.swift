import Foundation

/// Collects what observers receive, from any thread.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func record(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// An error that carries a code, to check that failures pass their underlying error through.
struct TransportError: Error, Equatable {
    var code: Int
}

extension Recorder {
    func record(contentsOf values: [Value]) {
        values.forEach(record)
    }
}
