import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Spec validation from YAML text to `Model`: the model a full spec builds, every error reported in one run,
/// suggestions, generated-name collisions, and the checks across the specs of one run (`RunValidator`).
@Suite struct SpecValidatorTests {
    private static let file = "specs/user.yaml"

    /// Parses and validates `text`; the YAML itself must be clean.
    private static func validate(_ text: String) -> (model: Model?, diagnostics: [Diagnostic], warnings: [Diagnostic]) {
        let parsed = YAMLParser.parse(Array(text.utf8), file: file)
        #expect(parsed.diagnostics.isEmpty, "the YAML must parse: \(parsed.diagnostics.map(\.message))")
        return SpecValidator.validate(parsed.root, file: file)
    }

    private static func at(_ line: Int, _ column: Int, in path: String = file) -> NotigenCore.SourceLocation {
        NotigenCore.SourceLocation(file: path, line: line, column: column)
    }

    private static let fullSpec = """
        notigen: 1
        module: Accounts
        access: public
        imports: [AccountModels, Foundation, Foundation.NSURL]
        notifiers:
          UserManager:
            doc: Owns the signed-in user.
            cases:
              didGetMessage:
                doc: A new inbox message arrived.
                payload:
                  message: String
                  unread: { type: Int, default: 0, doc: Unread messages left. }
                  tags: { type: "[String]", default: [a, "b\\"c"] }
              didLogout: {}
              login:
                result:
                  success: { token: String, user: UserProfile }
                  failure: { code: Int, message: String }
              refresh:
                result:
                  success: {}
          Inbox:
            cases:
              changed:
        """

    @Test func fullSpecBuildsTheModel() throws {
        let result = Self.validate(Self.fullSpec)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let model = try #require(result.model)
        #expect(model.specFileName == "user.yaml")
        #expect(model.module == "Accounts")
        #expect(model.access == .public)
        #expect(model.imports == ["AccountModels", "Foundation.NSURL"])
        #expect(model.notifiers.map(\.name) == ["UserManager", "Inbox"])
        #expect(model.notifiers.map(\.doc) == ["Owns the signed-in user.", nil])
        #expect(model.notifiers.map(\.location) == [Self.at(6, 3), Self.at(23, 3)])

        let cases = try #require(model.notifiers.first).cases
        #expect(cases.map(\.name) == ["didGetMessage", "didLogout", "login", "refresh"])
        #expect(cases.map(\.doc) == ["A new inbox message arrived.", nil, nil, nil])
        #expect(cases.map(\.location) == [Self.at(9, 7), Self.at(15, 7), Self.at(16, 7), Self.at(20, 7)])
        #expect(
            cases.map(\.wireName) == [
                "Accounts.UserManager.didGetMessage", "Accounts.UserManager.didLogout", "Accounts.UserManager.login",
                "Accounts.UserManager.refresh",
            ])

        let message = try #require(cases[0].kind.plainFields)
        #expect(message.map(\.name) == ["message", "unread", "tags"])
        #expect(message.map(\.type.swiftSource) == ["String", "Int", "[String]"])
        #expect(message.map(\.defaultLiteral) == [nil, "0", #"["a", "b\"c"]"#])
        #expect(message.map(\.doc) == [nil, "Unread messages left.", nil])
        #expect(message.map(\.location) == [Self.at(12, 11), Self.at(13, 11), Self.at(14, 11)])
        #expect(message.map(\.typeLocation) == [Self.at(12, 20), Self.at(13, 27), Self.at(14, 25)])

        #expect(cases[1].kind.plainFields?.isEmpty == true)
        let login = try #require(cases[2].kind.resultFields)
        #expect(login.success.map(\.name) == ["token", "user"])
        #expect(login.success.map(\.type.swiftSource) == ["String", "UserProfile"])
        #expect(login.failure.map(\.name) == ["code", "message"])
        let refresh = try #require(cases[3].kind.resultFields)
        #expect(refresh.success.isEmpty)
        #expect(refresh.failure.isEmpty, "an omitted failure has no fields")

