import Foundation

/// The names the stages after scanning looked up in what every file declares (types, string constants, `userInfo`
/// builders): a file the prefilter left unparsed (`ScanSession`) that may declare one is parsed, and the stages run
/// again, until no unparsed file may. A declaration's name is the first identifier after its keyword in its file's
/// text (`WordSet.followsKeyword`), so a file that only uses a name (`var title: String`, `values.map`) is not parsed
/// for it.
final class NameDemand: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [WordSet.Declaration: Set<String>] = [:]

    /// Records a lookup of `name`, declared as `declaration`.
    func record(_ name: String, as declaration: WordSet.Declaration) {
        lock.lock()
        recorded[declaration, default: []].insert(name)
        lock.unlock()
    }

    /// The names looked up so far that `declaration` declares.
    func names(_ declaration: WordSet.Declaration) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return recorded[declaration] ?? []
    }
}
