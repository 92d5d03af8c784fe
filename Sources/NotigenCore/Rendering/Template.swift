/// A template read into nodes (`TemplateParser`). Not `indirect`: a section's children are an array, which already
/// holds them apart, and a box per node cost an allocation and a release each.
enum TemplateNode: Sendable {
    /// Text as written, as the UTF-8 bytes that are appended to the output.
    case text([UInt8])
    /// `{{name}}`: the path of a dotted name; empty for `.`.
    case variable(TemplatePath)
    case section(TemplatePath, [TemplateNode], inverted: Bool)
    /// `{{> name}}`, with the indentation of a standalone tag and the offset of its `{{` in the template's bytes.
    case partial(String, indentation: String, offset: Int)
}

/// The templates of a run, each parsed once and compiled into steps, rendered into one buffer per notifier: a
/// Mustache subset (`TemplateParser`) over typed contexts (`TemplateObject`), with no reflection and no casts.
///
/// The steps of every template are one array of values without references (`Step`): a text is a range of one byte
/// buffer, a tag's keys a range of one key buffer, a section the steps up to its end. Rendering reads them through
/// buffer pointers, so walking a template retains and releases nothing (walking the parsed nodes, an enum
/// of arrays and strings, retained each node and each of its parts: a sixth of all instructions).
struct TemplateSet: Sendable {
    /// One step of a compiled template.
    private enum Step {
        /// Bytes of `text`.
        case text(Range<Int>)
        /// A tag's keys in `keys` (empty for `.`); nil when a part of its name is no key, so that it finds nothing.
        case variable(Range<Int>?)
        /// A section over the steps after it, up to `end`.
        case section(Range<Int>?, end: Int, inverted: Bool)
        /// The template at `template` in `regions`, and the bytes of `text` that indent a standalone partial.
        case partial(template: Int, indentation: Range<Int>)
    }

    private let steps: [Step]
    private let text: [UInt8]
    private let keys: [TemplateKey]
    /// The steps of each template, in `steps`.
    private let regions: [Range<Int>]
    /// Each template's index in `regions`.
    private let names: [String: Int]

    /// Parses every template, on every core; a partial that names no template of the set is an error. Of several
    /// errors, the one of the first template by name is reported.
    init(_ texts: [String: String]) throws(TemplateError) {
        let sorted = texts.keys.sorted()
        let parsed = ParallelMap.map(sorted) { name in
            Result { () throws(TemplateError) in try TemplateParser(texts[name] ?? "", template: name).parse() }
        }
        var templates: [String: [TemplateNode]] = [:]
        for (name, result) in zip(sorted, parsed) {
            templates[name] = try result.get()
        }
        for name in sorted {
            if let missing = Self.partials(templates[name] ?? []).first(where: { templates[$0] == nil }) {
                throw TemplateError(
                    template: name,
                    message: "the template '\(name).mustache' includes '\(missing)', which is not a template")
            }
        }
        var names: [String: Int] = [:]
        for name in sorted { names[name] = names.count }
        var compiler = Compiler(names: names)
        var regions: [Range<Int>] = []
        for name in sorted {
            let start = compiler.steps.count
            compiler.compile(templates[name] ?? [])
            regions.append(start..<compiler.steps.count)
        }
        self.steps = compiler.steps
        self.text = compiler.text
        self.keys = compiler.keys
        self.regions = regions
        self.names = names
    }

    /// Appends the steps of parsed nodes to one array.
    private struct Compiler {
        let names: [String: Int]
        var steps: [Step] = []
        var text: [UInt8] = []
        var keys: [TemplateKey] = []

