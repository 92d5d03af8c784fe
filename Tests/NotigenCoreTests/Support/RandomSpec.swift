@testable import NotigenTestSupport

/// Random valid specs for the layout tests: names of 1 to 60 characters, field types drawn from the type grammar,
/// and every combination of the keys that change the output's shape (access, `userInfo`, isolation, delivery,
/// deprecation, docs, defaults, `key:`, `name:`, `if:`, `sender:`, `in: object` and `oneHandler:`). Deterministic
/// for a seed.
struct RandomSpec {
    /// Draws from SplitMix64 (`SplitMix`): small, fast and the same on every platform.
    struct Generator {
        var source: SplitMix

        mutating func next() -> UInt64 { source.next() }

        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }

        mutating func bool() -> Bool { next() & 1 == 0 }

        mutating func pick<T>(_ elements: [T]) -> T { elements[int(0...elements.count - 1)] }
    }

    /// The longest a notifier's and a case's name may be together: the observer method,
    /// `notifierCaseDidComplete`, is one token, which no layout can break, and it must fit in a line after its
    /// attributes (`    @Swift.MainActor package func notifierCaseDidComplete(`).
    static let longestQualifiedName = 72

    var random: Generator
    /// Names taken, lowercased: a field named `sender` (a case with a sender holds its sender there) and a case named
    /// `posted` (its payload would be the `Posted` enum of `oneHandler: true`) would make the spec invalid.
    private var used: Set<String> = ["sender", "posted"]

    init(seed: UInt64) {
        random = Generator(source: SplitMix(seed: seed))
    }

    /// A name of `length` characters: letters (upper first for a type), digits, and an index that keeps it unique.
    mutating func name(upper: Bool, length: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            let initials = Array(upper ? "QWRTYPSDFGHJKLZXCVBM" : "qwrtypsdfghjklzxcvbm")
            var name = String(random.pick(initials))
            while name.count < length { name.append(letters[random.int(0...(name.count % 7 == 0 ? 51 : 61))]) }
            if used.insert(name.lowercased()).inserted { return name }
        }
    }

    /// A field type from the type grammar, with a default when one fits it.
    mutating func fieldType() -> (type: String, defaultValue: String?) {
        let user = name(upper: true, length: random.int(1...24))
        let choices: [(String, String?)] = [
            ("Int", "\(random.int(0...1_000))"), ("String", "\"text\""), ("Bool", "true"), ("Double", "2.5"),
            ("[String]", "[]"), ("[String: Int]", "{}"), ("Int?", nil), ("Set<String>", nil), ("Date", nil),
            ("URL?", nil), ("[\(user)]", nil), ("Data", nil), ("@Sendable (Int) -> Void", nil),
            ("Result<Int, Error>", nil), ("[[String: [Int]]]", nil), ("Dictionary<String, Array<Int>>", nil),
        ]
        return random.pick(choices)
    }

    /// An `if:` value, quoted: a platform test, a flag of up to 60 characters, or a long combination.
    mutating func condition() -> String {
        let flag = name(upper: true, length: random.int(1...60))
        let tests = [
            "os(macOS)", "!targetEnvironment(simulator)", "canImport(UIKit)", "swift(>=5.9)", "arch(arm64)", flag,
        ]
        let count = random.int(1...4)
        let picked = (0..<count).map { _ in random.pick(tests) }
        return "\"" + picked.joined(separator: random.pick([" && ", " || "])) + "\""
    }

    /// A spec of `notifiers` notifiers with 1 to 4 cases each.
    mutating func spec(notifiers: Int) -> String {
        var lines = ["notigen: 1"]
        lines.append("access: \(random.pick(["internal", "public", "package"]))")
        let userInfoFields = random.bool()
        if userInfoFields { lines.append("userInfo: fields") }
        if random.bool() { lines.append("module: \(name(upper: true, length: random.int(1...40)))") }
        lines.append("notifiers:")
        for _ in 0..<notifiers {
            let notifier = name(upper: true, length: random.int(1...60))
            lines.append("  \(notifier):")
            if random.int(0...3) == 0 { lines.append("    isolation: main") }
            if random.int(0...3) == 0 { lines.append("    oneHandler: true") }
            if random.int(0...4) == 0 { lines.append("    deprecated: Use \(name(upper: true, length: 20)) instead.") }
            if random.bool() { lines.append("    doc: \(sentence())") }
            if random.int(0...4) == 0 { lines.append("    if: \(condition())") }
            lines.append("    cases:")
            for index in 0..<random.int(1...4) {
                let caseName = name(
                    upper: false, length: random.int(1...min(60, Self.longestQualifiedName - notifier.count)))
                lines.append("      \(caseName):")
                if random.int(0...3) == 0 { lines.append("        isolation: \(random.pick(["main", "none"]))") }
                if random.int(0...3) == 0 {
                    lines.append(
                        "        delivery: \(userInfoFields ? "foundation" : random.pick(["direct", "foundation"]))")
                }
                if random.int(0...4) == 0 {
                    lines.append("        deprecated: Observe \(name(upper: false, length: 20)).")
                }
                if random.bool() { lines.append("        doc: \(sentence())") }
                // The first case stays unconditional: a notifier needs one.
                if index > 0, random.int(0...3) == 0 { lines.append("        if: \(condition())") }
                if random.int(0...4) == 0 {
                    lines.append("        name: \(name(upper: false, length: random.int(1...60)))")
                }
                let kind = random.int(0...3)
                // A sender (not on a merged case), or else maybe a payload field in `object:`.
                let hasSender = kind != 1 && random.int(0...3) == 0
                if hasSender { lines.append("        sender: \(name(upper: true, length: random.int(1...60)))") }
                switch kind {
                case 0: break
                case 1:
                    lines.append("        result:")
                    lines += fields("          success", count: random.int(0...3))
                    lines += fields("          failure", count: random.int(0...3))
                default:
                    lines += fields("        payload", count: random.int(1...5), inObject: !hasSender)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fields of a payload, success or failure; with `inObject`, the first may travel in `object:`.
    private mutating func fields(_ key: String, count: Int, inObject: Bool = false) -> [String] {
        guard count > 0 else { return [key + ": {}"] }
        var lines = [key + ":"]
        for index in 0..<count {
            let field = name(upper: false, length: random.int(1...60))
            let (type, defaultValue) = fieldType()
            var entries = ["type: \"\(type)\""]
            if let defaultValue, random.bool() { entries.append("default: \(defaultValue)") }
            if random.int(0...3) == 0 { entries.append("doc: \"\(sentence())\"") }
            if random.int(0...5) == 0 { entries.append("deprecated: Read another field.") }
            if inObject, index == 0, random.int(0...3) == 0 {
                entries.append("in: object")
            } else if random.int(0...5) == 0 {
                entries.append("key: \(name(upper: false, length: random.int(1...60)))")
            }
            lines.append(
                "  " + String(repeating: " ", count: key.prefix { $0 == " " }.count) + "\(field): { "
                    + entries.joined(separator: ", ") + " }")
        }
        return lines
    }

    /// Words, some of them long, up to 40 of them.
    private mutating func sentence() -> String {
        (0..<random.int(1...40)).map { _ in
            String(repeating: random.pick(["a", "ab", "abc", "word", "synchronization"]), count: random.int(1...3))
        }.joined(separator: " ") + "."
    }
}
