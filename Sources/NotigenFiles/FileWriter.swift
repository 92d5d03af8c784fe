import Foundation

/// The one way notigen and notigen-import write files: every output, depfile, file list, runtime source, template
/// copy, starter spec, imported spec, import report and rewritten source goes through `write`.
///
/// Writes are all or nothing. Each path is first looked at (`FileTarget`): a folder, a block device or a path that
/// cannot be looked up stops the run before anything is written. Every file to replace is written in full to a
/// temporary file in its target's folder (`.name.notigen-PID.tmp`), compared as it goes with what the target holds
/// when `compare` asks for write-if-changed (an unchanged file is not touched). When all of them are written, the
/// devices, named pipes and sockets are written through, then the temporary files are renamed over their targets in
/// the order given, each keeping the permission bits (and, run as root, the owner) of the file it replaces. Any
/// failure before the renames removes the temporary files and leaves every file as it was; a device written
/// through cannot take back what it was given, which is why they come after every temporary file is complete.
///
/// SIGINT, SIGTERM and SIGHUP are held back while this runs (`SignalDeferral`): one that arrives while the temporary
/// files are written stops the write (nothing is renamed), one that arrives later waits for the last rename; a crash
/// removes the temporary files first (`CrashCleanup`). SIGPIPE is ignored while a named pipe or socket is written, so
/// a reader that goes away is an error (`EPIPE`), not the end of the process.
///
/// With `temporaryFolder` (a sandboxed build step), the temporary files go there instead, and a target the sandbox
/// will not let it rename over is rewritten in place (`replaceInPlace`).
package enum FileWriter {
    /// One file to write.
    package struct Write {
        package var path: String
        package var contents: any FileContents
        /// What it is in messages: " the depfile", " the report", or nothing.
        package var what: String
        /// Whether to leave the file untouched when it already holds the contents (write-if-changed).
        package var compare: Bool

        package init(path: String, contents: any FileContents, what: String = "", compare: Bool = true) {
            self.path = path
            self.contents = contents
            self.what = what
            self.compare = compare
        }
    }

    private static let temporaryMarker = ".notigen-"
    private static let temporarySuffix = ".tmp"

    /// Writes `writes` all or nothing; returns, for each, whether it was written (false: unchanged). `afterRenames`
    /// runs once every file is in place, still with signals held back (notigen removes pruned outputs there).
    @discardableResult
    package static func write(
        _ writes: [Write], temporaryFolder: String? = nil,
        afterRenames: () throws(FileSystem.Failure) -> Void = {}
    ) throws(FileSystem.Failure) -> [Bool] {
        var targets: [FileTarget] = []
        for write in writes { targets.append(try FileTarget(write.path, what: write.what)) }
        try checkDistinct(targets)
        let temporaries = targets.indices.map { index in
            temporaryFolder.map { OutputPath.join($0, "notigen-\(getpid())-\(index).tmp") }
                ?? temporaryPath(for: targets[index].target)
        }
        var written = Array(repeating: false, count: writes.count)
        try SignalDeferral.run { () throws(FileSystem.Failure) in
            try CrashCleanup.guarding(temporaries) { () throws(FileSystem.Failure) in
                var pending: [Int] = []
                defer { for index in pending { unlink(temporaries[index]) } }
                for (index, target) in targets.enumerated() where target.method == .replace {
                    pending.append(index)
                    if try writeIfChanged(
                        writes[index].contents, to: target, temporary: temporaries[index], what: writes[index].what,
                        compare: writes[index].compare)
                    {
                        written[index] = true
                    } else {
                        pending.removeLast()
                    }
                }
                for (index, target) in targets.enumerated() {
                    guard case .writeThrough(let kind) = target.method else { continue }
                    try writeThrough(
                        writes[index].contents, to: target.path, kind: kind, descriptor: target.descriptor,
                        what: writes[index].what)
                    written[index] = true
                }
                while let index = pending.first {
                    let target = targets[index]
                    if rename(temporaries[index], target.target) != 0 {
                        guard temporaryFolder != nil, renameIsRefused(errno) else {
                            throw failure(writing: target, writes[index].what)
                        }
                        try replaceInPlace(target, with: temporaries[index], what: writes[index].what)
                    }
                    pending.removeFirst()
                }
                try afterRenames()
            }
        }
        return written
    }

    /// Two paths that would replace one file (a link and its target, or the same file twice) would each replace the
    /// other's contents: refused before anything is written.
    private static func checkDistinct(_ targets: [FileTarget]) throws(FileSystem.Failure) {
        var seen: [String: String] = [:]
        for target in targets where target.method == .replace {
            if let first = seen.updateValue(target.path, forKey: target.key) {
                throw FileSystem.Failure(
                    description: "\(target.path): cannot write it and \(first) in one run: they are one file")
            }
        }
    }

    /// The temporary file a target is first written to: hidden, beside it, named after it and this process.
    private static func temporaryPath(for target: String) -> String {
        let parent = OutputPath.parent(target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        let temporary = "." + name + temporaryMarker + String(getpid()) + temporarySuffix
        return parent.isEmpty ? temporary : OutputPath.join(parent, temporary)
    }

    /// The process id in `name` when it is one of `write`'s temporary files (`.<name>.notigen-<pid>.tmp`), else nil.
    package static func temporaryFileProcess(_ name: String) -> pid_t? {
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

    /// The error for `errno` while writing `target` (`what`: " the depfile", or nothing for an output); a link's
    /// target is named too.
    static func failure(writing target: FileTarget, _ what: String) -> FileSystem.Failure {
        let cause = FileSystem.message(errno)
        let path = target.target == target.path ? target.path : "\(target.path) (a link to \(target.target))"
        return FileTarget.failure(path, what, cause)
    }
}
