import Foundation

/// The names the stages after scanning looked up in what every file declares (types, string constants, `userInfo`
/// builders): a file the prefilter left unparsed (`ScanSession`) that holds one of them is parsed, and the stages run
/// again, until no unparsed file holds a name looked up. A declaration's name is in its file's text as written, so a
/// file without it cannot change a lookup's answer.
final class NameDemand: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: Set<String> = []

    /// Records a lookup of `name`.
    func record(_ name: String) {
        lock.lock()
        recorded.insert(name)
        lock.unlock()
    }

    /// Every name looked up so far.
    var names: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
