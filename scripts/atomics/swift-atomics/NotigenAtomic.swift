// Candidate "swift-atomics" of make bench-atomics: swift-atomics 1.3.0's `UnsafeAtomic`, which runs on every OS
// version, in a 128-byte block of its own per word (a package dependency; `notigen runtime` would have to vendor it).
import Atomics

nonisolated struct NotigenAtomicWord: ~Copyable, @unchecked Sendable {
    private let word: UnsafeAtomic<UInt>

    init(_ value: UInt) {
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128).bindMemory(
            to: UnsafeAtomic<UInt>.Storage.self, capacity: 1)
        storage.initialize(to: .init(value))
        word = UnsafeAtomic(at: storage)
    }

    deinit {
        word.destroy()
    }

    func load() -> UInt { word.load(ordering: .sequentiallyConsistent) }

    func loadRelaxed() -> UInt { word.load(ordering: .relaxed) }

    func store(_ value: UInt) { word.store(value, ordering: .sequentiallyConsistent) }

    func storeReleasing(_ value: UInt) { word.store(value, ordering: .releasing) }

    func exchange(_ value: UInt) -> UInt { word.exchange(value, ordering: .sequentiallyConsistent) }

    func compareExchange(expected: UInt, desired: UInt) -> Bool {
        word.compareExchange(expected: expected, desired: desired, ordering: .sequentiallyConsistent).exchanged
    }
}
