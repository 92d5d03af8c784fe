import Foundation

/// Reads a spec file, turning every way that can fail into one clear message.
enum SpecReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws(Failure) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(description: "\(path): no such file")
        }
        guard !isDirectory.boolValue else {
            throw Failure(description: "\(path): is a folder, not a spec file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): cannot be read (check its permissions)")
        }
        return [UInt8](data)
    }
}
