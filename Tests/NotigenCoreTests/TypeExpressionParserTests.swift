import Testing

@testable import NotigenCore

@Suite("Type expression parser")
struct TypeExpressionParserTests {
    /// Inputs paired with their canonical `swiftSource`.
    static let roundTrips: [(input: String, canonical: String)] = [
        ("String", "String"),
        ("Int?", "Int?"),
        ("Int??", "Int??"),
        ("[String: [Int]]", "[String: [Int]]"),
        ("Result<A, B>", "Result<A, B>"),
        ("(any Error)?", "(any Error)?"),
        ("Swift.Array<Foundation.URL>", "Swift.Array<Foundation.URL>"),
        ("@Sendable (Int) -> Void", "@Sendable (Int) -> Void"),
        ("(a: Int, b: String)", "(a: Int, b: String)"),
        ("(a: Int, String)", "(a: Int, String)"),
        ("any Sendable & Hashable", "any Sendable & Hashable"),
        ("[ String:Int ]", "[String: Int]"),
        ("Result<A,B>", "Result<A, B>"),
        ("  Int  ", "Int"),
        ("\tInt ?", "Int?"),
        ("()", "()"),
        ("( )", "()"),
        ("(Int)", "Int"),
        ("((Int))?", "Int?"),
        ("(Int, (String, Bool))", "(Int, (String, Bool))"),
        ("() async throws -> Void", "() async throws -> Void"),
        ("@Sendable (Int) async throws -> Void", "@Sendable (Int) async throws -> Void"),
        ("()throws(MyError)->Int", "() throws(MyError) -> Int"),
        ("@MainActor @Sendable () -> Void", "@MainActor @Sendable () -> Void"),
        ("(_ a: Int, _ b: String) -> Bool", "(Int, String) -> Bool"),
        ("(_: Int) -> Void", "(Int) -> Void"),
        ("((Int, String)) -> Void", "((Int, String)) -> Void"),
        ("@Sendable (String, Int) async -> [String: Int]", "@Sendable (String, Int) async -> [String: Int]"),
        ("() -> () -> Int", "() -> () -> Int"),
        ("() -> Int?", "() -> Int?"),
        ("((Int) -> Void)?", "((Int) -> Void)?"),
        ("[(Int) -> Void]", "[(Int) -> Void]"),
        ("(@Sendable () -> Void)?", "(@Sendable () -> Void)?"),
        ("Int.Type", "Int.Type"),
        ("Int?.Type", "Int?.Type"),
        ("[Int].Type", "[Int].Type"),
        ("(any P).Type", "(any P).Type"),
        ("any P.Type", "any P.Type"),
        ("P.Protocol", "P.Protocol"),
        ("some Collection", "some Collection"),
        ("(some P)?", "(some P)?"),
        ("(any Sendable & Hashable)?", "(any Sendable & Hashable)?"),
        ("any (P & Q)", "any P & Q"),
        ("A & B & C", "A & B & C"),
        ("(A & B)?", "(A & B)?"),
        ("(P & Q).Type", "(P & Q).Type"),
        ("[String: any Sendable]", "[String: any Sendable]"),
        ("Dictionary<String,Array<Int?>>", "Dictionary<String, Array<Int?>>"),
        ("Optional<Int>", "Optional<Int>"),
        ("Outer<Int>.Inner", "Outer<Int>.Inner"),
        ("Foo . Bar", "Foo.Bar"),
        ("Self", "Self"),
        ("Any", "Any"),
        ("Never", "Never"),
        ("Void", "Void"),
        ("café", "café"),
        ("_Private1", "_Private1"),
    ]

