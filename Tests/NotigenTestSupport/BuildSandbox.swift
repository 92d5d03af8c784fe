import Foundation

/// A real sandbox for a build step, modelled on Xcode's user-script sandbox: bubblewrap makes the whole machine
/// read-only, hides the project folder but for the declared inputs (read-only) and outputs (writable in place), and
/// lets the step write only the given temporary folders; strace records every file the step and its children open,
/// create, rename or remove, and `violations` lists each that was not a declared file or inside a temporary folder
/// (metadata look-ups such as `stat` are allowed, as Xcode's sandbox allows them).
///
/// Where the model differs from Xcode: bubblewrap can bind only files that exist, so a missing output is first
/// created empty (Xcode lets a script create a declared output); a bound output can be rewritten in place but not
/// replaced by `rename` (`EBUSY`/`EXDEV`), which Xcode allows for declared outputs; reads of files outside the
/// project are allowed here, as Xcode allows reads outside the project and DerivedData.
struct BuildSandbox {
    /// The project folder (Xcode's `SRCROOT`), hidden but for `inputs` and `outputs`.
    var project: URL
    var inputs: [URL]
    var outputs: [URL]
    /// The folders the step may write anything in (Xcode's `DERIVED_FILE_DIR`, `TARGET_TEMP_DIR`), outside `project`.
    var temporaryFolders: [URL]

    /// How the step ended, what it printed, and every access it should not have made.
    struct Result {
        var status: Int32
        var output: String
        var violations: [String]
    }

    private static let bubblewrap = "/usr/bin/bwrap"
    private static let strace = "/usr/bin/strace"
    /// System calls that only look a path up, which the sandbox allows anywhere.
    private static let lookUps: Set<String> = [
        "stat", "lstat", "newfstatat", "fstatat64", "statx", "access", "faccessat", "faccessat2", "readlink",
        "readlinkat", "getcwd", "chdir", "execve", "statfs",
    ]

    /// Runs `executable` with `arguments` in `directory` inside the sandbox, with `environment` added to the test's.
    func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Result {
        for tool in [Self.bubblewrap, Self.strace] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw SupportFailure(
                description: "\(tool) is missing: the sandbox tests need bubblewrap and strace (make deps installs "
                    + "them: apt-get install bubblewrap strace)")
        }
        for output in outputs where !FileManager.default.fileExists(atPath: output.path) {
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        }
        for folder in temporaryFolders {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let traces = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-trace-\(UUID())")
        try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: traces) }
        let log = traces.appendingPathComponent("strace.log")
        var mounts = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", project.path]
        mounts +=
            inputs.flatMap { ["--ro-bind", $0.path, $0.path] } + outputs.flatMap { ["--bind", $0.path, $0.path] }
        mounts += ["--remount-ro", project.path] + temporaryFolders.flatMap { ["--bind", $0.path, $0.path] }
        mounts += ["--bind", traces.path, traces.path, "--chdir", directory.path]
        let traced = [Self.strace, "-f", "-qq", "-o", log.path, "-e", "trace=%file", executable] + arguments
        let result = try Command.run(Self.bubblewrap, mounts + traced, environment: environment)
        let trace = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        return Result(status: result.status, output: result.text, violations: violations(trace, in: directory))
    }

    /// The lines of `trace` (strace's log) that touch a file of the project other than a declared input (read) or
    /// output (read or written); relative paths are resolved against `directory`.
    func violations(_ trace: String, in directory: URL) -> [String] {
        let root = project.standardizedFileURL.path + "/"
        let readable = Set((inputs + outputs).map(\.standardizedFileURL.path))
        let writable = Set(outputs.map(\.standardizedFileURL.path))
        return trace.split(separator: "\n").map(String.init).filter { line in
            guard let call = Self.systemCall(line), !Self.lookUps.contains(call) else { return false }
            let writes = !call.hasPrefix("open") || ["O_WRONLY", "O_RDWR", "O_CREAT"].contains { line.contains($0) }
            return Self.paths(line).contains { path in
                let absolute = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL.path
                guard absolute.hasPrefix(root) || absolute + "/" == root else { return false }
                return !(writes ? writable : readable).contains(absolute)
            }
        }
    }

    /// The system call a strace line records (`12 openat(AT_FDCWD, "a", O_RDONLY) = 3` → `openat`).
    private static func systemCall(_ line: String) -> String? {
        let text = line.drop { $0.isNumber || $0 == " " }
        guard let parenthesis = text.firstIndex(of: "("), text.first?.isLetter == true else { return nil }
        return String(text[..<parenthesis])
    }

    /// The quoted strings of a strace line: the paths its call names.
    private static func paths(_ line: String) -> [String] {
        line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }
}
