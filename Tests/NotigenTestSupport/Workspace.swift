import Foundation

/// A temporary folder to run the built `notigen` in, the way a build step does; removed when released.
final class Workspace: Sendable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// Writes `text` at `path` inside the workspace, creating folders as needed.
    @discardableResult
    func write(_ text: String, to path: String) throws -> URL {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as? Date
    }

    /// Runs the built notigen with `arguments` in `folder` of the workspace (its root by default); `environment`
    /// adds to (empty values remove from) the test's environment.
    func notigen(_ arguments: [String], in folder: String = ".", environment: [String: String] = [:]) throws
        -> Command.Streams
    {
        try Command.capture(Repository.notigenBinary.path, arguments, in: url(folder), environment: environment)
    }

    /// Runs `make` with `arguments` in `folder` of the workspace, output and errors together.
    func make(_ arguments: [String] = [], in folder: String = ".") throws -> Swiftc.Output {
        try Command.run("/usr/bin/env", ["make"] + arguments, in: url(folder))
    }

    /// A small valid spec with one notifier and one case.
    static func spec(_ notifier: String = "Clock", _ caseName: String = "tick") -> String {
        "notigen: 1\nnotifiers:\n  \(notifier):\n    cases:\n      \(caseName): {}\n"
    }
}
