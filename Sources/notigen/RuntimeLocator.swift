import Foundation
import NotigenCore

/// Finds the NotigenRuntime module's sources that `notigen runtime` copies: `<prefix>/share/notigen/Runtime` beside
/// the binary once installed, or the `Sources/NotigenRuntime` folder of the checkout the binary was built in. They
/// must be the runtime of this notigen's version (the handshake): the version `NotigenRuntimeVersion.swift` declares
/// must be `Generator.version`, or the copied runtime would not build the code this binary generates.
enum RuntimeLocator {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Every `.swift` file of the first candidate folder holding any (hidden files aside), sorted by name, with its
    /// exact contents.
    static func load() throws(Failure) -> [TextFile] {
        for folder in Executable.candidateFolders(installed: "Runtime", checkout: "Sources/NotigenRuntime") {
            let names = sourceNames(in: folder)
            guard !names.isEmpty else { continue }
            let files = try names.map { name throws(Failure) in try read(name, in: folder) }
            try checkVersion(files, in: folder)
            return files
        }
        throw Failure(
            description: "cannot find the runtime sources (looked for share/notigen/Runtime beside the binary, "
                + "and Sources/NotigenRuntime in the checkout it was built in); reinstall notigen")
    }

    /// The file in the runtime's sources that declares its version, and the line that does.
    private static let versionFile = (name: "NotigenRuntimeVersion.swift", prefix: "public static let version = \"")

    /// Fails unless `files` declare the runtime of this notigen's version, naming both versions and the fix.
    private static func checkVersion(_ files: [TextFile], in folder: URL) throws(Failure) {
        let declaration = files.first { $0.name == versionFile.name }?.contents.split(separator: "\n")
            .lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(versionFile.prefix) }
        let version = declaration.map { $0.dropFirst(versionFile.prefix.count).prefix { $0 != "\"" } }
        guard version.map(String.init) != Generator.version else { return }
        let found = version.map { "NotigenRuntime \($0)" } ?? "no NotigenRuntime version (\(versionFile.name))"
        throw Failure(
            description: "\(folder.path): holds \(found), but this notigen is \(Generator.version): the binary and "
                + "the runtime sources beside it come from different versions; reinstall notigen (make install "
                + "PREFIX=…) so that both come from one")
    }

    /// The names of the `.swift` files in `folder`, sorted; none when it is not a folder.
    private static func sourceNames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
    }

    /// The source `name` in `folder`, byte for byte: its bytes must be UTF-8 so that its text holds them exactly.
    private static func read(_ name: String, in folder: URL) throws(Failure) -> TextFile {
        let path = folder.appendingPathComponent(name).path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): cannot read the runtime source (check its permissions)")
        }
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            throw Failure(description: "\(path): the runtime source is not UTF-8 text")
        }
        return TextFile(name: name, contents: text)
    }
}
