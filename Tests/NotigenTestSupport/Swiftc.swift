import Foundation

/// Runs the Swift compiler on generated code with the strictest settings the generated code promises to pass.
enum Swiftc {
    static let strictFlags = CompilerSetting.swift6.flags + ["-warnings-as-errors", "-package-name", "NotigenTests"]

    struct Output {
        var status: Int32
        var text: String
    }

    /// Type-checks `files` against the NotigenRuntime module; each file in `stubModules` is first compiled to a
    /// module of its base name, so that a spec's `imports:` resolve.
    static func typecheck(_ files: [URL], stubModules: [URL] = []) throws -> Output {
        let runtime = try RuntimeBuild.shared.folder(for: .swift6)
        let modules = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notigen-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }
        for stub in stubModules {
            let name = stub.deletingPathExtension().lastPathComponent
            let module = modules.appendingPathComponent(name + ".swiftmodule").path
            let result = try run(
                strictFlags + ["-parse-as-library", "-emit-module", "-module-name", name, "-o", module, stub.path])
            guard result.status == 0 else { return result }
        }
        return try run(
            ["-typecheck", "-I", modules.path, "-I", runtime.path] + strictFlags + files.map(\.path))
    }

    /// Runs `swiftc` (found on PATH) with `arguments`, returning its exit status and merged output.
    static func run(_ arguments: [String]) throws -> Output {
        try Command.run("/usr/bin/env", ["swiftc"] + arguments)
    }
}

/// Runs a process to completion, capturing its standard output and error together or apart.
enum Command {
    /// What a process printed on each stream, and its exit status.
    struct Streams {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Swiftc.Output {
        let process = try makeProcess(executable, arguments, in: directory, environment: environment)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Swiftc.Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    /// Runs the process with its standard output and error in separate files, so neither can block the other.
    static func capture(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Streams {
        let process = try makeProcess(executable, arguments, in: directory, environment: environment)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notigen-streams-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [folder.appendingPathComponent("out"), folder.appendingPathComponent("err")]
        for file in files { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: files[0])
        process.standardError = try FileHandle(forWritingTo: files[1])
        try process.run()
        process.waitUntilExit()
        let texts = try files.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        return Streams(status: process.terminationStatus, standardOutput: texts[0], standardError: texts[1])
    }

    /// A process for `executable`, in `directory`, with `environment` added to (or, for empty values, removed
    /// from) the test's own.
    private static func makeProcess(
        _ executable: String, _ arguments: [String], in directory: URL?, environment: [String: String]
    ) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value.isEmpty ? nil : value }
            process.environment = merged
        }
        return process
    }
}
