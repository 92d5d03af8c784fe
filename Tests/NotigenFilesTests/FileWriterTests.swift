import Foundation
import Testing

@testable import NotigenFiles
@testable import NotigenTestSupport

/// `FileWriter` and `FileTarget` in this process, in a temporary folder (no device is touched here; devices are
/// `FileKindTests`'s, in a sandbox): how each kind of path is decided, write-if-changed through a link, a socket
/// written through, and the refusals.
@Suite struct FileWriterTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    private func path(_ name: String) -> String { workspace.url(name).path }

    private func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: destination)
    }

    /// Each kind of path: how it is written and where.
    @Test func howEachPathIsWritten() throws {
        try workspace.write("x", to: "real/file")
        try link("one", to: "two")
        try link("two", to: "real/file")
        try link("dangling", to: "real/new")
        #expect(mkfifo(path("fifo"), 0o644) == 0)
        let file = try FileTarget(path("real/file"), what: "")
        #expect(file.method == .replace && file.target == path("real/file") && file.existing != nil)
        let chain = try FileTarget(path("one"), what: "")
        #expect(chain.method == .replace && chain.target == path("real/file"))
        let dangling = try FileTarget(path("dangling"), what: "")
        #expect(dangling.method == .replace && dangling.target == path("real/new") && dangling.existing == nil)
        #expect(try FileTarget(path("fifo"), what: "").method == .writeThrough(.namedPipe))
        #expect(throws: FileSystem.Failure.self) { try FileTarget(path("real"), what: "") }
    }

    /// The refusals, each naming the path and the cause.
    @Test func refusals() throws {
        try link("loop-a", to: "loop-b")
        try link("loop-b", to: "loop-a")
        try workspace.write("x", to: "file")
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            ("loop-a", "loop-a: cannot write the depfile: Too many levels of symbolic links"),
            ("file/x", "file/x: cannot write the depfile: Not a directory"),
            ("folder", "folder: cannot write the depfile: a folder is in the way"),
        ]
        for (name, message) in cases {
            #expect(throws: FileSystem.Failure(description: path(message))) {
                try FileWriter.write([.init(path: path(name), contents: FileText("new"), what: " the depfile")])
            }
        }
        try link("to-file", to: "file")
        #expect(throws: FileSystem.Failure.self) {
            try FileWriter.write([
                .init(path: path("file"), contents: FileText("a")),
                .init(path: path("to-file"), contents: FileText("b")),
            ])
        }
        #expect(try workspace.read("file") == "x")
    }

    /// Write-if-changed compares with a link's target: an unchanged target keeps its inode and time, a changed one
    /// is replaced keeping its mode, and the link stays.
    @Test func writeIfChangedThroughALink() throws {
        try workspace.write("same", to: "real/file")
        #expect(chmod(path("real/file"), 0o2751) == 0)
        try link("link", to: "real/file")
        let before = try #require(FileSystem.identity(of: path("real/file")))
        #expect(try FileWriter.write([.init(path: path("link"), contents: FileText("same"))]) == [false])
        #expect(FileSystem.identity(of: path("real/file")) == before)
        #expect(try FileWriter.write([.init(path: path("link"), contents: FileText("same but longer"))]) == [true])
        #expect(try workspace.read("real/file") == "same but longer")
        #expect(FileSystem.identity(of: path("real/file")) != before)
        var status = stat()
        #expect(lstat(path("real/file"), &status) == 0 && status.st_mode & 0o7777 == 0o2751)
        #expect(lstat(path("link"), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("real")) == ["file"])
    }

    /// A Unix socket is connected to and written through; nothing is created beside it.
    @Test func aSocketIsWrittenThrough() throws {
        let socketPath = path("socket")
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0 && listen(listener, 1) == 0)
        #expect(try FileWriter.write([.init(path: socketPath, contents: FileText("through the socket"))]) == [true])
        // Non-blocking: a writer that did not connect fails the test instead of hanging it.
        _ = fcntl(listener, F_SETFL, O_NONBLOCK)
        let connection = accept(listener, nil, nil)
        try #require(connection >= 0)
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: 100)
        let count = read(connection, &buffer, buffer.count)
        #expect(String(decoding: buffer[..<max(count, 0)], as: UTF8.self) == "through the socket")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root.path) == ["socket"])
    }
}
