/// A make-syntax dependency file for one notigen run (`--depfile FILE`).
///
/// Make cannot use the outputs as the targets that say when to run notigen: they keep their modification time
/// when their content did not change, so after the spec is touched make would run notigen on every build. The
/// depfile itself is rewritten after every successful run, so it is the target: each rule names an output and
/// the depfile, with the spec, the templates and the binary that output depends on. Every input also gets an empty
/// rule (like `gcc -MP`), so deleting or renaming one reruns notigen instead of stopping make.
public struct Depfile: Sendable, Equatable {
    /// One output and the files it was made from.
    public struct Rule: Sendable, Equatable {
        public var output: String
        public var inputs: [String]

        public init(output: String, inputs: [String]) {
            self.output = output
            self.inputs = inputs
        }
    }

    /// A path make cannot read back (it contains a line break).
    public struct UnrepresentablePath: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var description: String { "'\(path)' cannot be written to a make dependency file" }
    }

    /// The depfile's own path, as the Makefile's rule names it.
    public var path: String
    public var rules: [Rule]

    public init(path: String, rules: [Rule]) {
        self.path = path
        self.rules = rules
    }

    /// The make rules: one per output, then an empty rule for every input, each input once.
    public func render() throws(UnrepresentablePath) -> String {
        var text = "# Written by notigen after its last successful run; include it from a Makefile.\n"
        let target = try Self.escape(path, asTarget: true)
        for rule in rules {
            text += try Self.escape(rule.output, asTarget: true) + " " + target + ":"
            for input in rule.inputs {
                text += " \\\n  " + (try Self.escape(input, asTarget: false))
            }
            text += "\n"
        }
        var seen: Set<String> = []
        for input in rules.flatMap(\.inputs) where seen.insert(input).inserted {
            text += try Self.escape(input, asTarget: true) + ":\n"
        }
        return text
    }

    /// Escapes a path for make: `$` doubles, spaces and `#` take a backslash, and so does `%` in a target
    /// (where it would make a pattern rule). A line break cannot be escaped.
    static func escape(_ path: String, asTarget: Bool) throws(UnrepresentablePath) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "\n", "\r", "\r\n": throw UnrepresentablePath(path: path)
            case "$": escaped += "$$"
            case " ", "\t", "#": escaped += "\\" + String(character)
            case "%" where asTarget: escaped += "\\%"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
