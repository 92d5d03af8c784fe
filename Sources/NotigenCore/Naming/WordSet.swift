/// A small set of short ASCII words (Swift's keywords), answered without hashing: a name of up to 16 bytes is packed
/// into two integers and compared with the words of its length. A `Set<String>` hashed every name it was asked
/// about with SipHash, and the validator and the contexts ask about every case and field name several times.
struct WordSet: Sendable, ExpressibleByArrayLiteral {
    /// A word packed as `pack` packs a name: its first 8 bytes and its next 8, each zero-padded.
    private struct Packed: Equatable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    /// The words, as given.
    let words: [String]
    /// The packed words of each length, at that index (0 to 16).
    private let byLength: [[Packed]]

    init(_ words: some Sequence<String>) {
        var unique: [String] = []
        var byLength = Array(repeating: [Packed](), count: 17)
        for word in words where !unique.contains(word) {
            unique.append(word)
            // A word longer than 16 bytes could not be packed; none of Swift's keywords is.
            precondition(word.utf8.count <= 16, "a WordSet holds words of at most 16 bytes")
            if let packed = Self.pack(word) { byLength[word.utf8.count].append(packed) }
        }
        self.words = unique
        self.byLength = byLength
    }

    init(arrayLiteral words: String...) {
        self.init(words)
    }

    func contains(_ name: String) -> Bool {
        let count = name.utf8.count
        guard count < byLength.count, !byLength[count].isEmpty, let packed = Self.pack(name) else { return false }
        return byLength[count].contains(packed)
    }

    /// These words and `others`.
    func union(_ others: some Sequence<String>) -> WordSet {
        WordSet(words + others)
    }

    /// These words but `others`.
    func subtracting(_ others: some Sequence<String>) -> WordSet {
        let removed = Array(others)
        return WordSet(words.filter { !removed.contains($0) })
    }

    /// `name`'s bytes packed into two integers, or nil when it is longer than 16 bytes.
    private static func pack(_ name: String) -> Packed? {
        var packed = Packed()
        var index = 0
        for byte in name.utf8 {
            guard index < 16 else { return nil }
            if index < 8 {
                packed.low |= UInt64(byte) << (8 * UInt64(index))
            } else {
                packed.high |= UInt64(byte) << (8 * UInt64(index - 8))
            }
            index += 1
        }
        return packed
    }
}
