import Foundation
import Testing

@testable import NotigenTestSupport

/// The core's pipeline flows one way: Parsing → Validation → Rendering → Output, each stage using only the stages
/// before it and the shared folders (Diagnostics, Naming, Support), which use no stage. Checked on the sources: no
/// type declared in a later stage (or in a stage, for the shared folders) is named in the code of an earlier one.
@Suite struct ArchitectureTests {
    static let core = Repository.root.appendingPathComponent("Sources/NotigenCore")
    static let stages = ["Parsing", "Validation", "Rendering", "Output"]
    static let shared = ["Diagnostics", "Naming", "Support", "Layout"]

    @Test func everyFolderOfTheCoreIsAStageOrShared() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.core.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: Self.core.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(Set(folders) == Set(Self.stages + Self.shared))
    }

    @Test(arguments: stages + shared)
    func usesNoLaterStage(_ folder: String) throws {
        let later =
            Self.stages.firstIndex(of: folder).map { Array(Self.stages[($0 + 1)...]) } ?? Self.stages
        let forbidden = try later.flatMap { stage in try Self.declaredTypes(in: stage).map { ($0, stage) } }
        for file in try Self.swiftFiles(in: folder) {
            let code = try Self.code(of: file)
            for (type, stage) in forbidden where code.contains(" \(type) ") {
                Issue.record("\(folder)/\(file.lastPathComponent) uses \(stage)'s '\(type)'")
            }
        }
    }

    /// The Swift files of a folder of the core.
    static func swiftFiles(in folder: String) throws -> [URL] {
        let url = core.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
            .map { url.appendingPathComponent($0) }
    }

    /// The names of the top-level types the folder declares (nested types are reached through them).
    static func declaredTypes(in folder: String) throws -> Set<String> {
        let declaration =
            /^(?:(?:public|package|private|fileprivate|final|nonisolated|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
        var names: Set<String> = []
        for file in try swiftFiles(in: folder) {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: declaration) { names.insert(String(match.1)) }
            }
        }
        return names
    }

    /// The file's code without its comments, as words separated by spaces, so that `contains` matches whole names.
    static func code(of file: URL) throws -> String {
        let lines = try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let code = lines.map { line in line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }
        return " "
            + code.joined(separator: " ").split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .joined(separator: " ") + " "
    }
}
