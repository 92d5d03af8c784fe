import Foundation
import NotigenCore

/// Paths into this checkout and the repository's own templates, for tests.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    static let templates = root.appendingPathComponent("Templates")
    /// The code generated from `specs/user.yaml`, which the `GeneratedAPITests` target compiles and runs.
    static let generatedAPI = root.appendingPathComponent("Tests/GeneratedAPITests/Generated")
    /// The same code, which the `NotigenTestingTests` target records with the test helpers.
    static let generatedForTesting = root.appendingPathComponent("Tests/NotigenTestingTests/Generated")

    /// The built `notigen` binary: beside the test bundle, else this checkout's debug build.
    static let notigenBinary: URL = {
        let candidates =
            [Bundle.main.executableURL, Bundle.main.bundleURL].compactMap { $0 }
            .map { $0.deletingLastPathComponent() }
            + [Bundle.main.bundleURL.deletingLastPathComponent().deletingLastPathComponent()]
        let found = candidates.map { $0.appendingPathComponent("notigen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return found ?? root.appendingPathComponent(".build/debug/notigen")
    }()

    /// A generator over the checkout's `Templates/`.
    static func generator() throws -> Generator {
        var texts: [String: String] = [:]
        for name in Generator.templateNames {
            texts[name] = try String(contentsOf: templates.appendingPathComponent(name + ".mustache"), encoding: .utf8)
        }
        return try Generator(templates: texts)
    }

    /// Generates `specs` with the checkout's templates and writes the files into `folder` (created if needed);
    /// returns the files written. Throws, with the diagnostics, when notigen rejects the specs.
    static func generate(_ specs: [SpecSource], into folder: URL) throws -> [URL] {
        let generation = try generator().generate(specs)
        guard generation.succeeded else {
            let names = specs.map(\.path).joined(separator: ", ")
            throw SupportFailure(description: "\(names) do not generate:\n\(generation.renderedDiagnostics)")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try generation.files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
    }

    /// Whether golden files should be rewritten instead of compared (the test still fails).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["NOTIGEN_RECORD"] == "1" }

    /// The names of the fixture folders, sorted.
    static func fixtureNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { name in
            FileManager.default.fileExists(atPath: fixtures.appendingPathComponent(name + "/spec.yaml").path)
        }.sorted()
    }

    /// The specs of a fixture folder: `spec.yaml` first, then any other `.yaml` files, sorted; not `equivalent.yaml`,
    /// which stands in for `spec.yaml` in a check of its own (see `Fixture`).
    static func specNames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let others = names.filter { $0.hasSuffix(".yaml") && $0 != "spec.yaml" && $0 != Fixture.equivalentName }
        return ["spec.yaml"] + others.sorted()
    }
}
