/// The path a `--rewrite` diff names a file by, so that `git apply` (and `patch -p1`) take it from the folder the
/// import ran in: `./App/A.swift` and `App//A.swift` are `App/A.swift`; an absolute path under the current folder is
/// relative to it (`notigen import /Users/me/App` run in `/Users/me/App`); another absolute path loses its leading
/// `/` (apply such a diff from `/`).
public enum DiffPath {
    public static func label(_ path: String, currentDirectory: String) -> String {
        var path = path
        if path.hasPrefix("/") {
            let folder = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
            if path.hasPrefix(folder) { path.removeFirst(folder.count) }
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return parts.joined(separator: "/")
    }
}
