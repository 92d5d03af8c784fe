import Foundation
import Testing

@testable import NotigenTestSupport

/// Every flag of both executables that writes a file (`FileFlag.all`), on every kind of path, each run in a
/// bubblewrap sandbox with its own `/dev` (`FileSandbox`): a file is replaced keeping its permission bits, a link is
/// followed (its final target replaced, the links kept), a dangling link's target is created, `/dev/null` and a FIFO
/// are written through, and a folder, a FIFO nobody reads, a read-only folder or a full disk is an error naming the
/// path and the cause, exit 1, with every file as it was and no temporary file left.
@Suite struct FileKindTests {
    /// Each flag with each kind of path it can be given (`--write` edits sources, which are files or links).
    static let cases: [(FileFlag, PathKind)] = FileFlag.all.flatMap { flag in
        PathKind.allCases.filter { kind in
            !flag.isSource || [.regularFile, .link, .readOnlyFolder, .fullDisk].contains(kind)
        }.map { (flag, $0) }
    }

    @Test(arguments: cases)
    func aFlagOnAKindOfPath(_ flag: FileFlag, _ kind: PathKind) throws {
        let workspace = try Workspace()
        try workspace.write(Workspace.spec(), to: "clock.yaml")
        try workspace.write(FileFlag.appSource, to: "App/Clock.swift")
        for folder in ["Gen", "out", "Runtime", "Tpl", "Real", "Links", "Stage"] {
            try FileManager.default.createDirectory(at: workspace.url(folder), withIntermediateDirectories: true)
        }
        let name = (flag.target as NSString).lastPathComponent
        let old = flag.isSource ? FileFlag.appSource : "old\n"
        let target = workspace.url(flag.target).path
        var sandbox = FileSandbox(writable: [workspace.root])
        var path = flag.target
        var setup = ""
        var after = ""
        var reader: Int32 = -1
        defer { if reader >= 0 { close(reader) } }
        switch kind {
        case .regularFile, .readOnlyFolder:
            try workspace.write(old, to: flag.target)
            #expect(chmod(target, 0o640) == 0)
            if kind == .readOnlyFolder { sandbox.readOnly = [workspace.url(flag.folder)] }
        case .link:
            try workspace.write(old, to: "Real/" + name)
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.createSymbolicLink(
                atPath: workspace.url("Links/" + name).path, withDestinationPath: "../Real/" + name)
            try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "../Links/" + name)
        case .danglingLink:
            try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "../Real/" + name)
        case .devNull:
            if flag.takesPath {
                path = "/dev/null"
            } else {
                try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "/dev/null")
            }
            after = "stat -c %F /dev/null; ls -A /dev"
        case .fifo, .fifoWithoutReader:
            #expect(mkfifo(target, 0o644) == 0)
            if kind == .fifo {
                reader = open(target, O_RDONLY | O_NONBLOCK)
                try #require(reader >= 0)
            }
        case .folder:
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        case .fullDisk:
            try workspace.write(old, to: "Stage/" + name)
            sandbox.smallDisks = [(workspace.url(flag.folder), 64 * 1024)]
            setup = """
                cp Stage/\(name) \(flag.folder)/\(name)
                dd if=/dev/zero of=\(flag.folder)/.fill bs=4096 2>/dev/null
                """
            after = "ls -A \(flag.folder); echo ---; cat \(flag.folder)/\(name)"
        }
        let before = try Self.files(in: workspace.root)
        let result = try sandbox.run(flag.command(path), in: workspace.root, setup: setup, after: after)
        let context = "\(flag) on a \(kind.rawValue): \(result.standardError)"

        switch kind {
        case .regularFile:
            #expect(result.status == 0, "\(context)")
            #expect(try workspace.read(flag.target).contains(flag.marker), "\(context)")
            #expect(Self.status(target)?.st_mode == S_IFREG | 0o640, "the permission bits are kept")
        case .link:
            #expect(result.status == 0, "\(context)")
            #expect(Self.isLink(target) && Self.isLink(workspace.url("Links/" + name).path), "the links stay")
            #expect(try workspace.read("Real/" + name).contains(flag.marker), "\(context)")
        case .danglingLink:
            #expect(result.status == 0, "\(context)")
            #expect(Self.isLink(target), "the link stays")
            #expect(try workspace.read("Real/" + name).contains(flag.marker), "\(context)")
        case .devNull:
            #expect(result.status == 0, "\(context)")
            let lines = result.after.split(separator: "\n")
            #expect(lines.first == "character special file", "\(result.after)")
            #expect(!lines.contains { $0.contains("notigen") }, "no temporary file in /dev: \(result.after)")
            if !flag.takesPath { #expect(Self.isLink(target), "the link to /dev/null stays") }
        case .fifo:
            #expect(result.status == 0, "\(context)")
            #expect(Self.status(target).map { $0.st_mode & S_IFMT == S_IFIFO } == true, "the FIFO stays")
            #expect(Self.readAll(reader).contains(flag.marker), "the reader got the contents")
        case .fifoWithoutReader:
            try expectRefused(result, flag, "no process is reading the named pipe (FIFO)", before, workspace)
        case .folder:
            try expectRefused(result, flag, "a folder is in the way", before, workspace)
        case .readOnlyFolder:
            try expectRefused(result, flag, "Read-only file system", before, workspace)
            #expect(Self.status(target)?.st_mode == S_IFREG | 0o640)
        case .fullDisk:
            try expectRefused(result, flag, "No space left on device", before, workspace)
            let parts = result.after.components(separatedBy: "---\n")
            #expect(parts.first?.split(separator: "\n").sorted() == [".fill", Substring(name)], "\(result.after)")
            #expect(parts.last == old, "the file on the full disk is as it was")
        }
    }

    /// The run failed with exit status 1 and one error naming a path of the flag's folder and `cause`, and left
    /// every file of the workspace as it was, with no temporary file.
    private func expectRefused(
        _ result: FileSandbox.Result, _ flag: FileFlag, _ cause: String, _ before: [String: Data],
        _ workspace: Workspace
    ) throws {
        #expect(result.status == 1, "\(flag): \(result.standardError)")
        let error = result.standardError.split(separator: "\n").last { $0.hasPrefix(flag.errorPrefix) } ?? ""
        #expect(error.contains(flag.folder + "/") && error.hasSuffix(cause), "\(flag): \(result.standardError)")
        #expect(try Self.files(in: workspace.root) == before, "\(flag): every file as it was")
    }

    /// Every file under `root` (links as their text, FIFOs and folders by name) with its contents.
    static func files(in root: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let names = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        for name in names {
            let path = root.appendingPathComponent(name).path
            guard let status = status(path) else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFREG: found[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            case S_IFLNK:
                found[name] = Data(((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "").utf8)
            case S_IFDIR: continue
            default: found[name] = Data("special".utf8)
            }
        }
        return found
    }

    /// `lstat` of `path`, nil when there is nothing.
    static func status(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    static func isLink(_ path: String) -> Bool {
        status(path).map { $0.st_mode & S_IFMT == S_IFLNK } ?? false
    }

    /// Everything waiting in the pipe open at `descriptor` (non-blocking).
    static func readAll(_ descriptor: Int32) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }
}
