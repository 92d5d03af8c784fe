/// Reads a template's text into nodes: the Mustache subset `Template` renders. Tags are `{{name}}`, `{{{name}}}` and
/// `{{& name}}` (all print the value as it is: the output is Swift, nothing is HTML-escaped), `{{#name}}`,
/// `{{^name}}` and `{{/name}}` (sections), `{{! comment}}`, `{{> partial}}` and pragmas such as
/// `{{% CONTENT_TYPE: TEXT }}` (accepted and ignored), and `{{~}}` at the end of a line, which joins the next line
/// to it (its line break and the next line's indentation are dropped). Names may be dotted (`a.b`) or `.`. A section, comment,
/// partial or pragma tag alone on its line is standalone: the line leaves no trace, and a standalone partial is
/// indented as its tag. Set-delimiter tags, lambdas, blocks and parents are not supported and fail to parse.
struct TemplateParser {
    /// A piece of the template: text (a range of its bytes) or a tag. Working on byte offsets keeps parsing linear
    /// and free of grapheme breaking: `{{`, `}}`, line breaks and indentation are ASCII.
    private enum Token {
        case text(Range<Int>)
        case tag(kind: Unicode.Scalar?, name: String, offset: Int)
    }

    private let source: String
    private let template: String
    private let bytes: [UInt8]

    init(_ source: String, template: String) {
        self.source = source
        self.template = template
        self.bytes = Array(source.utf8)
    }

    /// The template's nodes, or an error that names the problem and its line.
    func parse() throws(TemplateError) -> [TemplateNode] {
        var tokens = try tokenize()
        trimStandaloneLines(&tokens)
        var index = 0
        let nodes = try nodes(tokens, &index, closing: nil)
        return nodes
    }

    private func fail(_ message: String, at offset: Int) -> TemplateError {
        let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
        return TemplateError(
            template: template, message: "the template '\(template).mustache' does not parse: line \(line): \(message)",
            reason: message, line: line, column: column)
    }

