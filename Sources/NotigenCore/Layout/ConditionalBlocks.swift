/// The indentation of conditional compilation blocks, part of the layout pass: templates write a `#if` (from an
/// `if:` of the spec) as deep as the declarations or statements it wraps, which `swift format` indents 4 more than
/// their `#if`. A block whose first line is written no deeper than its `#if` is indented 4 more, nested blocks
/// adding up; a block a template already indented (the messages' `#if compiler(…)`) stays as it is. `#else`,
/// `#elseif` and `#endif` take their `#if`'s indentation.
enum ConditionalBlocks {
    /// Whether a line of the UTF-8 text `bytes` opens a conditional block (`#if `, after spaces): most outputs have
    /// none, and the layout pass then reads only bytes.
    static func containsOpening(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Each `#` (rare in the output) is looked at: whether only spaces precede it on its line and `if ` follows.
        var index = 0
        while let hash = ByteSearch.first(UInt8(ascii: "#"), in: bytes, from: index) {
            var lineStart = hash
            while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") { lineStart -= 1 }
            if lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n"), hash + 3 < bytes.count,
                bytes[hash + 1] == UInt8(ascii: "i"), bytes[hash + 2] == UInt8(ascii: "f"),
                bytes[hash + 3] == UInt8(ascii: " ")
            {
                return true
            }
            index = hash + 1
        }
        return false
    }

    /// `text` with its trailing whitespace removed from every line and the lines of each conditional block indented
    /// as `swift format` does (`indented(_:)` on its lines).
    static func indented(_ text: String) -> String {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            var end = bytes.endIndex
            while end > bytes.startIndex {
                let last = bytes[bytes.index(before: end)]
                guard last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") else { break }
                end = bytes.index(before: end)
            }
            return Substring(bytes[bytes.startIndex..<end])
        }
        return indented(lines).joined(separator: "\n")
    }

    /// `lines` with the lines of each conditional block indented as `swift format` does; `lines` itself when no block
    /// needs it.
    static func indented(_ lines: [Substring]) -> [Substring] {
        var hasBlock = false
        for line in lines where startsWithHash(line) && directive(of: line) == .opening {
            hasBlock = true
            break
        }
        guard hasBlock else { return lines }
        var output: [Substring] = []
        output.reserveCapacity(lines.count)
        // The spaces added to the lines of each open block, innermost last.
        var shifts: [Int] = []
        var shift = 0
        for (index, line) in lines.enumerated() {
            switch directive(of: line) {
            case .opening:
                output.append(indent(line, by: shift))
                let depth = indentation(of: line)
                let next = lines[(index + 1)...].first { !$0.isEmpty }
                let needsShift = next.map { directive(of: $0) == nil && indentation(of: $0) <= depth } ?? false
                shifts.append(needsShift ? 4 : 0)
                shift += shifts.last ?? 0
            case .middle:
                output.append(indent(line, by: shift - (shifts.last ?? 0)))
            case .closing:
                shift -= shifts.popLast() ?? 0
                output.append(indent(line, by: shift))
            case nil:
                output.append(indent(line, by: shift))
            }
        }
        return output
    }

    private enum Directive {
        case opening, middle, closing
    }

    /// Whether the first byte of `line` after its indentation is `#`: every line of the output is asked, so this
    /// reads bytes only.
    private static func startsWithHash(_ line: Substring) -> Bool {
        for byte in line.utf8 where byte != UInt8(ascii: " ") {
            return byte == UInt8(ascii: "#")
        }
        return false
    }

    /// Which conditional compilation directive `line` is, if any.
    private static func directive(of line: Substring) -> Directive? {
        guard startsWithHash(line) else { return nil }
        let content = line.drop { $0 == " " }
        if content == "#endif" { return .closing }
        if content.hasPrefix("#if ") { return .opening }
        if content == "#else" || content.hasPrefix("#elseif ") { return .middle }
        return nil
    }

    private static func indentation(of line: Substring) -> Int {
        line.prefix { $0 == " " }.count
    }

    private static func indent(_ line: Substring, by spaces: Int) -> Substring {
        guard spaces > 0, !line.isEmpty else { return line }
        return Substring(String(repeating: " ", count: spaces) + line)
    }
}
