// Candidate "c-module" of make bench-atomics: the word's operations are C functions (CNotigenAtomics), in a 128-byte
// block of its own per word (a C module; `notigen runtime` would have to vendor it, and builds pass its folder with -I).
import CNotigenAtomics

nonisolated struct NotigenAtomicWord: ~Copyable, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<UInt>

    init(_ value: UInt) {
        storage = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128).bindMemory(
            to: UInt.self, capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deallocate()
    }

    func load() -> UInt { notigen_load(storage) }

    func loadRelaxed() -> UInt { notigen_load_relaxed(storage) }

    func store(_ value: UInt) { notigen_store(storage, value) }

    func storeReleasing(_ value: UInt) { notigen_store_releasing(storage, value) }

    func exchange(_ value: UInt) -> UInt { notigen_exchange(storage, value) }

    func compareExchange(expected: UInt, desired: UInt) -> Bool {
        notigen_compare_exchange(storage, expected, desired)
    }
}
