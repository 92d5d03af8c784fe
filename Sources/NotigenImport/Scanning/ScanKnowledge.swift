import Foundation

/// What the second pass (`SiteScanner`) needs from the first passes: the posting wrappers, the name converters and the
/// property types declared, either by one file alone or by every file (`SourceScanner`).
struct ScanKnowledge: Sendable {
    /// Posting wrappers by base name, each once, in the order the files declare them.
    let wrappers: [String: [PostWrapper]]
    /// Each type's property types, by type then property: the first file's where two files declare one.
    let propertyTypes: [String: [String: String]]
    let nameConverters: Set<String>

    init(files: [ScannedFile]) {
        var wrappers: [String: [PostWrapper]] = [:]
        var properties: [String: [String: String]] = [:]
        var converters: Set<String> = []
        for file in files {
            for wrapper in file.wrappers where !(wrappers[wrapper.baseName]?.contains(wrapper) ?? false) {
                wrappers[wrapper.baseName, default: []].append(wrapper)
            }
            for (type, members) in file.propertyTypes {
                properties[type, default: [:]].merge(members) { first, _ in first }
            }
            converters.formUnion(file.nameConverters)
        }
        self.wrappers = wrappers
        self.propertyTypes = properties
        self.nameConverters = converters
    }

    /// A property's declared type, as `PropertyLookups` records it.
    struct PropertyKey: Hashable, Sendable {
        let type: String
        let name: String
    }

    /// Whether a file scanned knowing only `own` (its own declarations) could find other sites knowing `self`
    /// (every file's): its text names a wrapper or a converter whose declarations differ between the two (a
    /// call's name is in the text as written, so a file that does not contain it cannot call it), or its posts
    /// looked up a property type that differs.
    func needsRescan(_ text: String, own: ScanKnowledge, propertyLookups: Set<PropertyKey>) -> Bool {
        for (name, found) in wrappers where own.wrappers[name] != found && Self.containsWord(text, name) { return true }
        for name in nameConverters where !own.nameConverters.contains(name) && Self.containsWord(text, name) {
            return true
        }
        return propertyLookups.contains {
            propertyTypes[$0.type]?[$0.name] != own.propertyTypes[$0.type]?[$0.name]
        }
    }

    /// Whether `text` holds `word` as a whole identifier (not inside a longer one): `memchr` for the word's first
    /// byte over the file's bytes, then `memcmp` and a check at both ends.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        var text = text
        var word = word
        return text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress, let first = needle.first else {
                    return false
                }
                var start = 0
                while start + needle.count <= haystack.count,
                    let found = memchr(base + start, Int32(first), haystack.count - needle.count + 1 - start)
                {
                    start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    let end = start + needle.count
                    if memcmp(base + start, wanted, needle.count) == 0
                        && (start == 0 || !isIdentifierByte(haystack[start - 1]))
                        && (end == haystack.count || !isIdentifierByte(haystack[end]))
                    {
                        return true
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// An ASCII letter, digit or `_`. A non-ASCII byte counts as a boundary: a name beside one (inside a longer,
    /// non-ASCII identifier) is then found where it is not called, which costs one more scan, never a site missed.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
