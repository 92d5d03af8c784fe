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
        var text = text
        var output = ByteBuffer(capacity: text.utf8.count + text.utf8.count / 32)
        var cache = LayoutCache()
        text.withUTF8 { layOut($0, into: &output, cache: &cache) }
        return output.string
    }

    /// The UTF-8 text `bytes` with every long line broken and trailing whitespace removed, appended to `output`: the
    /// pass over UTF-8 bytes, a line at a time. A line that fits is copied as it is (without its trailing
    /// whitespace), and only a line longer than `lineLength` is read as text, tokenized and broken. Most lines fit,
    /// so most of the output is copied byte ranges. A long line of code already in `cache` is copied from it.
    static func layOut(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout ByteBuffer, cache: inout LayoutCache) {
        guard ConditionalBlocks.containsOpening(bytes) else {
            return breakLines(bytes, into: &output, cache: &cache)
        }
        var indented = ConditionalBlocks.indented(String(decoding: bytes, as: UTF8.self))
        indented.withUTF8 { breakLines($0, into: &output, cache: &cache) }
    }

    /// The lines of `bytes`, each broken if it is long (see `layOut(_:)`).
    private static func breakLines(
        _ bytes: UnsafeBufferPointer<UInt8>, into output: inout ByteBuffer, cache: inout LayoutCache
    ) {
        var lines = Lines(bytes)
        while true {
            let previous = lines.current
            guard let range = lines.next() else { break }
            if previous != nil { output.append(UInt8(ascii: "\n")) }
            // Columns are characters: a line of more bytes than columns may still fit.
            guard range.count > lineLength, Lines.width(bytes, range) > lineLength else {
                output.append(UnsafeBufferPointer(rebasing: bytes[range]))
                continue
            }
            // The line is longer than a line of spaces could be after trimming, so it has a first non-space byte.
            var contentStart = range.lowerBound
            while bytes[contentStart] == UInt8(ascii: " ") { contentStart += 1 }
            let indentation = contentStart - range.lowerBound
            let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<range.upperBound])
            // A compilation condition is read on one line (a break after its `||` is an error), and `swift format`
            // keeps it whole.
            if content.starts(with: "#if ".utf8) || content.starts(with: "#elseif ".utf8)
                || content.starts(with: "// MARK:".utf8)
            {
                output.append(UnsafeBufferPointer(rebasing: bytes[range]))
                continue
            }
            if content.starts(with: "//".utf8) {
                // The rest of the paragraph is re-flowed with the long line.
                let line = Lines.text(bytes, range)
                var paragraph = [line.dropFirst(indentation)]
                while let next = lines.peek(), let text = continuation(of: line, Lines.text(bytes, next)) {
                    paragraph.append(text)
                    _ = lines.next()
                }
                output.append(reflow(paragraph, indentation: indentation))
                continue
            }
            let last = previous.flatMap { $0.isEmpty ? nil : bytes[$0.upperBound - 1] } ?? UInt8(ascii: " ")
            let continuesArguments = "([<".utf8.contains(last)
            let line = LayoutCache.Line(UnsafeBufferPointer(rebasing: bytes[range]), continuesArguments)
            if cache.append(line, to: &output) { continue }
            let start = output.count
            let tokenizer = SwiftLineTokenizer(content, continuesArguments: continuesArguments)
            BreakPrinter(
                tokenizer.stream(), bytes: tokenizer.bytes, indentation: indentation, lineLength: lineLength
            ).print(into: &output)
            cache.keep(line, output.withUnsafeBufferPointer { Array($0[start...]) })
        }
    }

    /// The lines of UTF-8 bytes, as the ranges of their bytes without the newline and without trailing spaces and
    /// tabs: one more line than there are newlines.
    private struct Lines {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the next line starts; past the end when every line was read.
        private var start = 0
        /// The line `next()` returned last.
        private(set) var current: Range<Int>?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The next line's range, without moving past it.
        func peek() -> Range<Int>? {
            guard start <= bytes.count else { return nil }
            return start..<trimmedEnd(Self.newline(in: bytes, from: start))
        }

        /// The next line's range.
        mutating func next() -> Range<Int>? {
            guard start <= bytes.count else { return nil }
            // The newline is searched for once: the next line starts after it.
            let end = Self.newline(in: bytes, from: start)
            let range = start..<trimmedEnd(end)
            start = end + 1
            current = range
            return range
        }

        /// Where the line from `start` to `end` ends without its trailing spaces and tabs.
        private func trimmedEnd(_ end: Int) -> Int {
            var trimmed = end
            while trimmed > start, bytes[trimmed - 1] == UInt8(ascii: " ") || bytes[trimmed - 1] == UInt8(ascii: "\t") {
                trimmed -= 1
            }
            return trimmed
        }

        /// The offset of the first newline of `bytes` from `start` on, or the end.
        static func newline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            ByteSearch.first(UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
        }

        /// The columns of the line at `range`: its characters, one per byte when it is ASCII without a carriage
        /// return.
        static func width(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
            for index in range where bytes[index] >= 0x80 || bytes[index] == UInt8(ascii: "\r") {
                return text(bytes, range).count
            }
            return range.count
        }

        /// The text of the line at `range`.
        static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Substring {
            Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        }
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
