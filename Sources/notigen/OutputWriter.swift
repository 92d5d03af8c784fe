import Foundation

/// Writes output files (generated code or runtime sources) atomically, and only those whose content changed, so that
/// unchanged outputs keep their modification time. Each output is rendered once, compared and written chunk by chunk
/// in the same pass (`writeIfChanged`): neither the new contents nor the old file is ever held whole.
///
/// Every changed file, and the file lists and depfile when there are any (`ExtraFile`), is first written in full to a
/// temporary file beside its output (`.name.notigen-PID.tmp`), and only when all of them are written are they renamed
/// over the outputs, the depfile last. Any failure removes the temporary files and leaves every output and the
/// depfile as they were. SIGINT, SIGTERM and SIGHUP are held back while this runs (`SignalDeferral`): one that
/// arrives while files are written stops the write (nothing is renamed), one that arrives during the renames waits
/// for the last, so an interrupted run never ends halfway or with a temporary file left behind; a crash while
/// writing removes the temporary files first (`CrashCleanup`). One killed outright (SIGKILL) can leave temporary
/// files, which the next run into the folder removes. The output folder is locked (`FolderLock`) from the
/// comparison to the last rename, so runs writing one folder at once take turns.
///
/// A sandboxed run (`temporaryFolder` given, see `SandboxPolicy`) touches nothing in the output folder but its
/// outputs: no lock, no clean-up of stale temporary files, no `prune`; its temporary files go to `temporaryFolder`,
/// and an output the sandbox will not let it rename over is rewritten in place (`replace(_:with:)`).
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

    private static let temporaryMarker = ".notigen-"
    private static let temporarySuffix = ".tmp"

    /// Writes `files` into `folder`, then `extras` (the file lists, then the depfile), and with `prune` removes the
    /// files notigen generated there from specs that are not in this run. No output and no extra file may be one of
    /// `specs` (the run's spec files): writing it would replace the spec. With `temporaryFolder`, the run is
    /// sandboxed (see the type's documentation) and `prune` must be false.
    static func write(
        _ files: [some OutputFile], to folder: String, extras: [ExtraFile] = [], specs: [String] = [],
        prune: Bool = false, temporaryFolder: String? = nil
    ) throws(FileSystem.Failure) -> Report {
        try FileSystem.createFolder(folder, role: "the output folder")
        for extra in extras {
            let parent = OutputPath.parent(extra.path)
            if !parent.isEmpty { try FileSystem.createFolder(parent, role: extra.what.dropFirst() + "'s folder") }
        }
        if let temporaryFolder { try FileSystem.createFolder(temporaryFolder, role: "the temporary folder") }
        let lock = temporaryFolder == nil ? try FolderLock(folder) : nil
        defer { lock?.release() }
        if let lock { removeStaleTemporaryFiles(in: folder, lockHeld: lock.isHeld) }
        var targets = files.map {
            (file: $0 as any OutputFile, output: OutputPath.join(folder, $0.name), what: "", always: false)
        }
        try checkNoSpecIsReplaced(targets.map(\.output) + extras.map(\.path), specs: specs)
        targets += extras.map { ($0.file, $0.path, $0.what, $0.always) }
        try checkNotFolders(targets.map { ($0.output, $0.what) })
        let orphans = prune ? OrphanedOutput.find(in: folder, outputs: Set(files.map(\.name))) : []
        var written: Set<String> = []
        let temporaries = targets.indices.map { index in
            temporaryFolder.map { OutputPath.join($0, "notigen-\(getpid())-\(index).tmp") }
                ?? temporaryPath(for: targets[index].output)
        }
        try SignalDeferral.run { () throws(FileSystem.Failure) in
            try CrashCleanup.guarding(temporaries) { () throws(FileSystem.Failure) in
                var pending: [(temporary: String, output: String, what: String)] = []
                defer { for file in pending { unlink(file.temporary) } }
                for (index, target) in targets.enumerated() {
                    let temporary = temporaries[index]
                    pending.append((temporary, target.output, target.what))
                    if try writeIfChanged(
                        target.file, output: target.output, temporary: temporary, what: target.what,
                        compare: !target.always)
                    {
                        written.insert(target.output)
                    } else {
                        pending.removeLast()
                    }
                }
                while let file = pending.first {
                    if rename(file.temporary, file.output) != 0 {
                        guard temporaryFolder != nil, Self.renameIsRefused(errno) else {
                            throw failure(writing: file.output, file.what)
                        }
                        try replace(file.output, with: file.temporary, what: file.what)
                    }
                    pending.removeFirst()
                }
                for orphan in orphans where unlink(orphan.path) != 0 && errno != ENOENT {
                    throw FileSystem.Failure(
                        description: "\(orphan.path): cannot remove: \(FileSystem.message(errno))")
                }
            }
        }
        return Report(
            results: files.map { ($0.name, written.contains(OutputPath.join(folder, $0.name))) },
            extras: extras.map { ($0.path, written.contains($0.path)) }, removed: orphans)
    }

    /// Writes `file` at `path` atomically, creating its folder (`role` names it in messages): for `notigen init`.
    static func write(_ file: TextFile, at path: String, folderRole role: String) throws(FileSystem.Failure) {
        let parent = OutputPath.parent(path)
        if !parent.isEmpty { try FileSystem.createFolder(parent, role: role) }
        try checkNotFolders([(path, "")])
        let temporary = temporaryPath(for: path)
        try SignalDeferral.run { () throws(FileSystem.Failure) in
            try CrashCleanup.guarding([temporary]) { () throws(FileSystem.Failure) in
                defer { unlink(temporary) }
                _ = try writeIfChanged(file, output: path, temporary: temporary, what: "", compare: false)
                guard rename(temporary, path) == 0 else { throw failure(writing: path, "") }
            }
        }
    }

    /// The temporary file an output is first written to: hidden, beside it, named after it and this process.
    private static func temporaryPath(for output: String) -> String {
        let parent = OutputPath.parent(output)
        let name = output.split(separator: "/").last.map(String.init) ?? output
        let temporary = "." + name + temporaryMarker + String(getpid()) + temporarySuffix
        return parent.isEmpty ? temporary : OutputPath.join(parent, temporary)
    }

    /// Removes the temporary files of notigen's own pattern (`.name.notigen-PID.tmp`, regular files only) that a
    /// killed run left in `folder`. When the caller holds the folder's lock no other run is writing there, so all of
    /// them are stale; without the lock, only those of processes that no longer exist.
    private static func removeStaleTemporaryFiles(in folder: String, lockHeld: Bool) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let pid = temporaryFileProcess(name), lockHeld || (kill(pid, 0) != 0 && errno == ESRCH) else {
                continue
            }
            let path = OutputPath.join(folder, name)
            var status = stat()
            if lstat(path, &status) == 0, FileSystem.Kind(mode: status.st_mode) == .regularFile { unlink(path) }
        }
    }

    /// The process id in `name` when it is `.<output>.notigen-<pid>.tmp`, else nil.
    private static func temporaryFileProcess(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(temporarySuffix),
            let marker = name.range(of: temporaryMarker, options: .backwards),
            marker.lowerBound > name.index(after: name.startIndex)
        else {
            return nil
        }
        let digits = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -temporarySuffix.count)]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return pid_t(digits)
    }

    /// A spec named as an output (`x.swift` generated into its own folder, or through a symbolic link) would be
    /// replaced by it: refuse before anything is written.
    private static func checkNoSpecIsReplaced(_ outputs: [String], specs: [String]) throws(FileSystem.Failure) {
        let identities = specs.compactMap { spec in FileSystem.identity(of: spec).map { (spec, $0) } }
        guard !identities.isEmpty else { return }
        for output in outputs {
            guard let identity = FileSystem.identity(of: output, following: false),
                let spec = identities.first(where: { $0.1 == identity })?.0
            else {
                continue
            }
            throw FileSystem.Failure(
                description: "\(output): writing it would replace the spec \(spec); write the outputs to another "
                    + "folder (--output) or rename the spec")
        }
    }

    /// An output that is a folder would fail at the rename, after other outputs were replaced: refuse it first.
    /// `what` says what the output is (" the depfile", or nothing).
    private static func checkNotFolders(_ outputs: [(path: String, what: String)]) throws(FileSystem.Failure) {
        for output in outputs {
            var status = stat()
            if lstat(output.path, &status) == 0, FileSystem.Kind(mode: status.st_mode) == .folder {
                throw FileSystem.Failure(
                    description: "\(output.path): cannot write\(output.what): a folder is in the way")
            }
        }
    }
}
