import Testing

@testable import NotigenCore

/// What the compiler would check about a field's type, for the standard types notigen knows, and how generated
/// code writes the types it accepts.
@Suite struct TypeCheckerTests {
    /// Field types notigen accepts, and how generated code writes them.
    static let accepted: [(input: String, generated: String)] = [
        ("String", "Swift.String"),
        ("Int?", "Swift.Int?"),
        ("[String: [Int]]", "[Swift.String: [Swift.Int]]"),
        ("Set<String>", "Swift.Set<Swift.String>"),
        ("Result<Int, Error>", "Swift.Result<Swift.Int, any Swift.Error>"),
        ("Result<Int, any Error & Sendable>", "Swift.Result<Swift.Int, any Swift.Error & Swift.Sendable>"),
        ("Result<Int, Never>", "Swift.Result<Swift.Int, Swift.Never>"),
        ("Error?", "(any Swift.Error)?"),
        ("(any Error)?", "(any Swift.Error)?"),
        ("Error & Sendable", "any Swift.Error & Swift.Sendable"),
        ("any Hashable & Sendable", "any Swift.Hashable & Swift.Sendable"),
        ("Error.Type", "any Swift.Error.Type"),
        ("Error.Protocol", "(any Swift.Error).Type"),
        ("Swift.Array<Foundation.URL>", "Swift.Array<Foundation.URL>"),
        ("@Sendable (Int) -> Void", "@Sendable (Swift.Int) -> Swift.Void"),
        ("@MainActor @Sendable (NSObject) -> Void", "@Swift.MainActor @Sendable (Foundation.NSObject) -> Swift.Void"),
        ("@Sendable (any Hashable) -> Void", "@Sendable (any Swift.Hashable) -> Swift.Void"),
        ("@Swift.MainActor @Sendable () -> Void", "@Swift.MainActor @Sendable () -> Swift.Void"),
        ("(x: Int, y: Date)", "(x: Swift.Int, y: Foundation.Date)"),
        ("Int.Type", "Swift.Int.Type"),
        ("Any.Type", "Any.Type"),
        ("NSObject.Type", "Foundation.NSObject.Type"),
        ("Unicode.Scalar", "Swift.Unicode.Scalar"),
        ("String.Index", "Swift.String.Index"),
        ("TimeInterval", "Foundation.TimeInterval"),
        ("Never?", "Swift.Never?"),
        ("[Never]", "[Swift.Never]"),
        ("()", "()"),
        ("Void", "Swift.Void"),
        ("any NSObject & Sendable", "any Foundation.NSObject & Swift.Sendable"),
        ("User", "User"),
        ("[User: Int]", "[User: Swift.Int]"),
        ("Box<Widget>", "Box<Widget>"),
        ("Models.User", "Models.User"),
        ("Swift.Float16", "Swift.Float16"),
        ("[[[[Int]]]]", "[[[Swift.Array<Swift.Int>]]]"),
        ("[[[[Int: String]]]]", "[[[Swift.Dictionary<Swift.Int, Swift.String>]]]"),
        ("[[[(Int, [Int])]]]", "[[[(Swift.Int, Swift.Array<Swift.Int>)]]]"),
    ]

    @Test(arguments: accepted)
    func acceptedTypesAreWrittenQualified(_ input: String, generated: String) throws {
        let type = try TypeExpressionParser.parse(input)
        #expect(TypeChecker.problem(ofField: type) == nil)
        #expect(type.generatedSource == generated)
        #expect(try TypeExpressionParser.parse(type.generatedSource).generatedSource == generated)
    }

