import Testing

@testable import NotigenCore

/// Where an error inside a field's type is reported, when the type is written on several lines (a folded line break
/// in a quoted or plain value), and the `nan` field's hint, which names the field's own type.
@Suite struct TypeLocationTests {
    private static let file = "specs/types.yaml"

    /// The errors of `payload` (the lines under a case's `payload:`, its fields indented by ten spaces).
    private static func errors(_ payload: String) -> [Diagnostic] {
        let text = """
            notigen: 1
            notifiers:
              Store:
                cases:
                  changed:
                    payload:

            """ + payload
        let parsed = YAMLParser.parse(Array(text.utf8), file: file)
        #expect(parsed.diagnostics.isEmpty, "the YAML must parse: \(parsed.diagnostics.map(\.message))")
        return SpecValidator.validate(parsed.root, file: file).diagnostics
    }

    private static func at(_ line: Int, _ column: Int) -> NotigenCore.SourceLocation {
        NotigenCore.SourceLocation(file: file, line: line, column: column)
    }

    @Test func anErrorOnTheSecondLineOfADoubleQuotedTypeIsReportedThere() throws {
        let errors = Self.errors("          counts: \"Dictionary<String,\n            Int<String>>\"\n")
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.message.contains("Int<String>") || error.message.contains("generic"), "\(error.message)")
        // `Int` starts line 8 at column 13; the error is at `<String>` after it or at `Int` itself, never on line 7.
        #expect(error.location.line == 8, "\(error.location)")
        #expect(error.location.column >= 13, "\(error.location)")
    }

    @Test func spacesBeforeTheLineBreakAndASingleQuotedTypeKeepTheColumns() throws {
        let errors = Self.errors("          counts: 'Dictionary<String,   \n              Int<String>>'\n")
        let error = try #require(errors.first)
        #expect(error.location.line == 8, "\(error.location)")
        #expect(error.location.column >= 15, "\(error.location)")
    }

    @Test func anErrorOnTheFirstLineStaysOnTheFirstLine() throws {
        let errors = Self.errors("          counts: \"Int<String,\n            String>\"\n")
        let error = try #require(errors.first)
        #expect(error.location.line == 7, "\(error.location)")
        #expect(error.location.column > 19, "\(error.location)")
    }

    @Test func theNanHintNamesTheFieldsType() throws {
        for type in ["Float", "Double", "Float32"] {
            let errors = Self.errors("          nan: \"\(type)\"\n")
            let error = try #require(
                errors.first { $0.message.contains("cannot be named 'nan'") }, "\(errors.map(\.message))")
            let hints = error.notes.map(\.message).joined(separator: "\n")
            #expect(hints.contains("{ type: \(type), key: nan }"), "\(hints)")
        }
    }
}
