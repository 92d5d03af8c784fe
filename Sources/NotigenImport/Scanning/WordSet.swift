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

    /// What declares a name: a type's keywords, a constant's (`let`, `var`, or a comma between bindings), a
    /// function's.
    enum Declaration: Sendable {
        case type, constant, function

        var keywords: [[UInt8]] {
            switch self {
            case .type: return ["class", "struct", "enum", "actor", "protocol", "typealias"].map { Array($0.utf8) }
            case .constant: return ["let", "var"].map { Array($0.utf8) }
            case .function: return [Array("func".utf8)]
            }
        }
    }

    /// Whether `text` may declare one of the words as `declaration`: one follows one of its keywords (whole words,
    /// anywhere: in a comment or a string too) or, for a constant, a comma, past spaces, line breaks, comments and a
    /// backtick. A declaration's name is the first identifier after its keyword (or the comma of a binding list), so a
    /// file without this declares none of those names; it may still use them (`var title: String`).
    func followsKeyword(of declaration: Declaration, in text: String) -> Bool {
        if isEmpty { return false }
        let keywords = declaration.keywords
        let afterComma = declaration == .constant
        var text = text
        return text.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                let after: Int
                if afterComma, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    after = index
                } else if Self.isIdentifierByte(bytes[index]) {
                    let start = index
                    while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                    guard keywords.contains(where: { Self.equal(bytes, start..<index, $0) }) else { continue }
                    after = index
                } else {
                    index += 1
                    continue
                }
                let name = Self.skippingTrivia(bytes, from: after)
                var end = name
                while end < count, Self.isIdentifierByte(bytes[end]) || bytes[end] >= 0x80 { end += 1 }
                let length = end - name
                if length > 0, length < byLength.count, let candidates = byLength[length][bytes[name]],
                    candidates.contains(where: { Self.equal(bytes, name..<end, $0) })
                {
                    return true
                }
            }
            return false
        }
    }

    /// The index of the first byte from `index` on that is not a space, a line break, a comment (`//` to the end of
    /// the line, `/* … */` nested) or a backtick.
    private static func skippingTrivia(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "`") || byte == 0x0B || byte == 0x0C || byte == 0
            {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                var depth = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < count,
                        bytes[index + 1] == UInt8(ascii: "/")
                    {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < count
            } else {
                return index
            }
        }
        return index
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: [UInt8]) -> Bool {
        guard range.count == word.count else { return false }
        for offset in 0..<word.count where bytes[range.lowerBound + offset] != word[offset] { return false }
        return true
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
