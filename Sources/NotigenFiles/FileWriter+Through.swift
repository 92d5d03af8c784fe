import Foundation

extension FileWriter {
    /// Writes `contents` through the device, named pipe or socket at `path`, or through this process's descriptor
    /// `own` (`/dev/stdout`, on whatever it is open), or a file another process's `/proc/N/fd` link leads to: opened
    /// as it is, never created, renamed or removed. A named pipe that no process reads is an error, not
    /// a wait (opened with `O_NONBLOCK`, which is cleared once it is open); a socket is connected to (a Unix stream
    /// socket). SIGPIPE is ignored meanwhile, so a reader that goes away is an error (`EPIPE`).
    static func writeThrough(
        _ contents: any FileContents, to path: String, kind: FileSystem.Kind, descriptor own: Int32?, what: String
    ) throws(FileSystem.Failure) {
        // What the process printed before goes first (`/dev/stdout`).
        fflush(nil)
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let descriptor: Int32
        switch kind {
        case _ where own != nil:
            descriptor = dup(own ?? -1)
        case .socket:
            descriptor = try connect(path, what: what)
        case .regularFile:
            descriptor = open(path, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC)
        default:
            descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if descriptor < 0 && errno == ENXIO && kind == .namedPipe {
                throw FileTarget.failure(path, what, "no process is reading the named pipe (FIFO)")
            }
            if descriptor >= 0 { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        }
        guard descriptor >= 0 else { throw FileTarget.failure(path, what, FileSystem.message(errno)) }
        defer { close(descriptor) }
        let complete = contents.forEachChunk { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        guard complete else { throw FileTarget.failure(path, what, FileSystem.message(errno)) }
    }

    /// A stream connected to the Unix socket at `path`.
    private static func connect(_ path: String, what: String) throws(FileSystem.Failure) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw FileTarget.failure(path, what, "the socket's path is too long to connect to")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        #if canImport(Glibc)
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw FileTarget.failure(path, what, FileSystem.message(errno)) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw FileTarget.failure(path, what, FileSystem.message(code))
        }
        return descriptor
    }
}
