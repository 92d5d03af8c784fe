import Foundation

/// The spec paths of the process, each held once: a `SourceLocation` holds its path's number, so that copying a
/// location copies no string and retains nothing. Every node, key, field and diagnostic of a spec has a location,
/// and a path is usually longer than a string that needs no storage of its own (15 bytes), so each copy of a location
/// used to retain and release the path's storage (about a million atomic pairs for a spec of 1,000 notifiers).
///
/// Paths are added and never removed: a process reads a few specs, and a test a few hundred.
final class SourcePaths: @unchecked Sendable {
    static let shared = SourcePaths()

    private let lock = NSLock()
    private var paths: [String] = []
    private var numbers: [String: Int] = [:]

    /// The number of `path`, added if it is new.
    func number(of path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[path] { return number }
        paths.append(path)
        numbers[path] = paths.count - 1
        return paths.count - 1
    }

    /// The path numbered `number`.
    func path(_ number: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[number]
    }
}