    /// Inputs that must fail, with the expected offset and message.
    static let failures: [(input: String, offset: Int, message: String)] = [
        ("Int; import Darwin", 3, "unexpected ';' after the type"),
        ("Int } struct X {", 4, "unexpected '}' after the type"),
        ("[Int", 4, "expected ']' to close '['"),
        ("[Int]]", 5, "unexpected ']' after the type"),
        ("[Int: ]", 6, "expected a type name, found ']'"),
        ("Array<", 6, "expected a type name"),
        ("Array<>", 6, "expected a type name, found '>'"),
        ("Array<Int", 9, "expected '>' to close the generic arguments"),
        ("(Int, String", 12, "expected ')' to close '('"),
        ("Int??!", 5, "implicitly unwrapped optionals are not allowed in payloads"),
        ("Int!", 3, "implicitly unwrapped optionals are not allowed in payloads"),
        ("`", 0, "backticks are not allowed in type names"),
        ("`Int`", 0, "backticks are not allowed in type names"),
        ("Foo.`Bar`", 4, "backticks are not allowed in type names"),
        ("", 0, "expected a type name"),
        ("   ", 3, "expected a type name"),
        ("Int String", 4, "unexpected 'String' after the type"),
        ("Int\nString", 3, "newlines are not allowed in a type expression"),
        ("Int\r\n", 3, "newlines are not allowed in a type expression"),
        ("Int // comment", 4, "unexpected '/' after the type"),
        ("#Foo", 0, "expected a type name, found '#'"),
        ("String\u{FFF9}", 6, "unexpected U+FFF9 after the type"),
        ("A\u{2E2F}B", 1, "unexpected U+2E2F after the type"),
        ("_", 0, "'_' is not a valid type name"),
        ("import Darwin", 0, "expected a type name, found keyword 'import'"),
        ("Type", 0, "'Type' is only allowed as a metatype suffix, as in T.Type"),
        ("Int.Type.Foo", 9, "expected 'Type' or 'Protocol' after '.'"),
        ("(inout Int) -> Void", 1, "inout parameters are not allowed in payload types"),
        ("(Int...) -> Void", 4, "variadic parameters are not allowed in payload types"),
        ("~Copyable", 0, "suppressed conformances such as '~Copyable' are not allowed in payload types"),
        ("repeat each T", 0, "parameter packs ('repeat' and 'each') are not allowed in payload types"),
        ("A & B?", 5, "use (A & B)?"),
        ("any P?", 5, "use (any P)?"),
        ("any P & Q?", 9, "use (any P & Q)?"),
        ("Int? & P", 5, "an optional type cannot be part of a '&' composition"),
        ("P & any Q", 4, "'any' must be wrapped in parentheses here"),
        ("P & () -> Void", 7, "a function type must be wrapped in parentheses here"),
        ("some", 4, "expected a type name"),
        ("Int -> Void", 4, "function parameters must be wrapped in parentheses, as in (Int) -> Void"),
        ("@Sendable Int", 10, "expected a function type after the attribute"),
        ("@Sendable (Int)", 15, "expected '->': attributes are only allowed on function types"),
        ("@Sendable @Sendable () -> Void", 11, "duplicate attribute '@Sendable'"),
        (
            "@convention(c) () -> Void", 0,
            "unknown attribute '@convention'; a function type in a payload takes '@Sendable' and '@MainActor'"
        ),
        (
            "@nonsense () -> Void", 0,
            "unknown attribute '@nonsense'; a function type in a payload takes '@Sendable' and '@MainActor'"
        ),
        (
            "@Sendable @objc () -> Void", 10,
            "unknown attribute '@objc'; a function type in a payload takes '@Sendable' and '@MainActor'"
        ),
        (
            "@Sendable (@escaping () -> Void) -> Void", 11,
            "'@escaping' is for parameters, not stored fields; notigen adds '@escaping' where needed"
        ),
        ("@MainActor(x) () -> Void", 10, "attribute arguments are not allowed"),
        ("() async", 8, "expected '->' in the function type"),
        ("() throws async -> Void", 10, "'async' must come before 'throws'"),
        ("() rethrows -> Void", 3, "'rethrows' is not allowed in a function type; use 'throws'"),
        ("(a: Int)", 1, "a single-element tuple cannot have a label"),
        ("(a: Int, a: String)", 9, "duplicate tuple label 'a'"),
        ("(_ a: Int, String)", 1, "'_' labels are only allowed on function parameters"),
    ]

