/// Long lines of code already broken, by their text. The output repeats many of its long lines (each case whose
/// payload has the same fields decodes them with the same line, in every notifier), and the layout of a line
/// depends on its bytes alone, so each is broken once. `NotifierRenderer` keeps one cache for the notifiers a core
/// lays out one after another; it holds at most `capacity` lines, so that it stays small whatever the spec.
struct LayoutCache {
    /// A long line of code as the layout reads it: its bytes, and whether the line before ended with an opening
    /// bracket (so that its commas may break). It hashes by a hash of its bytes taken 8 at a time, made once:
    /// hashing an array hashes it a byte at a time, at every lookup and every time the table grows.
    struct Line: Hashable {
        let bytes: [UInt8]
        let continuesArguments: Bool
        private let hash: UInt64

        init(_ line: UnsafeBufferPointer<UInt8>, _ continuesArguments: Bool) {
            bytes = Array(line)
            self.continuesArguments = continuesArguments
            var hash: UInt64 = continuesArguments ? 1 : 0
            let raw = UnsafeRawBufferPointer(line)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01B3
                hash ^= hash >> 29
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x100_0000_01B3
                offset += 1
            }
            self.hash = hash
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.hash == rhs.hash && lhs.continuesArguments == rhs.continuesArguments && lhs.bytes == rhs.bytes
        }
    }

    /// The most lines kept: more than the long lines of many notifiers, few enough to stay small.
    static let capacity = 512

    private var layouts: [Line: [UInt8]] = [:]

    /// Appends the layout of `line` to `output` if the cache holds it; returns whether it did.
    func append(_ line: Line, to output: inout ByteBuffer) -> Bool {
        guard let layout = layouts[line] else { return false }
        layout.withUnsafeBufferPointer { output.append($0) }
        return true
    }

    /// Keeps `layout` as the layout of `line`; a full cache is emptied first.
    mutating func keep(_ line: Line, _ layout: [UInt8]) {
        if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
        if layouts.isEmpty { layouts.reserveCapacity(64) }
        layouts[line] = layout
    }
}
