/// The observations of one channel as they were at one moment, for posts to read without a lock: a count and that
/// many records in one block of memory that is never changed once published, only freed (`NotigenHazards` says when
/// no post reads it any more). Each record holds its observation (retained by the snapshot) and copies of what a
/// post filters on, so a post reads the observation itself only to deliver to it.
@usableFromInline
nonisolated struct NotigenSnapshot: @unchecked Sendable {
    /// One observation of one center.
    @usableFromInline
    struct Record {
        @usableFromInline let center: ObjectIdentifier
        @usableFromInline let payloadType: ObjectIdentifier
        @usableFromInline let sender: ObjectIdentifier?
        @usableFromInline let observation: Unmanaged<NotigenObservationBase>

        /// Whether a post by `object` reaches the observation.
        @inlinable
        func accepts(_ object: Any?) -> Bool {
            guard let sender else { return true }
            guard let object else { return false }
            return ObjectIdentifier(object as AnyObject) == sender
        }
    }

    /// Where the records start: after the count, aligned for a record.
    @inlinable static var recordOffset: Int { max(MemoryLayout<Int>.stride, MemoryLayout<Record>.alignment) }

    /// The block: the count, then the records.
    @usableFromInline let base: UnsafeMutableRawPointer

    /// The snapshot at `address`, one that `address` gave.
    init(address: UInt) {
        base = UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
    }

    /// A snapshot of the `count` `observations` (each with its center), retaining each; nil for none.
    static func make(
        count: Int, _ observations: some Sequence<(center: ObjectIdentifier, observation: NotigenObservationBase)>
    ) -> Self? {
        guard count > 0 else { return nil }
        let base = UnsafeMutableRawPointer.allocate(
            byteCount: recordOffset + count * MemoryLayout<Record>.stride,
            alignment: max(MemoryLayout<Int>.alignment, MemoryLayout<Record>.alignment))
        base.storeBytes(of: count, as: Int.self)
        let records = (base + recordOffset).bindMemory(to: Record.self, capacity: count)
        for (index, (center, observation)) in zip(0..<count, observations) {
            (records + index).initialize(
                to: Record(
                    center: center, payloadType: observation.payloadType, sender: observation.sender,
                    observation: .passRetained(observation)))
        }
        return Self(base: base)
    }

    private init(base: UnsafeMutableRawPointer) {
        self.base = base
    }

    /// The address `init(address:)` takes back.
    var address: UInt { UInt(bitPattern: base) }

    @inlinable
    var count: Int { base.load(as: Int.self) }

    /// The records, in the order the observations were added per center.
    @inlinable
    var records: UnsafePointer<Record> {
        UnsafePointer((base + Self.recordOffset).assumingMemoryBound(to: Record.self))
    }

    /// A copy, with its own retains, for a post that cannot hold this one by a hazard slot.
    func copy() -> Self? {
        Self.make(
            count: count, (0..<count).lazy.map { (records[$0].center, records[$0].observation.takeUnretainedValue()) })
    }

    /// Releases the observations and the memory; no post may read the snapshot any more.
    func free() {
        for index in 0..<count { records[index].observation.release() }
        base.deallocate()
    }
}
