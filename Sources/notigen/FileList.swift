import Foundation

/// An Xcode file list (`.xcfilelist`): one path per line, `#` starts a comment line. notigen writes the list of a
/// run's inputs (the specs, and the templates of `--templates`) and of its outputs, so that a Run Script phase
/// declares exactly the files notigen reads and writes. Relative paths are written as `$(SRCROOT)/path`, since Xcode
/// runs a script phase in the project's folder; absolute paths as they are.
enum FileList {
    /// The text of a list of `paths`, after a comment saying how it was made.
    static func render(_ paths: [String], what: String) -> String {
        var text = "# The \(what) of notigen's Run Script phase, written by notigen; do not edit.\n"
        for path in paths {
            text += (path.hasPrefix("/") ? path : "$(SRCROOT)/" + Self.trimmingDotSlash(path)) + "\n"
        }
        return text
    }

    /// The paths of a list's text: its lines without surrounding spaces, empty lines and `#` comments left out.
    static func entries(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// `path` without leading `./` parts.
    private static func trimmingDotSlash(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
