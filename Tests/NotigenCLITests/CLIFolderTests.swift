import Foundation
import Testing
@testable import NotigenTestSupport

/// Outputs, the depfile and `init`'s spec go through one folder-creation routine (`FileSystem.createFolder`): every
/// shape of path a user types works the same for all three, missing folders and their parents are created, and a
/// part of the path that is a file is one clear error.
@Suite struct CLIFolderTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.write(Workspace.spec(), to: "work/clock.yaml")
        try FileManager.default.createDirectory(at: workspace.url("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url("work/link").path, withDestinationPath: workspace.url("elsewhere").path)
    }

    /// A path shape, as typed in `work/`, and where it lands from the workspace's root.
    struct Shape: Sendable, CustomTestStringConvertible {
        var typed: String
        var lands: String
        var testDescription: String { typed.isEmpty ? "(absolute)" : typed }
    }

    static let shapes: [Shape] = [
        Shape(typed: "g", lands: "work/g"),
        Shape(typed: "g/Generated", lands: "work/g/Generated"),
        Shape(typed: "a/b/c/d", lands: "work/a/b/c/d"),
        Shape(typed: "g/", lands: "work/g"),
        Shape(typed: "g//h///", lands: "work/g/h"),
        Shape(typed: ".", lands: "work"),
        Shape(typed: "./g", lands: "work/g"),
        Shape(typed: "..", lands: "."),
        Shape(typed: "../up", lands: "up"),
        Shape(typed: "x/../y", lands: "work/y"),
        Shape(typed: "x/./y/.", lands: "work/x/y"),
        Shape(typed: "link", lands: "elsewhere"),
        Shape(typed: "link/sub", lands: "elsewhere/sub"),
        Shape(typed: "", lands: "abs/x"),
    ]

    /// The shape as typed: an absolute path for the absolute case.
    private func typed(_ shape: Shape) -> String {
        shape.typed.isEmpty ? workspace.url("abs/x").path : shape.typed
    }

    /// `name` in the typed folder, joined as notigen's messages join them.
    private func file(_ name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    @Test(arguments: shapes)
    func outputFolders(_ shape: Shape) throws {
        let result = try workspace.notigen(["clock.yaml", "-o", typed(shape)], in: "work")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(workspace.exists(shape.lands + "/clock.swift"))
        let again = try workspace.notigen(["clock.yaml", "-o", typed(shape)], in: "work")
        #expect(again.standardOutput.hasPrefix("unchanged "), "\(again.standardOutput)")
    }

    @Test(arguments: shapes)
    func depfileFolders(_ shape: Shape) throws {
        let depfile = file("notigen.d", in: typed(shape))
        let result = try workspace.notigen(["clock.yaml", "-o", "Gen", "--depfile", depfile], in: "work")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try workspace.read(shape.lands + "/notigen.d").contains("Gen/clock.swift"))
    }

    @Test(arguments: shapes)
    func initFolders(_ shape: Shape) throws {
        let spec = file("new.yaml", in: typed(shape))
        let result = try workspace.notigen(["init", spec], in: "work")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try workspace.read(shape.lands + "/new.yaml").hasPrefix("# A notigen spec"))
    }

    /// One-letter relative paths once crashed Foundation's `deletingLastPathComponent`: a bare file name for the
    /// depfile and `init` (no folder to create), and one-letter folders for all three.
    @Test func oneLetterPathsEverywhere() throws {
        let result = try workspace.notigen(["clock.yaml", "-o", "g", "--depfile", "d"], in: "work")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(workspace.exists("work/d") && workspace.exists("work/g/clock.swift"))
        let nested = try workspace.notigen(["clock.yaml", "-o", "h/i", "--depfile", "e/f"], in: "work")
        #expect(nested.status == 0, "\(nested.standardError)")
        #expect(workspace.exists("work/e/f") && workspace.exists("work/h/i/clock.swift"))
        #expect(try workspace.notigen(["init", "s"], in: "work").status == 0)
        #expect(try workspace.notigen(["init", "t/u"], in: "work").status == 0)
        #expect(workspace.exists("work/s") && workspace.exists("work/t/u"))
    }

    /// A part of the path that is a file, or a symbolic link to nothing, is one error naming it; nothing is written.
    @Test func aFileInThePathIsOneClearError() throws {
        try workspace.write("x\n", to: "work/file")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url("work/dangling").path, withDestinationPath: "nowhere")
        let cases: [(arguments: [String], message: String)] = [
            (["clock.yaml", "-o", "file"], "file: the output folder is a file"),
            (["clock.yaml", "-o", "file/sub/deeper"], "file: the output folder is a file"),
            (
                ["clock.yaml", "-o", "dangling"],
                "dangling: cannot create the output folder: a broken symbolic link "
                    + "is in the way"
            ),
            (["clock.yaml", "-o", "Gen", "--depfile", "file/x.d"], "file: the depfile's folder is a file"),
            (["init", "file/new.yaml"], "file: the spec's folder is a file"),
        ]
        for (arguments, message) in cases {
            let result = try workspace.notigen(arguments, in: "work")
            #expect(result.status == 1, "\(arguments)")
            #expect(result.standardError == "notigen: error: \(message)\n")
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: workspace.url("work/Gen").path)) ?? []
        #expect(written.isEmpty && !workspace.exists("nowhere"))
    }

    @Test func emptyPathsAreUsageErrors() throws {
        for arguments in [["clock.yaml", "-o", ""], ["clock.yaml", "--depfile", ""], ["init", ""]] {
            let result = try workspace.notigen(arguments, in: "work")
            #expect(result.status == 64, "\(arguments)")
        }
    }
}
