/// A map from strings that are mostly few: searched while it holds up to `hashedCount` entries, hashed from then on,
/// so that no map costs quadratic time. The validator keeps one per payload and per notifier (the `userInfo` keys of
/// a payload's fields, the types a notifier's cases generate), each of a few entries, where building and hashing a
/// `Dictionary` cost more than comparing the keys.
struct SmallMap<Value> {
    /// The entries in the order they were added, while the map is small.
    private var entries: [(key: String, value: Value)] = []
    /// Every entry, once the map has grown past `hashedCount` (then `entries` is no longer used).
    private var hashed: [String: Value]?

    static var hashedCount: Int { 16 }

    /// The keys, in no particular order.
    var keys: [String] {
        hashed.map { Array($0.keys) } ?? entries.map(\.key)
    }

    subscript(key: String) -> Value? {
        get {
            if let hashed { return hashed[key] }
            return entries.first { $0.key == key }?.value
        }
        set {
            if hashed != nil {
                hashed?[key] = newValue
                return
            }
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((key, value))
            case (nil, nil): break
            }
            if entries.count > Self.hashedCount {
                hashed = Dictionary(entries, uniquingKeysWith: { first, _ in first })
                entries = []
            }
        }
    }
}
