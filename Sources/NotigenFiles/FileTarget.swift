import Foundation

/// What writing a path means, decided before anything is written: the one place that tells a file from a link, a
/// device, a named pipe, a socket or a folder.
///
/// - A regular file, or a path where nothing is, is *replaced*: the new contents go to a temporary file in the
///   folder of `target`, which is renamed over it. A symbolic link is followed, through any chain of links, and its
///   final target is what is replaced (the link stays); a dangling link's target is created.
/// - A character device (`/dev/null`, a terminal), a named pipe (FIFO) or a Unix socket is *written through*: opened
///   as it is and written, nothing renamed or created beside it. So is a regular file reached through a link that
///   the kernel resolves otherwise than its text says (`/dev/stdout` → `/proc/self/fd/1` of a deleted file).
/// - A folder, a block device, or a path the system cannot look up (a part of it that is a file, a loop of links,
///   no permission) is an error naming the path and the cause.
package struct FileTarget {
    /// How the path is written.
    package enum Method: Equatable {
        /// Replaced atomically by a rename in the folder of `target`.
        case replace
        /// Opened and written in place, with no rename: a device, a named pipe, a socket.
        case writeThrough(FileSystem.Kind)
    }

    /// The path as the user gave it (messages name it).
    package var path: String
    /// The path written: the final target of a link, else `path`.
    package var target: String
    package var method: Method
    /// The file being replaced (mode, owner, identity), nil when `target` does not exist yet or is written through.
    package var existing: stat?
    /// The process's own descriptor the path names (`/dev/stdout` → `/proc/self/fd/1`), written through as it is
    /// (sharing its offset with what the process prints), whatever it is open on.
    package var descriptor: Int32?

    /// How many links a chain may have, as Linux's `MAXSYMLINKS`.
    private static let maximumLinks = 40

    /// Decides how `path` is written; `what` names it in messages (" the depfile", or nothing for an output).
    package init(_ path: String, what: String) throws(FileSystem.Failure) {
        self.path = path
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else { throw Self.failure(path, what, FileSystem.message(code)) }
            // Nothing there, or a dangling link: created where the links end.
            guard let followed = try Self.followingLinks(path, what: what) else {
                throw Self.failure(path, what, FileSystem.message(code))
            }
            target = followed
            method = .replace
            return
        }
        let kind = FileSystem.Kind(mode: status.st_mode)
        if kind != .folder, let descriptor = try Self.ownDescriptor(path, what: what) {
            target = path
            method = .writeThrough(kind)
            self.descriptor = descriptor
            return
        }
        switch kind {
        case .regularFile:
            var resolved = stat()
            if let followed = try Self.followingLinks(path, what: what), stat(followed, &resolved) == 0,
                resolved.st_dev == status.st_dev, resolved.st_ino == status.st_ino
            {
                target = followed
                method = .replace
                existing = status
            } else {
                // A link whose text does not lead to the file the kernel opens (another process's `/proc/N/fd`).
                target = path
                method = .writeThrough(kind)
            }
        case .characterDevice, .namedPipe, .socket:
            target = path
            method = .writeThrough(kind)
        case .folder:
            throw Self.failure(path, what, "a folder is in the way")
        case .blockDevice, .other, .missing:
            throw Self.failure(
                path, what,
                "it is \(kind.description); notigen writes files, character devices, named pipes and sockets")
        }
    }

    /// `path` with every symbolic link of its last part followed, as the link texts say (a relative text is read
    /// from the link's folder): the file a rename must replace. The folders on the way are left to the system. Nil
    /// when a link on the way is one of `/proc`'s (`/proc/self/fd/1`), which name open files, not paths.
    private static func followingLinks(_ path: String, what: String) throws(FileSystem.Failure) -> String? {
        var last: String?
        try forEachLink(path, what: what) { link in
            last = link
            return !isInProc(link)
        }
        return last.map { isInProc($0) ? nil : $0 } ?? path
    }

    /// The descriptor N of this process when a link on `path`'s way is `/proc/self/fd/N`, `/proc/<pid>/fd/N` or
    /// `/dev/fd/N`.
    private static func ownDescriptor(_ path: String, what: String) throws(FileSystem.Failure) -> Int32? {
        let prefixes = ["/proc/self/fd/", "/proc/\(getpid())/fd/", "/dev/fd/"]
        var found: Int32?
        try forEachLink(path, what: what) { link in
            guard let prefix = prefixes.first(where: { link.hasPrefix($0) }) else { return true }
            found = Int32(link.dropFirst(prefix.count))
            return false
        }
        return found
    }

    /// Calls `body` with each path on `path`'s way (itself, then each link's target as its text says), while it
    /// returns true and the path is a link.
    private static func forEachLink(
        _ path: String, what: String, _ body: (String) -> Bool
    ) throws(FileSystem.Failure) {
        var current = path
        for _ in 0...maximumLinks {
            guard body(current) else { return }
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(path, what, FileSystem.message(errno)) }
            let text = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let parent = OutputPath.parent(current)
            current = text.hasPrefix("/") || parent.isEmpty ? text : OutputPath.join(parent, text)
        }
        throw failure(path, what, FileSystem.message(ELOOP))
    }

    /// Whether the link at `path` is one of `/proc`'s (Linux; `/dev/fd`'s elsewhere), which name open files.
    private static func isInProc(_ path: String) -> Bool {
        path.hasPrefix("/proc/") || path.hasPrefix("/dev/fd/")
    }

    /// The error for `path` (`what` it is) and `cause`.
    static func failure(_ path: String, _ what: String, _ cause: String) -> FileSystem.Failure {
        FileSystem.Failure(description: "\(path): cannot write\(what): \(cause)")
    }

    /// What identifies the file written, to tell two paths that would write one file: its device and inode when it
    /// exists, else the path it will be created at, made absolute.
    var key: String {
        if let existing { return "\(existing.st_dev):\(existing.st_ino)" }
        let absolute = target.hasPrefix("/") ? target : FileManager.default.currentDirectoryPath + "/" + target
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }
}
