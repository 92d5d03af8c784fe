import Foundation
import NotigenImport

/// Finds and reads the Swift sources of `notigen import`: files and folders, recursively, following symbolic links
/// once (a folder reached again, through a loop or a second link, is skipped), skipping hidden folders, build
/// folders, `--exclude` globs and test folders (unless `--include-tests`). A file that cannot be read or is not
/// UTF-8 is skipped and listed, never fatal.
struct SourceWalker {
    let excludes: [String]
    let includeTests: Bool

    /// Folders that hold no app sources: build products and dependencies.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    struct Walk {
        var sources: [ImportSource] = []
        /// Objective-C files (`.m`, `.mm`), searched for posts only.
        var objectiveC: [ImportSource] = []
        var skipped: [ImportReport.Skipped] = []
        var missing: [String] = []
    }

    func walk(_ paths: [String]) -> Walk {
        var walk = Walk()
        var visited: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                walk.missing.append(path)
                continue
            }
            if isFolder.boolValue {
                visit(folder: path, display: path, into: &walk, visited: &visited)
            } else {
                read(path, into: &walk)
            }
        }
        walk.sources.sort { $0.path < $1.path }
        return walk
    }

    /// Whether a path relative to a given root is a test folder or file: `Tests`, `…Tests`, `…UITests`, `Test`,
    /// `…Tests.swift`.
    static func isTest(_ component: String, isFolder: Bool) -> Bool {
        if isFolder { return component == "Test" || component == "Tests" || component.hasSuffix("Tests") }
        return component.hasSuffix("Tests.swift") || component.hasSuffix("Test.swift")
    }

    private func excluded(_ path: String) -> Bool {
        excludes.contains { glob in
            fnmatch(glob, path, 0) == 0 || fnmatch(glob, (path as NSString).lastPathComponent, 0) == 0
        }
    }

    private func visit(folder: String, display: String, into walk: inout Walk, visited: inout Set<String>) {
        var status = stat()
        guard stat(folder, &status) == 0 else {
            walk.skipped.append(.init(path: display, reason: "folder cannot be read"))
            return
        }
        // A folder is known by its device and inode, however it was reached.
        guard visited.insert("\(status.st_dev):\(status.st_ino)").inserted else {
            walk.skipped.append(
                .init(path: display, reason: "folder already read (a symbolic-link loop or a second link)"))
            return
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            walk.skipped.append(.init(path: display, reason: "folder cannot be read"))
            return
        }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = folder + "/" + entry
            let shown = display.hasSuffix("/") ? display + entry : display + "/" + entry
            if excluded(shown) { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                walk.skipped.append(.init(path: shown, reason: "broken symbolic link"))
                continue
            }
            if isFolder.boolValue {
                if Self.skippedFolders.contains(entry) { continue }
                if !includeTests && Self.isTest(entry, isFolder: true) { continue }
                visit(folder: path, display: shown, into: &walk, visited: &visited)
            } else if entry.hasSuffix(".swift") {
                if !includeTests && Self.isTest(entry, isFolder: false) { continue }
                read(path, shown: shown, into: &walk)
            } else if entry.hasSuffix(".m") || entry.hasSuffix(".mm") {
                if let data = FileManager.default.contents(atPath: path),
                    let text = String(validating: data, as: UTF8.self)
                {
                    walk.objectiveC.append(ImportSource(path: shown, text: text))
                }
            }
        }
    }

    private func read(_ path: String, shown: String? = nil, into walk: inout Walk) {
        let shown = shown ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            walk.skipped.append(.init(path: shown, reason: "cannot be read"))
            return
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            walk.skipped.append(.init(path: shown, reason: "not UTF-8 text"))
            return
        }
        walk.sources.append(ImportSource(path: shown, text: text))
    }
}
