// Candidate "synchronization" of make bench-atomics: the Synchronization module's `Atomic`, as Apple platforms have it
// from macOS 15 and iOS 18, in a 128-byte block of its own per word (what those versions would run behind an
// availability check; the check's own cost is not in this figure).
import Synchronization

nonisolated struct NotigenAtomicWord: ~Copyable, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Atomic<UInt>>

    init(_ value: UInt) {
        storage = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128).bindMemory(
            to: Atomic<UInt>.self, capacity: 1)
        storage.initialize(to: Atomic(value))
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    func load() -> UInt { storage.pointee.load(ordering: .sequentiallyConsistent) }

    func loadRelaxed() -> UInt { storage.pointee.load(ordering: .relaxed) }

    func store(_ value: UInt) { storage.pointee.store(value, ordering: .sequentiallyConsistent) }

    func storeReleasing(_ value: UInt) { storage.pointee.store(value, ordering: .releasing) }

    func exchange(_ value: UInt) -> UInt { storage.pointee.exchange(value, ordering: .sequentiallyConsistent) }

    func compareExchange(expected: UInt, desired: UInt) -> Bool {
        storage.pointee.compareExchange(expected: expected, desired: desired, ordering: .sequentiallyConsistent)
            .exchanged
    }
}
