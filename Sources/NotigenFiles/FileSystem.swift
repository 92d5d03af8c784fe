import Foundation

/// The CLI's file-system primitives, in POSIX terms so that every shape of path a user types behaves the same:
/// relative or absolute, one letter long (`-o g`), nested, with a trailing slash, through `.`, `..` or a symbolic
/// link. Messages name paths as the user gave them.
package enum FileSystem {
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package var description: String

        package init(description: String) { self.description = description }
    }

    /// What a path names, symbolic links followed.
    package enum Kind: Equatable {
        case missing, regularFile, folder, namedPipe, characterDevice, blockDevice, socket, other

        package init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regularFile
            case S_IFDIR: self = .folder
            case S_IFIFO: self = .namedPipe
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFSOCK: self = .socket
            default: self = .other
            }
        }

        /// The kind as a message names it: "a folder", "a named pipe (FIFO)", …
        package var description: String {
            switch self {
            case .missing: return "missing"
            case .regularFile: return "a file"
            case .folder: return "a folder"
            case .namedPipe: return "a named pipe (FIFO)"
            case .characterDevice: return "a character device"
            case .blockDevice: return "a block device"
            case .socket: return "a socket"
            case .other: return "a special file"
            }
        }
    }

    /// What `path` names once symbolic links are followed; `missing` when it cannot be looked up at all.
    package static func kind(of path: String) -> Kind {
        var status = stat()
        return stat(path, &status) == 0 ? Kind(mode: status.st_mode) : .missing
    }

    /// Creates the folder `path` and its missing parents, like `mkdir -p`: the one routine for output folders, the
    /// depfile's folder and the folder of `notigen init`'s spec. `role` names the folder in messages ("the output
    /// folder"); a part of the path that exists but is not a folder is reported as it is.
    package static func createFolder(_ path: String, role: String) throws(Failure) {
        switch kind(of: path) {
        case .folder: return
        case .missing: break
        default: throw Failure(description: "\(path): \(role) is a file")
        }
        let parent = OutputPath.parent(path)
        if !parent.isEmpty && parent != path { try createFolder(parent, role: role) }
        guard mkdir(path, 0o777) != 0 else { return }
        let code = errno
        guard code == EEXIST else { throw Failure(description: "\(path): cannot create \(role): \(message(code))") }
        switch kind(of: path) {
        case .folder: return  // another process made it meanwhile
        case .missing:
            throw Failure(description: "\(path): cannot create \(role): a broken symbolic link is in the way")
        default: throw Failure(description: "\(path): \(role) is a file")
        }
    }

    /// The device and inode of the file at `path` (symbolic links followed unless `following` is false), which
    /// tell whether two paths name one file; nil when there is none.
    package static func identity(of path: String, following: Bool = true) -> Identity? {
        var status = stat()
        let found = following ? stat(path, &status) : lstat(path, &status)
        return found == 0 ? Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)) : nil
    }

    /// A file's device and inode: two paths with equal identities name one file.
    package struct Identity: Hashable {
        package var device: UInt64
        package var inode: UInt64
    }

    /// The text of the system error `code`, as `strerror` gives it.
    package static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
