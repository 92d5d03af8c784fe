import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Golden fixtures: each folder of `Tests/Fixtures` holds a `spec.yaml` and what notigen must make of it (see
/// `Fixture`):
/// - `diagnostics.txt`, the expected errors of an invalid spec;
/// - `spec.swift`, the whole expected file, for fixtures that cover a feature of their own;
/// - `spec.excerpt.swift`, only the parts of the file that are the fixture's point, chosen by selectors (`Excerpt`),
///   for fixtures about one aspect of the output (access level, module prefix, wire names, imports);
/// - `equivalent.yaml`, a plain spec that must generate byte-identical code, for fixtures about how the YAML is
///   written (block scalars, anchors, flow maps).
///
/// A folder may hold more specs (`other.yaml`, …): they run together with `spec.yaml` in one run, and each valid one
/// has its own `<name>.swift` or `<name>.excerpt.swift`. `NOTIGEN_RECORD=1` rewrites the full goldens, the excerpts
/// (what their selectors select now) and the diagnostics from the current output, writes a full golden for a valid
/// fixture that has no expectation yet, and fails every fixture test, so that recording is never silent; review the
/// change with `git diff`. A mismatch prints a unified diff.
@Suite struct GoldenTests {
    @Test(arguments: Repository.fixtureNames())
    func fixture(_ name: String) throws {
        let fixture = Fixture(name)
        let specs = try fixture.specs()
        let generation = try Repository.generator().generate(specs)
        let swiftNames = specs.map { GeneratedFile.name(for: $0) }
        let diagnosticsFile = fixture.file("diagnostics.txt")
        if Repository.isRecording {
            let stale = generation.succeeded ? ["diagnostics.txt"] : swiftNames + swiftNames.map(Fixture.excerptName)
            for file in stale { try? FileManager.default.removeItem(at: fixture.file(file)) }
        }
        guard generation.succeeded else {
            for swiftName in swiftNames + swiftNames.map(Fixture.excerptName) {
                #expect(!fixture.exists(swiftName), "expected output, got errors")
            }
            #expect(!fixture.exists(Fixture.equivalentName), "expected output, got errors")
            try compare(generation.renderedDiagnostics, with: diagnosticsFile)
            return
        }
        #expect(!fixture.exists("diagnostics.txt"), "expected errors, got none")
        for swiftName in swiftNames {
            let output = try #require(generation.files.first { $0.name == swiftName }).contents
            let excerptName = Fixture.excerptName(of: swiftName)
            if fixture.exists(excerptName) {
                try compareExcerpt(of: output, with: fixture.file(excerptName))
            }
            let checkedByEquivalent = swiftName == swiftNames[0] && fixture.exists(Fixture.equivalentName)
            if fixture.exists(swiftName) || !(fixture.exists(excerptName) || checkedByEquivalent) {
                try compare(output, with: fixture.file(swiftName))
            }
        }
        if let equivalent = try fixture.equivalentSpec() {
            try expectEquivalent(equivalent, to: generation, of: fixture)
        }
    }

    /// The generated code the runtime tests and the test helpers' tests compile (`Tests/GeneratedAPITests/Generated`,
    /// `Tests/NotigenTestingTests/Generated`) is current: `specs/user.yaml`'s, and `specs/senders.yaml`'s (typed
    /// senders, values in `object:`, one handler for several cases).
    @Test(
        arguments: [Repository.generatedAPI, Repository.generatedForTesting], ["specs/user.yaml", "specs/senders.yaml"])
    func userSpecOutputIsCurrent(in folder: URL, spec path: String) throws {
        let spec = try Data(contentsOf: Repository.root.appendingPathComponent(path))
        let generation = try Repository.generator().generate([SpecSource(path: path, bytes: [UInt8](spec))])
        #expect(generation.succeeded, "\(generation.renderedDiagnostics)")
        for file in generation.files {
            try compare(file.contents, with: folder.appendingPathComponent(file.name))
        }
    }

    /// `equivalent.yaml`, run in place of `spec.yaml` with the fixture's other specs, generates byte-identical code.
    /// Recording has nothing to write here (the equivalent is written by hand), but still fails.
    private func expectEquivalent(_ equivalent: SpecSource, to generation: Generation, of fixture: Fixture) throws {
        let path = fixture.file(Fixture.equivalentName).path
        let specs = try [equivalent] + fixture.specs().dropFirst()
        let plain = try Repository.generator().generate(specs)
        guard plain.succeeded else {
            Issue.record("\(path) does not generate:\n\(plain.renderedDiagnostics)")
            return
        }
        let name = GeneratedFile.name(for: equivalent)
        let expected = try #require(plain.files.first { $0.name == name }).contents
        let actual = try #require(generation.files.first { $0.name == name }).contents
        if actual != expected {
            let diff = UnifiedDiff.render(
                old: expected, new: actual, oldLabel: "generated from " + path,
                newLabel: "generated from " + fixture.file("spec.yaml").path)
            Issue.record("spec.yaml and equivalent.yaml of \(fixture.name) generate different code\n\(diff)")
        }
        if Repository.isRecording {
            Issue.record("nothing to record for \(path); run again without NOTIGEN_RECORD")
        }
    }

    /// Checks the excerpt file against what its selectors select in `output`; recording rewrites it with that.
    private func compareExcerpt(of output: String, with excerptFile: URL) throws {
        let excerpt = try String(contentsOf: excerptFile, encoding: .utf8)
        let extracted = Excerpt.extract(like: excerpt, from: output)
        for problem in extracted.problems {
            Issue.record("\(excerptFile.path): \(problem)")
        }
        try compare(extracted.text, with: excerptFile, label: "the same excerpt of the generated file")
    }

    /// Checks `actual` against the file `golden` (a mismatch prints a unified diff, `label` naming the new side);
    /// recording writes it there.
    private func compare(_ actual: String, with golden: URL, label: String? = nil) throws {
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
                old: expected, new: actual, oldLabel: golden.path,
                newLabel: label ?? "generated " + golden.lastPathComponent)
            Issue.record("output differs from \(golden.path); NOTIGEN_RECORD=1 rewrites it\n\(diff)")
        }
    }
}
