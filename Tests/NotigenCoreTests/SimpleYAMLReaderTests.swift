import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// `SimpleYAMLReader` decides nothing: every text, read with it first or with libyaml alone, gives the same tree
/// (keys, values, scalar styles, every location, weights) and the same diagnostics. Checked on every YAML file of
/// the repository and on thousands of variants of them with characters that mean something in YAML put in, taken
/// out or moved. And it reads the specs it is for, so that their parse does not fall back to libyaml.
@Suite struct SimpleYAMLReaderTests {
    /// Every YAML file of the fixtures, the specs, the examples and the fuzz regressions, and random valid specs.
    static let corpus: [(name: String, bytes: [UInt8])] = {
        var files: [(String, [UInt8])] = []
        for seed in 1...20 {
            var random = RandomSpec(seed: UInt64(seed))
            files.append(("random-\(seed).yaml", Array(random.spec(notifiers: 3).utf8)))
        }
        for folder in ["Tests/Fixtures", "specs", "Examples", "Fuzz/Regressions", "Tests/Compatibility"] {
            let url = Repository.root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in walker where file.pathExtension == "yaml" {
                if let data = FileManager.default.contents(atPath: file.path) {
                    files.append(
                        (file.path.replacingOccurrences(of: Repository.root.path + "/", with: ""), [UInt8](data)))
                }
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// The tree and diagnostics of a parse, written out whole.
    private static func describe(_ output: YAMLParser.Output) -> String {
        var text = ""
        if let root = output.root { describe(root, into: &text, depth: 0) }
        for diagnostic in output.diagnostics { text += "diagnostic \(diagnostic)\n" }
        return text
    }

    private static func describe(_ node: YAMLNode, into text: inout String, depth: Int) {
        let pad = String(repeating: " ", count: depth * 2)
        text += "\(pad)@\(node.location) weight \(node.weight) bytes \(node.textBytes) "
        switch node.content {
        case .scalar(let scalar):
            text += "scalar \(scalar.text.debugDescription) plain \(scalar.isPlain) quoted \(scalar.isQuoted) "
            text += "verbatim \(scalar.verbatimPrefix)\n"
        case .mapping(let pairs):
            text += "map\n"
            for pair in pairs {
                text += "\(pad) key \(pair.key.debugDescription) plain \(pair.keyIsPlain) @\(pair.keyLocation)\n"
                describe(pair.value, into: &text, depth: depth + 1)
            }
        case .sequence(let items):
            text += "list\n"
            for item in items { describe(item, into: &text, depth: depth + 1) }
        }
    }

    /// Whether the reader reads `bytes` to the end (the parse then takes nothing from libyaml).
    private static func reads(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = SimpleYAMLReader(buffer, fileNumber: 0)
            return reader.read { _ in true }
        }
    }

    private static func expectSameParse(_ bytes: [UInt8], _ name: String) {
        let simple = describe(YAMLParser.parse(bytes, file: name))
        let libyaml = describe(YAMLParser.parse(bytes, file: name, useSimpleReader: false))
        #expect(simple == libyaml, "\(name):\n\(String(decoding: bytes, as: UTF8.self))")
    }

    @Test func everyFileOfTheRepositoryParsesAsWithLibyaml() {
        #expect(Self.corpus.count > 100)
        for (name, bytes) in Self.corpus { Self.expectSameParse(bytes, name) }
    }

    /// Variants of every file: a character of YAML's syntax put in, one taken out, a line's indentation changed,
    /// a line repeated. Deterministic (a fixed seed), so that a failure repeats.
    @Test func variantsParseAsWithLibyaml() {
        var random = SplitMix(seed: 0x5EED)
        let inserted = Array(": #{}[],'\"-\n?&*!|>x".utf8)
        var variants = 0
        var readBySimpleReader = 0
        for (name, bytes) in Self.corpus where bytes.count < 20_000 && !bytes.isEmpty {
            for round in 0..<24 {
                var variant = bytes
                let position = Int(random.next() % UInt64(variant.count))
                switch round % 4 {
                case 0: variant.insert(inserted[Int(random.next() % UInt64(inserted.count))], at: position)
                case 1: variant.remove(at: position)
                case 2:
                    let lineStart = variant[..<position].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    if random.next() % 2 == 0 {
                        variant.insert(contentsOf: "  ".utf8, at: lineStart)
                    } else if variant[lineStart...].starts(with: "  ".utf8) {
                        variant.removeSubrange(lineStart..<lineStart + 2)
                    }
                default:
                    let lineStart = variant[..<position].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    let lineEnd =
                        variant[position...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? variant.count
                    variant.insert(contentsOf: Array(variant[lineStart..<lineEnd]), at: lineEnd)
                }
                variants += 1
                if Self.reads(variant) { readBySimpleReader += 1 }
                Self.expectSameParse(variant, "\(name) variant \(round)")
            }
        }
        // The variants reach the reader's own paths, not only its giving up.
        #expect(readBySimpleReader > variants / 10, "\(readBySimpleReader) of \(variants) read by the simple reader")
    }

    /// The specs it is for: the project's own, and the benchmark's synthetic spec.
    @Test func readsTheSpecsItIsFor() throws {
        let user = try #require(
            FileManager.default.contents(atPath: Repository.root.appendingPathComponent("specs/user.yaml").path))
        #expect(Self.reads([UInt8](user)))
        var lines = ["notigen: 1", "module: Bench", "access: public", "notifiers:"]
        for notifier in 0..<3 {
            lines += ["  Notifier\(notifier):", "    doc: Synthetic notifier \(notifier).", "    cases:"]
            for index in 0..<3 {
                lines += [
                    "      didChange\(index):", "        doc: Change \(index) happened.", "        payload:",
                    "          id: Int", "          title: { type: String, default: untitled, doc: A title. }",
                    "          tags: \"[String]\"",
                ]
            }
        }
        let synthetic = Array((lines.joined(separator: "\n") + "\n").utf8)
        #expect(Self.reads(synthetic))
        Self.expectSameParse(synthetic, "synthetic.yaml")
    }

    /// What it leaves to libyaml, each parsed as libyaml parses it.
    @Test(arguments: [
        "a:\n- 1\n", "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: |\n  text\n", "a: b\n  c\n", "a:\nb: 1\n",
        "---\na: 1\n", "a: 1\n...\n", "a: \"\\n\"\n", "a: 'it''s'\n", "\ta: 1\n", "a: 1\r\n", "a: café\n",
        "  a: 1\n", "a: {b: 1,}\n", "a: [1, [2, {c: d}]]\n", "a: b: c\n", "\"a\": 1\n", "a: [x #y]\n", "",
        "# only a comment\n", "a: 1 # c\nb: {x: \"y\" } # d\n",
    ])
    func textsItLeavesToLibyamlParseAsBefore(_ text: String) {
        Self.expectSameParse(Array(text.utf8), "t.yaml")
    }
}