        mutating func compile(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text(let bytes):
                    steps.append(.text(append(bytes)))
                case .variable(let path):
                    steps.append(.variable(append(path)))
                case .section(let path, let children, let inverted):
                    let index = steps.count
                    let keys = append(path)
                    steps.append(.section(keys, end: index, inverted: inverted))
                    compile(children)
                    steps[index] = .section(keys, end: steps.count, inverted: inverted)
                case .partial(let name, let indentation, _):
                    steps.append(.partial(template: names[name] ?? 0, indentation: append(Array(indentation.utf8))))
                }
            }
        }

        private mutating func append(_ bytes: [UInt8]) -> Range<Int> {
            text.append(contentsOf: bytes)
            return (text.count - bytes.count)..<text.count
        }

        private mutating func append(_ path: TemplatePath) -> Range<Int>? {
            guard let pathKeys = path.keys else { return nil }
            keys.append(contentsOf: pathKeys)
            return (keys.count - pathKeys.count)..<keys.count
        }
    }

    /// The names of the partials `nodes` include, in order.
    static func partials(_ nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .partial(let name, _, _): [name]
            case .section(_, let children, _): partials(children)
            case .text, .variable: []
            }
        }
    }

    /// `template` rendered with `context` as its outermost context.
    func render(_ template: String, _ context: TemplateObject) -> String {
        var output = ByteBuffer()
        render(template, context, into: &output)
        return output.string
    }

    /// `template` rendered with `context` as its outermost context, as UTF-8 appended to `output`.
    func render(_ template: String, _ context: TemplateObject, into output: inout ByteBuffer) {
        guard let index = names[template] else { return }
        var stack = ContextStack([.object(context)])
        steps.withUnsafeBufferPointer { steps in
            text.withUnsafeBufferPointer { text in
                keys.withUnsafeBufferPointer { keys in
                    let program = Program(steps: steps, text: text, keys: keys, regions: regions)
                    program.render(regions[index], &stack, into: &output)
                }
            }
        }
    }

    /// The compiled templates as buffers, for the length of one render.
    private struct Program {
        let steps: UnsafeBufferPointer<Step>
        let text: UnsafeBufferPointer<UInt8>
        let keys: UnsafeBufferPointer<TemplateKey>
        let regions: [Range<Int>]

        func render(_ range: Range<Int>, _ stack: inout ContextStack, into output: inout ByteBuffer) {
            var index = range.lowerBound
            while index < range.upperBound {
                let step = steps[index]
                index += 1
                switch step {
                case .text(let bytes):
                    output.append(UnsafeBufferPointer(rebasing: text[bytes]))
                case .variable(let path?) where path.count == 1:
                    // Most tags: the context prints the value itself.
                    withUnsafeMutablePointer(to: &output) { stack.print(keys[path.lowerBound], into: $0) }
                case .variable(let path):
                    switch value(path, in: stack) {
                    case .text(let text): output.append(text)
                    case .flag(let flag): output.append(flag ? "true" : "false")
                    case .texts, .objects, .object, nil: break
                    }
                case .section(let path, let end, let inverted):
                    let children = index..<end
                    index = end
                    section(value(path, in: stack), children, inverted, &stack, &output)
                case .partial(let template, let indentation):
                    guard !indentation.isEmpty else {
                        render(regions[template], &stack, into: &output)
                        continue
                    }
                    // The partial is rendered on its own, then its lines are appended indented.
                    var partial = ByteBuffer(capacity: 1024)
                    render(regions[template], &stack, into: &partial)
                    partial.withUnsafeBufferPointer { bytes in
                        TemplateSet.indent(bytes, by: UnsafeBufferPointer(rebasing: text[indentation]), into: &output)
                    }
                }
            }
        }

        /// The value of the tag whose keys are at `path` in `keys` (`TemplateSet.lookup`); a name of one key, most
        /// tags, is looked up without a slice of the keys.
        private func value(_ path: Range<Int>?, in stack: ContextStack) -> TemplateValue? {
            guard let path else { return nil }
            if path.count == 1 { return stack.firstValue(for: keys[path.lowerBound]) }
            return TemplateSet.lookup(keys[path], in: stack)
        }

        private func section(
            _ value: TemplateValue?, _ children: Range<Int>, _ inverted: Bool, _ stack: inout ContextStack,
            _ output: inout ByteBuffer
        ) {
            guard !inverted else {
                if !TemplateSet.isTruthy(value) { render(children, &stack, into: &output) }
                return
            }
            switch value {
            case .text(let text) where !text.isEmpty:
                stack.push(.text(text))
                render(children, &stack, into: &output)
                stack.pop()
            case .flag(true):
                render(children, &stack, into: &output)
            case .texts(let texts):
                for text in texts {
                    stack.push(.text(text))
                    render(children, &stack, into: &output)
                    stack.pop()
                }
            case .objects(let objects):
                // `objects` holds each object for as long as the stack does.
                for object in objects {
                    stack.push(.object(object))
                    render(children, &stack, into: &output)
                    stack.pop()
                }
            case .object(let object):
                stack.push(.object(object))
                render(children, &stack, into: &output)
                stack.pop()
            case .text, .flag, nil:
                break
            }
        }
    }

    /// Each line of `bytes` appended to `output`, a non-empty one after `indentation`; a line is found with
    /// `memchr` and copied with its newline at once.
    private static func indent(
        _ bytes: UnsafeBufferPointer<UInt8>, by indentation: UnsafeBufferPointer<UInt8>, into output: inout ByteBuffer
    ) {
        var lineStart = 0
        while lineStart < bytes.count {
            let end = ByteSearch.first(UInt8(ascii: "\n"), in: bytes, from: lineStart)
            let lineEnd = end.map { $0 + 1 } ?? bytes.count
            if (end ?? bytes.count) > lineStart { output.append(indentation) }
            output.append(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
            lineStart = lineEnd
        }
    }

    /// The value of a dotted name's keys: the first in the innermost context that has it, the rest inside that
    /// value; nothing when a part of the name is no key (`keys` is nil), the innermost context for `.` (no keys).
    static func lookup<Keys: Collection<TemplateKey>>(_ keys: Keys?, in stack: ContextStack) -> TemplateValue? {
        guard let keys else { return nil }
        guard let first = keys.first else { return stack.innermost }
        var found = stack.firstValue(for: first)
        for key in keys.dropFirst() {
            guard case .object(let object) = found else { return nil }
            found = object.value(for: key)
        }
        return found
    }

    private static func isTruthy(_ value: TemplateValue?) -> Bool {
        switch value {
        case .text(let text): !text.isEmpty
        case .flag(let flag): flag
        case .texts(let texts): !texts.isEmpty
        case .objects(let objects): !objects.isEmpty
        case .object: true
        case nil: false
        }
    }
}
