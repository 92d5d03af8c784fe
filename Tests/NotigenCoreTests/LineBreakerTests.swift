import Testing

@testable import NotigenCore

/// The layout pass on single lines: each kind of break `swift format` makes, comments re-flowed, and what stays.
@Suite struct LineBreakerTests {
    /// `text` laid out, as lines.
    func layOut(_ text: String) -> [String] {
        LineBreaker.layOut(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func linesThatFitStayAsWritten() {
        let text = "    func f(\n        a: Int\n    ) {}   \nlet x = 1"
        #expect(LineBreaker.layOut(text) == "    func f(\n        a: Int\n    ) {}\nlet x = 1")
    }

    /// A block a template wrote as deep as its `#if` is indented 4 more, nested blocks adding up; a block already
    /// indented, `#else` and `#endif` stay with their `#if`.
    @Test func conditionalBlocksAreIndentedAsSwiftFormatDoes() {
        let text = [
            "enum A {", "    #if os(iOS)", "    case a", "    #if DEBUG", "    case b", "    #endif", "    #else",
            "    case c", "    #endif", "#if compiler(>=6.2)", "    let m = 1", "#endif", "}",
        ].joined(separator: "\n")
        #expect(
            layOut(text) == [
                "enum A {", "    #if os(iOS)", "        case a", "        #if DEBUG", "            case b",
                "        #endif",
                "    #else", "        case c", "    #endif", "#if compiler(>=6.2)", "    let m = 1", "#endif", "}",
            ])
    }

    /// Swift reads a compilation condition on one line (a break after `||` is an error): a long `#if` stays whole.
    @Test func longConditionStaysWhole() {
        let line = "    #if " + (1...12).map { "FLAG_NUMBER_\($0)" }.joined(separator: " || ")
        #expect(layOut(line) == [line])
    }

    @Test func declarationBreaksItsParametersFirst() {
        let parameters = (1...8).map { "parameterNumber\($0): Swift.Int" }.joined(separator: ", ")
        let lines = layOut("    public init(\(parameters)) {")
        #expect(lines.first == "    public init(")
        #expect(lines.last == "    ) {")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("        parameterNumber") && $0.count <= 120 })
    }

    @Test func callFillsItsArgumentsAndKeepsTheClosingParenthesis() {
        let arguments = (1...8).map { "argumentNumber\($0): value\($0)" }.joined(separator: ", ")
        let lines = layOut("        .init(someKeyHolder.someCase, .failure(.init(\(arguments))))")
        #expect(lines[0] == "        .init(")
        #expect(lines[1] == "            someKeyHolder.someCase,")
        #expect(lines[2] == "            .failure(")
        #expect(lines.last?.hasSuffix(")))") == true)
        #expect(lines.allSatisfy { $0.count <= 120 })
        #expect(lines.joined().filter { !$0.isWhitespace }.hasSuffix("argumentNumber8:value8)))"))
    }

    @Test func typeAnnotationBreaksAfterItsColonThenItsGenericArguments() {
        let first = String(repeating: "A", count: 50)
        let second = String(repeating: "B", count: 70)
        let lines = layOut("    public static var someCase: NotigenRuntime.NotigenKey<\(first), \(first).\(second)> {")
        #expect(
            lines == [
                "    public static var someCase:", "        NotigenRuntime.NotigenKey<", "            \(first),",
                "            \(first).\(second)", "        >", "    {",
            ])
    }

    @Test func whereClauseBreaksBeforeWhere() {
        let name = String(repeating: "N", count: 60)
        #expect(
            layOut("nonisolated extension NotigenRuntime.NotigenKey where NotigenNotifierType == \(name) {") == [
                "nonisolated extension NotigenRuntime.NotigenKey", "where NotigenNotifierType == \(name) {",
            ])
    }

    @Test func inheritanceBreaksAfterItsCommas() {
        let name = String(repeating: "S", count: 80)
        #expect(
            layOut("    nonisolated public struct \(name): Swift.Sendable, Swift.Hashable {") == [
                "    nonisolated public struct \(name):", "        Swift.Sendable, Swift.Hashable", "    {",
            ])
    }

    @Test func closureSignatureBreaksAfterItsBrace() {
        let name = String(repeating: "c", count: 80)
        #expect(
            layOut("        registration.observe(Self.\(name)) { observer, payload in") == [
                "        registration.observe(Self.\(name)) {", "            observer, payload in",
            ])
    }

    @Test func commentsAreReflowedWithTheirParagraph() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = layOut("    /// \(words)\n    /// more words.\n    ///\n    /// Next.")
        #expect(lines.allSatisfy { $0.count <= 120 && $0.hasPrefix("    ///") })
        #expect(lines.suffix(2) == ["    ///", "    /// Next."])
        #expect(lines.dropLast(2).joined(separator: " ").contains("word more words."))
    }

    @Test func listItemsContinueUnderTheirText() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = layOut("    ///   - name: \(words)")
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix("    ///     word"))
    }

    @Test func markLinesAndUnbreakableTokensStay() {
        let mark = "// MARK: - " + String(repeating: "M", count: 130)
        let literal = "        .init(\"" + String(repeating: "x", count: 130) + "\")"
        #expect(layOut(mark) == [mark])
        #expect(
            layOut(literal) == [
                "        .init(", "            \"" + String(repeating: "x", count: 130) + "\"", "        )",
            ])
    }

    @Test func arrayTypesAndCompoundNamesHoldNoBreak() {
        let type = "[Swift.String: [Swift.Int]]"
        let lines = layOut(
            "    @Sendable static func someFunctionName(_ payload: \(type), into userInfo: inout [Swift.AnyHashable: Any], extra: Swift.Int) {"
        )
        #expect(lines.contains { $0.contains(type) })
        let arguments = "        .init(\"a\"), encode: " + String(repeating: "E", count: 100) + ".f(_:into:)"
        #expect(layOut("    call(\n" + arguments).last == "            .f(_:into:)")
    }
}
