// Candidate "lock" of make bench-atomics: a lock-protected snapshot. A post reads the published snapshot under one
// lock and counts itself among its holders; the last holder of a retired snapshot, or the writer when it has none,
// frees it. The runtime's own NotigenAtomicWord (the path Apple platforms compile) still carries the words.
import Foundation

nonisolated enum NotigenHazards {
    /// A post's hold on the snapshot at `address` (0 for none).
    struct Hold {
        let address: UInt
    }

    private static let lock = NSLock()
    /// The snapshots posts hold, how many each, and whether it has been retired (under `lock`; a handful at most).
    nonisolated(unsafe) private static var held: [(address: UInt, count: Int, retired: Bool)] = []

    static func protect(_ word: borrowing NotigenAtomicWord) -> (address: UInt, hold: Hold)? {
        lock.lock()
        let address = word.loadRelaxed()
        if address != 0 {
            if let index = held.firstIndex(where: { $0.address == address }) {
                held[index].count += 1
            } else {
                held.append((address, 1, false))
            }
        }
        lock.unlock()
        return (address, Hold(address: address))
    }

    static func release(_ hold: Hold) {
        guard hold.address != 0 else { return }
        lock.lock()
        guard let index = held.firstIndex(where: { $0.address == hold.address }) else {
            preconditionFailure("a hold on a snapshot nobody holds")
        }
        held[index].count -= 1
        let free = held[index].count == 0 && held[index].retired
        if held[index].count == 0 { held.remove(at: index) }
        lock.unlock()
        if free { NotigenSnapshot(address: hold.address).free() }
    }

    static func retire(_ snapshot: NotigenSnapshot) {
        lock.lock()
        if let index = held.firstIndex(where: { $0.address == snapshot.address }) {
            held[index].retired = true
            lock.unlock()
            return
        }
        lock.unlock()
        snapshot.free()
    }
}
