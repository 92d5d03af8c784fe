import Foundation
import NotigenCore
import NotigenFiles

/// Compares output files (generated code or runtime sources) with what the output folder holds, writing nothing:
/// for `--check` and `--dry-run`.
enum OutputComparer {
    /// One output: its path, the content on disk (nil when missing or unreadable), and whether it is current.
    struct Comparison {
        var file: any OutputFile
        var path: String
        var existing: String?
        var isCurrent: Bool

        /// The unified diff from the file on disk to the generated content; empty when current.
        var diff: String {
            UnifiedDiff.render(old: existing, new: file.contents, oldLabel: path, newLabel: path)
        }
    }

    /// Compares each file with the one at its path in `folder`; only a regular file is read (a named pipe there
    /// could block the run), anything else counts as missing.
    static func compare(_ files: [some OutputFile], in folder: String) -> [Comparison] {
        files.map { file in
            let path = OutputPath.join(folder, file.name)
            let data = FileSystem.kind(of: path) == .regularFile ? FileManager.default.contents(atPath: path) : nil
            return Comparison(
                file: file, path: path, existing: data.map { String(decoding: $0, as: UTF8.self) },
                isCurrent: data?.elementsEqual(file.contents.utf8) ?? false)
        }
    }

    /// Compares each file with the one at its own path (file lists, which live outside the output folder).
    static func compare(_ files: [(path: String, file: TextFile)]) -> [Comparison] {
        files.map { entry in
            let data =
                FileSystem.kind(of: entry.path) == .regularFile ? FileManager.default.contents(atPath: entry.path) : nil
            return Comparison(
                file: entry.file, path: entry.path, existing: data.map { String(decoding: $0, as: UTF8.self) },
                isCurrent: data?.elementsEqual(entry.file.contents.utf8) ?? false)
        }
    }
}
