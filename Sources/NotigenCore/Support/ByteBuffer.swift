/// UTF-8 text as it is written a few bytes at a time: the rendered templates and the layout pass's output. Appending
/// is a capacity check and a copy. (`Array.append(contentsOf:)` of a buffer cost about 110 instructions a call,
/// its uniqueness check and generic copy, and rendering 100 notifiers appends half a million pieces.)
///
/// Not copyable: one owner writes it, and its storage is freed with it.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes, doubling the storage as often as that takes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// `byte` appended `times` times (indentation).
    mutating func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        reserve(times)
        (base + count).initialize(repeating: byte, count: times)
        count += times
    }

    /// The UTF-8 bytes of `text`, copied at once (a small string has no contiguous storage: it is copied from a
    /// stack copy).
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// Calls `body` with the bytes written so far; the pointer is valid only inside `body`.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes as a string (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
}
