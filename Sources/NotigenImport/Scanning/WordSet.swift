/// A set of identifiers looked for, whole, in a file's bytes: the scanner's prefilter (`SourceScanner`) and the
/// files a lookup needs parsed (`NameDemand`). One pass over the bytes, no Foundation: each run of ASCII letters,
/// digits and `_` is one identifier, compared only with the words of its length and first byte.
///
/// A non-ASCII byte counts as a boundary, so a word beside one (inside a longer, non-ASCII identifier) is found where
/// the code does not name it: that costs a parse, never a site missed. Swift writes an identifier's characters as
/// they are (no escapes), and a backticked identifier (`` `post` ``) is bounded by its backticks.
struct WordSet: Sendable {
    /// The words, by length then first byte.
    private var byLength: [[UInt8: [[UInt8]]]] = []

    init(_ words: some Sequence<String>) {
        for word in words { insert(word) }
    }

    var isEmpty: Bool { byLength.allSatisfy(\.isEmpty) }

    /// Adds `word`; a word that is not one identifier (empty, or with other bytes) could never be found whole, and
    /// is not added.
    mutating func insert(_ word: String) {
        let bytes = Array(word.utf8)
        guard let first = bytes.first, bytes.allSatisfy(Self.isIdentifierByte) else { return }
        while byLength.count <= bytes.count { byLength.append([:]) }
        if !(byLength[bytes.count][first]?.contains(bytes) ?? false) {
            byLength[bytes.count][first, default: []].append(bytes)
        }
    }

    /// Whether `text` holds one of the words as a whole identifier.
    func occurs(in text: String) -> Bool {
        if isEmpty { return false }
        var text = text
        return text.withUTF8 { occurs(in: $0) }
    }

    func occurs(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let longest = byLength.count - 1
        var index = 0
        let count = bytes.count
        while index < count {
            guard Self.isIdentifierByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            let length = index - start
            guard length <= longest, let candidates = byLength[length][bytes[start]] else { continue }
            for word in candidates where Self.equal(bytes, from: start, word) { return true }
        }
        return false
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ word: [UInt8]) -> Bool {
        for offset in 1..<word.count where bytes[start + offset] != word[offset] { return false }
        return true
    }

    /// An ASCII letter, digit or `_`.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
