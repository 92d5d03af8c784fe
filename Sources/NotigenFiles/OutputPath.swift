/// Paths of outputs as messages and depfiles show them: the output folder as given, then the file name.
package enum OutputPath {
    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding `path`, as `dirname` gives it but empty for a bare name: `a/b/` → `a`, `/a` → `/`,
    /// `/` → `/`, `a` → the empty string. (Foundation's `deletingLastPathComponent` traps on a one-character path on
    /// Linux.)
    package static func parent(_ path: String) -> String {
        let trimmed = trimmingSlashes(path[...])
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmingSlashes(trimmed[..<slash])
        return parent.isEmpty ? "/" : String(parent)
    }

    /// `path` without its trailing slashes, except the one of `/`.
    private static func trimmingSlashes(_ path: Substring) -> Substring {
        var path = path
        while path.count > 1 && path.last == "/" { path.removeLast() }
        return path
    }
}