    /// Field types notigen refuses: the offset of the offending character and the message.
    static let refused: [(input: String, offset: Int, message: String)] = [
        ("Any", 0, "'Any' is not Sendable, and a payload's fields must be (payloads cross threads)"),
        ("AnyObject", 0, "'AnyObject' is not Sendable, and a payload's fields must be (payloads cross threads)"),
        (
            "Pair<Int, AnyObject>", 10,
            "'AnyObject' is not Sendable, and a payload's fields must be (payloads cross threads)"
        ),
        (
            "[String: NSObject]", 9,
            "'NSObject' is not Sendable, and a payload's fields must be (payloads cross threads)"
        ),
        ("AnyHashable", 0, "'AnyHashable' is not Sendable, and a payload's fields must be (payloads cross threads)"),
        ("any Hashable", 0, "'any Hashable' is not Sendable, and a payload's fields must be (payloads cross threads)"),
        (
            "any Hashable.Type", 0,
            "'any Hashable.Type' is not Sendable, and a payload's fields must be (payloads cross threads)"
        ),
        (
            "Hashable", 0,
            "use 'any Hashable': Swift requires 'any' before a protocol with Self or associated-type requirements"
        ),
        ("Hashable & Sendable", 0, "use 'any Hashable & Sendable': Swift requires 'any' here"),
        (
            "@Sendable (Hashable) -> Void", 11,
            "use 'any Hashable': Swift requires 'any' before a protocol with Self or associated-type requirements"
        ),
        ("any Int", 4, "'any' needs a protocol; 'Int' is not one (write it without 'any')"),
        ("any NSObject", 4, "'any' needs a protocol; 'NSObject' is not one (write it without 'any')"),
        (
            "Int & Error", 0,
            "'Int' is neither a protocol nor a class; only those can be combined with '&'"
        ),
        (
            "any [Int]", 4,
            "'[Int]' cannot be part of an existential or a composition; only protocols and classes can"
        ),
        (
            "(Int, Int) & Error", 0,
            "'(Int, Int)' cannot be part of an existential or a composition; only protocols and classes can"
        ),
        ("Int.Protocol", 0, "'Int' is not a protocol; '.Protocol' is the metatype of a protocol, use 'Int.Type'"),
        (
            "Self", 0,
            "'Self' cannot be part of a payload type: in the generated code it would mean the payload struct or "
                + "the event"
        ),
        (
            "[Self.Type]", 1,
            "'Self' cannot be part of a payload type: in the generated code it would mean the payload struct or "
                + "the event"
        ),
        ("Result<Int, String>", 12, "'String' is not an Error, as the failure of a 'Result' must be"),
        (
            "Result<Int, any LocalizedError>", 12,
            "'any LocalizedError' is not an Error, as the failure of a 'Result' must be"
        ),
        ("Optional<Int, String>", 14, "'Optional' takes 1 generic argument, not 2"),
        ("Array", 0, "'Array' takes 1 generic argument, not 0"),
        ("Int<String>", 4, "'Int' is not generic"),
        ("Set<(Int, Int)>", 4, "a tuple such as '(Int, Int)' is not Hashable, as the element of a 'Set' must be"),
        ("[(Int, Int): String]", 1, "a tuple such as '(Int, Int)' is not Hashable, as a dictionary's key must be"),
        ("Set<Any>", 4, "'Any' is not Hashable, as the element of a 'Set' must be"),
        (
            "Dictionary<any Hashable, Int>", 11,
            "'any Hashable' is not Hashable (an existential does not conform to its protocols), as a dictionary's "
                + "key must be"
        ),
        ("Foundation.Int", 11, "'Int' is in module 'Swift', not 'Foundation'"),
        ("Swift.Any", 0, "'Any' is a keyword; write it without a module"),
        ("Foundation", 0, "'Foundation' is a module, not a type"),
        ("some Error", 0, "an opaque 'some' type cannot be stored in a payload; use 'any'"),
        ("(Int) -> Void", 0, "a function type in a payload must be '@Sendable' (payloads are Sendable)"),
        (
            "@Sendable () throws(String) -> Void", 20,
            "'String' is not an Error, as the error a function throws must be"
        ),
        (
            "Never", 0,
            "a payload field cannot hold 'Never': no value of it exists, and Swift warns that code after one is "
                + "passed will never be executed"
        ),
        (
            "(Int, Never)", 6,
            "a payload field cannot hold 'Never': no value of it exists, and Swift warns that code after one is "
                + "passed will never be executed"
        ),
        (
            "Result<Never, Never>", 0,
            "a payload field cannot hold 'Result<Never, Never>': no value of it exists, and Swift warns that code "
                + "after one is passed will never be executed"
        ),
    ]

    @Test(arguments: refused)
    func refusedTypesPointAtTheOffendingCharacter(_ input: String, offset: Int, message: String) throws {
        let problem = TypeChecker.problem(ofField: try TypeExpressionParser.parse(input))
        #expect(problem == TypeProblem(offset: offset, message: message))
    }

    /// The payload declares `Hashable` only when every field is known to be.
    @Test(arguments: [
        ("[String: [Int?]]", true), ("Set<Date>", true), ("Result<Int, Never>", true), ("User", false),
        ("[User]", false), ("(Int, Int)", false), ("any Error", false), ("Void", false), ("Int.Type", false),
    ])
    func knownHashable(_ input: String, expected: Bool) throws {
        #expect(try TypeExpressionParser.parse(input).isKnownHashable == expected)
    }

    /// Every standard type is printed with a module that Swift resolves, and the table has each name once.
    @Test func standardTypesAreUnique() {
        let names = StandardType.all.map(\.qualifiedName)
        #expect(Set(names).count == names.count)
    }
}
