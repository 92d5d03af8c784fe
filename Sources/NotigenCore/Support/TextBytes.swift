/// UTF-8 text a worker wrote into a `ByteBuffer`, handed on to its reader without a copy: a laid-out notifier, from
/// the core that rendered it to the writer. It owns the buffer's storage, and frees it with itself.
///
/// `@unchecked Sendable`: the buffer is written before it is wrapped and only read after.
final class TextBytes: @unchecked Sendable {
    private let buffer: ByteBuffer

    init(_ buffer: consuming ByteBuffer) {
        self.buffer = buffer
    }

    /// Calls `body` with the bytes; the pointer is valid only inside `body`.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeBufferPointer(body)
    }
}
