import Foundation
import NotigenCore

/// Reads a spec file, turning every way that can fail into one clear message. It reads at most one byte more than
/// a spec may have, so that `/dev/zero` or a huge file is refused at once instead of filling the memory.
enum SpecReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw Failure(description: "\(path): no such file")
            case EACCES: throw Failure(description: "\(path): cannot be read: permission denied")
            default: throw Failure(description: "\(path): cannot be read: \(String(cString: strerror(code)))")
            }
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(description: "\(path): is a folder, not a spec file")
        }
        let limit = SpecSource.maximumBytes + 1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "\(path): cannot be read: \(String(cString: strerror(errno)))")
            }
            bytes += chunk[..<min(count, limit - bytes.count)]
        }
        return bytes
    }
}
