/// Reads the YAML most specs are written in, far faster than libyaml, making the events libyaml would make for it;
/// it gives up on anything else, and `YAMLParser` then reads the whole text with libyaml. So it decides nothing on
/// its own: a text it reads gives the tree libyaml's events give, and every other text, errors included, is
/// libyaml's.
///
/// What it reads: ASCII text without tabs, carriage returns or control characters; one block map of maps, each
/// line `key:` (a map follows, more indented) or `key: value`, a key being a name (`[A-Za-z0-9_$][A-Za-z0-9_$.-]*`);
/// a value on one line: a plain scalar, a quoted one without escapes (`"[String]"`, `'x'`), or a flow map or list
/// (`{ type: String, default: 0 }`, `[a, b]`) of such values; blank lines and comments. It gives up on lists
/// written as `- item`, anchors, aliases, tags, block scalars, multi-line values, empty values, document markers,
/// directives, and whatever libyaml would reject.
struct SimpleYAMLReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let fileNumber: Int
    /// Where the line being read starts, and its number (1-based).
    private var lineStart = 0
    private var line = 0
    /// The columns (0-based) of the keys of the block maps open, outermost first.
    private var indents: [Int] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, fileNumber: Int) {
        self.bytes = bytes
        self.fileNumber = fileNumber
    }

    /// A flow collection nested deeper than this is left to libyaml (which `YAMLParser` limits).
    private static let maximumFlowDepth = 32

    /// Reads the text, passing each event to `handle` while it returns true; returns whether the text was read to
    /// its end. False when the reader gave up or `handle` returned false: the events passed are then to be thrown
    /// away.
    mutating func read(_ handle: (YAMLEvent) -> Bool) -> Bool {
        guard Self.isPlainASCII(bytes) else { return false }
        var offset = 0
        /// Whether the last key read has no value on its line, so that a map must follow.
        var awaitsMap = false
        var started = false
        while offset < bytes.count {
            line += 1
            lineStart = offset
            let end = Self.lineEnd(bytes, from: offset)
            offset = end + 1
            let index = skipSpaces(from: lineStart, to: end)
            guard index < end, bytes[index] != UInt8(ascii: "#") else { continue }  // blank, or a comment
            let indent = index - lineStart
            if !started {
                started = true
                guard handle(YAMLEvent(.documentStart, at: index, location(index))) else { return false }
                guard indent == 0 else { return false }
                indents.append(indent)
                guard handle(YAMLEvent(.mappingStart, at: index, location(index))) else { return false }
            } else if awaitsMap {
                guard let outer = indents.last, indent > outer else { return false }  // an empty value
                indents.append(indent)
                guard handle(YAMLEvent(.mappingStart, at: index, location(index))) else { return false }
            } else {
                while let last = indents.last, indent < last {
                    indents.removeLast()
                    guard handle(YAMLEvent(.mappingEnd, at: index, location(index))) else { return false }
                }
                guard indents.last == indent else { return false }
            }
            guard let keyEnd = Self.nameEnd(bytes, from: index, to: end), keyEnd < end,
                bytes[keyEnd] == UInt8(ascii: ":")
            else { return false }
            guard handle(scalar(index..<keyEnd)) else { return false }
            var next = keyEnd + 1
            guard next == end || bytes[next] == UInt8(ascii: " ") else { return false }
            next = skipSpaces(from: next, to: end)
            if next == end || bytes[next] == UInt8(ascii: "#") {
                awaitsMap = true
                continue
            }
            awaitsMap = false
            guard let valueEnd = value(from: next, to: end, depth: 0, closer: nil, handle),
                endsLine(from: valueEnd, to: end)
            else { return false }
        }
        guard started, !awaitsMap else { return false }
        let endIndex = bytes.count
        for _ in indents {
            guard handle(YAMLEvent(.mappingEnd, at: endIndex, location(endIndex))) else { return false }
        }
        return true
    }

    /// Reads the value at `start`: a flow map or list, a quoted scalar or a plain one, which ends before `end`, or
    /// inside a flow collection before `closer` or a comma; returns where it ends, or nil to give up.
    private func value(
        from start: Int, to end: Int, depth: Int, closer: UInt8?, _ handle: (YAMLEvent) -> Bool
    ) -> Int? {
        switch bytes[start] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return flow(from: start, to: end, depth: depth + 1, handle)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let quote = bytes[start]
            var index = start + 1
            while index < end, bytes[index] != quote {
                // An escape, or a quote doubled inside single quotes, is left to libyaml.
                if bytes[index] == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") { return nil }
                index += 1
            }
            guard index < end, index + 1 == end || bytes[index + 1] != quote else { return nil }
            let style: YAMLEvent.Style = quote == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted
            var event = scalar(start + 1..<index, style: style)
            event.start = start
            event.location = location(start)
            return handle(event) ? index + 1 : nil
        default:
            guard let valueEnd = plainEnd(from: start, to: end, inFlow: closer != nil) else { return nil }
            return handle(scalar(start..<valueEnd)) ? valueEnd : nil
        }
    }

    /// Reads the flow map or list opening at `start`, on its line; returns where it ends, or nil to give up.
    private func flow(from start: Int, to end: Int, depth: Int, _ handle: (YAMLEvent) -> Bool) -> Int? {
        guard depth <= Self.maximumFlowDepth else { return nil }
        let isMap = bytes[start] == UInt8(ascii: "{")
        let closer = isMap ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard handle(YAMLEvent(isMap ? .mappingStart : .sequenceStart, at: start, location(start))) else { return nil }
        var index = skipSpaces(from: start + 1, to: end)
        guard index < end else { return nil }
        if bytes[index] != closer {
            while true {
                if isMap {
                    guard let keyEnd = Self.nameEnd(bytes, from: index, to: end), keyEnd + 1 < end,
                        bytes[keyEnd] == UInt8(ascii: ":"), bytes[keyEnd + 1] == UInt8(ascii: " "),
                        handle(scalar(index..<keyEnd))
                    else { return nil }
                    index = skipSpaces(from: keyEnd + 1, to: end)
                    guard index < end else { return nil }
                }
                guard let valueEnd = value(from: index, to: end, depth: depth, closer: closer, handle) else {
                    return nil
                }
                index = skipSpaces(from: valueEnd, to: end)
                guard index < end else { return nil }
                if bytes[index] == closer { break }
                // After a comma, another entry (a trailing comma is left to libyaml).
                guard bytes[index] == UInt8(ascii: ",") else { return nil }
                index = skipSpaces(from: index + 1, to: end)
                guard index < end, bytes[index] != closer, bytes[index] != UInt8(ascii: ",") else { return nil }
            }
        }
        guard handle(YAMLEvent(isMap ? .mappingEnd : .sequenceEnd, at: index, location(index))) else { return nil }
        return index + 1
    }

    /// The end of the plain scalar at `start` (its trailing spaces left out), or nil to give up: a plain scalar
    /// runs to the end of the line or to a comment (` #`), inside a flow collection to a comma or a bracket. It
    /// gives up on a first character with a meaning of its own, a `: ` (or a `:` ending it) and, in a flow
    /// collection, any `:`, `#` or bracket.
    private func plainEnd(from start: Int, to end: Int, inFlow: Bool) -> Int? {
        switch bytes[start] {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"),
            UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"),
            UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "'"), UInt8(ascii: "\""):
            return nil
        default:
            break
        }
        var index = start
        var valueEnd = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") {
                if index + 1 < end, bytes[index + 1] == UInt8(ascii: "#") {
                    if inFlow { return nil }
                    break
                }
                index += 1
                continue
            }
            if inFlow {
                switch byte {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    return valueEnd
                case UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "#"):
                    return nil
                default:
                    break
                }
            } else if byte == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == UInt8(ascii: " ") {
                return nil
            }
            index += 1
            valueEnd = index
        }
        return inFlow ? nil : valueEnd
    }

    /// A plain scalar event for the bytes at `range` (a key or a value).
    private func scalar(_ range: Range<Int>, style: YAMLEvent.Style = .plain) -> YAMLEvent {
        YAMLEvent(
            .scalar(style), at: range.lowerBound, location(range.lowerBound),
            value: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Where byte `index` of the line being read is.
    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: index - lineStart + 1)
    }

    /// The first byte from `start` on that is not a space, or `end`.
    private func skipSpaces(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    /// Whether only spaces, or spaces and a comment, follow `start` on its line.
    private func endsLine(from start: Int, to end: Int) -> Bool {
        let index = skipSpaces(from: start, to: end)
        return index == end || (index > start && bytes[index] == UInt8(ascii: "#"))
    }

    /// The end of the name at `start`, `[A-Za-z0-9_$][A-Za-z0-9_$.-]*`, or nil when none starts there.
    private static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                true
            case UInt8(ascii: "."), UInt8(ascii: "-"): !first
            default: false
            }
        }
        guard start < end, isNameByte(bytes[start], first: true) else { return nil }
        var index = start + 1
        while index < end, isNameByte(bytes[index], first: false) { index += 1 }
        // A key of libyaml's simple-key length or more is left to libyaml.
        return index - start < 1024 ? index : nil
    }

    /// Where the line from `start` ends: its newline, or the end of the text.
    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        ByteSearch.first(UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
    }

    /// Whether `bytes` is printable ASCII and newlines only: no tab, no carriage return, no control character, no
    /// byte past ASCII (so that a byte's offset is its scalar index and its column on the line).
    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var invalid = false
        for byte in bytes {
            invalid = invalid || (byte &- 0x20 >= 0x5F && byte != UInt8(ascii: "\n"))
        }
        return !invalid
    }
}
