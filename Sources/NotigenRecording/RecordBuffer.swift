import NotigenRuntime

/// The records a recorder keeps, oldest first, at most `limit` of them, each marked once it is handed out.
struct RecordBuffer<Notifier: NotigenCaseListing> {
    /// One record and whether an awaiting call took it.
    private struct Entry {
        let record: NotigenRecord<Notifier>
        var isTaken = false
    }

    /// The most records kept; past it the oldest is dropped.
    let limit: Int
    /// The records kept are `entries[start...]`; the ones before `start` were dropped and wait to be compacted.
    private var entries: [Entry] = []
    private var start = 0
    /// How many records were dropped past the limit.
    private(set) var dropped = 0
    /// How many records were ever appended: the index of the next one.
    private(set) var count = 0

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Every record kept, oldest first.
    var records: [NotigenRecord<Notifier>] {
        entries[start...].map(\.record)
    }

    /// The records kept that no awaiting call took yet, oldest first.
    var untaken: [NotigenRecord<Notifier>] {
        entries[start...].filter { !$0.isTaken }.map(\.record)
    }

    /// Keeps `record`, dropping the oldest record when the limit is reached.
    mutating func append(_ record: NotigenRecord<Notifier>) {
        if entries.count - start == limit {
            start += 1
            dropped += 1
            if start >= 1_024 && start * 2 >= entries.count {
                entries.removeFirst(start)
                start = 0
            }
        }
        entries.append(Entry(record: record))
        count += 1
    }

    /// Takes the oldest untaken record that `isWanted`, if there is one.
    mutating func take(where isWanted: (NotigenRecord<Notifier>) -> Bool) -> NotigenRecord<Notifier>? {
        for index in start..<entries.count where !entries[index].isTaken && isWanted(entries[index].record) {
            entries[index].isTaken = true
            return entries[index].record
        }
        return nil
    }

    /// Takes the `count` oldest untaken records once there are that many; takes nothing before.
    mutating func take(count wanted: Int) -> [NotigenRecord<Notifier>]? {
        var indices: [Int] = []
        for index in start..<entries.count where indices.count < wanted && !entries[index].isTaken {
            indices.append(index)
        }
        guard indices.count == max(0, wanted) else { return nil }
        return indices.map { index in
            entries[index].isTaken = true
            return entries[index].record
        }
    }
}
