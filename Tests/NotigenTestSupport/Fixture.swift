import Foundation
import NotigenCore

/// A folder of `Tests/Fixtures`: one or more specs (`spec.yaml` first) and what notigen must make of them.
///
/// An invalid fixture holds `diagnostics.txt`, the expected errors. A valid fixture holds any of, for each generated
/// file `<spec>.swift`:
/// - `<spec>.swift`, the whole expected file (a full golden), for fixtures that cover a feature of their own;
/// - `<spec>.excerpt.swift`, the parts of the file that are its point, chosen by selectors (see `Excerpt`);
/// - and, for the folder, `equivalent.yaml`: a plain spec whose output must be byte-identical to `spec.yaml`'s, for
///   fixtures whose point is how the YAML is written rather than what is generated from it.
struct Fixture: Sendable {
    /// The name of the plain spec that `spec.yaml` must generate the same code as.
    static let equivalentName = "equivalent.yaml"

    let name: String
    let folder: URL

    init(_ name: String) {
        self.name = name
        folder = Repository.fixtures.appendingPathComponent(name)
    }

    /// The names of the fixtures that must generate code: those without a `diagnostics.txt`, sorted.
    static func validNames() -> [String] {
        Repository.fixtureNames().filter { Fixture($0).isValid }
    }

    /// Whether notigen must accept the fixture's specs (it has no `diagnostics.txt`).
    var isValid: Bool { !exists("diagnostics.txt") }

    /// The specs that run together: `spec.yaml` first, then the other `.yaml` files but `equivalent.yaml`, sorted.
    var specNames: [String] {
        Repository.specNames(in: folder)
    }

    /// The file `name` of the folder.
    func file(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// Whether the folder holds `name`.
    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: file(name).path)
    }

    /// The fixture's specs, named as in the folder.
    func specs() throws -> [SpecSource] {
        try specNames.map { SpecSource(path: $0, bytes: [UInt8](try Data(contentsOf: file($0)))) }
    }

    /// `equivalent.yaml`, named `spec.yaml` so that its output names the same spec; nil when there is none.
    func equivalentSpec() throws -> SpecSource? {
        guard exists(Self.equivalentName) else { return nil }
        return SpecSource(path: "spec.yaml", bytes: [UInt8](try Data(contentsOf: file(Self.equivalentName))))
    }

    /// What the checkout's generator makes of the fixture's specs.
    func generate() throws -> Generation {
        try Repository.generator().generate(try specs())
    }

    /// The name of the excerpt of the generated file `swiftName` (`spec.swift` → `spec.excerpt.swift`).
    static func excerptName(of swiftName: String) -> String {
        (swiftName as NSString).deletingPathExtension + ".excerpt.swift"
    }

    /// The stub modules a spec's `imports:` name (`Stubs/<Module>.swift`), sorted.
    var stubs: [URL] {
        let stubsFolder = file("Stubs")
        return ((try? FileManager.default.contentsOfDirectory(atPath: stubsFolder.path)) ?? []).sorted()
            .map { stubsFolder.appendingPathComponent($0) }
    }

    /// `usage.swift`, code that uses the generated API and is built with it; nil when there is none.
    var usage: URL? {
        exists("usage.swift") ? file("usage.swift") : nil
    }

    /// Generates the fixture's code with the checkout's templates and writes it into `destination` (created if
    /// needed), so that fixtures with no full golden are compiled and linted as well; returns the files written.
    /// Throws when notigen rejects the specs.
    func writeOutput(to destination: URL) throws -> [URL] {
        try Repository.generate(try specs(), into: destination)
    }
}