    @Test("re-prints valid types canonically", arguments: roundTrips)
    func roundTrip(input: String, canonical: String) throws {
        let type = try TypeExpressionParser.parse(input)
        #expect(type.swiftSource == canonical)
        let reparsed = try TypeExpressionParser.parse(canonical)
        #expect(reparsed.swiftSource == canonical)
    }

    @Test("re-parsing the canonical text gives the same tree", arguments: roundTrips.map(\.input))
    func canonicalTextReparsesToTheSameTree(input: String) throws {
        let type = try TypeExpressionParser.parse(input)
        guard !Self.hasLabeledFunctionParameters(type) else {
            return
        }
        #expect(try TypeExpressionParser.parse(type.swiftSource) == type)
    }

    @Test("rejects invalid types with an offset and a message", arguments: failures)
    func failure(input: String, offset: Int, message: String) {
        do {
            let type = try TypeExpressionParser.parse(input)
            Issue.record("expected \(input.debugDescription) to fail, got \(type.swiftSource)")
        } catch {
            #expect(error == TypeParseError(offset: offset, message: message))
        }
    }

    @Test("builds the expected trees")
    func trees() throws {
        let int = TypeExpression.nominal([NominalComponent(name: "Int", genericArguments: [])])
        let string = TypeExpression.nominal([NominalComponent(name: "String", genericArguments: [])])
        #expect(try TypeExpressionParser.parse("(Int)") == int)
        #expect(try TypeExpressionParser.parse("[String: Int]") == .dictionary(key: string, value: int))
        #expect(try TypeExpressionParser.parse("()") == .tuple([]))
        #expect(
            try TypeExpressionParser.parse("(a: Int, String)")
                == .tuple([TupleElement(label: "a", type: int), TupleElement(label: nil, type: string)])
        )
        #expect(
            try TypeExpressionParser.parse("Swift.Array<Int>")
                == .nominal([
                    NominalComponent(name: "Swift", genericArguments: []),
                    NominalComponent(name: "Array", genericArguments: [int]),
                ])
        )
        #expect(
            try TypeExpressionParser.parse("@Sendable (_ count: Int) async throws(E) -> String")
                == .function(
                    FunctionType(
                        attributes: ["@Sendable"],
                        parameters: [TupleElement(label: "count", type: int)],
                        isAsync: true,
                        throwsClause: .typed(.nominal([NominalComponent(name: "E", genericArguments: [])])),
                        result: string
                    )
                )
        )
        let protocolP = Self.named("P")
        #expect(try TypeExpressionParser.parse("any P.Type") == .existential(.metatype(protocolP, isProtocol: false)))
        #expect(try TypeExpressionParser.parse("(any P).Type") == .metatype(.existential(protocolP), isProtocol: false))
        #expect(
            try TypeExpressionParser.parse("any Sendable & Hashable")
                == .existential(.composition([Self.named("Sendable"), Self.named("Hashable")]))
        )
    }

    @Test(
        "optionalWrapped",
        arguments: [
            ("Int?", true), ("Int??", true), ("Optional<Int>", true), ("Swift.Optional<Int>", true),
            ("(any Error)?", true), ("Int", false), ("[Int?]", false), ("Optional", false),
            ("Foo.Optional<Int>", false), ("() -> Int?", false), ("Int?.Type", false),
        ]
    )
    func isOptional(input: String, expected: Bool) throws {
        #expect((try TypeExpressionParser.parse(input).optionalWrapped != nil) == expected)
    }

    /// The names generated code writes as the user wrote them: those of types that are not standard.
    @Test(
        "userRootNames",
        arguments: [
            ("[Foo.Bar: Baz<Qux>]", ["Foo", "Baz", "Qux"]),
            ("String", []),
            ("Swift.Array<User>", ["User"]),
            ("String.Index", []),
            ("Outer<A>.Inner<B>", ["Outer", "A", "B"]),
            ("(a: Foo, Foo)", ["Foo"]),
            ("@MainActor @Sendable (A) async throws(E) -> R", ["A", "E", "R"]),
            ("any P & Q.Type", ["P", "Q"]),
            ("()", []),
        ]
    )
    func userRootNames(input: String, expected: [String]) throws {
        #expect(try TypeExpressionParser.parse(input).userRootNames == expected)
    }

    @Test("deep nesting errors instead of overflowing the stack")
    func deepNesting() {
        let allowed = String(repeating: "[", count: 64) + "Int" + String(repeating: "]", count: 64)
        #expect((try? TypeExpressionParser.parse(allowed))?.swiftSource == allowed)

        let tooDeep = String(repeating: "[", count: 65) + "Int" + String(repeating: "]", count: 65)
        #expect(throws: TypeParseError(offset: 64, message: "type is nested too deeply")) {
            try TypeExpressionParser.parse(tooDeep)
        }

        let tooDeepGenerics = String(repeating: "A<", count: 65) + "Int" + String(repeating: ">", count: 65)
        #expect(throws: TypeParseError(offset: 129, message: "type is nested too deeply")) {
            try TypeExpressionParser.parse(tooDeepGenerics)
        }

        let manyArrows = String(repeating: "() -> ", count: 64) + "Int"
        #expect((try? TypeExpressionParser.parse(manyArrows))?.swiftSource == manyArrows)
        let tooManyArrows = String(repeating: "() -> ", count: 65) + "Int"
        #expect(throws: TypeParseError(offset: 384, message: "type is nested too deeply")) {
            try TypeExpressionParser.parse(tooManyArrows)
        }

        // Postfix `?` and `.Type` nest too (the compiler gives up on `Int` with 500 `?`: "infinite size").
        let optionals = "Int" + String(repeating: "?", count: 63)
        #expect((try? TypeExpressionParser.parse(optionals))?.nestingDepth == 64)
        #expect(throws: TypeParseError(offset: 66, message: "type is nested too deeply")) {
            try TypeExpressionParser.parse(optionals + "?")
        }
        let mixed = String(repeating: "[", count: 32) + "Int" + String(repeating: "?]", count: 32)
        #expect(throws: TypeParseError(offset: 35 + 2 * 31, message: "type is nested too deeply")) {
            try TypeExpressionParser.parse(mixed)
        }
        #expect(throws: TypeParseError(offset: 70, message: "type is nested too deeply")) {
            try TypeExpressionParser.parse("Int" + String(repeating: "?", count: 62) + ".Type?")
        }

        #expect(throws: TypeParseError(offset: 1000, message: "type expression is longer than 1000 characters")) {
            try TypeExpressionParser.parse(String(repeating: "[", count: 20_000))
        }
        #expect(throws: TypeParseError(offset: 1000, message: "type expression is longer than 1000 characters")) {
            try TypeExpressionParser.parse(String(repeating: "a", count: 1001))
        }
        let longest = String(repeating: "a", count: 1000)
        #expect((try? TypeExpressionParser.parse(longest))?.swiftSource == longest)
        #expect(throws: TypeParseError(offset: 64, message: "type is nested too deeply")) {
            try TypeExpressionParser.parse(String(repeating: "[", count: 1000))
        }
    }

    private static func named(_ name: String) -> TypeExpression {
        .nominal([NominalComponent(name: name, genericArguments: [])])
    }

    /// Whether a function type in `type` has parameter labels, which `swiftSource` drops by design.
    private static func hasLabeledFunctionParameters(_ type: TypeExpression) -> Bool {
        switch type.kind {
        case .function(let function):
            return function.parameters.contains { $0.label != nil || hasLabeledFunctionParameters($0.type) }
                || hasLabeledFunctionParameters(function.result)
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped), .opaque(let wrapped),
            .metatype(let wrapped, _):
            return hasLabeledFunctionParameters(wrapped)
        case .dictionary(let key, let value):
            return hasLabeledFunctionParameters(key) || hasLabeledFunctionParameters(value)
        case .tuple(let elements):
            return elements.contains { hasLabeledFunctionParameters($0.type) }
        case .composition(let members):
            return members.contains(where: hasLabeledFunctionParameters)
        case .nominal(let components):
            return components.contains { $0.genericArguments.contains(where: hasLabeledFunctionParameters) }
        }
    }
}
