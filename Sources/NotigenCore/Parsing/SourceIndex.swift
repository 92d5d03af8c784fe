/// Where libyaml's marks are, as editors count: libyaml gives each mark a Unicode scalar index, and a line and
/// column of its own, but it also ends lines at U+0085, U+2028 and U+2029, which editors (and `SourceLines`, which
/// prints the source line under a diagnostic) do not. This index turns a scalar index into the line and column an
/// editor shows, with lines ending at `\n`, `\r\n` or a lone `\r`, and into a byte offset of the UTF-8 buffer.
///
/// Built in one pass over the bytes; a lookup is a binary search plus a walk of at most `stride` scalars, so a spec
/// of one very long line costs no more than one of many short lines. In an ASCII spec (most are) a scalar index is
/// its byte offset, and the walk is skipped.
struct SourceIndex {
    /// How many scalars apart the byte-offset checkpoints are.
    private static let stride = 256

    /// The scalar index of each line's first scalar.
    private var lineStarts: [Int] = [0]
    /// The byte offset of scalar `k * stride`, for each `k`.
    private var checkpoints: [Int] = []
    private let buffer: UnsafeBufferPointer<UInt8>
    /// Whether every byte is ASCII, so that each scalar is one byte.
    private var isASCII = true

    /// Indexes `buffer` (UTF-8, valid); the buffer must outlive the index.
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        // Most specs are ASCII with `\n` line ends: each line start is then found with `memchr`, and a scalar index
        // is its byte offset.
        if Self.isASCII(buffer), ByteSearch.first(UInt8(ascii: "\r"), in: buffer, from: 0) == nil {
            var start = 0
            while let newline = ByteSearch.first(UInt8(ascii: "\n"), in: buffer, from: start) {
                lineStarts.append(newline + 1)
                start = newline + 1
            }
            checkpoints = [0]
            return
        }
        var scalar = 0
        var offset = 0
        while offset < buffer.count {
            let byte = buffer[offset]
            if scalar % Self.stride == 0 { checkpoints.append(offset) }
            if byte >= 0x80 { isASCII = false }
            if byte == UInt8(ascii: "\n") {
                lineStarts.append(scalar + 1)
            } else if byte == UInt8(ascii: "\r"), offset + 1 >= buffer.count || buffer[offset + 1] != UInt8(ascii: "\n")
            {
                lineStarts.append(scalar + 1)
            }
            offset += Self.width(of: byte)
            scalar += 1
        }
        if scalar % Self.stride == 0 { checkpoints.append(offset) }
    }

    /// The 0-based line and column (in scalars) of the scalar at `index`.
    func position(ofScalar index: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - lineStarts[low])
    }

    /// `position(ofScalar:)` for a reader that goes forward through the text: `line` is where the last lookup
    /// found its scalar, and the line of `index` is looked for from there (libyaml's events come in the order of the
    /// text, so it is that line or the next), by binary search only when it is neither.
    func position(ofScalar index: Int, fromLine line: inout Int) -> (line: Int, column: Int) {
        let last = lineStarts.count - 1
        var candidate = min(max(line, 0), last)
        if lineStarts[candidate] <= index, candidate < last, lineStarts[candidate + 1] <= index {
            candidate += 1
        }
        guard lineStarts[candidate] <= index, candidate == last || index < lineStarts[candidate + 1] else {
            let found = position(ofScalar: index)
            line = found.line
            return found
        }
        line = candidate
        return (candidate, index - lineStarts[candidate])
    }

    /// The byte offset of the scalar at `index` (the buffer's end for an index past it).
    func byteOffset(ofScalar index: Int) -> Int {
        guard !checkpoints.isEmpty else { return 0 }
        guard !isASCII else { return min(max(index, 0), buffer.count) }
        let checkpoint = min(index / Self.stride, checkpoints.count - 1)
        var offset = checkpoints[checkpoint]
        var scalar = checkpoint * Self.stride
        while scalar < index, offset < buffer.count {
            offset += Self.width(of: buffer[offset])
            scalar += 1
        }
        return min(offset, buffer.count)
    }

    /// The scalar index of the scalar that starts at byte `offset` (or the count of scalars before it).
    func scalarIndex(ofByte offset: Int) -> Int {
        guard !isASCII else { return min(max(offset, 0), buffer.count) }
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var position = checkpoints.isEmpty ? 0 : checkpoints[low]
        var scalar = low * Self.stride
        while position < offset, position < buffer.count {
            position += Self.width(of: buffer[position])
            scalar += 1
        }
        return scalar
    }

    /// Whether every byte of `buffer` is below 0x80, read eight bytes at a time.
    private static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= buffer.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < buffer.count {
            if buffer[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// The length of the UTF-8 sequence that `lead` starts.
    private static func width(of lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
