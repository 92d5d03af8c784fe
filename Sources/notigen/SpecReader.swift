import Foundation
import NotigenCore
import NotigenFiles

/// Reads a spec file, turning every way that can fail into one clear message. A spec must be a regular file (or a
/// symbolic link to one): a folder, a named pipe, a device or a socket is refused at once, without reading, so that
/// a FIFO with no writer cannot block the run and `/dev/zero` cannot fill the memory. It reads at most one byte more
/// than a spec may have, so that a huge file is refused at once too.
enum SpecReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws(Failure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer; the type is then checked on
        // the open descriptor, so that nothing can be swapped in between the check and the read.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw Failure(description: "\(path): no such file")
            case EACCES: throw Failure(description: "\(path): cannot be read: permission denied")
            default:
                let kind = FileSystem.kind(of: path)
                if kind != .missing && kind != .regularFile { throw notASpec(path, kind) }
                throw Failure(description: "\(path): cannot be read: \(FileSystem.message(code))")
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Failure(description: "\(path): cannot be read: \(FileSystem.message(errno))")
        }
        let kind = FileSystem.Kind(mode: status.st_mode)
        guard kind == .regularFile else { throw notASpec(path, kind) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let limit = SpecSource.maximumBytes + 1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "\(path): cannot be read: \(FileSystem.message(errno))")
            }
            bytes += chunk[..<min(count, limit - bytes.count)]
        }
        return bytes
    }

    /// The error for a spec path that names something other than a regular file.
    private static func notASpec(_ path: String, _ kind: FileSystem.Kind) -> Failure {
        Failure(description: "\(path): is \(kind.description), not a spec file")
    }
}
