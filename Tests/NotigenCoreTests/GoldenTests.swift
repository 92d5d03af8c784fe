import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Golden fixtures: each folder of `Tests/Fixtures` holds a `spec.yaml` and either the expected `spec.swift` or the
/// expected `diagnostics.txt`. A folder may hold more specs (`other.yaml`, …): they run together with `spec.yaml` in
/// one run, and each valid one has its expected `<name>.swift`. `NOTIGEN_RECORD=1` rewrites the expected files from
/// the current output and fails the test, so that recording is never silent; review the change with `git diff`.
@Suite struct GoldenTests {
    @Test(arguments: Repository.fixtureNames())
    func fixture(_ name: String) throws {
        let folder = Repository.fixtures.appendingPathComponent(name)
        let specNames = Repository.specNames(in: folder)
        let specs = try specNames.map { specName in
            SpecSource(path: specName, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(specName))))
        }
        let generation = try Repository.generator().generate(specs)
        let swiftFiles = specs.map { folder.appendingPathComponent(GeneratedFile.name(for: $0)) }
        let diagnosticsFile = folder.appendingPathComponent("diagnostics.txt")
        if Repository.isRecording {
            for file in generation.succeeded ? [diagnosticsFile] : swiftFiles {
                try? FileManager.default.removeItem(at: file)
            }
        }
        if generation.succeeded {
            #expect(!FileManager.default.fileExists(atPath: diagnosticsFile.path), "expected errors, got none")
            for swiftFile in swiftFiles {
                let output = try #require(generation.files.first { $0.name == swiftFile.lastPathComponent })
                try compare(output.contents, with: swiftFile)
            }
        } else {
            for swiftFile in swiftFiles {
                #expect(!FileManager.default.fileExists(atPath: swiftFile.path), "expected output, got errors")
            }
            try compare(generation.renderedDiagnostics, with: diagnosticsFile)
        }
    }

    /// The generated code the runtime tests and the test helpers' tests compile (`Tests/GeneratedAPITests/Generated`,
    /// `Tests/NotigenTestingTests/Generated`) is current.
    @Test(arguments: [Repository.generatedAPI, Repository.generatedForTesting])
    func userSpecOutputIsCurrent(in folder: URL) throws {
        let spec = try Data(contentsOf: Repository.root.appendingPathComponent("specs/user.yaml"))
        let generation = try Repository.generator().generate([SpecSource(path: "specs/user.yaml", bytes: [UInt8](spec))]
        )
        #expect(generation.succeeded, "\(generation.renderedDiagnostics)")
        for file in generation.files {
            try compare(file.contents, with: folder.appendingPathComponent(file.name))
        }
    }

    private func compare(_ actual: String, with golden: URL) throws {
        if Repository.isRecording {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.path); review it with git diff, then run again without NOTIGEN_RECORD")
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("missing golden file \(golden.path); run with NOTIGEN_RECORD=1 to create it")
            return
        }
        if actual != expected {
            let diff = UnifiedDiff.render(
                old: expected, new: actual, oldLabel: golden.path, newLabel: "generated " + golden.lastPathComponent)
            Issue.record("output differs from \(golden.path); NOTIGEN_RECORD=1 rewrites it\n\(diff)")
        }
    }
}

/// Every golden output type-checks under Swift 6 with complete concurrency checking and warnings as errors.
@Suite struct GoldenCompileTests {
    static func validFixtures() -> [String] {
        Repository.fixtureNames().filter {
            FileManager.default.fileExists(atPath: Repository.fixtures.appendingPathComponent($0 + "/spec.swift").path)
        }
    }

    @Test(arguments: validFixtures())
    func typechecks(_ name: String) throws {
        let folder = Repository.fixtures.appendingPathComponent(name)
        var files = Repository.specNames(in: folder).map {
            folder.appendingPathComponent(GeneratedFile.name(for: SpecSource(path: $0, bytes: [])))
        }
        let stubsFolder = folder.appendingPathComponent("Stubs")
        let stubs = ((try? FileManager.default.contentsOfDirectory(atPath: stubsFolder.path)) ?? []).sorted()
            .map { stubsFolder.appendingPathComponent($0) }
        let usage = folder.appendingPathComponent("usage.swift")
        if FileManager.default.fileExists(atPath: usage.path) { files.append(usage) }
        let result = try Swiftc.typecheck(files, stubModules: stubs)
        #expect(result.status == 0, "\(result.text)")
    }

    /// The outputs of several specs compile together in one module.
    @Test func severalSpecsCompileTogether() throws {
        let names = ["basic", "merged-results", "module-prefix"]
        let specs = try names.map { name in
            SpecSource(
                path: "\(name).yaml",
                bytes: [UInt8](try Data(contentsOf: Repository.fixtures.appendingPathComponent(name + "/spec.yaml"))))
        }
        let generation = try Repository.generator().generate(specs)
        #expect(generation.succeeded, "\(generation.renderedDiagnostics)")
        let workspace = try Workspace()
        defer { withExtendedLifetime(workspace) {} }
        let folder = workspace.root
        let urls = try generation.files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let result = try Swiftc.typecheck(urls)
        #expect(result.status == 0, "\(result.text)")
    }
}