        let inbox = try #require(model.notifiers.last).cases
        #expect(inbox.map(\.wireName) == ["Accounts.Inbox.changed"])
        #expect(inbox.first?.kind.plainFields?.isEmpty == true, "a null case is a plain case without payload")
    }

    /// `allowUntyped:` lists path globs for `notigen audit`; it changes nothing generated, and a wrong value is an
    /// error at its place.
    @Test func allowUntypedIsAListOfPathGlobs() throws {
        let base = "notifiers:\n  Clock:\n    cases:\n      tick: {}\n"
        let valid = Self.validate("notigen: 1\nallowUntyped: [\"Bridges/*.swift\", \"**/Legacy/**\"]\n" + base)
        #expect(valid.diagnostics.isEmpty)
        #expect(valid.model?.allowUntyped == ["Bridges/*.swift", "**/Legacy/**"])
        let plain = try #require(Self.validate("notigen: 1\n" + base).model)
        #expect(plain.allowUntyped.isEmpty)
        let wrong = Self.validate("notigen: 1\nallowUntyped: Bridges\n" + base)
        #expect(wrong.diagnostics.map(\.location) == [Self.at(2, 15)])
        let twice = Self.validate("notigen: 1\nallowUntyped: [a, \"\", a]\n" + base)
        #expect(twice.diagnostics.map(\.location) == [Self.at(2, 19), Self.at(2, 23)])
        // The generated code is the same with it as without it.
        let with = try Self.generate([("spec.yaml", "notigen: 1\nallowUntyped: [\"*.m\"]\n" + base)])
        let without = try Self.generate([("spec.yaml", "notigen: 1\n" + base)])
        #expect(with.files.map(\.contents) == without.files.map(\.contents))
    }

    @Test func defaultsWithoutModuleOrAccess() throws {
        let result = Self.validate("notigen: 1\nnotifiers:\n  UserManager:\n    cases:\n      didLogout: {}\n")
        let model = try #require(result.model)
        #expect(model.module == nil)
        #expect(model.access == .internal)
        #expect(model.imports.isEmpty)
        #expect(model.notifiers.first?.cases.map(\.wireName) == ["UserManager.didLogout"])
    }

    /// Foundation's classes that are not Sendable (read from its symbol graph, `FoundationClasses`) are refused in a
    /// nonisolated payload, qualified or not, with the hint to make the case main-actor; a main-actor case takes them.
    @Test func foundationNonSendableClassesAreRefusedOffTheMainActor() {
        let result = Self.validate(
            """
            notigen: 1
            notifiers:
              Work:
                cases:
                  a: { payload: { thread: Foundation.Thread } }
                  b: { payload: { timers: "[Timer]", list: "NSMutableArray?" } }
                  c: { isolation: main, payload: { thread: Thread, queue: OperationQueue } }
                  d: { payload: { queue: OperationQueue, own: App.Thread } }
            """)
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(found.count == 3, "\(found)")
        #expect(found.first?.hasPrefix("5:42 field 'thread' of case 'a' cannot hold Foundation's 'Thread'") == true)
        #expect(found.contains { $0.hasPrefix("6:33 field 'timers'") && $0.contains("'Timer'") })
        #expect(found.contains { $0.hasPrefix("6:49 field 'list'") && $0.contains("'NSMutableArray'") })
        #expect(result.diagnostics.first?.notes.last?.message.contains("isolation: main") == true)
    }

    /// The `nan` hint names the field's own type.
    @Test func nanHintNamesTheFieldsType() {
        let result = Self.validate(
            "notigen: 1\nnotifiers:\n  N:\n    cases:\n      c:\n        payload: { nan: Float, v: \"Double?\" }\n")
        #expect(result.diagnostics.first?.notes.last?.message.contains("{ type: Float, key: nan }") == true)
    }

    /// Issue 34: a hidden character in a doc, a deprecation message or a default string (or a default's key) is a
    /// warning at its own line and column (a key's at the key), naming the code point; the spec stays valid.
    @Test func hiddenCharactersInTextsAreWarnings() {
        let result = Self.validate(
            """
            notigen: 1
            notifiers:
              N:
                doc: "Sync\u{202E}done"
                cases:
                  c:
                    deprecated: "Use d\u{200B}."
                    payload:
                      title: { type: String, default: "a\u{2066}b" }
                      tags: { type: "[String: String]", default: { "k\u{FEFF}": v } }
                      plain: { type: String, default: "no hidden text", doc: "two
                        lines, then \u{2060} on the second" }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.model != nil)
        let found = result.warnings.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(result.warnings.allSatisfy { $0.severity == .warning })
        for (position, code) in [
            ("4:15", "U+202E"), ("7:27", "U+200B"), ("9:45", "U+2066"), ("10:56", "U+FEFF"), ("12:25", "U+2060"),
        ] {
            #expect(
                found.contains { $0.hasPrefix(position + " ") && $0.contains(code) }, "\(position) \(code): \(found)")
        }
        #expect(found.count == 5, "\(found)")
    }

    @Test func everyErrorIsReportedInOneRun() {
        let result = Self.validate(
            """
            notigen: 2
            acess: public
            imports: [Foundation, Foundation, "not a module"]
            notifiers:
              class:
                cases:
                  init: {}
                  ok:
                    payload:
                      x: "[Int"
                      y: { type: Int, default: abc }
                      z: { tpye: Int }
              Good:
                doc: [no]
                cases: {}
              NotigenResult:
                cases:
                  a:
                    payload: {}
                    result: { success: {} }
            """)
        #expect(result.model == nil)
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(
            found == [
                "2:1 unknown key 'acess' in the spec; did you mean 'access'?",
                "1:10 unsupported spec format version 2; this notigen reads version 1",
                "3:23 module 'Foundation' is imported twice",
                "3:35 'not a module' is not a module name",
                "5:3 'class' is a Swift keyword and cannot name a notifier",
                "7:7 'init' cannot be used as a case name, even in backticks",
                "10:19 invalid type '[Int' for field 'x': expected ']' to close '['",
                "11:36 the default does not fit type 'Int': expected an integer, found a string",
                "12:16 unknown key 'tpye' in field 'z'; did you mean 'type'?",
                "14:10 'doc' must be text, not a list",
                "15:12 notifier 'Good' has no cases",
                "16:3 'NotigenResult' cannot name a notifier: names starting with 'Notigen' belong to the runtime "
                    + "(its types and the generic parameters the generated extensions constrain)",
                "20:9 case 'a' has both 'payload' and 'result'; a result case carries its fields under "
                    + "'success' and 'failure'",
            ])
        #expect(result.diagnostics.count == 13)
    }

    @Test func unknownKeysSuggestTheClosestOne() throws {
        let root = Self.validate("notigen: 1\nnotifers:\n  A:\n    cases: { b: {} }\n")
        let diagnostic = try #require(root.diagnostics.first)
        #expect(root.diagnostics.count == 1, "no 'missing notifiers' error when a near miss was suggested")
        #expect(diagnostic.message == "unknown key 'notifers' in the spec; did you mean 'notifiers'?")
        #expect(diagnostic.location == Self.at(2, 1))
        #expect(
            diagnostic.notes == [
                .init(
                    message:
                        "allowed keys: notigen, module, access, imports, userInfo, delivery, lintDirectives, messages, "
                        + "allowUntyped, notifiers",
                    location: nil)
            ]
        )

        let access = Self.validate("notigen: 1\naccess: publc\nnotifiers:\n  A:\n    cases: { b: {} }\n")
        #expect(
            access.diagnostics.map(\.message) == [
                "unknown value 'publc' for 'access'; use one of internal, package, public; did you mean 'public'?"
            ])

        let far = Self.validate("notigen: 1\nzzz: 1\nnotifiers:\n  A:\n    cases: { b: {} }\n")
        #expect(far.diagnostics.map(\.message) == ["unknown key 'zzz' in the spec"])

        let missing = Self.validate("notigen: 1\nmodule: M\n")
        #expect(missing.diagnostics.map(\.message) == ["the spec is missing the required key 'notifiers'"])
        #expect(missing.diagnostics.first?.location == Self.at(1, 1))
    }

    /// Cases whose generated nested types collide, and the first error each spec gets.
    static let collisions: [(cases: String, message: String)] = [
        (
            "login: { result: { success: { t: Int } } }\n      loginResult: { payload: { x: Int } }",
            "case 'loginResult' would generate the type 'A.LoginResult', which case 'login' generates too; "
                + "rename one of them"
        ),
        (
            "didX: { payload: { a: Int } }\n      DidX: { payload: { b: Int } }",
            "case 'DidX' would generate the type 'A.DidX', which case 'didX' generates too; rename one of them"
        ),
        (
            "swift: { payload: { a: Int } }",
            "case 'swift' would generate the type 'A.Swift', which would hide the module 'Swift' that the generated "
                + "code names inside the notifier; rename the case"
        ),
        (
            "aObserver: { payload: { a: Int } }",
            "case 'aObserver' would generate the type 'A.AObserver', which would hide the observer protocol "
                + "'AObserver' inside the notifier; rename the case"
        ),
        (
            "type: { payload: { a: Int } }",
            "case 'type' would generate the type 'A.Type', which is a name Swift forbids for a nested type; rename "
                + "the case"
        ),
        (
            "RawValue: {}",
            "a case cannot be named 'RawValue': the generated enum 'A.Name' has raw values, whose type is "
                + "its member 'RawValue'"
        ),
        (
            "didLogin: {}\n      DidLogin: {}",
            "case 'DidLogin' would generate the observer method 'aDidLogin()', which case 'didLogin' generates too; "
                + "rename one of them"
        ),
        (
            "fail: { result: { success: {} } }\n      b: { payload: { r: FailResult } }",
            "the type 'FailResult' of field 'r' would mean the generated 'A.FailResult' inside the notifier; "
                + "qualify it with its module (as in 'MyModule.FailResult') or rename the case"
        ),
        (
            "b: { payload: { n: \"[Name]\" } }",
            "the type 'Name' of field 'n' would mean the generated 'A.Name' inside the notifier; "
                + "qualify it with its module (as in 'MyModule.Name') or rename the case"
        ),
        (
            "b: { result: { success: {}, failure: { underlying: Int } } }",
            "a failure field cannot be named 'underlying': the failure uses it for the underlying error"
        ),
    ]

    @Test(arguments: collisions)
    func generatedNamesMustNotCollide(_ cases: String, message: String) {
        let result = Self.validate("notigen: 1\nnotifiers:\n  A:\n    cases:\n      \(cases)\n")
        #expect(result.model == nil)
        #expect(result.diagnostics.map(\.message) == [message])
    }

    @Test func collidingCaseHasANoteAtTheFirstOne() throws {
        let collision = Self.validate(
            "notigen: 1\nnotifiers:\n  A:\n    cases:\n      didX: { payload: { a: Int } }\n"
                + "      DidX: { payload: { b: Int } }\n")
        let diagnostic = try #require(collision.diagnostics.first)
        #expect(diagnostic.location == Self.at(6, 7))
        #expect(diagnostic.notes == [.init(message: "case 'didX' is here", location: Self.at(5, 7))])
    }

    // MARK: - Checks across the specs of one run

    private static func generate(_ specs: [(path: String, text: String)]) throws -> Generation {
        try Repository.generator().generate(specs.map { SpecSource(path: $0.path, bytes: Array($0.text.utf8)) })
    }

    private static func spec(module: String? = nil, notifier: String = "UserManager", cases: [String]) -> String {
        (module.map { "module: \($0)\n" } ?? "") + "notigen: 1\nnotifiers:\n  \(notifier):\n    cases:\n"
            + cases.map { "      \($0): {}\n" }.joined()
    }

    /// A notifier declared twice is one error, not one more for each of its notification names.
    @Test func duplicateNotifierAcrossSpecsIsOneError() throws {
        let generation = try Self.generate([
            ("a.yaml", Self.spec(cases: ["didLogout", "didLogin"])),
            ("b.yaml", Self.spec(cases: ["other", "didLogin"])),
        ])
        #expect(generation.files.isEmpty)
        #expect(
            generation.diagnostics == [
                Diagnostic(
                    "notifier 'UserManager' is declared twice", at: Self.at(3, 3, in: "b.yaml"),
                    notes: [.init(message: "first declared here", location: Self.at(3, 3, in: "a.yaml"))])
            ])
    }

    @Test func sameNotifierInOtherModulesHasDistinctWireNames() throws {
        let generation = try Self.generate([
            ("a.yaml", Self.spec(module: "A", cases: ["didLogin"])),
            ("b.yaml", Self.spec(module: "B", cases: ["didLogin"])),
        ])
        #expect(generation.diagnostics.map(\.message) == ["notifier 'UserManager' is declared twice"])
    }

    @Test func outputFileNamesMustNotCollide() throws {
        let generation = try Self.generate([
            ("specs/user.yaml", Self.spec(notifier: "A", cases: ["x"])),
            ("other/user.yml", Self.spec(notifier: "B", cases: ["y"])),
        ])
        #expect(generation.files.isEmpty)
        #expect(
            generation.diagnostics == [
                Diagnostic(
                    "this spec's output 'user.swift' has the same name as the output of 'specs/user.yaml'; "
                        + "rename one of the specs",
                    at: Self.at(1, 1, in: "other/user.yml"))
            ])

        let fine = try Self.generate([
            ("specs/user.yaml", Self.spec(notifier: "A", cases: ["x"])),
            ("specs/inbox.yaml", Self.spec(notifier: "B", cases: ["x"])),
        ])
        #expect(fine.diagnostics.isEmpty)
        #expect(fine.files.map(\.name) == ["user.swift", "inbox.swift"])
    }

    @Test func fieldNamedHashValueIsAnError() {
        let result = Self.validate("notigen: 1\nnotifiers:\n  A:\n    cases:\n      b: { payload: { hashValue: Int } }")
        #expect(
            result.diagnostics.map(\.message) == [
                "a field cannot be named 'hashValue': it would replace the one payloads get from 'Hashable'"
            ])
    }
}

extension NotificationCase.Kind {
    /// The payload fields of a plain case.
    fileprivate var plainFields: [Field]? {
        if case .plain(let fields) = self { return fields }
        return nil
    }

    /// The success and failure fields of a result case.
    fileprivate var resultFields: (success: [Field], failure: [Field])? {
        if case .result(let success, let failure) = self { return (success, failure) }
        return nil
    }
}
