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
        var here = location(mark)
        let markOffset = sourceIndex?.byteOffset(ofScalar: mark.index) ?? mark.index
        var offending: UInt8? = markOffset < buffer.count ? buffer[markOffset] : nil
        if parser.error == YAML_READER_ERROR {
            // A reader error's offset counts bytes, not scalars.
            let offset = min(parser.problem_offset, buffer.count)
            here = location(scalar: sourceIndex?.scalarIndex(ofByte: offset) ?? offset)
            offending = offset < buffer.count ? buffer[offset] : nil
        }
        if problem.contains("control characters") {
            return Diagnostic(Self.disallowedCharacter(parser.problem_value), at: here)
        }
        var message = "YAML syntax error: \(problem)"
        var notes: [Diagnostic.Note] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context))"
            let start = location(parser.context_mark)
            if start != here, let construct = Self.construct(context) {
                notes.append(Diagnostic.Note(message: "\(construct) starts here", location: start))
            }
        }
        if let hint = hint(problem: problem, offending: offending, keyEnd: (buffer, markOffset)) {
            notes.append(Diagnostic.Note(message: hint, location: nil))
        }
        return Diagnostic(message, at: here, notes: notes)
    }

    /// What the reader's "control characters are not allowed" is about: libyaml refuses C0 and C1 controls other
    /// than tab and line breaks, and the noncharacters U+FFFE and U+FFFF, which are not controls.
    static func disallowedCharacter(_ value: Int32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if value == 0xFFFE || value == 0xFFFF {
            return "the spec contains \(code), a noncharacter, which YAML does not allow"
        }
        return "the spec contains the control character \(code), which YAML does not allow"
    }

    /// `keyEnd`: the buffer and the byte offset of the problem, where a key too long for libyaml ends.
    private func hint(
        problem: String, offending: UInt8?, keyEnd: (buffer: UnsafeBufferPointer<UInt8>, offset: Int)
    ) -> String? {
        if offending == UInt8(ascii: "\t") {
            return "YAML does not allow tabs for indentation; indent with spaces"
        }
        if offending == UInt8(ascii: "?") {
            return "inside '{ … }' YAML reads '? ' as a key indicator: quote the type (\"String?\") "
                + "or write the field in block style on its own line"
        }
        let aboutAKey = problem.contains("mapping values are not allowed") || problem.contains("expected ':'")
        if aboutAKey, Self.keyLength(keyEnd.buffer, before: keyEnd.offset) > 1024 {
            return "YAML allows keys of at most 1024 characters on one line: shorten the key"
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

    /// The scalars of the plain key that ends at byte `end`: back to the line's start, a flow indicator (`{`, `[`,
    /// `,`) or a sequence's `- `, without the spaces before it. libyaml finds no key longer than 1024 characters and
    /// reports its `:` as a value where none is allowed.
    private static func keyLength(_ buffer: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var start = min(end, buffer.count)
        let stops: Set<UInt8> = [
            UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","),
        ]
        while start > 0, !stops.contains(buffer[start - 1]) { start -= 1 }
        var key = buffer[start..<min(end, buffer.count)].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }
        while key.last == UInt8(ascii: " ") { key = key.dropLast() }
        return key.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