    /// The line and column (counted in Unicode scalars, from 1) of the byte at `offset`, as an editor shows them.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // UTF-8 continuation bytes (0b10xxxxxx) start no scalar.
        let column = bytes[lineStart..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 } + 1
        return (line, column)
    }

    /// The offset of the next `count` braces from `start` on.
    private func find(_ brace: UInt8, _ count: Int, from start: Int) -> Int? {
        var offset = start
        while offset + count <= bytes.count {
            if bytes[offset] == brace, bytes[offset..<offset + count].allSatisfy({ $0 == brace }) { return offset }
            offset += 1
        }
        return nil
    }

    /// The text and tags of the template, found byte by byte: the cost of a template is its length, whatever the
    /// number of its tags.
    private func tokenize() throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var rest = 0
        while let offset = find(UInt8(ascii: "{"), 2, from: rest) {
            if offset > rest { tokens.append(.text(rest..<offset)) }
            var inner = offset + 2
            let triple = inner < bytes.count && bytes[inner] == UInt8(ascii: "{")
            if triple { inner += 1 }
            guard let close = find(UInt8(ascii: "}"), triple ? 3 : 2, from: inner) else {
                throw fail("a tag is not closed", at: offset)
            }
            var body = inner..<close
            rest = close + (triple ? 3 : 2)
            // A scalar, not a `Character`: comparing characters compares strings.
            var kind: Unicode.Scalar?
            if triple {
                kind = "&"
            } else if let first = body.first.map({ bytes[$0] }), "#^/!>&%=<$".utf8.contains(first) {
                kind = Unicode.Scalar(first)
                body = body.dropFirst()
            }
            while let first = body.first, bytes[first] == UInt8(ascii: " ") { body = body.dropFirst() }
            while let last = body.last, bytes[last] == UInt8(ascii: " ") { body = body.dropLast() }
            let name = String(decoding: bytes[body], as: UTF8.self)
            if kind == nil, name == "~" {
                rest = try continuation(after: rest, tag: offset)
                continue
            }
            switch kind {
            case "=", "<", "$": throw fail("'{{\(kind.map { String($0) } ?? "")' tags are not supported", at: offset)
            case "!", "%": break
            default:
                guard Self.isTagName(name) else { throw fail("'\(name)' is not a tag name", at: offset) }
            }
            tokens.append(.tag(kind: kind, name: name, offset: offset))
        }
        if rest < bytes.count { tokens.append(.text(rest..<bytes.count)) }
        return tokens
    }

    /// Where the template goes on after `{{~}}` (whose tag starts at `tag` and ends at `end`): past the whitespace
    /// after it, the line break and the next line's indentation, so that one output line can be written over
    /// several template lines. Only whitespace may follow it on its line.
    private func continuation(after end: Int, tag: Int) throws(TemplateError) -> Int {
        var offset = end
        while offset < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[offset])
        {
            offset += 1
        }
        guard offset < bytes.count else { return offset }
        guard bytes[offset] == UInt8(ascii: "\n") else { throw fail("{{~}} must end its line", at: tag) }
        offset += 1
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
            offset += 1
        }
        return offset
    }

    /// Removes the line around each standalone tag: the whitespace before it on its line and the line break after.
    /// Which tags are standalone is decided on the text as written, then the lines are trimmed.
    private func trimStandaloneLines(_ tokens: inout [Token]) {
        let standalone = tokens.indices.compactMap { index in
            indentation(ofStandalone: index, in: tokens).map { (index, $0) }
        }
        for (index, indentation) in standalone {
            if index > 0, case .text(let before) = tokens[index - 1] {
                tokens[index - 1] = .text(before.lowerBound..<before.upperBound - indentation.count)
            }
            if index + 1 < tokens.count, case .text(let after) = tokens[index + 1] {
                let lineEnd = after.first(where: { bytes[$0] == UInt8(ascii: "\n") }).map { $0 + 1 } ?? after.upperBound
                tokens[index + 1] = .text(lineEnd..<after.upperBound)
            }
            if case .tag(">", let name, let offset) = tokens[index] {
                let indent = String(decoding: bytes[indentation], as: UTF8.self)
                tokens[index] = .tag(kind: ">", name: indent + "\u{0}" + name, offset: offset)
            }
        }
    }

    /// The indentation (a range of the template's bytes) of the tag at `index` when it is standalone: a section,
    /// comment, partial or pragma tag with only spaces and tabs around it on its line.
    private func indentation(ofStandalone index: Int, in tokens: [Token]) -> Range<Int>? {
        guard case .tag(let kind?, _, let offset) = tokens[index], "#^/!>%".unicodeScalars.contains(kind) else {
            return nil
        }
        var indentation = offset..<offset
        if index > 0 {
            guard case .text(let before) = tokens[index - 1] else { return nil }
            var lineStart = before.upperBound
            while lineStart > before.lowerBound,
                bytes[lineStart - 1] == UInt8(ascii: " ")
                    || bytes[lineStart - 1] == UInt8(ascii: "\t")
            {
                lineStart -= 1
            }
            let atLineStart = lineStart > before.lowerBound && bytes[lineStart - 1] == UInt8(ascii: "\n")
            guard atLineStart || (lineStart == before.lowerBound && index == 1) else { return nil }
            indentation = lineStart..<before.upperBound
        }
        if index + 1 < tokens.count {
            guard case .text(let after) = tokens[index + 1] else { return nil }
            for offset in after {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") { break }
                guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") else {
                    return nil
                }
            }
        }
        return indentation
    }

    private func nodes(_ tokens: [Token], _ index: inout Int, closing: (name: String, offset: Int)?)
        throws(TemplateError) -> [TemplateNode]
    {
        var nodes: [TemplateNode] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .text(let range):
                if !range.isEmpty { nodes.append(.text(Array(bytes[range]))) }
            case .tag(let kind, let name, let offset):
                switch kind {
                case "#", "^":
                    let children = try self.nodes(tokens, &index, closing: (name, offset))
                    nodes.append(.section(Self.path(name, at: offset), children, inverted: kind == "^"))
                case "/":
                    guard let closing, closing.name == name else {
                        throw fail("{{/\(name)}} closes no open section", at: offset)
                    }
                    return nodes
                case ">":
                    let parts = name.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
                    let (indentation, partial) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : ("", name)
                    nodes.append(.partial(partial, indentation: indentation, offset: offset))
                case "!", "%": break
                default: nodes.append(.variable(Self.path(name, at: offset)))
                }
            }
        }
        if let closing { throw fail("{{#\(closing.name)}} is never closed", at: closing.offset) }
        return nodes
    }

    private static func path(_ name: String, at offset: Int) -> TemplatePath {
        // Most names have no dot: no split. Split by bytes: `.` is ASCII, and splitting characters compares strings.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return TemplatePath([name], offset: offset) }
        let parts = name == "." ? [] : name.utf8.split(separator: UInt8(ascii: "."))
        return TemplatePath(parts.map { String(decoding: $0, as: UTF8.self) }, offset: offset)
    }

    /// Whether `name` is a tag name: `.`, or parts separated by `.`, none empty and none with whitespace. An ASCII
    /// name is checked byte by byte (`Character.isWhitespace` looks up Unicode properties: it was most of the cost
    /// of parsing the templates).
    private static func isTagName(_ name: String) -> Bool {
        guard !name.isEmpty, name != "." else { return !name.isEmpty }
        var previous = UInt8(ascii: ".")
        for byte in name.utf8 {
            guard byte < 0x80 else {
                return name.split(separator: ".", omittingEmptySubsequences: false)
                    .allSatisfy { !$0.isEmpty && !$0.contains(where: \.isWhitespace) }
            }
            // ASCII whitespace: tab, line feed, vertical tab, form feed, carriage return, space.
            if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) { return false }
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return false }
            previous = byte
        }
        return previous != UInt8(ascii: ".")
    }
}
