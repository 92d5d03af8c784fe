import CYAML

/// libyaml's errors as diagnostics: where the problem is, where the construct it broke started, and a hint for
/// the mistakes spec authors make most.
extension YAMLParser {
    /// Hints by a phrase of libyaml's problem text.
    private static let hints: [(problem: String, hint: String)] = [
        ("mapping values are not allowed", "a plain value cannot contain ': '; quote it: doc: \"Note: …\""),
        ("did not find expected key", "check the indentation of this line: keys of one map line up"),
        ("<document start>", "'...' ends the document and a spec holds one: remove the '...' line"),
        ("incompatible YAML document", "notigen reads YAML 1.1 and 1.2: remove the '%YAML' line"),
        (
            "unknown escape character",
            "inside double quotes '\\' starts an escape such as \\n or \\\": write '\\\\' for a backslash, "
                + "or use single quotes"
        ),
    ]

    /// Turns libyaml's error into a diagnostic.
    func syntaxError(_ parser: yaml_parser_t, _ buffer: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        let mark = parser.problem_mark
        var here = location(line: mark.line, column: mark.column)
        var offending: UInt8? = mark.index < buffer.count ? buffer[mark.index] : nil
        if parser.error == YAML_READER_ERROR {
            let offset = min(parser.problem_offset, buffer.count)
            let before = buffer[..<offset]
            let isBreak = { (index: Int) in
                buffer[index] == UInt8(ascii: "\n")
                    || (buffer[index] == UInt8(ascii: "\r")
                        && (index + 1 >= buffer.count || buffer[index + 1] != UInt8(ascii: "\n")))
            }
            let line = before.indices.reduce(0) { $0 + (isBreak($1) ? 1 : 0) }
            let lineStart = before.indices.last(where: isBreak).map { $0 + 1 } ?? 0
            let column = String(decoding: buffer[lineStart..<offset], as: UTF8.self).unicodeScalars.count
            here = location(line: line, column: column)
            offending = offset < buffer.count ? buffer[offset] : nil
        }
        if problem.contains("control characters") {
            return Diagnostic("the spec contains a control character, which YAML does not allow", at: here)
        }
        var message = "YAML syntax error: \(problem)"
        var notes: [Diagnostic.Note] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context))"
            let start = location(line: parser.context_mark.line, column: parser.context_mark.column)
            if start != here, let construct = Self.construct(context) {
                notes.append(Diagnostic.Note(message: "\(construct) starts here", location: start))
            }
        }
        if let hint = hint(problem: problem, offending: offending) {
            notes.append(Diagnostic.Note(message: hint, location: nil))
        }
        return Diagnostic(message, at: here, notes: notes)
    }

    private func hint(problem: String, offending: UInt8?) -> String? {
        if offending == UInt8(ascii: "\t") {
            return "YAML does not allow tabs for indentation; indent with spaces"
        }
        if offending == UInt8(ascii: "?") {
            return "inside '{ … }' YAML reads '? ' as a key indicator: quote the type (\"String?\") "
                + "or write the field in block style on its own line"
        }
        if let known = Self.hints.first(where: { problem.contains($0.problem) }) {
            return known.hint
        }
        if offending == UInt8(ascii: "\"") || offending == UInt8(ascii: "'") || problem.contains("end of stream")
            || problem.contains("did not find expected ',' or")
        {
            return "check for an unclosed quote or bracket before this point"
        }
        return nil
    }

    /// What libyaml's context ("while parsing a flow sequence") calls the construct, in the words of the docs.
    private static func construct(_ context: String) -> String? {
        let names = [
            ("quoted scalar", "the quoted text"), ("flow sequence", "the list '[…]'"),
            ("flow mapping", "the map '{ … }'"),
            ("block mapping", "the map"), ("block collection", "the map or list"), ("block scalar", "the block text"),
            ("simple key", "the key"), ("anchor", "the anchor"), ("alias", "the alias"), ("tag", "the tag"),
        ]
        return names.first { context.hasSuffix(" " + $0.0) }?.1
    }
}
