import Foundation
import NotigenCore
import NotigenFiles

/// The output folder of a run that writes files (`generate`, `runtime`): writes the files that changed, checks them
/// (`--check`) or lists them (`--dry-run`), printing one line per file unless `quiet`.
struct OutputFolder {
    /// The folder as the user gave it.
    var path: String
    var quiet: Bool
    var printer: DiagnosticPrinter

    /// Writes the files that changed and the extra files (file lists, depfile), printing `wrote` or `unchanged` for
    /// each file and file list; with `prune`, removes the files notigen generated from specs that are not in this
    /// run, printing `removed` for each. `specs` are the run's spec files, which no output may replace. With
    /// `temporaryFolder`, the run is sandboxed (see `OutputWriter`).
    func write(
        _ files: [some OutputFile], extras: [OutputWriter.ExtraFile] = [], specs: [String] = [], prune: Bool = false,
        temporaryFolder: String? = nil
    ) throws {
        let report: OutputWriter.Report
        do {
            report = try OutputWriter.write(
                files, to: path, extras: extras, specs: specs, prune: prune, temporaryFolder: temporaryFolder)
        } catch {
            throw printer.failed("\(error)")
        }
        if !quiet {
            for result in report.results {
                printLine("\(result.wrote ? "wrote" : "unchanged") \(OutputPath.join(path, result.name))")
            }
            for (extra, result) in zip(extras, report.extras) where !extra.always {
                printLine("\(result.wrote ? "wrote" : "unchanged") \(result.path)")
            }
            for orphan in report.removed { printLine("removed \(orphan.path)") }
        }
    }

    /// Writes nothing; prints `current` for each file that is, then a unified diff of the others, and fails with
    /// one error per file out of date or missing, each ending with `hint` (how to bring it up to date). With
    /// `orphans`, a file notigen generated from a spec that is not in this run is an error too.
    /// `lists` (path and contents) are file lists checked like the files.
    func check(
        _ files: [some OutputFile], hint: String, orphans: Bool = false, lists: [(path: String, file: TextFile)] = []
    ) throws {
        try checkIsFolder()
        let comparisons = OutputComparer.compare(files, in: path) + OutputComparer.compare(lists)
        let stale = comparisons.filter { !$0.isCurrent }
        if !quiet {
            for comparison in comparisons where comparison.isCurrent { printLine("current \(comparison.path)") }
            print(stale.map(\.diff).joined(), terminator: "")
        }
        var problems: [(file: String?, message: String)] = stale.map { comparison in
            let state = comparison.existing == nil ? "is missing" : "is out of date"
            return (comparison.path, "\(comparison.path) \(state); \(hint)")
        }
        if orphans {
            problems += OrphanedOutput.find(in: path, outputs: Set(files.map(\.name))).map { orphan in
                (
                    orphan.path,
                    "\(orphan.path) was generated from \(orphan.specName), which is not part of this run; "
                        + "delete it, or run notigen with --prune"
                )
            }
        }
        guard problems.isEmpty else { throw printer.failed(problems) }
    }

    /// Writes nothing; prints `would write` or `unchanged` for each file, and with `prune`, `would remove` for each
    /// file notigen generated from a spec that is not in this run.
    func list(_ files: [some OutputFile], prune: Bool = false) throws {
        try checkIsFolder()
        guard !quiet else { return }
        for comparison in OutputComparer.compare(files, in: path) {
            printLine("\(comparison.isCurrent ? "unchanged" : "would write") \(comparison.path)")
        }
        if prune {
            for orphan in OrphanedOutput.find(in: path, outputs: Set(files.map(\.name))) {
                printLine("would remove \(orphan.path)")
            }
        }
    }

    /// Prints `line` on standard output with invisible characters escaped, as diagnostics print file names.
    private func printLine(_ line: String) {
        print(DiagnosticRenderer.printable(line))
    }

    /// Fails as a write would when the folder, or the nearest part of its path that exists, is not a folder, so
    /// that `--check` and `--dry-run` do not report the files of an output folder that is a file as missing.
    private func checkIsFolder() throws {
        var folder = path
        while !folder.isEmpty {
            switch FileSystem.kind(of: folder) {
            case .folder: return
            case .missing: break
            default: throw printer.failed("\(folder): the output folder is a file")
            }
            let parent = OutputPath.parent(folder)
            guard parent != folder else { return }
            folder = parent
        }
    }
}
