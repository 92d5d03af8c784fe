import Foundation

/// When a snapshot that posts may still be reading can be freed: hazard pointers.
///
/// Each thread that posts has a record of its own with a few slots, one per post under way on it (a handler may post
/// in turn). A post writes the address of the snapshot it is about to read into its slot, then checks that the
/// channel still publishes that snapshot: from then on, a writer that replaces the snapshot sees the slot and does
/// not free it. Reading costs a post no lock and no write that another thread reads or writes in turn, so posts on
/// many threads do not slow each other down; a writer retires the snapshot it replaced, and whichever thread next
/// finds it in no slot frees it (a writer at once, or the last post that held it, as it ends).
nonisolated enum NotigenHazards {
    /// How many posts may nest on one thread and each hold its snapshot in a slot; deeper ones copy theirs.
    static let depth = 8

    /// One thread's slots. Records are never freed: a thread that ends gives its record back for the next one.
    struct Record: ~Copyable {
        /// The record made before this one; set before the record is published, never changed after.
        var next: UnsafeMutablePointer<Record>?
        /// 1 while a thread owns the record.
        let claimed: NotigenAtomicWord
        /// `depth` slots, each the address of the snapshot a post holds, or 0.
        let slots: UnsafeMutablePointer<NotigenAtomicWord>
        /// How many slots the owning thread uses. Only that thread reads and writes it, so it is plain memory: an
        /// atomic write would cost every post a locked instruction where atomics are compare-exchanges.
        var used: Int
    }

    /// The thread's hold on one snapshot, from `protect` to `release`: the thread's record and the slot it uses.
    struct Hold {
        let record: UnsafeMutablePointer<Record>
        let index: Int
    }

    /// The address of the last record made; each links to the one before.
    private static let head = NotigenAtomicWord(0)

    /// The thread's record, for `pthread_getspecific`; a thread that ends gives it back.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { record in NotigenHazards.giveBack(record) }
        return key
    }()

    private static let retiredLock = NSLock()
    /// Snapshots replaced but possibly still read (under `retiredLock`).
    nonisolated(unsafe) private static var retired: [UInt] = []
    /// How many snapshots are retired, so that a post that ends knows without the lock whether to look.
    private static let pending = NotigenAtomicWord(0)
    /// How many threads are freeing snapshots they took out of `retired`: such a snapshot is on its way out, where a
    /// retired one that no slot holds would be stranded (tests tell the two apart).
    static let freeing = NotigenAtomicWord(0)

    /// Holds the snapshot that `word` publishes (an address, 0 for none) until `release`; nil when this thread's
    /// slots are all in use.
    static func protect(_ word: borrowing NotigenAtomicWord) -> (address: UInt, hold: Hold)? {
        let record = current()
        let used = record.pointee.used
        guard used < depth else { return nil }
        record.pointee.used = used + 1
        let slots = record.pointee.slots
        var address = word.loadRelaxed()
        while true {
            slots[used].store(address)
            let confirmed = word.load()
            if confirmed == address { break }
            address = confirmed
        }
        return (address, Hold(record: record, index: used))
    }

    /// Ends `hold`; frees the retired snapshots that no post holds any more, if there are.
    ///
    /// The slot's clear and the read of `pending` are sequentially consistent, as are the writer's store of
    /// `pending` and its scan, which follows it: so either this post sees `pending` set and scans after the writer,
    /// or the writer's scan sees the slot clear. With a releasing clear and a relaxed read, both could miss (the
    /// read could see `pending` before the writer's store, the scan the slot before the clear), and the snapshot,
    /// with what its observations' closures hold, stayed until some later post anywhere in the process.
    static func release(_ hold: Hold) {
        hold.record.pointee.slots[hold.index].store(0)
        hold.record.pointee.used = hold.index
        if pending.load() != 0 { reclaim() }
    }

    /// Frees `snapshot`, which no channel publishes any more, once no post holds it.
    static func retire(_ snapshot: NotigenSnapshot) {
        reclaim(adding: snapshot.address)
    }

    /// Frees the retired snapshots in no slot (with `address` among them). The lock is held only to scan the slots:
    /// every thread that clears a slot while snapshots are retired scans again, so the last one to let go of a
    /// snapshot frees it, or the writer that retired it when none holds it by then.
    private static func reclaim(adding address: UInt? = nil) {
        let freed = retiredLock.withLock {
            if let address { retired.append(address) }
            // Before the scan (see `release`).
            pending.store(UInt(retired.count))
            var held: [UInt] = []
            var record = UnsafeMutablePointer<Record>(bitPattern: head.load())
            while let current = record {
                for index in 0..<depth {
                    let address = current.pointee.slots[index].load()
                    if address != 0 { held.append(address) }
                }
                record = current.pointee.next
            }
            var freed: [UInt] = []
            retired.removeAll { address in
                if held.contains(address) { return false }
                freed.append(address)
                return true
            }
            pending.store(UInt(retired.count))
            if !freed.isEmpty { freeing.store(freeing.load() + 1) }
            return freed
        }
        guard !freed.isEmpty else { return }
        // Outside the lock: releasing an observation may run code that ends another observation.
        for address in freed { NotigenSnapshot(address: address).free() }
        retiredLock.withLock { freeing.store(freeing.load() - 1) }
    }

    /// This thread's record, claimed or made on its first post.
    private static func current() -> UnsafeMutablePointer<Record> {
        if let record = pthread_getspecific(key) { return record.assumingMemoryBound(to: Record.self) }
        let record = claim() ?? make()
        pthread_setspecific(key, record)
        return record
    }

    /// A record that an ended thread gave back.
    private static func claim() -> UnsafeMutablePointer<Record>? {
        var record = UnsafeMutablePointer<Record>(bitPattern: head.load())
        while let current = record {
            if current.pointee.claimed.compareExchange(expected: 0, desired: 1) { return current }
            record = current.pointee.next
        }
        return nil
    }

    /// A new record, claimed, added to the list.
    private static func make() -> UnsafeMutablePointer<Record> {
        let slots = padded(NotigenAtomicWord.self, count: depth)
        for index in 0..<depth { (slots + index).initialize(to: NotigenAtomicWord(0)) }
        let record = padded(Record.self, count: 1)
        record.initialize(to: Record(next: nil, claimed: NotigenAtomicWord(1), slots: slots, used: 0))
        while true {
            let first = head.load()
            record.pointee.next = UnsafeMutablePointer(bitPattern: first)
            if head.compareExchange(expected: first, desired: UInt(bitPattern: record)) { return record }
        }
    }

    /// Memory for `count` values of `type` that shares no cache line with other memory (lines are fetched in pairs
    /// of 64 bytes): a thread writes its own slots and record on every post, and another thread reading or writing
    /// the same line would slow both down.
    private static func padded<T: ~Copyable>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let line = 128
        let size = (count * MemoryLayout<T>.stride + line - 1) / line * line
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: line)
        return memory.bindMemory(to: T.self, capacity: count)
    }

    /// Gives back the record of a thread that ends; its slots are all 0.
    private static func giveBack(_ record: UnsafeMutableRawPointer?) {
        record?.assumingMemoryBound(to: Record.self).pointee.claimed.storeReleasing(0)
    }
}
