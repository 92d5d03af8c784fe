import Foundation

/// A bubblewrap sandbox for tests of how notigen writes files: its own `/dev` (`--dev /dev`: `null`, `full`, `zero`,
/// and `stdout` as a link to `/proc/self/fd/1`) and `/proc`, the machine read-only but for `writable` folders, some
/// folders read-only (`readOnly`) or size-limited file systems (`smallDisks`: a `tmpfs` of that many bytes, mounted
/// in the sandbox's own mount namespace). Nothing run in it can touch the machine's own devices.
///
/// A run is a shell script: `setup`, then the command (as the user `nobody` with `asNobody`, through `setpriv`), then
/// `after`, whose output is kept apart (`Result.after`): what the test reads of the sandbox once the command ended.
struct FileSandbox {
    var writable: [URL]
    var readOnly: [URL] = []
    var smallDisks: [(folder: URL, bytes: Int)] = []
    var asNobody = false

    /// How the command ended, what it printed on each stream, and what `after` printed.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var after: String
    }

    static let bubblewrap = "/usr/bin/bwrap"

    /// Runs `command` (an executable and its arguments) in `directory` inside the sandbox, between `setup` and
    /// `after` (shell text).
    func run(_ command: [String], in directory: URL, setup: String = "", after: String = "") throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: Self.bubblewrap) else {
            throw SupportFailure(
                description: "\(Self.bubblewrap) is missing: the file tests need bubblewrap (make deps installs it)")
        }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-after-\(UUID())")
        defer { try? FileManager.default.removeItem(at: report) }
        var mounts = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--die-with-parent"]
        mounts += writable.flatMap { ["--bind", $0.path, $0.path] }
        mounts += smallDisks.flatMap { ["--size", String($0.bytes), "--tmpfs", $0.folder.path] }
        mounts += readOnly.flatMap { ["--ro-bind", $0.path, $0.path] }
        _ = FileManager.default.createFile(atPath: report.path, contents: nil)
        mounts += ["--bind", report.path, report.path, "--chdir", directory.path]
        let user = asNobody ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let script = """
            set -u
            \(setup)
            \(user)"$@"
            status=$?
            { \(after.isEmpty ? ":" : after); } > '\(report.path)' 2>&1
            exit $status
            """
        let streams = try Command.capture(Self.bubblewrap, mounts + ["/bin/sh", "-c", script, "sh"] + command)
        let after = String(decoding: (try? Data(contentsOf: report)) ?? Data(), as: UTF8.self)
        return Result(
            status: streams.status, standardOutput: streams.standardOutput, standardError: streams.standardError,
            after: after)
    }
}
