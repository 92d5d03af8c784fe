import Foundation

/// The output folder of a run that writes files (`generate`, `runtime`): writes the files that changed, checks them
/// (`--check`) or lists them (`--dry-run`), printing one line per file unless `quiet`.
struct OutputFolder {
    /// The folder as the user gave it.
    var path: String
    var quiet: Bool
    var printer: DiagnosticPrinter

    /// Writes the files that changed, printing `wrote` or `unchanged` for each.
    func write(_ files: [some OutputFile]) throws {
        let results: [(name: String, wrote: Bool)]
        do {
            results = try OutputWriter.write(files, to: path)
        } catch {
            throw printer.failed("\(error)")
        }
        if !quiet {
            for result in results {
                print("\(result.wrote ? "wrote" : "unchanged") \(OutputPath.join(path, result.name))")
            }
        }
    }

    /// Writes nothing; prints `current` for each file that is, then a unified diff of the others, and fails with
    /// one error per file out of date or missing, each ending with `hint` (how to bring it up to date).
    func check(_ files: [some OutputFile], hint: String) throws {
        try checkIsFolder()
        let comparisons = OutputComparer.compare(files, in: path)
        let stale = comparisons.filter { !$0.isCurrent }
        if !quiet {
            for comparison in comparisons where comparison.isCurrent { print("current \(comparison.path)") }
            print(stale.map(\.diff).joined(), terminator: "")
        }
        guard stale.isEmpty else {
            throw printer.failed(
                stale.map { comparison in
                    let state = comparison.existing == nil ? "is missing" : "is out of date"
                    return (comparison.path, "\(comparison.path) \(state); \(hint)")
                })
        }
    }

    /// Writes nothing; prints `would write` or `unchanged` for each file.
    func list(_ files: [some OutputFile]) throws {
        try checkIsFolder()
        for comparison in OutputComparer.compare(files, in: path) where !quiet {
            print("\(comparison.isCurrent ? "unchanged" : "would write") \(comparison.path)")
        }
    }

    /// Fails as a write would when the folder, or the nearest part of its path that exists, is not a folder, so
    /// that `--check` and `--dry-run` do not report the files of an output folder that is a file as missing.
    private func checkIsFolder() throws {
        var folder = path
        while !folder.isEmpty {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
                guard isFolder.boolValue else { throw printer.failed("\(folder): the output folder is a file") }
                return
            }
            let parent = OutputPath.parent(folder)
            guard parent != folder else { return }
            folder = parent
        }
    }
}
