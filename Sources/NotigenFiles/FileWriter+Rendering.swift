import Foundation

extension FileWriter {
    /// Renders `contents` once, comparing it (with `compare`) with the file `target` replaces, chunk by chunk. While
    /// they are equal nothing is written; at the first difference the temporary file is created, the equal prefix is
    /// copied into it from the old file (through the descriptor opened to compare, so a file deleted meanwhile still
    /// reads), and the rest of the chunks follow. Returns whether `temporary` was written (false: the target already
    /// holds exactly `contents`). Neither the new contents nor the old file is ever held whole.
    static func writeIfChanged(
        _ contents: any FileContents, to target: FileTarget, temporary: String, what: String, compare: Bool
    ) throws(FileSystem.Failure) -> Bool {
        let existing = compare && target.existing != nil ? open(target.target, O_RDONLY | O_CLOEXEC) : -1
        defer { if existing >= 0 { close(existing) } }
        var sink: TemporaryFile?
        var equalPrefix: off_t = 0
        let complete = contents.forEachChunk { new in
            // An interruption (held back until the renames) stops the write here: nothing is renamed, and the
            // temporary file is removed.
            if SignalDeferral.interrupted { return false }
            if sink == nil {
                if existing >= 0, startsWith(existing, at: equalPrefix, new) {
                    equalPrefix += off_t(new.count)
                    return true
                }
                sink = TemporaryFile(temporary, replacing: target.existing, copying: equalPrefix, from: existing)
            }
            return sink?.append(UnsafeRawBufferPointer(new)) == true
        }
        if complete && sink == nil {
            // Every chunk matched: the old file may still be longer; with no old file, the new one is empty.
            var byte: UInt8 = 0
            guard existing < 0 || pread(existing, &byte, 1, equalPrefix) == 1 else { return false }
            sink = TemporaryFile(temporary, replacing: target.existing, copying: equalPrefix, from: existing)
        }
        guard complete, let sink, sink.finish() else { throw failure(writing: target, what) }
        return true
    }

    /// Whether the bytes of `descriptor` at `offset` are `bytes` (an empty chunk always matches). Compared with
    /// `memcmp`: `elementsEqual` went a byte at a time, and made a no-op rerun slower than a run that writes.
    private static func startsWith(_ descriptor: Int32, at offset: off_t, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let new = bytes.baseAddress, !bytes.isEmpty else { return true }
        let old = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        defer { old.deallocate() }
        var read = 0
        while read < bytes.count {
            let count = pread(descriptor, old.baseAddress.map { $0 + read }, bytes.count - read, offset + off_t(read))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            read += count
        }
        return old.baseAddress.map { memcmp($0, new, bytes.count) == 0 } ?? false
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

    /// Creates the file at `path` (it must not exist) with the permission bits (and, for root, the owner) of
    /// `replaced`, holding the first `prefix` bytes of the file open at `source`; nil when it cannot be created or
    /// the prefix cannot be copied.
    init?(_ path: String, replacing replaced: stat?, copying prefix: off_t, from source: Int32) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return nil }
        if let replaced {
            if getuid() == 0 { _ = fchown(descriptor, replaced.st_uid, replaced.st_gid) }
            guard fchmod(descriptor, replaced.st_mode & 0o7777) == 0 else { return nil }
        }
        buffer.reserveCapacity(Self.bufferSize)
        var copied: off_t = 0
        var chunk = [UInt8](repeating: 0, count: Self.bufferSize)
        while copied < prefix {
            let count = chunk.withUnsafeMutableBytes { bytes in
                pread(source, bytes.baseAddress, min(bytes.count, Int(prefix - copied)), copied)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0, chunk.withUnsafeBytes({ append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }) else {
                return nil
            }
            copied += off_t(count)
        }
    }

    // A failed init runs deinit too: closing -1 would replace the errno that says why the file was not created.
    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Adds `bytes`, writing the buffer out when it is full; false once anything failed. Bytes of a quarter of the
    /// buffer or more (a rendered notifier) are written at once, after what is buffered, not copied into it.
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if bytes.count >= Self.bufferSize / 4 {
            flushBuffer()
            if healthy { healthy = FileWriter.writeAll(descriptor, bytes) }
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
        if healthy { healthy = buffer.withUnsafeBytes { FileWriter.writeAll(descriptor, $0) } }
        buffer.removeAll(keepingCapacity: true)
    }
}

extension FileWriter {
    /// Writes every byte of `bytes` to `descriptor`, retrying after interruptions; false (with `errno` set) on a
    /// failure.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return false }
            if count == 0 {
                errno = EIO
                return false
            }
            offset += count
        }
        return true
    }
}
