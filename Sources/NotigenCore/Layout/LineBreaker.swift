/// The layout pass: after the templates are rendered, every line longer than `lineLength` columns is broken where
/// `swift format` (with the repository's `.swift-format`: 4 spaces, 120 columns, existing line breaks respected) can
/// break it, and trailing whitespace is removed. Nothing else changes: the tokens, their order and the lines that fit
/// stay as the template wrote them.
///
/// - `///` and `//` comments are re-flowed: the words of a long line fill lines of the same prefix (a list item's
///   continuation is indented under its text). `// MARK:` lines are kept whole.
/// - Code is broken by `BreakPrinter`, an Oppen-style printer over the breaks `SwiftLineTokenizer` finds: inside
///   argument, parameter, generic-argument and collection lists, after the `:` of a type annotation or an inheritance
///   clause, after `=`, before `->` and `where`, and after the `{` of a closure's signature.
///
/// The lines of a conditional compilation block (`#if` … `#endif`) that a template wrote as deep as its `#if` are
/// indented 4 more, as `swift format` indents them (`ConditionalBlocks`).
///
/// A `#if` line stays whole, as `swift format` keeps it: Swift reads a compilation condition on one line. A token
/// longer than a line stays whole on a line of its own, and so do generic arguments nested more than
/// `SwiftLineTokenizer.maximumDepth` deep (a type at the compiler's limits): no layout fits them in a line. The pass
/// is a pure function of the text, one line (or comment paragraph) at a time.
enum LineBreaker {
    /// The line length of the output, as the repository's `.swift-format` sets it.
    static let lineLength = 120

    /// `text` with every long line broken and trailing whitespace removed.
    static func layOut(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + text.utf8.count / 32)
        // Split on the bytes of "\n", not on characters: a tenth of the cost on a large output.
        let trimmedLines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            bytes in
            var end = bytes.endIndex
            while end > bytes.startIndex {
                let last = bytes[bytes.index(before: end)]
                guard last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") else { break }
                end = bytes.index(before: end)
            }
            return Substring(bytes[bytes.startIndex..<end])
        }
        let lines = ConditionalBlocks.indented(trimmedLines)
        var index = 0
        while index < lines.count {
            if index > 0 { output += "\n" }
            let line = lines[index]
            index += 1
            guard line.utf8.count > lineLength, line.count > lineLength else {
                output += line
                continue
            }
            let indentation = line.prefix { $0 == " " }
            let content = line.dropFirst(indentation.count)
            // A compilation condition is read on one line (a break after its `||` is an error), and `swift format`
            // keeps it whole.
            if content.hasPrefix("#if ") || content.hasPrefix("#elseif ") {
                output += line
                continue
            }
            if content.hasPrefix("//") {
                guard !content.hasPrefix("// MARK:") else {
                    output += line
                    continue
                }
                // The rest of the paragraph is re-flowed with the long line.
                var paragraph = [content]
                while index < lines.count, let next = continuation(of: line, lines[index]) {
                    paragraph.append(next)
                    index += 1
                }
                output += reflow(paragraph, indentation: indentation.count)
                continue
            }
            let previous = index > 1 ? lines[index - 2] : ""
            let tokenizer = SwiftLineTokenizer(content, continuesArguments: "([<".contains(previous.last ?? " "))
            output += BreakPrinter(tokenizer.stream(), indentation: indentation.count, lineLength: lineLength).print()
        }
        return output
    }

    /// The text of `next` when it continues the paragraph of the comment line `line`: a comment line with the same
    /// indentation and marker, neither blank, a list item, a heading nor a `// MARK:`.
    private static func continuation(of line: Substring, _ next: Substring) -> Substring? {
        let indentation = line.prefix { $0 == " " }.count
        let prefixLength = indentation + line.dropFirst(indentation).prefix { $0 == "/" }.count + 1
        guard next.count > prefixLength, next.prefix(prefixLength) == line.prefix(prefixLength) else { return nil }
        let text = next.dropFirst(prefixLength)
        guard let first = text.first, first != " ", first != "-", first != "#", first != "@", first != "*",
            !next.contains("// MARK:")
        else { return nil }
        return text
    }

    /// A comment paragraph re-flowed: its first line (without indentation) and the text of the lines after. Its
    /// words fill lines that start as the first does (`///`, `//`, and the spaces after); a list item's
    /// (`- name: text`) continuation lines start under its text.
    static func reflow(_ paragraph: [Substring], indentation: Int) -> String {
        let content = paragraph[0]
        let marker = content.prefix { $0 == "/" }
        let body = content.dropFirst(marker.count)
        let spaces = body.prefix { $0 == " " }
        let text = body.dropFirst(spaces.count)
        let words = ([text] + paragraph.dropFirst()).flatMap { $0.split(separator: " ") }
        let pad = String(repeating: " ", count: indentation)
        let prefix = pad + marker + spaces
        let hanging = text.hasPrefix("- ") ? prefix + "  " : prefix
        var lines: [String] = []
        var line = prefix
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > lineLength {
                lines.append(line)
                line = hanging
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
