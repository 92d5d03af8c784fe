/// Line layout and synthesized documentation: the output is laid out as `swift format` lays it out (4 spaces,
/// 120 columns), and every public declaration has a `///` summary.
extension ContextBuilder {
    /// `head` + the arguments + `tail`, on one line when it fits from `column` (by default `indent`), else the
    /// arguments on the lines after `head`, filled up to the line length at `indent + 4` as `swift format` fills them.
    static func call(
        _ head: String, _ arguments: [String], _ tail: String, indent: Int, column: Int? = nil
    ) -> String {
        let oneLine = head + arguments.joined(separator: ", ") + tail
        guard (column ?? indent) + oneLine.count > lineLength, !arguments.isEmpty else { return oneLine }
        let inner = String(repeating: " ", count: indent + 4)
        var lines: [String] = []
        var line = ""
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? tail : ",")
            if line.isEmpty {
                line = inner + piece
            } else if line.count + 1 + piece.count <= lineLength {
                line += " " + piece
            } else {
                lines.append(line)
                line = inner + piece
            }
        }
        lines.append(line)
        return head + "\n" + lines.joined(separator: "\n")
    }

    /// An event factory's body, `.init(key, payload)`, where the payload is `head` + the arguments + `tail`; broken as
    /// `swift format` breaks it when it does not fit.
    static func eventBody(_ key: String, _ head: String, _ arguments: [String], _ tail: String) -> String {
        let oneLine = ".init(\(key), " + head + arguments.joined(separator: ", ") + tail + ")"
        guard 8 + oneLine.count > lineLength else { return oneLine }
        let pad = String(repeating: " ", count: 12)
        let payload = head + arguments.joined(separator: ", ") + tail + ")"
        if let inner = head.firstRange(of: "(."), 12 + payload.count > lineLength {
            // A call inside a call (`.failure(.init(…))`): `swift format` breaks the outer one first.
            let outer = String(head[..<inner.upperBound].dropLast())
            let nested = String(head[head.index(before: inner.upperBound)...])
            return ".init(\n" + pad + key + ",\n" + pad + outer + "\n" + pad + "    "
                + call(nested, arguments, tail + ")", indent: 16)
        }
        return ".init(\n" + pad + key + ",\n" + pad + call(head, arguments, tail + ")", indent: 12)
    }

    /// `///` lines of `text` wrapped at the line length for `indent`; paragraphs are separated by `///`.
    static func docLines(_ paragraphs: [String], indent: Int) -> [String] {
        var lines: [String] = []
        for paragraph in paragraphs where !paragraph.isEmpty {
            if !lines.isEmpty { lines.append("///") }
            var line = "///"
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                if line != "///", indent + line.count + 1 + word.count > lineLength {
                    lines.append(line)
                    line = "///"
                }
                line += " " + word
            }
            lines.append(line)
        }
        return lines
    }

    /// The spec's `doc:` as `///` lines (kept as written), else `synthesized` wrapped at `indent`.
    static func summary(_ doc: String?, or synthesized: String, indent: Int) -> [String] {
        let written = SwiftNaming.docComment(doc)
        return written.isEmpty ? docLines([synthesized], indent: indent) : written
    }

    /// `- Parameters:` lines, one per (name, text) entry.
    static func parameterDocs(_ entries: [(String, String)]) -> [String] {
        guard !entries.isEmpty else { return [] }
        return ["///", "/// - Parameters:"] + entries.map { "///   - \($0.0): \($0.1)" }
    }

    /// A field's entry in `- Parameters:`: the first line of its doc, or what it is.
    static func fieldEntry(_ field: Field) -> (String, String) {
        (field.name, field.doc.map(firstLine) ?? "The `\(field.name)` field.")
    }

    /// `head` + the parameters + `tail` followed by ` {`, on one line when it fits at `indent`, else the parameters
    /// on a line of their own (or several) and `tail` on the next, as `swift format` lays out a declaration.
    static func declaration(_ head: String, _ parameters: [String], _ tail: String, indent: Int) -> String {
        let oneLine = head + parameters.joined(separator: ", ") + tail
        guard indent + oneLine.count + 2 > lineLength else { return oneLine }
        let joined = parameters.joined(separator: ", ")
        let body =
            indent + 4 + joined.count <= lineLength
            ? String(repeating: " ", count: indent + 4) + joined
            : String(call("", parameters, "", indent: indent, column: indent + 4).dropFirst())
        return head + "\n" + body + "\n" + String(repeating: " ", count: indent) + tail
    }

    /// The first line of a doc text, cleaned as a doc comment line is.
    private static func firstLine(_ text: String) -> String {
        let line = SwiftNaming.docComment(text).first ?? "///"
        return String(line.dropFirst(line.count > 3 ? 4 : 3))
    }
}
