import Foundation
import NotigenFiles

/// An exclusive lock on an output folder while one run writes into it, so that notigen runs writing one folder at
/// once take turns instead of mixing their outputs: each compares and replaces the files only while it holds the
/// lock. It is `flock` on the folder itself, so no lock file is left in the folder, and the system releases it when
/// the process ends, however it ends.
struct FolderLock {
    /// How long a run waits for another to finish before it gives up with an error.
    static let patience: Duration = .seconds(20)

    private let descriptor: Int32
    /// False where the file system has no locks: the run goes on without one.
    let isHeld: Bool

    /// Waits until no other run holds `folder`'s lock, then takes it. Where the file system has no locks (some
    /// network file systems), the run goes on without one.
    init(_ folder: String) throws(FileSystem.Failure) {
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileSystem.Failure(
                description: "\(folder): cannot open the output folder: \(FileSystem.message(errno))")
        }
        let deadline = ContinuousClock.now + Self.patience
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                isHeld = false
                return
            }
            guard ContinuousClock.now < deadline else {
                close(descriptor)
                throw FileSystem.Failure(
                    description: "\(folder): another notigen run is still writing to this folder after "
                        + "\(Self.patience.components.seconds) seconds; run notigen again when it has finished")
            }
            usleep(10_000)
        }
        isHeld = true
    }

    /// Releases the lock.
    func release() {
        close(descriptor)
    }
}
