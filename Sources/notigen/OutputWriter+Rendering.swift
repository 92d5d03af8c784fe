import Foundation

extension OutputWriter {
    /// Renders `file` once, comparing it with the existing file at `output` chunk by chunk. While they are equal
    /// nothing is written; at the first difference the temporary file is created, the equal prefix is copied into it
    /// from `output`, and the rest of the chunks follow. Returns whether `temporary` was written (false: `output`
    /// already holds exactly `file`). Neither the new contents nor the old file is ever held whole. A failure names
    /// `output` and `what` it is (" the depfile", or nothing for an output).
    static func writeIfChanged(
        _ file: any OutputFile, output: String, temporary: String, what: String, compare: Bool = true
    ) throws(FileSystem.Failure) -> Bool {
        let existing =
            compare && FileSystem.kind(of: output) == .regularFile ? FileHandle(forReadingAtPath: output) : nil
        defer { try? existing?.close() }
        var sink: TemporaryFile?
        var equalPrefix: UInt64 = 0
        let complete = file.forEachChunk { new in
            // An interruption (held back until the renames) stops the write here: nothing is renamed, and the
            // temporary file is removed.
            if SignalDeferral.interrupted { return false }
            if sink == nil {
                if let existing, startsWith(existing, new) {
                    equalPrefix += UInt64(new.count)
                    return true
                }
                sink = TemporaryFile(temporary, copying: equalPrefix, from: output)
            }
            return sink?.append(UnsafeRawBufferPointer(new)) == true
        }
        if complete && sink == nil {
            // Every chunk matched: the old file may still be longer; with no old file, the new one is empty.
            guard existing == nil || (try? existing?.read(upToCount: 1))?.isEmpty == false else { return false }
            sink = TemporaryFile(temporary, copying: equalPrefix, from: output)
        }
        guard complete, let sink, sink.finish() else { throw failure(writing: output, what) }
        return true
    }

    /// Whether the next bytes of `handle` are `bytes` (an empty chunk always matches). Compared with `memcmp`:
    /// `elementsEqual` went a byte at a time, 28 instructions a byte, and made a no-op rerun slower than a run that
    /// writes.
    private static func startsWith(_ handle: FileHandle, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let new = bytes.baseAddress, !bytes.isEmpty else { return true }
        guard let old = try? handle.read(upToCount: bytes.count), old.count == bytes.count else { return false }
        return old.withUnsafeBytes { old in old.baseAddress.map { memcmp($0, new, bytes.count) == 0 } ?? false }
    }

    /// The error for `errno` while writing `output` (`what`: " the depfile", or nothing for an output).
    static func failure(writing output: String, _ what: String) -> FileSystem.Failure {
        FileSystem.Failure(description: "\(output): cannot write\(what): \(FileSystem.message(errno))")
    }
}

/// A new file written through a buffer and flushed to disk when finished; any failure leaves `errno` set and makes
/// every later call fail.
private final class TemporaryFile {
    /// Bytes gathered before each write.
    private static let bufferSize = 1 << 16
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var healthy = true

    /// Creates the file at `path` (it must not exist) holding the first `prefix` bytes of the file at `source`; nil
    /// when it cannot be created or the prefix cannot be copied.
    init?(_ path: String, copying prefix: UInt64, from source: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return nil }
        buffer.reserveCapacity(Self.bufferSize)
        guard prefix > 0 else { return }
        guard let handle = FileHandle(forReadingAtPath: source) else { return nil }
        defer { try? handle.close() }
        var remaining = prefix
        while remaining > 0 {
            guard let data = try? handle.read(upToCount: Int(min(remaining, UInt64(Self.bufferSize)))), !data.isEmpty,
                data.withUnsafeBytes({ append($0) })
            else { return nil }
            remaining -= UInt64(data.count)
        }
    }

    // A failed init runs deinit too: closing -1 would replace the errno that says why the file was not created.
    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Adds `bytes`, writing the buffer out when it is full; false once anything failed. Bytes of a quarter of the
    /// buffer or more (a rendered notifier) are written at once, after what is buffered, not copied into it.
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if bytes.count >= Self.bufferSize / 4 {
            flushBuffer()
            write(bytes)
            return healthy
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { flushBuffer() }
        return healthy
    }

    /// Writes what is buffered and flushes the file to disk; whether everything was written.
    func finish() -> Bool {
        flushBuffer()
        return healthy && fsync(descriptor) == 0
    }

    /// Writes every buffered byte.
    private func flushBuffer() {
        buffer.withUnsafeBytes { write($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte of `bytes`, retrying after interruptions.
    private func write(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while healthy && offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { healthy = false } else { offset += count }
        }
    }
}
