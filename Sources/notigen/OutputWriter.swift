import Foundation
import NotigenFiles

/// Writes a run's output files (generated code, runtime sources, template copies) into an output folder, with the
/// file lists and the depfile (`ExtraFile`), all or nothing, through `FileWriter`: the one way notigen and
/// notigen-import write a file (each kind of path, the atomic replacement, write-if-changed, interruptions and
/// crashes are described there). Unchanged outputs keep their modification time; each output is rendered once,
/// compared and written chunk by chunk in the same pass. The depfile is written last.
///
/// Around that, for an output folder: it is created if needed; no output may replace one of the run's specs; the
/// folder is locked (`FolderLock`) from the comparison to the last rename, so runs writing one folder at once take
/// turns; temporary files a killed run left (SIGKILL, which no process can catch) are removed first; and `prune`
/// removes orphaned outputs once every file is in place.
///
/// A sandboxed run (`temporaryFolder` given, see `SandboxPolicy`) touches nothing in the output folder but its
/// outputs: no lock, no clean-up of stale temporary files, no `prune`; its temporary files go to `temporaryFolder`,
/// and an output the sandbox will not let it rename over is rewritten in place.
enum OutputWriter {
    /// What a write did: for each output its name and whether it was written, the same for each extra file (by
    /// path), and the files `prune` removed.
    struct Report {
        var results: [(name: String, wrote: Bool)]
        var extras: [(path: String, wrote: Bool)] = []
        var removed: [OrphanedOutput]
    }

    /// A file written with the outputs, all or nothing: the depfile (`always`: written even when unchanged, since
    /// its modification time tells make when notigen last ran) or a file list (written only when changed).
    struct ExtraFile {
        var path: String
        var file: TextFile
        /// What it is in messages: " the depfile", " the input file list".
        var what: String
        var always: Bool
    }

    /// Writes `files` into `folder`, then `extras` (the file lists, then the depfile), and with `prune` removes the
    /// files notigen generated there from specs that are not in this run. No output and no extra file may be one of
    /// `specs` (the run's spec files): writing it would replace the spec. With `temporaryFolder`, the run is
    /// sandboxed (see the type's documentation) and `prune` must be false.
    static func write(
        _ files: [some OutputFile], to folder: String, extras: [ExtraFile] = [], specs: [String] = [],
        prune: Bool = false, temporaryFolder: String? = nil
    ) throws(FileSystem.Failure) -> Report {
        // The extra files' folders first: a depfile or file list path through a file stops the run before the
        // output folder is made.
        for extra in extras {
            let parent = OutputPath.parent(extra.path)
            if !parent.isEmpty { try FileSystem.createFolder(parent, role: extra.what.dropFirst() + "'s folder") }
        }
        try FileSystem.createFolder(folder, role: "the output folder")
        if let temporaryFolder { try FileSystem.createFolder(temporaryFolder, role: "the temporary folder") }
        let lock = temporaryFolder == nil ? try FolderLock(folder) : nil
        defer { lock?.release() }
        if let lock { removeStaleTemporaryFiles(in: folder, lockHeld: lock.isHeld) }
        let writes =
            files.map { FileWriter.Write(path: OutputPath.join(folder, $0.name), contents: $0) }
            + extras.map { FileWriter.Write(path: $0.path, contents: $0.file, what: $0.what, compare: !$0.always) }
        try checkNoSpecIsReplaced(writes.map(\.path), specs: specs)
        let orphans = prune ? OrphanedOutput.find(in: folder, outputs: Set(files.map(\.name))) : []
        let written = try FileWriter.write(writes, temporaryFolder: temporaryFolder) { () throws(FileSystem.Failure) in
            for orphan in orphans where unlink(orphan.path) != 0 && errno != ENOENT {
                throw FileSystem.Failure(
                    description: "\(orphan.path): cannot remove: \(FileSystem.message(errno))")
            }
        }
        return Report(
            results: zip(files, written).map { ($0.name, $1) },
            extras: zip(extras, written.dropFirst(files.count)).map { ($0.path, $1) }, removed: orphans)
    }

    /// Writes `file` at `path` (through `FileWriter`), creating its folder (`role` names it in messages): for
    /// `notigen init`.
    static func write(_ file: TextFile, at path: String, folderRole role: String) throws(FileSystem.Failure) {
        let parent = OutputPath.parent(path)
        if !parent.isEmpty { try FileSystem.createFolder(parent, role: role) }
        try FileWriter.write([FileWriter.Write(path: path, contents: file, compare: false)])
    }

    /// Removes the temporary files of notigen's own pattern (`.name.notigen-PID.tmp`, regular files only) that a
    /// killed run left in `folder`. When the caller holds the folder's lock no other run is writing there, so all of
    /// them are stale; without the lock, only those of processes that no longer exist.
    private static func removeStaleTemporaryFiles(in folder: String, lockHeld: Bool) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let pid = FileWriter.temporaryFileProcess(name), lockHeld || (kill(pid, 0) != 0 && errno == ESRCH)
            else {
                continue
            }
            let path = OutputPath.join(folder, name)
            var status = stat()
            if lstat(path, &status) == 0, FileSystem.Kind(mode: status.st_mode) == .regularFile { unlink(path) }
        }
    }

    /// A spec named as an output (`x.swift` generated into its own folder, through a linked folder, or an output
    /// that is a link to the spec) would be replaced by it: refuse before anything is written.
    private static func checkNoSpecIsReplaced(_ outputs: [String], specs: [String]) throws(FileSystem.Failure) {
        let identities = specs.compactMap { spec in FileSystem.identity(of: spec).map { (spec, $0) } }
        guard !identities.isEmpty else { return }
        for output in outputs {
            guard let identity = FileSystem.identity(of: output),
                let spec = identities.first(where: { $0.1 == identity })?.0
            else {
                continue
            }
            throw FileSystem.Failure(
                description: "\(output): writing it would replace the spec \(spec); write the outputs to another "
                    + "folder (--output) or rename the spec")
        }
    }
}
