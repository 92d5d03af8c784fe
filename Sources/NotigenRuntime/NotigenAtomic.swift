#if canImport(Darwin) || NOTIGEN_PORTABLE_ATOMICS
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
