import Foundation

extension FileWriter {
    /// Whether a failed `rename` of a temporary file over a target is a sandbox's refusal, after which the target
    /// is rewritten in place: another file system (`EXDEV`: the temporary folder is on another volume), a bind-mounted
    /// or otherwise pinned output (`EBUSY`), or a denied replacement (`EPERM`, `EACCES`, `EROFS`).
    static func renameIsRefused(_ code: Int32) -> Bool {
        [EXDEV, EBUSY, EPERM, EACCES, EROFS].contains(code)
    }

    /// Copies the temporary file at `temporary` over `target` in place (the file keeps its identity: what a sandbox
    /// that lets a run write a file but not replace it allows), truncates it to the new length and flushes it, then
    /// removes `temporary`. Not atomic: a reader during the copy can see a mix of old and new bytes, and a run killed
    /// outright during it leaves a file the next run sees as changed and rewrites.
    static func replaceInPlace(_ target: FileTarget, with temporary: String, what: String) throws(FileSystem.Failure) {
        let source = open(temporary, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw failure(writing: target, what) }
        defer { close(source) }
        let descriptor = open(target.target, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(writing: target, what) }
        defer { close(descriptor) }
        var length: off_t = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure(writing: target, what) }
            if count == 0 { break }
            guard chunk.withUnsafeBytes({ writeAll(descriptor, UnsafeRawBufferPointer(rebasing: $0[..<count])) }) else {
                throw failure(writing: target, what)
            }
            length += off_t(count)
        }
        guard ftruncate(descriptor, length) == 0, fsync(descriptor) == 0 else { throw failure(writing: target, what) }
        unlink(temporary)
    }
}
