import Foundation
import NotigenCore

/// Writes generated files atomically (temporary file, then rename), and only those whose content changed,
/// so that unchanged outputs keep their modification time.
enum OutputWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `files` into `folder`; returns each file's name and whether it was written.
    static func write(_ files: [GeneratedFile], to folder: String) throws(Failure) -> [(name: String, wrote: Bool)] {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "\(folder): cannot create the output folder (\(error.localizedDescription))")
        }
        var results: [(name: String, wrote: Bool)] = []
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.name)
            if let existing = manager.contents(atPath: url.path), existing.elementsEqual(file.contents.utf8) {
                results.append((file.name, false))
                continue
            }
            do {
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw Failure(description: "\(url.path): cannot write (\(error.localizedDescription))")
            }
            results.append((file.name, true))
        }
        return results
    }
}
