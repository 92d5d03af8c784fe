import Foundation

/// A focused golden, `<spec>.excerpt.swift`: only the parts of a generated file that are a fixture's point, so that a
/// change elsewhere in the output does not rewrite it.
///
/// The file is a list of selectors, each on a line of its own starting with `// excerpt: `, and under each the lines
/// it selects from the generated file; lines before the first selector are a note, kept as written:
///
///     // What `access: public` changes.
///     // excerpt: preamble
///     …every line before the first `// MARK: ` line…
///     // excerpt: section Store: payloads
///     …the section `// MARK: - Store: payloads`, up to the next `// MARK: ` line…
///     // excerpt: lines matching \bpublic\b
///     …every line that matches the regular expression, in order…
///
/// A check extracts the same selectors from the current output and compares the whole text, so that recording
/// (`NOTIGEN_RECORD=1`) only has to write what it extracted. A selector that selects nothing, or that notigen cannot
/// read, is a problem: an excerpt can never pass by checking nothing. Blank lines that end a section are dropped.
enum Excerpt {
    /// What starts a selector line.
    static let marker = "// excerpt: "
    /// What starts the line of every section of generated code.
    static let sectionPrefix = "// MARK: "

    /// Which lines of the generated file a selector stands for.
    enum Selector: Equatable {
        /// Every line before the first `// MARK: ` line: the header, imports and version check.
        case preamble
        /// The section `// MARK: - <title>`, from that line up to the next `// MARK: ` line.
        case section(String)
        /// Every line that matches the regular expression (Swift `Regex` syntax), in order.
        case lines(matching: String)

        /// The selector a selector line names (without `marker`); nil when it names none.
        init?(_ text: String) {
            if text == "preamble" {
                self = .preamble
            } else if text.hasPrefix("section "), text.count > "section ".count {
                self = .section(String(text.dropFirst("section ".count)))
            } else if text.hasPrefix("lines matching "), text.count > "lines matching ".count {
                self = .lines(matching: String(text.dropFirst("lines matching ".count)))
            } else {
                return nil
            }
        }
    }

    /// The text of `excerpt` with what each of its selectors selects in `output` under it, and what went wrong: a
    /// selector that cannot be read, or that selects nothing. `excerpt` equals the result when it is current.
    static func extract(like excerpt: String, from output: String) -> (text: String, problems: [String]) {
        let outputLines = lines(of: output)
        var result: [String] = []
        var problems: [String] = []
        var sawSelector = false
        for line in lines(of: excerpt) {
            if line.hasPrefix(marker) {
                sawSelector = true
                result.append(line)
                let text = String(line.dropFirst(marker.count))
                guard let selector = Selector(text) else {
                    problems.append(
                        "unknown selector '\(line)': use 'preamble', 'section <MARK title>' or "
                            + "'lines matching <regex>'")
                    continue
                }
                do {
                    let selected = try select(selector, from: outputLines)
                    if selected.isEmpty { problems.append("'\(line)' selects nothing in the generated file") }
                    result += selected
                } catch {
                    problems.append("'\(line)': \(error)")
                }
            } else if !sawSelector {
                result.append(line)
            }
        }
        if !sawSelector { problems.append("no selector: write at least one line starting with '\(marker)'") }
        return (result.map { $0 + "\n" }.joined(), problems)
    }

    /// The lines of `output` that `selector` stands for.
    static func select(_ selector: Selector, from output: [String]) throws -> [String] {
        switch selector {
        case .preamble:
            let end = output.firstIndex { $0.hasPrefix(sectionPrefix) } ?? output.endIndex
            return trimmingBlankEnd(output[..<end])
        case .section(let title):
            guard let start = output.firstIndex(of: sectionPrefix + "- " + title) else {
                let titles = output.filter { $0.hasPrefix(sectionPrefix + "- ") }
                    .map { String($0.dropFirst(sectionPrefix.count + 2)) }
                throw SupportFailure(
                    description: "no section '\(title)'; the sections are: \(titles.joined(separator: ", "))")
            }
            let end = output[(start + 1)...].firstIndex { $0.hasPrefix(sectionPrefix) } ?? output.endIndex
            return trimmingBlankEnd(output[start..<end])
        case .lines(let pattern):
            let regex: Regex<AnyRegexOutput>
            do {
                regex = try Regex(pattern)
            } catch {
                throw SupportFailure(description: "not a regular expression: \(error)")
            }
            return output.filter { $0.contains(regex) }
        }
    }

    /// The lines of `text`, without the empty one after a final line break.
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func trimmingBlankEnd(_ lines: ArraySlice<String>) -> [String] {
        var lines = Array(lines)
        while lines.last?.trimmingCharacters(in: .whitespaces) == "" { lines.removeLast() }
        return lines
    }
}
