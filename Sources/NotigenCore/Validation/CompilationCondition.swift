/// A Swift compilation condition written as a spec's `if:` (`os(macOS) && !targetEnvironment(simulator)`): parsed
/// by `CompilationConditionParser`, emitted as `#if` around everything generated for its notifier, case or field.
indirect enum CompilationCondition: Equatable, Sendable {
    /// `true` or `false`.
    case literal(Bool)
    /// A custom flag, set with `-D FLAG`.
    case flag(String)
    /// A platform test with one argument: `os(macOS)`, `arch(arm64)`, `targetEnvironment(simulator)`,
    /// `canImport(UIKit)`, `hasFeature(…)`, `hasAttribute(…)`.
    case platform(function: String, argument: String)
    /// A version test: `swift(>=5.9)`, `compiler(<6.2)`.
    case version(function: String, comparison: String, version: String)
    case not(CompilationCondition)
    case and(CompilationCondition, CompilationCondition)
    case or(CompilationCondition, CompilationCondition)

    /// The functions of a platform test, each with the arguments Swift knows (nil: any module or identifier).
    /// Swift's own lists (LangOptions): older compilers warn about any other name, and a misspelled one is never
    /// true, so notigen refuses it.
    static let platformFunctions: [String: Set<String>?] = [
        "os": [
            "macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS", "Linux", "FreeBSD", "OpenBSD", "Windows", "Android",
            "PS4", "Cygwin", "Haiku", "WASI", "none",
        ],
        "arch": [
            "arm", "arm64", "arm64_32", "i386", "x86_64", "powerpc", "powerpc64", "powerpc64le", "s390x", "wasm32",
            "riscv32", "riscv64", "avr",
        ],
        "targetEnvironment": ["simulator", "macCatalyst"],
        "canImport": nil,
        "hasFeature": nil,
        "hasAttribute": nil,
    ]
    /// The functions of a version test.
    static let versionFunctions: Set<String> = ["swift", "compiler"]
    /// The comparisons a version test allows (Swift refuses `>`, `==` and the rest).
    static let comparisons = [">=", "<"]

    /// The condition as `#if` writes it: one space around `&&` and `||`, parentheses only where the structure needs
    /// them.
    var source: String {
        switch self {
        case .literal(let value): value ? "true" : "false"
        case .flag(let name): name
        case .platform(let function, let argument): "\(function)(\(argument))"
        case .version(let function, let comparison, let version): "\(function)(\(comparison)\(version))"
        case .not(let operand): "!" + operand.operandSource
        case .and(let lhs, let rhs): lhs.source(inside: .and) + " && " + rhs.source(inside: .and)
        case .or(let lhs, let rhs): lhs.source(inside: .or) + " || " + rhs.source(inside: .or)
        }
    }

    private enum Operator { case and, or }

    /// The source of an operand of `!`: parenthesized unless it is one test.
    private var operandSource: String {
        switch self {
        case .and, .or: "(" + source + ")"
        default: source
        }
    }

    /// The source of an operand of `&&` or `||`: an operand of the other operator is parenthesized, for readers
    /// (Swift would read `a || b && c` the same way).
    private func source(inside parent: Operator) -> String {
        switch (self, parent) {
        case (.or, .and), (.and, .or): "(" + source + ")"
        default: source
        }
    }
}
