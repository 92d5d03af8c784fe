import Foundation
import NotigenCore

/// Writes generated files atomically (temporary file, then rename), and only those whose content changed,
/// so that unchanged outputs keep their modification time. Contents are compared and written chunk by chunk:
/// neither the new contents nor the old file is ever held whole.
enum OutputWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Bytes gathered before each write to the temporary file.
    private static let bufferSize = 1 << 16

    /// Writes `files` into `folder`; returns each file's name and whether it was written.
    static func write(_ files: [GeneratedFile], to folder: String) throws(Failure) -> [(name: String, wrote: Bool)] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "\(folder): cannot create the output folder (\(error.localizedDescription))")
        }
        var results: [(name: String, wrote: Bool)] = []
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.name)
            if isCurrent(file, at: url) {
                results.append((file.name, false))
                continue
            }
            do {
                try replace(url, with: file)
            } catch {
                throw Failure(description: "\(url.path): cannot write (\(error.localizedDescription))")
            }
            results.append((file.name, true))
        }
        return results
    }

    /// Whether the file at `url` already holds exactly `file`'s contents.
    private static func isCurrent(_ file: GeneratedFile, at url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
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

    /// Writes `file` into a temporary file beside `url`, then renames it over `url`.
    private static func replace(_ url: URL, with file: GeneratedFile) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(file.name).notigen-\(getpid())")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            var buffer: [UInt8] = []
            buffer.reserveCapacity(bufferSize)
            try file.forEachChunk { chunk in
                var chunk = chunk
                chunk.withUTF8 { buffer.append(contentsOf: $0) }
                if buffer.count >= bufferSize {
                    try handle.write(contentsOf: buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
                return true
            }
            try handle.write(contentsOf: buffer)
            try handle.close()
            guard rename(temporary.path, url.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
