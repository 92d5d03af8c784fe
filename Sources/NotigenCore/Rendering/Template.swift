/// A template read into nodes (`TemplateParser`).
indirect enum TemplateNode: Sendable {
    /// Text as written, as the UTF-8 bytes that are appended to the output.
    case text([UInt8])
    /// `{{name}}`: the path of a dotted name; empty for `.`.
    case variable(TemplatePath)
    case section(TemplatePath, [TemplateNode], inverted: Bool)
    /// `{{> name}}`, with the indentation of a standalone tag.
    case partial(String, indentation: String)
}

/// The templates of a run, each parsed once, rendered into one buffer per notifier: a Mustache subset
/// (`TemplateParser`) over typed contexts (`TemplateObject`), with no reflection and no casts.
struct TemplateSet: Sendable {
    private let templates: [String: [TemplateNode]]

    /// Parses every template; a partial that names no template of the set is an error.
    init(_ texts: [String: String]) throws(TemplateError) {
        var templates: [String: [TemplateNode]] = [:]
        for (name, text) in texts {
            templates[name] = try TemplateParser(text, template: name).parse()
        }
        for (name, nodes) in templates {
            if let missing = Self.partials(nodes).first(where: { templates[$0] == nil }) {
                throw TemplateError(
                    template: name,
                    message: "the template '\(name).mustache' includes '\(missing)', which is not a template")
            }
        }
        self.templates = templates
    }

    private static func partials(_ nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .partial(let name, _): [name]
            case .section(_, let children, _): partials(children)
            case .text, .variable: []
            }
        }
    }

    /// `template` rendered with `context` as its outermost context.
    func render(_ template: String, _ context: any TemplateObject) -> String {
        var output: [UInt8] = []
        render(template, context, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `template` rendered with `context` as its outermost context, as UTF-8 appended to `output`.
    func render(_ template: String, _ context: any TemplateObject, into output: inout [UInt8]) {
        var stack: [TemplateValue] = [.object(context)]
        render(templates[template] ?? [], &stack, into: &output)
    }

    private func render(_ nodes: [TemplateNode], _ stack: inout [TemplateValue], into output: inout [UInt8]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text)
            case .variable(let path):
                switch Self.lookup(path, in: stack) {
                case .text(let text): Self.append(text, to: &output)
                case .flag(let flag): Self.append(flag ? "true" : "false", to: &output)
                case .texts, .objects, .object, nil: break
                }
            case .section(let path, let children, let inverted):
                let value = Self.lookup(path, in: stack)
                guard !inverted else {
                    if !Self.isTruthy(value) { render(children, &stack, into: &output) }
                    continue
                }
                switch value {
                case .text(let text) where !text.isEmpty:
                    stack.append(.text(text))
                    render(children, &stack, into: &output)
                    stack.removeLast()
                case .flag(true):
                    render(children, &stack, into: &output)
                case .texts(let texts):
                    for text in texts {
                        stack.append(.text(text))
                        render(children, &stack, into: &output)
                        stack.removeLast()
                    }
                case .objects(let objects):
                    for object in objects {
                        stack.append(.object(object))
                        render(children, &stack, into: &output)
                        stack.removeLast()
                    }
                case .object(let object):
                    stack.append(.object(object))
                    render(children, &stack, into: &output)
                    stack.removeLast()
                case .text, .flag, nil:
                    break
                }
            case .partial(let name, let indentation):
                guard !indentation.isEmpty else {
                    render(templates[name] ?? [], &stack, into: &output)
                    continue
                }
                // The partial is rendered at the end of the output, then its lines are indented in place.
                let start = output.count
                render(templates[name] ?? [], &stack, into: &output)
                Self.indent(&output, from: start, by: indentation)
            }
        }
    }

    /// `text`'s UTF-8 bytes appended to `output`, copied at once (appending its `utf8` view as a sequence copies a
    /// small string, which has no contiguous storage, byte by byte).
    private static func append(_ text: String, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
            var text = text
            text.withUTF8 { output.append(contentsOf: $0) }
        }
    }

    /// Each non-empty line of `output` from `start` on, after `indentation`; a line is found with `memchr` and
    /// copied with its newline at once.
    private static func indent(_ output: inout [UInt8], from start: Int, by indentation: String) {
        let partial = Array(output[start...])
        output.removeSubrange(start...)
        let pad = Array(indentation.utf8)
        partial.withUnsafeBufferPointer { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                let end = ByteSearch.first(UInt8(ascii: "\n"), in: bytes, from: lineStart)
                let lineEnd = end.map { $0 + 1 } ?? bytes.count
                if (end ?? bytes.count) > lineStart { output.append(contentsOf: pad) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
                lineStart = lineEnd
            }
        }
    }

    /// The value of a dotted name: its first part in the innermost context that has it, the rest inside that value.
    static func lookup(_ path: TemplatePath, in stack: [TemplateValue]) -> TemplateValue? {
        guard let keys = path.keys else { return nil }
        guard let first = keys.first else { return stack.last }
        var found: TemplateValue?
        for context in stack.reversed() {
            if case .object(let object) = context, let value = object.value(for: first) {
                found = value
                break
            }
        }
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
