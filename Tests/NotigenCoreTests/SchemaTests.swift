import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// `schema/notigen.schema.json`, the JSON Schema editors use for specs: it accepts every valid spec, rejects the
/// structurally invalid ones, describes every key, and knows every key the validator accepts.
@Suite struct SchemaTests {
    static let schemaFile = Repository.root.appendingPathComponent("schema/notigen.schema.json")

    /// Invalid fixtures whose structure is right: only notigen's own checks (types, names, defaults) catch them.
    static let semanticallyInvalid: Set<String> = [
        "alias-error-location", "collision-generated-members", "collision-reserved-case-types",
        "collision-result-types", "collision-upper-first", "default-mismatch", "default-values-compiler",
        "field-type-generated-names",
        "invalid-types-standard",
        "default-out-of-range", "default-structure-mismatch", "duplicate-notifiers-across-specs",
        "field-generated-members", "field-type-shadowed", "fuzz-nested-optionals", "fuzz-valid-refused",
        "generated-name-collision",
        "keywords-unescapable", "locations-editor-lines", "messages-name-crash", "reserved-names",
        "reserved-notifier-names", "result-two-names-duplicate", "type-injection",
        "type-limits",
        "type-unbalanced", "userinfo-key-collisions", "version-kinds", "wire-name-collisions",
    ]

    let validator: JSONSchemaValidator

