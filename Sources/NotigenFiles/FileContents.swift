/// What a file is written from: its UTF-8 bytes, chunk by chunk (generated code is rendered while it is written).
package protocol FileContents {
    /// Calls `body` with the UTF-8 bytes of each chunk of the contents, in order, while it returns true; returns
    /// whether every chunk was passed. The bytes are valid only inside `body`.
    @discardableResult
    func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool
}
