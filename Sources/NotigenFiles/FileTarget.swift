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
            target = try Self.followingLinks(path, what: what)
            method = .replace
            return
        }
        let kind = FileSystem.Kind(mode: status.st_mode)
        switch kind {
        case .regularFile:
            target = try Self.followingLinks(path, what: what)
            var resolved = stat()
            if stat(target, &resolved) == 0, resolved.st_dev == status.st_dev, resolved.st_ino == status.st_ino {
                method = .replace
                existing = status
            } else {
                // A link whose text does not lead to the file the kernel opens (`/proc/self/fd/N`).
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
                path, what, "it is \(kind.description); notigen writes files, character devices, named pipes and sockets")
        }
    }

    /// `path` with every symbolic link of its last part followed, as the link texts say (a relative text is read
    /// from the link's folder): the file a rename must replace. The folders on the way are left to the system.
    private static func followingLinks(_ path: String, what: String) throws(FileSystem.Failure) -> String {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(path, what, FileSystem.message(errno)) }
            let text = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let parent = OutputPath.parent(current)
            current = text.hasPrefix("/") || parent.isEmpty ? text : OutputPath.join(parent, text)
        }
        throw failure(path, what, FileSystem.message(ELOOP))
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
