import Foundation

/// The running notigen binary, symlinks resolved: where its templates and runtime sources are found from, and an
/// input of every output in a depfile (a new notigen may generate different code).
enum Executable {
    static let url: URL? = {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path)
            }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
    }()

    /// The folders where the files notigen ships may be, most likely first: `<prefix>/share/notigen/<installed>`
    /// when the binary is `<prefix>/bin/notigen` (as `make install` lays it out), then `<checkout>` inside the
    /// binary's folder and each folder above it, which finds the checkout of a binary run from its `.build`.
    static func candidateFolders(installed: String, checkout: String) -> [URL] {
        guard let url else { return [] }
        let bin = url.deletingLastPathComponent()
        var result = [bin.deletingLastPathComponent().appendingPathComponent("share/notigen/" + installed)]
        var folder = bin
        while folder.path != "/" && !folder.path.isEmpty {
            result.append(folder.appendingPathComponent(checkout))
            folder = folder.deletingLastPathComponent()
        }
        return result
    }
}
