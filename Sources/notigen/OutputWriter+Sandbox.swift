import Foundation

extension OutputWriter {
    /// Whether a failed `rename` of a temporary file over an output is a sandbox's refusal, after which the output
    /// is rewritten in place: another file system (`EXDEV`: the temporary folder is on another volume), a bind-mounted
    /// or otherwise pinned output (`EBUSY`), or a denied replacement (`EPERM`, `EACCES`, `EROFS`).
    static func renameIsRefused(_ code: Int32) -> Bool {
        [EXDEV, EBUSY, EPERM, EACCES, EROFS].contains(code)
    }

    /// Copies the temporary file at `temporary` over `output` in place (the file keeps its identity: what a sandbox
    /// that lets a run write a file but not replace it allows), truncates it to the new length and flushes it, then
    /// removes `temporary`. Not atomic: a reader during the copy can see a mix of old and new bytes, and a run killed
    /// outright during it leaves a file the next run sees as changed and rewrites.
    static func replace(_ output: String, with temporary: String, what: String) throws(FileSystem.Failure) {
        guard let source = FileHandle(forReadingAtPath: temporary) else { throw failure(writing: output, what) }
        defer { try? source.close() }
        let descriptor = open(output, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(writing: output, what) }
        defer { close(descriptor) }
        var length: off_t = 0
        while true {
            // At the end of the file, FileHandle returns no data on Apple platforms and nil on Linux.
            let data: Data
            do {
                data = try source.read(upToCount: 1 << 16) ?? Data()
            } catch {
                throw failure(writing: output, what)
            }
            if data.isEmpty { break }
            var offset = 0
            while offset < data.count {
                let count = data.withUnsafeBytes { bytes in
                    Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw failure(writing: output, what) }
                offset += count
            }
            length += off_t(data.count)
        }
        guard ftruncate(descriptor, length) == 0, fsync(descriptor) == 0 else { throw failure(writing: output, what) }
        unlink(temporary)
    }
}
