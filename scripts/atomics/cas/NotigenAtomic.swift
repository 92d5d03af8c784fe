// Candidate "cas" of make bench-atomics: the path Apple platforms compiled before (every operation, loads too, a
// compare-exchange on a word of its own 8-byte allocation).
/// One machine word read and written atomically, sequentially consistent unless a method says otherwise.
///
/// Apple platforms have the Synchronization module only from macOS 15 and iOS 18, and the runtime supports
/// earlier ones, so there the standard library's compare-exchange stands in for every operation (a load is a
/// compare-exchange that changes nothing). Building with `-D NOTIGEN_PORTABLE_ATOMICS` uses this on any platform,
/// so that it can be tested where only Linux is available.
nonisolated struct NotigenAtomicWord: ~Copyable, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<UnsafeRawPointer?>

    init(_ value: UInt) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: UnsafeRawPointer(bitPattern: value))
    }

    deinit {
        storage.deallocate()
    }

    func load() -> UInt {
        var current: UnsafeRawPointer? = nil
        _ = _stdlib_atomicCompareExchangeStrongPtr(object: storage, expected: &current, desired: nil)
        return UInt(bitPattern: current)
    }

    func loadRelaxed() -> UInt { load() }

    func store(_ value: UInt) { _ = exchange(value) }

    func storeReleasing(_ value: UInt) { _ = exchange(value) }

    func exchange(_ value: UInt) -> UInt {
        var current: UnsafeRawPointer? = nil
        while !_stdlib_atomicCompareExchangeStrongPtr(
            object: storage, expected: &current, desired: UnsafeRawPointer(bitPattern: value))
        {}
        return UInt(bitPattern: current)
    }

    func compareExchange(expected: UInt, desired: UInt) -> Bool {
        var current = UnsafeRawPointer(bitPattern: expected)
        return _stdlib_atomicCompareExchangeStrongPtr(
            object: storage, expected: &current, desired: UnsafeRawPointer(bitPattern: desired))
    }
}
