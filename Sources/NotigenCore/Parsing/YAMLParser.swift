import CYAML

/// Turns spec bytes into a `YAMLNode` tree with libyaml's event API, keeping key order and every node's location.
///
/// Syntax errors stop the parse (libyaml cannot recover); duplicate keys are collected and parsing goes on.
struct YAMLParser {
    /// Limits far above any real spec, so that hostile input fails fast instead of exhausting the machine.
    enum Limits {
        static let maximumBytes = 16 * 1024 * 1024
        static let maximumDepth = 64
        static let maximumScalarBytes = 1024 * 1024
        static let maximumAnchors = 10_000
        /// Values in the document with every alias counted each time it is used: bounds what validation walks,
        /// so that a "billion laughs" spec fails at once.
        static let maximumExpandedValues = 1_000_000
        /// Bytes of text in the document with every alias counted each time it is used: bounds what the generated
        /// code repeats, so that a large anchored text reused by thousands of fields fails at once.
        static let maximumExpandedBytes = 8 * 1024 * 1024
    }

    /// The result of a parse: the root (nil for a document with no content) and any problems found.
    struct Output {
        var root: YAMLNode?
        var diagnostics: [Diagnostic]
    }

    /// A map or list being built: its entries so far, and its weight (values inside it, aliases expanded).
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var pairs: [YAMLPair] = []
        var items: [YAMLNode] = []
        var pendingKey: PendingKey?
        /// Where each key of a large map first appears, to find duplicates without a quadratic search; empty while
        /// the map is small enough to search (see `firstLocation(of:in:)`).
        var keyLocations: [String: SourceLocation] = [:]
        var weight = 1
        var textBytes = 0
    }

    /// A map's key, read and waiting for its value: its text (nil for a key that is no scalar, which has been
    /// reported), whether it is plain, and where it is.
    private struct PendingKey {
        var text: String?
        var isPlain: Bool
        var location: SourceLocation
    }

    /// The spec's number in `SourcePaths`, which every location of the parse holds.
    private let fileNumber: Int
    private var stack: [Frame] = []
    private var anchors: [String: YAMLNode] = [:]
    private var root: YAMLNode?
    private var documents = 0
    private var diagnostics = DiagnosticBag()
    /// Lines and columns as editors count them; set while `run` parses.
    private(set) var sourceIndex: SourceIndex?
    /// The line of the last event's start, where the next event's is looked for first.
    private var eventLine = 0
    /// Whether an alias has been read: limits passed without one are about the spec's own size.
    private var aliasesUsed = false

    /// Whether `run` tries `SimpleYAMLReader` before libyaml.
    private let useSimpleReader: Bool

    private init(file: String, useSimpleReader: Bool) {
        self.fileNumber = SourcePaths.shared.number(of: file)
        self.useSimpleReader = useSimpleReader
    }

    /// Parses `bytes` (UTF-8, optionally with a BOM) read from `file`. `useSimpleReader: false` reads every text
    /// with libyaml, for the tests that compare the two.
    static func parse(_ bytes: [UInt8], file: String, useSimpleReader: Bool = true) -> Output {
        var parser = YAMLParser(file: file, useSimpleReader: useSimpleReader)
        let start = SourceLocation(file: file, line: 1, column: 1)
        if bytes.count > Limits.maximumBytes {
            let message = "the spec is larger than \(Limits.maximumBytes) bytes (16 MiB), the most notigen reads"
            return Output(root: nil, diagnostics: [Diagnostic(message, at: start)])
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return Output(
                root: nil,
                diagnostics: [
                    Diagnostic("the spec is UTF-16 text; notigen reads UTF-8", at: start, hint: "save it as UTF-8")
                ]
            )
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let invalid = invalidUTF8Location(body, file: file) {
            return Output(root: nil, diagnostics: [Diagnostic("the spec is not valid UTF-8 text", at: invalid)])
        }
        if let failure = body.withUnsafeBufferPointer({ parser.run($0) }) {
            return Output(root: nil, diagnostics: [failure])
        }
        return Output(root: parser.root, diagnostics: parser.diagnostics.diagnostics)
    }

    /// Where the first byte that is not UTF-8 is, if there is one; columns count Unicode scalars, and lines end at
    /// `\n`, `\r\n` or a lone `\r`, as libyaml's marks do.
    private static func invalidUTF8Location(_ bytes: [UInt8], file: String) -> SourceLocation? {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }  // ASCII, the common case
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        var afterCarriageReturn = false
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" && afterCarriageReturn {
                    // The `\n` of `\r\n`: the line already ended at the `\r`.
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                afterCarriageReturn = scalar == "\r"
            case .emptyInput:
                return nil
            case .error:
                return SourceLocation(file: file, line: line, column: column)
            }
        }
    }

    /// Builds the tree from the events of `SimpleYAMLReader`, or of libyaml when the text is outside what that
    /// reads; returns the diagnostic that ended the parse, if any.
    private mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Diagnostic? {
        sourceIndex = SourceIndex(buffer)
        if useSimpleReader {
            // The events are handled as they are read. When the reader gives up (or a limit ends the parse, which
            // libyaml then reports in its own order), the tree is started again from libyaml's events.
            let start = self
            var reader = SimpleYAMLReader(buffer, fileNumber: fileNumber)
            var failure: Diagnostic?
            let read = reader.read { event in
                // Assigned only when there is one: assigning every event's result destroyed the previous one.
                guard let diagnostic = handle(event, buffer) else { return true }
                failure = diagnostic
                return false
            }
            if read && failure == nil { return nil }
            self = start
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return Diagnostic("libyaml could not start (out of memory)", at: location(scalar: 0))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else { return syntaxError(parser, buffer) }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { return nil }
            if let failure = handle(YAMLEvent(event), buffer) { return failure }
        }
    }

    private mutating func handle(_ event: YAMLEvent, _ buffer: UnsafeBufferPointer<UInt8>) -> Diagnostic? {
        let here = event.location ?? eventLocation(event.start)
        switch event.kind {
        case .documentStart:
            documents += 1
            if documents > 1 {
                return Diagnostic(
                    "a spec holds one YAML document; found a second one", at: here,
                    hint: "remove the '---' line or split the specs into several files")
            }
        case .scalar(let style):
            let value = event.value
            guard value.count <= Limits.maximumScalarBytes else {
                return Diagnostic("a value of \(value.count) bytes is longer than the limit of 1 MiB", at: here)
            }
            let text = String(decoding: value, as: UTF8.self)
            let tag = event.tag
            if let tag, tag != "!", tag != "tag:yaml.org,2002:str" {
                return Diagnostic("YAML tags such as '\(tag)' are not supported in a spec", at: here)
            }
            let isPlain = style == .plain && tag == nil
            // libyaml's mark is at the node's first property (`&name`, `!tag`); the value starts after them.
            var start = here
            var startIndex = event.start
            if event.anchor != nil || tag != nil {
                startIndex = valueStart(after: event.start, in: buffer)
                start = location(scalar: startIndex)
            }
            if event.anchor == nil, let top = stack.indices.last, stack[top].isMapping, stack[top].pendingKey == nil {
                // A map's key goes into its entry: it needs no node of its own (a key's node was made and freed
                // for every entry of the spec).
                return addKey(PendingKey(text: text, isPlain: isPlain, location: start), textBytes: value.count)
            }
            let isQuoted = style == .singleQuoted || style == .doubleQuoted
            let isInline = style == .plain || isQuoted
            var verbatim = (scalars: 0, continuations: [YAMLScalar.Continuation]())
            if isInline {
                if let known = event.verbatimScalars {
                    verbatim.scalars = known
                } else {
                    verbatim = verbatimPrefix(text, at: startIndex + (isQuoted ? 1 : 0), in: buffer)
                }
            }
            let scalar = YAMLScalar(
                text: text, isPlain: isPlain, isQuoted: isQuoted, verbatimPrefix: verbatim.scalars,
                continuations: verbatim.continuations)
            let node = YAMLNode(.scalar(scalar), at: start, textBytes: value.count)
            return add(node, anchor: event.anchor, anchorLocation: here)
        case .alias:
            let name = event.anchor ?? ""
            guard let target = anchors[name] else {
                return Diagnostic("unknown alias '*\(name)'; no anchor '&\(name)' comes before it", at: here)
            }
            aliasesUsed = true
            return add(target.reached(through: here), anchor: nil)
        case .mappingStart:
            if let tag = event.tag, tag != "tag:yaml.org,2002:map" {
                return Diagnostic("YAML tags such as '\(tag)' are not supported in a spec", at: here)
            }
            return push(Frame(isMapping: true, location: here, anchor: event.anchor))
        case .sequenceStart:
            if let tag = event.tag, tag != "tag:yaml.org,2002:seq" {
                return Diagnostic("YAML tags such as '\(tag)' are not supported in a spec", at: here)
            }
            return push(Frame(isMapping: false, location: here, anchor: event.anchor))
        case .mappingEnd, .sequenceEnd:
            return pop()
        case .other:
            break
        }
        return nil
    }

    private mutating func push(_ frame: Frame) -> Diagnostic? {
        guard stack.count < Limits.maximumDepth else {
            return Diagnostic("the spec is nested more than \(Limits.maximumDepth) levels deep", at: frame.location)
        }
        stack.append(frame)
        return nil
    }

    private mutating func pop() -> Diagnostic? {
        let frame = stack.removeLast()
        let content = frame.isMapping ? YAMLNode.Content.mapping(frame.pairs) : .sequence(frame.items)
        return add(
            YAMLNode(content, at: frame.location, weight: frame.weight, textBytes: frame.textBytes),
            anchor: frame.anchor)
    }

    /// Attaches a finished node to its parent (as a key, a value or an item) and registers its anchor (written at
    /// `anchorLocation`, when that is not where the node starts); an alias attaches its anchored node, located at
    /// the alias.
    private mutating func add(_ node: YAMLNode, anchor: String?, anchorLocation: SourceLocation? = nil) -> Diagnostic? {
        if let anchor {
            guard anchors.count < Limits.maximumAnchors || anchors[anchor] != nil else {
                return Diagnostic(
                    "a spec may define at most \(Limits.maximumAnchors) anchors", at: anchorLocation ?? node.location)
            }
            anchors[anchor] = node
        }
        guard !stack.isEmpty else {
            root = node
            return nil
        }
        let top = stack.count - 1
        if let failure = count(weight: node.weight, textBytes: node.textBytes, at: node.location, in: top) {
            return failure
        }
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pendingKey = nil
            addPair(key: key, value: node, to: top)
        } else {
            let scalar = node.scalar
            if scalar == nil {
                diagnostics.error("a map key must be a plain name, not \(node.kindDescription)", at: node.location)
            }
            stack[top].pendingKey = PendingKey(
                text: scalar?.text, isPlain: scalar?.isPlain ?? true, location: node.location)
        }
        return nil
    }

    /// Reads a plain scalar key (no anchor, no alias) of the map on top of the stack.
    private mutating func addKey(_ key: PendingKey, textBytes: Int) -> Diagnostic? {
        let top = stack.count - 1
        if let failure = count(weight: 1, textBytes: textBytes, at: key.location, in: top) { return failure }
        stack[top].pendingKey = key
        return nil
    }

    /// Counts a value of `weight` and `textBytes` (aliases expanded) into the map or list at `top` of the stack, or
    /// reports that the spec passes a limit.
    private mutating func count(weight: Int, textBytes: Int, at location: SourceLocation, in top: Int) -> Diagnostic? {
        stack[top].weight += weight
        stack[top].textBytes += textBytes
        guard stack[top].textBytes <= Limits.maximumExpandedBytes else {
            return Diagnostic(
                "the spec expands to more than \(Limits.maximumExpandedBytes) bytes (8 MiB) of text (an alias counts "
                    + "as all the text its anchor holds, each time it is used)", at: location)
        }
        guard stack[top].weight <= Limits.maximumExpandedValues else {
            guard aliasesUsed else {
                return Diagnostic(
                    "the spec holds more than \(Limits.maximumExpandedValues) values, the most notigen reads",
                    at: location)
            }
            return Diagnostic(
                "the spec expands to more than \(Limits.maximumExpandedValues) values (an alias counts as "
                    + "everything its anchor holds, each time it is used)", at: location)
        }
        return nil
    }

    /// Adds `key: value` to the map at `index` in the stack, or reports the key as a duplicate.
    private mutating func addPair(key: PendingKey, value: YAMLNode, to index: Int) {
        guard let keyText = key.text else { return }
        if keyText == "<<", key.isPlain {
            diagnostics.error(
                "YAML merge keys ('<<') are not supported in a spec", at: key.location,
                hint: "write the keys out; an alias can stand for a whole value (doc: *text), not be merged into a map")
            return
        }
        if let first = firstLocation(of: keyText, in: index) {
            diagnostics.error(
                "duplicate key \(Diagnostic.quoted(keyText))", at: key.location,
                notes: [Diagnostic.Note(message: "\(Diagnostic.quoted(keyText)) first appears here", location: first)])
            return
        }
        if !stack[index].keyLocations.isEmpty { stack[index].keyLocations[keyText] = key.location }
        // Room for two pairs at once: most maps of a spec hold two or three, and growing from one pair reallocated
        // them twice. (Room for four cost 3 MiB more at 1,000 notifiers.)
        if stack[index].pairs.capacity == 0 { stack[index].pairs.reserveCapacity(2) }
        stack[index].pairs.append(
            YAMLPair(key: keyText, keyIsPlain: key.isPlain, keyLocation: key.location, value: value))
    }

    /// Where the map being read at `index` already has `key`. A small map is searched, a large one hashed (its
    /// index is built when it reaches `hashedPairs` pairs), so that no map costs quadratic time.
    private mutating func firstLocation(of key: String, in index: Int) -> SourceLocation? {
        let pairs = stack[index].pairs
        guard pairs.count >= Self.hashedPairs else { return pairs.first { $0.key == key }?.keyLocation }
        if stack[index].keyLocations.isEmpty {
            stack[index].keyLocations = Dictionary(pairs.map { ($0.key, $0.keyLocation) }) { first, _ in first }
        }
        return stack[index].keyLocations[key]
    }

    private static let hashedPairs = 16

    /// The scalar index where a scalar's value starts, after its properties (`&anchor`, `!tag`) and the spaces,
    /// line breaks and comments between them, scanning from libyaml's mark at the first property.
    private func valueStart(after mark: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard let sourceIndex else { return mark }
        var index = sourceIndex.byteOffset(ofScalar: mark)
        var scalar = mark
        var inProperty = false
        while index < buffer.count {
            let byte = buffer[index]
            switch byte {
            case UInt8(ascii: "&"),
                UInt8(ascii: "!") where !inProperty:
                inProperty = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                inProperty = false
            case UInt8(ascii: "#") where !inProperty:
                while index < buffer.count, buffer[index] != UInt8(ascii: "\n"), buffer[index] != UInt8(ascii: "\r") {
                    index += 1
                    if buffer[index - 1] & 0xC0 != 0x80 { scalar += 1 }
                }
                continue
            default:
                if !inProperty { return scalar }
            }
            index += 1
            if byte & 0xC0 != 0x80 { scalar += 1 }  // scalars: not UTF-8 continuation bytes
        }
        return scalar
    }

    /// How many of `text`'s scalars the source holds as they are from the scalar at `index` on: all of them for a
    /// plain or quoted value without escapes, those before the first escape else. A line break folded into one space
    /// (a quoted or plain value written on several lines) does not end the run: the text's scalar after the space
    /// is then a continuation, at the first character of the next line.
    private func verbatimPrefix(
        _ text: String, at index: Int, in buffer: UnsafeBufferPointer<UInt8>
    ) -> (scalars: Int, continuations: [YAMLScalar.Continuation]) {
        guard let sourceIndex else { return (0, []) }
        var offset = sourceIndex.byteOffset(ofScalar: index)
        // The text's bytes against the source's, while they are equal; the scalars counted are those whose every
        // byte matched (a scalar starts at each byte that is not a continuation byte).
        var text = text
        return text.withUTF8 { bytes in
            var matched = 0
            var continuations: [YAMLScalar.Continuation] = []
            while true {
                while matched < bytes.count, offset < buffer.count, bytes[matched] == buffer[offset],
                    bytes[matched] != UInt8(ascii: "\n"), bytes[matched] != UInt8(ascii: "\r")
                {
                    matched += 1
                    offset += 1
                }
                guard matched < bytes.count, let next = Self.foldedBreak(bytes, matched, buffer, offset) else { break }
                matched = next.text
                offset = next.source
                var scalars = 0
                for byte in bytes[..<matched] where byte & 0xC0 != 0x80 { scalars += 1 }
                continuations.append(
                    YAMLScalar.Continuation(
                        textScalar: scalars, location: location(scalar: sourceIndex.scalarIndex(ofByte: offset))))
            }
            var scalars = 0
            for byte in bytes[..<matched] where byte & 0xC0 != 0x80 { scalars += 1 }
            // A scalar cut short by the first difference does not count.
            if matched < bytes.count, bytes[matched] & 0xC0 == 0x80 { scalars -= 1 }
            return (scalars, continuations)
        }
    }

    /// Where the text and the source go on after one line break folded into one space, when the text at `textIndex`
    /// and the source at `sourceOffset` (where they first differ) are at one: the spaces both had before the break
    /// are given back, the source's spaces, line break and next line's indentation are the text's one space.
    private static func foldedBreak(
        _ text: UnsafeBufferPointer<UInt8>, _ textIndex: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ sourceOffset: Int
    ) -> (text: Int, source: Int)? {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        var textIndex = textIndex
        var source = sourceOffset
        while textIndex > 0, text[textIndex - 1] == space, source > 0, buffer[source - 1] == space {
            textIndex -= 1
            source -= 1
        }
        guard textIndex < text.count, text[textIndex] == space else { return nil }
        while source < buffer.count, buffer[source] == space || buffer[source] == tab { source += 1 }
        if source < buffer.count, buffer[source] == UInt8(ascii: "\r") { source += 1 }
        guard source < buffer.count, buffer[source] == UInt8(ascii: "\n") else { return nil }
        source += 1
        while source < buffer.count, buffer[source] == space || buffer[source] == tab { source += 1 }
        // Two line breaks fold into a line break, not a space.
        guard source < buffer.count, buffer[source] != UInt8(ascii: "\n"), buffer[source] != UInt8(ascii: "\r")
        else { return nil }
        return (textIndex + 1, source)
    }

    /// Where the event starting at scalar `index` is: `location(scalar:)`, looking from the last event's line on.
    private mutating func eventLocation(_ index: Int) -> SourceLocation {
        guard let sourceIndex else { return location(scalar: index) }
        let (line, column) = sourceIndex.position(ofScalar: index, fromLine: &eventLine)
        return SourceLocation(fileNumber: fileNumber, line: line + 1, column: column + 1)
    }

    /// Where libyaml's `mark` is, as editors count lines and columns.
    func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(scalar: mark.index)
    }

    /// Where the scalar at `index` is (1-based line and column).
    func location(scalar index: Int) -> SourceLocation {
        let (line, column) = sourceIndex?.position(ofScalar: index) ?? (0, index)
        return SourceLocation(fileNumber: fileNumber, line: line + 1, column: column + 1)
    }
}
