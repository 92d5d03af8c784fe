#if canImport(Darwin) || NOTIGEN_PORTABLE_ATOMICS
    /// One machine word read and written atomically, in memory of its own.
    ///
    /// Apple platforms have the Synchronization module only from macOS 15 and iOS 18, and the runtime supports
    /// earlier ones, so there the word uses two operations of the standard library that are emitted into this module
    /// and so run on every OS version: `_stdlib_atomicAcquiringLoadARCRef` for every load (an acquiring load: a plain
    /// load on x86-64, `ldar` on ARM64, read only, so that posts on many threads reading one word do not take its
    /// cache line from each other) and `_stdlib_atomicCompareExchangeStrongPtr` for every write (a sequentially
    /// consistent compare-exchange; a store is one that succeeds). A load that follows a write of the same thread is
    /// ordered after it, as the hazard slots need (`NotigenHazards`): the compare-exchange is a full barrier on
    /// x86-64, and on ARM64 a releasing write that a later acquiring load does not pass. Each word has a 128-byte
    /// block to itself (lines are fetched in pairs of 64 bytes), so no write to other memory slows its readers down.
    /// Building with `-D NOTIGEN_PORTABLE_ATOMICS` uses this on any platform, so that it is tested where only Linux is
    /// available.
    nonisolated struct NotigenAtomicWord: ~Copyable, @unchecked Sendable {
        /// What the standard library's load takes the word for: a reference it does not retain.
        private final class Opaque {}

        /// The word, read and written only by the standard library's atomic operations, which take it as raw memory.
        private let storage: UnsafeMutableRawPointer

        init(_ value: UInt) {
            storage = .allocate(byteCount: 128, alignment: 128)
            storage.storeBytes(of: value, as: UInt.self)
        }

        deinit {
            storage.deallocate()
        }

        func load() -> UInt {
            let object = storage.assumingMemoryBound(to: Opaque?.self)
            guard let value = _stdlib_atomicAcquiringLoadARCRef(object: object) else { return 0 }
            return UInt(bitPattern: value.toOpaque())
        }

        func loadRelaxed() -> UInt { load() }

        func store(_ value: UInt) { _ = exchange(value) }

        func storeReleasing(_ value: UInt) { _ = exchange(value) }

        func exchange(_ value: UInt) -> UInt {
            let object = storage.assumingMemoryBound(to: UnsafeRawPointer?.self)
            var current = UnsafeRawPointer(bitPattern: load())
            while !_stdlib_atomicCompareExchangeStrongPtr(
                object: object, expected: &current, desired: UnsafeRawPointer(bitPattern: value))
            {}
            return UInt(bitPattern: current)
        }

        func compareExchange(expected: UInt, desired: UInt) -> Bool {
            let object = storage.assumingMemoryBound(to: UnsafeRawPointer?.self)
            var current = UnsafeRawPointer(bitPattern: expected)
            return _stdlib_atomicCompareExchangeStrongPtr(
                object: object, expected: &current, desired: UnsafeRawPointer(bitPattern: desired))
        }
    }
#else
    import Synchronization

    /// One machine word read and written atomically, sequentially consistent unless a method says otherwise.
    nonisolated struct NotigenAtomicWord: ~Copyable, Sendable {
        private let value: Atomic<UInt>

        init(_ value: UInt) {
            self.value = Atomic(value)
        }

        func load() -> UInt { value.load(ordering: .sequentiallyConsistent) }

        /// A load that orders nothing else: for a hint that a later, ordered load confirms.
        func loadRelaxed() -> UInt { value.load(ordering: .relaxed) }

        func store(_ value: UInt) { self.value.store(value, ordering: .sequentiallyConsistent) }

        func storeReleasing(_ value: UInt) { self.value.store(value, ordering: .releasing) }

        func exchange(_ value: UInt) -> UInt { self.value.exchange(value, ordering: .sequentiallyConsistent) }

        func compareExchange(expected: UInt, desired: UInt) -> Bool {
            value.compareExchange(expected: expected, desired: desired, ordering: .sequentiallyConsistent).exchanged
        }
    }
#endif
