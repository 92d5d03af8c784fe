import Foundation

/// How a run behaves inside a build sandbox: Xcode's user-script sandbox (detected from its environment) or any
/// other (`--sandbox`). A sandboxed run reads only the specs and templates it is given and writes only its outputs
/// (the generated files, the depfile, the file lists) and files in a temporary folder: it takes no lock on the output
/// folder, lists no folder (so no `--prune`, and `--check` does not look for orphaned outputs), and writes each new
/// output to the temporary folder first, then renames it over the output or, where the sandbox refuses the rename,
/// copies it over the output in place. When Xcode declares the phase's files, every spec and template must be a
/// declared input and every output a declared output or inside one of Xcode's temporary folders; anything else is an
/// error before anything is read or written, naming the file and the phase setting to add it to.
struct SandboxPolicy {
    /// Whether the run is sandboxed.
    var isOn: Bool
    /// Whether the sandbox is Xcode's (messages then name the phase's settings).
    var isXcode: Bool
    /// The declared inputs and outputs (standardized), when the sandbox declares them.
    var inputs: [String]?
    var outputs: [String]?
    /// The folders the run may write anything in (standardized): Xcode's temporary folders.
    var writableFolders: [String]
    /// Where temporary files go: Xcode's `DERIVED_FILE_DIR` (or `TARGET_TEMP_DIR`), else `TMPDIR`, else `/tmp`.
    var temporaryFolder: String

    /// The policy of a run: sandboxed when `flag` (`--sandbox`) is set or Xcode runs the phase with user-script
    /// sandboxing on.
    init(flag: Bool, xcode: XcodeEnvironment, environment: [String: String] = ProcessInfo.processInfo.environment) {
        isXcode = xcode.isXcode && xcode.isSandboxed
        isOn = flag || isXcode
        inputs = isXcode ? xcode.inputs : nil
        outputs = isXcode ? xcode.outputs : nil
        writableFolders = xcode.temporaryFolders.map(Self.standardized)
        let temporary = xcode.temporaryFolders + [environment["TMPDIR"]].compactMap { $0 }.filter { !$0.isEmpty }
        temporaryFolder = temporary.first ?? "/tmp"
    }

    /// One message for each of `paths` (specs or templates) that the sandbox will not let the run read.
    func unreadable(_ paths: [String]) -> [(file: String?, message: String)] {
        guard let inputs else { return [] }
        let declared = Set(inputs)
        return paths.filter { !declared.contains(Self.standardized($0)) }.map { path in
            (
                path,
                "\(path): not an input file of this Run Script phase, so Xcode's user script sandbox denies "
                    + "reading it; add it to the phase's Input Files, or to its input file list (notigen "
                    + "--input-file-list writes one)"
            )
        }
    }

    /// One message for each of `paths` (outputs, the depfile, file lists) that the sandbox will not let the run
    /// write: neither a declared output nor inside one of Xcode's temporary folders.
    func unwritable(_ paths: [String]) -> [(file: String?, message: String)] {
        guard let outputs else { return [] }
        let declared = Set(outputs)
        return paths.filter { path in
            let standard = Self.standardized(path)
            return !declared.contains(standard) && !writableFolders.contains { standard.hasPrefix($0 + "/") }
        }.map { path in
            (
                path,
                "\(path): not an output file of this Run Script phase, so Xcode's user script sandbox denies "
                    + "writing it; add it to the phase's Output Files, or to its output file list (notigen "
                    + "--output-file-list writes one)"
            )
        }
    }

    /// `path` made absolute against the working folder, with `.`, `..` and repeated slashes resolved as text
    /// (symbolic links are not followed: Xcode compares declared paths as text too).
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
