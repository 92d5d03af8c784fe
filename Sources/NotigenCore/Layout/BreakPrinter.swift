/// An Oppen-style pretty printer, as `swift format`'s: each break fires when what follows it, up to the next break of
/// its group or of an enclosing one, does not fit in the rest of the line.
struct BreakPrinter {
    /// One open group: where its lines start, and what its breaks did.
    private struct Level {
        var indentation: Int
        /// Whether a continuation break of the group has fired (the group's lines then start 4 columns in).
        var continued: Bool
        /// Whether the opening break of the bracket that opened the group fired.
        var openFired: Bool
    }

    private let pieces: [LayoutPiece]
    /// The line's bytes, which the text pieces are ranges of (valid while the printer is used).
    private let bytes: UnsafeBufferPointer<UInt8>
    private let indentation: Int
    private let lineLength: Int

    init(_ pieces: [LayoutPiece], bytes: UnsafeBufferPointer<UInt8>, indentation: Int, lineLength: Int) {
        self.pieces = pieces
        self.bytes = bytes
        self.indentation = indentation
        self.lineLength = lineLength
    }

    /// The length of each piece: a text's own; a break's, up to the next break in its group or an enclosing one (so
    /// a nested list counts whole, and the closing brackets after a list's last element count with it), a
    /// declaration's opening break up to the end; a group's, up to its end.
    private func lengths() -> [Int] {
        var lengths = Array(repeating: 0, count: pieces.count)
        var pending: [(index: Int, depth: Int, kind: LayoutPiece.Break)] = []
        pending.reserveCapacity(pieces.count / 4 + 4)
        var opens: [Int] = []
        opens.reserveCapacity(16)
        var total = 0
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                lengths[index] = text.width
                total += text.width
            case .open:
                opens.append(index)
                lengths[index] = -total
            case .close:
                if let open = opens.popLast() { lengths[open] += total }
            case .break(let kind, let size):
                // A call's closing break leaves the last element's break measuring the brackets after it, and a
                // cast the assignment's; the break before a body's brace leaves a `where` measuring the brace.
                let isTransparent = kind == .close(mustBreak: false) || kind == .cast
                var kept: [(index: Int, depth: Int, kind: LayoutPiece.Break)] = []
                while !isTransparent, let last = pending.last, last.depth >= opens.count {
                    pending.removeLast()
                    if kind == .reset && last.kind == .same {
                        kept.append(last)
                    } else {
                        lengths[last.index] += total
                    }
                }
                if !kept.isEmpty { pending += kept.reversed() }
                lengths[index] = -total
                if kind != .open(measuresRest: true) { pending.append((index, opens.count, kind)) }
                total += size
            }
        }
        // The breaks still pending, and a declaration's opening breaks, measure up to the end.
        for last in pending { lengths[last.index] += total }
        for (index, piece) in pieces.enumerated() {
            if case .break(.open(measuresRest: true), _) = piece { lengths[index] += total }
        }
        return lengths
    }

    /// The line, broken, appended to `output` as UTF-8: its first line at `indentation`, the others where their
    /// breaks put them.
    func print(into output: inout ByteBuffer) {
        let lengths = lengths()
        output.append(UInt8(ascii: " "), times: indentation)
        var column = indentation
        var lineIndentation = indentation
        var levels = [Level(indentation: indentation, continued: false, openFired: false)]
        levels.reserveCapacity(16)
        var openFired = false
        for (index, piece) in pieces.enumerated() {
            let fits = lengths[index] <= lineLength - column
            switch piece {
            case .text(let text):
                if text.spaced { output.append(UInt8(ascii: " ")) }
                output.append(UnsafeBufferPointer(rebasing: bytes[text.range]))
                column += text.width
            case .open(let group):
                let parent = levels[levels.count - 1]
                levels.append(
                    Level(
                        indentation: parent.indentation + (group == .bracket ? 4 : 0),
                        continued: group != .bracket && parent.continued, openFired: group == .bracket && openFired))
            case .close:
                if levels.count > 1 { levels.removeLast() }
            case .break(let kind, let size):
                var fires = !fits
                var at = levels[levels.count - 1].indentation
                switch kind {
                case .open:
                    openFired = fires
                    at += 4
                case .close(let mustBreak):
                    fires = fires || (mustBreak && levels[levels.count - 1].openFired)
                    at = levels[max(0, levels.count - 2)].indentation
                case .element:
                    break
                case .continuation, .cast:
                    if fires && !levels[levels.count - 1].continued {
                        levels[levels.count - 1].indentation += 4
                        levels[levels.count - 1].continued = true
                    }
                    at = levels[levels.count - 1].indentation
                case .reset:
                    fires = fires || lineIndentation != indentation
                    at = indentation
                case .same:
                    at = indentation
                }
                if fires {
                    // A new line at `at`. (Written here, not in a nested function: one that captured `output`,
                    // `column` and `lineIndentation` would box them, and check every access at run time.)
                    output.append(UInt8(ascii: "\n"))
                    output.append(UInt8(ascii: " "), times: at)
                    column = at
                    lineIndentation = at
                } else {
                    output.append(UInt8(ascii: " "), times: size)
                    column += size
                }
            }
        }
    }
}
