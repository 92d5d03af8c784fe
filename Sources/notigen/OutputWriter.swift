import Foundation

/// Writes output files (generated code or runtime sources) atomically, and only those whose content changed, so that
/// unchanged outputs keep their modification time. Contents are compared and written chunk by chunk: neither the new
/// contents nor the old file is ever held whole.
///
/// Every changed file is first written in full to a temporary file beside its output (`.name.notigen-PID.tmp`),
/// and only when all of them are written are they renamed over the outputs. Any failure removes the temporary files
/// and leaves every output as it was. SIGINT, SIGTERM and SIGHUP are held back while this runs (`SignalDeferral`), so
/// an interrupted run ends after the renames, never halfway and never with a temporary file left behind.
enum OutputWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Bytes gathered before each write to a temporary file.
    private static let bufferSize = 1 << 16

    /// Writes `files` into `folder`; returns each file's name and whether it was written.
    static func write(_ files: [some OutputFile], to folder: String) throws(Failure) -> [(name: String, wrote: Bool)] {
        try createFolder(folder)
        let changed = files.filter { !isCurrent($0, at: path(folder, $0.name)) }
        try checkNotFolders(changed, in: folder)
        let names = Set(changed.map(\.name))
        try SignalDeferral.run { () throws(Failure) in
            var pending: [(temporary: String, output: String)] = []
            defer { for file in pending { unlink(file.temporary) } }
            for file in changed {
                let output = path(folder, file.name)
                let temporary = path(folder, ".\(file.name).notigen-\(getpid()).tmp")
                pending.append((temporary, output))
                try writeFully(file, to: temporary, output: output)
            }
            while let file = pending.first {
                guard rename(file.temporary, file.output) == 0 else {
                    throw Failure(description: "\(file.output): cannot write: \(errorText())")
                }
                pending.removeFirst()
            }
        }
        return files.map { ($0.name, names.contains($0.name)) }
    }

    /// Creates `folder` and its missing parents, like `mkdir -p`.
    private static func createFolder(_ folder: String) throws(Failure) {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw Failure(description: "\(folder): the output folder is a file")
            }
            return
        }
        let parent = OutputPath.parent(folder)
        if !parent.isEmpty && parent != folder { try createFolder(parent) }
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
            throw Failure(description: "\(folder): cannot create the output folder: \(errorText())")
        }
    }

    /// An output that is a folder would fail at the rename, after other outputs were replaced: refuse it first.
    private static func checkNotFolders(_ files: [some OutputFile], in folder: String) throws(Failure) {
        for file in files {
            var status = stat()
            let output = path(folder, file.name)
            if lstat(output, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                throw Failure(description: "\(output): cannot write: a folder is in the way")
            }
        }
    }

    /// Whether the file at `output` already holds exactly `file`'s contents.
    private static func isCurrent(_ file: some OutputFile, at output: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: output) else { return false }
        defer { try? handle.close() }
        let same = file.forEachChunk { chunk in
            var chunk = chunk
            return chunk.withUTF8 { new in
                guard !new.isEmpty else { return true }
                guard let old = try? handle.read(upToCount: new.count), old.count == new.count else { return false }
                return old.withUnsafeBytes { $0.elementsEqual(UnsafeRawBufferPointer(new)) }
            }
        }
        return same && (try? handle.read(upToCount: 1))?.isEmpty != false
    }

    /// Writes `file` to a new file at `temporary`, through a buffer, and flushes it to disk.
    private static func writeFully(_ file: some OutputFile, to temporary: String, output: String) throws(Failure) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o666)
        guard descriptor >= 0 else { throw Failure(description: "\(output): cannot write: \(errorText())") }
        defer { close(descriptor) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(bufferSize)
        let written = file.forEachChunk { chunk in
            var chunk = chunk
            chunk.withUTF8 { buffer.append(contentsOf: $0) }
            guard buffer.count >= bufferSize else { return true }
            defer { buffer.removeAll(keepingCapacity: true) }
            return writeAll(buffer, to: descriptor)
        }
        guard written, writeAll(buffer, to: descriptor), fsync(descriptor) == 0 else {
            throw Failure(description: "\(output): cannot write: \(errorText())")
        }
    }

    /// Writes every byte of `bytes`, retrying after interruptions; false on an error (see `errno`).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// The path as the user sees it: the output folder as given, then the name.
    private static func path(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