    init() throws {
        validator = JSONSchemaValidator(
            root: try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: Self.schemaFile)))
    }

    /// Each valid fixture's `spec.yaml` conforms, and so does its `equivalent.yaml` when it has one.
    @Test(arguments: Fixture.validNames())
    func validFixtureConforms(_ name: String) throws {
        let fixture = Fixture(name)
        for spec in ["spec.yaml", Fixture.equivalentName] where fixture.exists(spec) {
            let errors = try validator.errors(try Self.json(Data(contentsOf: fixture.file(spec))))
            #expect(errors.isEmpty, "\(name)/\(spec): \(errors)")
        }
    }

    /// Each invalid fixture whose YAML parses is rejected, unless only notigen's semantic checks can catch it.
    @Test(arguments: invalidFixtures())
    func invalidFixtureFails(_ name: String) throws {
        let errors = try validator.errors(try Self.json(fixture: name))
        if Self.semanticallyInvalid.contains(name) {
            #expect(errors.isEmpty, "\(name) is listed as semantically invalid, but the schema rejects it: \(errors)")
        } else {
            #expect(
                !errors.isEmpty, "the schema accepts \(name); if only notigen can tell, list it in semanticallyInvalid")
        }
    }

    @Test func realSpecsAndTheStarterSpecConform() throws {
        var specs = [Repository.root.appendingPathComponent("specs/user.yaml")]
        let exampleSpecs = Repository.root.appendingPathComponent("Examples/NotifyDemo/specs")
        for module in try FileManager.default.contentsOfDirectory(atPath: exampleSpecs.path).sorted() {
            let folder = exampleSpecs.appendingPathComponent(module)
            specs += try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                .filter { $0.hasSuffix(".yaml") }.map { folder.appendingPathComponent($0) }
        }
        #expect(specs.count >= 3, "specs/user.yaml and one spec per module of the example")
        for spec in specs {
            let errors = try validator.errors(try Self.json(Data(contentsOf: spec)))
            #expect(errors.isEmpty, "\(spec.lastPathComponent): \(errors)")
        }
        let starter = try validator.errors(try Self.json(Data(StarterSpec.text(path: "x.yaml").utf8)))
        #expect(starter.isEmpty, "\(starter)")
    }

    /// The keys of the format that the validator of this branch may not know yet are in the schema too.
    @Test func everyKeyOfTheFormatIsAccepted() throws {
        let spec = """
            notigen: 1
            module: Shop
            access: package
            imports: [ShopModels, Darwin.C]
            notifiers:
              Cart:
                doc: The shopping cart.
                deprecated: Use Basket.
                isolation: main
                cases:
                  didAdd:
                    doc: An item was added.
                    deprecated: Use didInsert.
                    isolation: none
                    name: CartDidAddNotification
                    payload:
                      item: String
                      count: { type: Int, default: 1, doc: How many., deprecated: Always 1., key: count }
                  checkout:
                    result:
                      success: { orderID: String }
                      failure:
              Basket: { cases: { didClear: } }
            """
        let errors = try validator.errors(try Self.json(Data(spec.utf8)))
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(arguments: [
        "notigen: 2\nnotifiers: { A: { cases: { b: {} } } }",
        "notigen: 1\nnotifiers: { A: { isolation: background, cases: { b: {} } } }",
        "notigen: 1\nnotifiers: { A: { cases: { b: { deprecated: true } } } }",
        "notigen: 1\nnotifiers: { A: { cases: { b: { name: \"\" } } } }",
        "notigen: 1\nnotifiers: { A: { cases: { b: { payload: { x: { default: 1 } } } } } }",
        "notigen: 1\nnotifiers: { A: { cases: { b: { payload: { x: { type: Int, key: 3 } } } } } }",
        "notigen: 1\nnotifiers: { A: { cases: { b: { result: { failure: {} } } } } }",
        "notigen: 1\nnotifiers: { 1A: { cases: { b: {} } } }",
        "notigen: 1\nimports: [a-b]\nnotifiers: { A: { cases: { b: {} } } }",
    ])
    func structuralMistakesFail(_ spec: String) throws {
        #expect(!(try validator.errors(try Self.json(Data(spec.utf8)))).isEmpty)
    }

    /// Names: ASCII punctuation and leading digits are rejected; any non-ASCII character, even beyond U+FFFF, is
    /// left to notigen, so the schema never rejects a name notigen accepts.
    @Test func namesAreCheckedLooselyBeyondASCII() throws {
        let names = ["ÉtatMachine", "\u{1D49C}lpha", "_x9", "Ünïcödé"]
        for name in names {
            let spec = "notigen: 1\nnotifiers: { \(name): { cases: { \(name): {} } } }"
            #expect(try validator.errors(try Self.json(Data(spec.utf8))).isEmpty, "\(name)")
        }
    }

    /// Every key the validator accepts is in the schema, at the same level.
    @Test func schemaKnowsEveryKeyTheValidatorAccepts() throws {
        let levels: [(path: [String], keys: [String])] = [
            (["properties"], SpecValidator.rootKeys),
            (["definitions", "notifier", "properties"], SpecValidator.notifierKeys),
            (["definitions", "case", "properties"], SpecValidator.caseKeys),
            (["definitions", "case", "properties", "result", "properties"], SpecValidator.resultKeys),
            (["definitions", "field", "anyOf", "1", "properties"], SpecValidator.fieldKeys),
        ]
        for (path, keys) in levels {
            guard case .object(let properties) = member(validator.root, path) else {
                Issue.record("no \(path.joined(separator: "/")) in the schema")
                continue
            }
            #expect(Set(keys).isSubset(of: properties.keys), "\(path.joined(separator: "/"))")
        }
    }

    /// Every property and every definition has a description, for the editor's hover text.
    @Test func everyKeyIsDescribed() {
        var undescribed: [String] = []
        func visit(_ node: JSONValue, _ path: String) {
            switch node {
            case .object(let members):
                for (name, container) in [("properties", "properties"), ("definitions", "definitions")] {
                    guard case .object(let entries)? = members[container] else { continue }
                    for (key, entry) in entries {
                        guard case .object(let keywords) = entry, keywords["description"] != nil else {
                            undescribed.append("\(path)/\(name)/\(key)")
                            continue
                        }
                    }
                }
                for (key, member) in members { visit(member, path + "/" + key) }
            case .array(let items):
                for (index, item) in items.enumerated() { visit(item, "\(path)/\(index)") }
            default:
                break
            }
        }
        visit(validator.root, "#")
        #expect(undescribed.isEmpty, "\(undescribed.sorted())")
    }

    static func invalidFixtures() -> [String] {
        Repository.fixtureNames().filter { name in
            guard !Fixture(name).isValid,
                let data = try? Data(contentsOf: Repository.fixtures.appendingPathComponent(name + "/spec.yaml"))
            else { return false }
            return YAMLParser.parse([UInt8](data), file: "spec.yaml").diagnostics.isEmpty
        }
    }

    private static func json(fixture name: String) throws -> JSONValue {
        try json(Data(contentsOf: Repository.fixtures.appendingPathComponent(name + "/spec.yaml")))
    }

    /// The spec's YAML as JSON; the YAML must parse.
    private static func json(_ data: Data) throws -> JSONValue {
        let parsed = YAMLParser.parse([UInt8](data), file: "spec.yaml")
        try #require(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        return JSONValue(parsed.root)
    }

    private func member(_ node: JSONValue, _ path: [String]) -> JSONValue? {
        var node = node
        for part in path {
            switch node {
            case .object(let members): guard let next = members[part] else { return nil }; node = next
            case .array(let items):
                guard let index = Int(part), items.indices.contains(index) else { return nil }
                node = items[index]
            default: return nil
            }
        }
        return node
    }
}
