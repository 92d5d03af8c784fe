/// Reads one line of generated Swift into the stream `BreakPrinter` lays out: its tokens, the places `swift format`
/// may break it, and the groups those belong to. It knows the shapes the templates write (declarations, calls,
/// closures' signatures, assignments), not the whole grammar: a line it cannot read well is broken less, never
/// changed.
struct SwiftLineTokenizer {
    /// The line's UTF-8 bytes, which the tokens and the stream's texts are ranges of: the caller's, valid while the
    /// tokenizer and its stream are used (the layout pass reads one line at a time from the text it holds).
    let bytes: UnsafeBufferPointer<UInt8>
    private let tokens: [Token]
    private let continuesArguments: Bool

    /// A token: its bytes, whether a space precedes it, its kind, whether it ends a name (so that a bracket after it
    /// is a call's, a subscript's or generic arguments'), and its width in columns, each read once from its bytes.
    private struct Token {
        var range: Range<Int>
        var spaced: Bool
        var kind: SwiftTokenKind
        var endsName: Bool
        var width: Int
    }

    /// `content` is the UTF-8 bytes of a line without its indentation; `continuesArguments` says that the line before
    /// ended with an opening bracket, so that the line is a list of arguments whose commas may break.
    init(_ content: UnsafeBufferPointer<UInt8>, continuesArguments: Bool) {
        self.bytes = content
        self.tokens = Self.tokens(bytes)
        self.continuesArguments = continuesArguments
    }

    /// The tokens of `bytes`, read byte by byte: a word (any byte from 0x80 on is part of one, so a non-ASCII
    /// name stays whole), a string literal, a backquoted name, `->`, `==`, or one punctuation character.
    private static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        // A token is at least one byte, and most are a few: this is room for a line's tokens without regrowth.
        tokens.reserveCapacity(bytes.count / 3 + 4)
        var index = 0
        var spaced = false
        func isWord(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "@"), UInt8(ascii: "$"),
                0x80...:
                true
            default: false
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") {
                spaced = true
                index += 1
                continue
            }
            var end = index + 1
            let next = end < bytes.count ? bytes[end] : 0
            if byte == UInt8(ascii: "\"")
                || (byte == UInt8(ascii: "#") && (next == UInt8(ascii: "#") || next == UInt8(ascii: "\"")))
            {
                end = stringEnd(bytes, from: index)
            } else if byte == UInt8(ascii: "`") {
                while end < bytes.count, bytes[end] != UInt8(ascii: "`") { end += 1 }
                end = min(end + 1, bytes.count)
            } else if isWord(byte) {
                while end < bytes.count, isWord(bytes[end]) { end += 1 }
            } else if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "=")),
                next == UInt8(ascii: ">") || next == UInt8(ascii: "=")
            {
                end += 1
            }
            if end == index + 1 && byte < 0x80 {
                // One ASCII byte, most often punctuation: read at once.
                tokens.append(
                    Token(
                        range: index..<end, spaced: spaced, kind: SwiftTokenKind.punctuation(byte),
                        endsName: SwiftTokenKind.endsName(ascii: byte), width: 1))
            } else {
                let text = UnsafeBufferPointer(rebasing: bytes[index..<end])
                tokens.append(
                    Token(
                        range: index..<end, spaced: spaced, kind: SwiftTokenKind(text),
                        endsName: SwiftTokenKind.endsName(text), width: SwiftTokenKind.width(text)))
            }
            spaced = false
            index = end
        }
        return tokens
    }

    /// The end of the string literal starting at `start` (raw strings with `#` included).
    private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var hashes = 0
        while start + hashes < bytes.count, bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        var index = min(start + hashes + 1, bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && hashes == 0 {
                index = min(index + 2, bytes.count)
                continue
            }
            index += 1
            if byte == UInt8(ascii: "\"") {
                var closing = 0
                while index + closing < bytes.count, bytes[index + closing] == UInt8(ascii: "#") { closing += 1 }
                if closing >= hashes { return index + hashes }
            }
        }
        return bytes.count
    }

    /// Generic arguments and collection literals nested deeper than this are kept whole: a type at the compiler's
    /// limits, which no layout fits in a line.
    static let maximumDepth = 8

    /// How deep the brackets from the one at `opening` to its closing one nest.
    private func depth(from opening: Int) -> Int {
        var depth = 0
        var deepest = 0
        for token in tokens[opening...] {
            switch token.kind {
            case .openParenthesis, .openBracket, .openAngle: depth += 1
            case .closeParenthesis, .closeBracket, .closeAngle: depth -= 1
            default: break
            }
            deepest = max(deepest, depth)
            if depth == 0 { break }
        }
        return deepest
    }

    /// A group the stream is inside.
    private enum Opened {
        /// A bracket's contents, split into elements; its closing break, the bracket that closes it, and whether it
        /// holds parameters or arguments (whose types or values may break after their label's `:`).
        case bracket(closeMustBreak: Bool, closer: SwiftTokenKind, parameters: Bool)
        /// A type annotation, inheritance clause or return type; `elements` when its commas separate elements.
        case wrapper(elements: Bool)
        /// A line that continues an argument list opened on the line before: its commas separate elements.
        case arguments
        /// A parenthesized expression or type, `(any Swift.Error)?`: no list, no break.
        case parentheses
    }

    /// The text piece of the token at `index`, after a space when `spaced`.
    private func text(_ index: Int, spaced: Bool) -> LayoutPiece {
        let token = tokens[index]
        var width = token.width
        if spaced {
            // A space and a token starting with a combining mark would make one character.
            width =
                bytes[token.range.lowerBound] < 0x80
                ? width + 1 : (" " + String(decoding: bytes[token.range], as: UTF8.self)).count
        }
        return .text(LayoutPiece.Text(range: token.range, spaced: spaced, width: width))
    }

    /// The stream: the tokens with their breaks and groups; its texts are ranges of `bytes`.
    func stream() -> [LayoutPiece] {
        var pieces: [LayoutPiece] = []
        // Each token is a text piece, and at most a few pieces of breaks and groups go with it.
        pieces.reserveCapacity(tokens.count * 3 + 8)
        var open: [Opened] = []
        open.reserveCapacity(16)
        let declaresType = tokens.contains { $0.kind == .typeKeyword }
        let declaresFunction = tokens.contains { $0.kind == .funcKeyword }
        let declaresVariable = tokens.contains { $0.kind == .variableKeyword } && !declaresFunction
        let lastKind = tokens.last?.kind
        let endsWithBody = lastKind == .openBrace && !tokens.contains { $0.kind == .inKeyword }
        var sawAssignment = false
        var dropSpace = false
        if continuesArguments {
            open.append(.arguments)
            pieces.append(.open(.element))
        }
        var skipNext = false
        let attributesEnd = self.attributesEnd
        var inType = false
        var atomDepth = 0
        for (index, token) in tokens.enumerated() {
            guard !skipNext else {
                skipNext = false
                continue
            }
            let kind = token.kind
            let next = index + 1 < tokens.count ? tokens[index + 1].kind : nil
            let previousEndsName = index > 0 && tokens[index - 1].endsName
            // A break of one space replaces the space the token after it would print.
            let spaced = token.spaced && !dropSpace
            dropSpace = false
            if kind == .openBrace || (kind == .equals && token.spaced) { Self.closeWrapper(&open, &pieces) }
            if atomDepth > 0 {
                switch kind {
                case .openParenthesis, .openBracket, .openAngle: atomDepth += 1
                case .closeParenthesis, .closeBracket, .closeAngle: atomDepth -= 1
                default: break
                }
                pieces.append(text(index, spaced: spaced))
                continue
            }
            let opensGenerics = kind == .openAngle && !token.spaced && previousEndsName
            // Array and dictionary types (`[Swift.String: Swift.Int]`) hold no break (literals and subscripts do),
            // nor do generic arguments and literals nested too deep: each is kept whole.
            if (kind == .openBracket && inType)
                || ((kind == .openBracket || opensGenerics) && depth(from: index) > Self.maximumDepth)
            {
                atomDepth = 1
                pieces.append(text(index, spaced: spaced))
                continue
            }
            if kind == .colon || kind == .arrow || opensGenerics {
                if case .bracket(_, .closeBracket, _) = open.last {} else { inType = true }
            } else if kind == .comma {
                if case .bracket(_, .closeAngle, _) = open.last { inType = true } else { inType = false }
            } else if kind == .equals || kind == .closeParenthesis || kind == .openBrace {
                inType = false
            }
            // A compound name, `f(_:into:)`, is one token.
            if kind == .openParenthesis, index + 2 < tokens.count, tokens[index + 2].kind == .colon,
                !tokens[index + 1].spaced,
                index + 3 < tokens.count, !tokens[index + 3].spaced
            {
                atomDepth = 1
                pieces.append(text(index, spaced: spaced))
                continue
            }
            // A parenthesized expression, `(a as B)`, is no list.
            let isList = kind == .openBracket || opensGenerics || (kind == .openParenthesis && previousEndsName)
            if isList {
                let closer: SwiftTokenKind =
                    kind == .openParenthesis ? .closeParenthesis : kind == .openBracket ? .closeBracket : .closeAngle
                guard next != closer else {
                    // `()`, `[]` and `<>` hold nothing to break.
                    pieces.append(text(index, spaced: spaced))
                    pieces.append(text(index + 1, spaced: false))
                    skipNext = true
                    continue
                }
                pieces.append(text(index, spaced: spaced))
                let (mustBreak, isDeclaration) = closing(opening: index)
                pieces.append(.break(.open(measuresRest: isDeclaration), size: 0))
                pieces.append(.open(.bracket))
                pieces.append(.open(.element))
                open.append(.bracket(closeMustBreak: mustBreak, closer: closer, parameters: kind == .openParenthesis))
                continue
            }
            if kind == .openParenthesis {
                open.append(.parentheses)
                pieces.append(text(index, spaced: spaced))
                continue
            }
            if kind == .closeParenthesis, case .parentheses = open.last {
                open.removeLast()
                pieces.append(text(index, spaced: spaced))
                continue
            }
            if kind == .comma || kind == .closeParenthesis { closeParameterType(&open, &pieces) }
            if case .bracket(let mustBreak, let closer, _) = open.last, kind == closer {
                closeBracket(mustBreak, &pieces)
                open.removeLast()
                pieces.append(text(index, spaced: spaced))
                continue
            }
            switch kind {
            case .comma:
                pieces.append(text(index, spaced: false))
                guard next != nil else { break }
                switch open.last {
                case .bracket, .arguments:
                    pieces.append(.close)
                    pieces.append(.break(.element, size: 1))
                    pieces.append(.open(.element))
                    dropSpace = true
                case .wrapper(elements: true):
                    pieces.append(.close)
                    pieces.append(.break(.continuation, size: 1))
                    pieces.append(.open(.element))
                    dropSpace = true
                default:
                    break
                }
            case .colon where isParameterLabel(open.last) && index + 1 < tokens.count && tokens[index + 1].spaced:
                pieces.append(text(index, spaced: false))
                pieces.append(.break(.continuation, size: 1))
                pieces.append(.open(.wrapper))
                open.append(.wrapper(elements: false))
                dropSpace = true
            case .colon
            where Self.bracketDepth(open) == 0 && open.last == nil
                && (declaresType || (declaresVariable && !sawAssignment)):
                pieces.append(text(index, spaced: false))
                pieces.append(.break(.continuation, size: 1))
                pieces.append(.open(.wrapper))
                open.append(.wrapper(elements: declaresType))
                if declaresType { pieces.append(.open(.element)) }
                dropSpace = true
            case .equals where Self.bracketDepth(open) == 0 && token.spaced:
                sawAssignment = true
                pieces.append(text(index, spaced: true))
                if next != nil {
                    pieces.append(.break(.continuation, size: 1))
                    dropSpace = true
                }
            case .arrow where Self.bracketDepth(open) == 0:
                pieces.append(.break(.continuation, size: 1))
                pieces.append(.open(.wrapper))
                open.append(.wrapper(elements: false))
                pieces.append(text(index, spaced: false))
            case .dot where !token.spaced && previousEndsName && isArgumentValue(open.last):
                // An argument's value that is a member of a long name: `swift format` breaks before its member.
                pieces.append(.break(.cast, size: 0))
                pieces.append(text(index, spaced: false))
            case _ where index == attributesEnd && index > 0:
                // The declaration after its attributes, on a line of its own when they do not fit together.
                pieces.append(.break(.same, size: 1))
                pieces.append(text(index, spaced: false))
            case .asKeyword where token.spaced:
                pieces.append(.break(.cast, size: 1))
                pieces.append(text(index, spaced: false))
            case .whereKeyword where Self.bracketDepth(open) == 0:
                pieces.append(.break(.same, size: 1))
                pieces.append(text(index, spaced: false))
            case .openBrace where index == tokens.count - 1 && endsWithBody && Self.bracketDepth(open) == 0:
                pieces.append(.break(.reset, size: 1))
                pieces.append(text(index, spaced: false))
            case .openBrace
            where Self.bracketDepth(open) == 0 && next != nil && next != .closeBrace && lastKind == .inKeyword:
                pieces.append(text(index, spaced: spaced))
                pieces.append(.break(.continuation, size: 1))
                dropSpace = true
            default:
                pieces.append(text(index, spaced: spaced))
            }
        }
        while let last = open.popLast() {
            switch last {
            case .bracket(let mustBreak, _, _):
                closeBracket(mustBreak, &pieces)
            case .wrapper(let elements):
                if elements { pieces.append(.close) }
                pieces.append(.close)
            case .arguments:
                pieces.append(.close)
            case .parentheses:
                break
            }
        }
        return pieces
    }

    // The helpers of `stream()` take its state as `inout` parameters: a nested function that captured its locals
    // would box them, and every access to them would be checked for exclusivity at run time.

    /// How many brackets the stream is inside.
    private static func bracketDepth(_ open: [Opened]) -> Int {
        open.count { if case .bracket = $0 { true } else { false } }
    }

    /// Ends a parameter's type (an argument's value), after its `:`, at the parameter's end.
    private func closeParameterType(_ open: inout [Opened], _ pieces: inout [LayoutPiece]) {
        guard open.count > 1, case .wrapper(elements: false) = open.last, isParameterLabel(open[open.count - 2])
        else { return }
        pieces.append(.close)
        open.removeLast()
    }

    /// Ends the type annotation, inheritance clause or return type the stream is in, if any.
    private static func closeWrapper(_ open: inout [Opened], _ pieces: inout [LayoutPiece]) {
        guard case .wrapper(let elements) = open.last else { return }
        if elements { pieces.append(.close) }
        pieces.append(.close)
        open.removeLast()
    }

    /// The index of the first token after the attributes the line starts with (`@Swift.MainActor`,
    /// `@available(…)`), or 0.
    private var attributesEnd: Int {
        var index = 0
        while index < tokens.count, tokens[index].kind == .attribute {
            index += 1
            while index + 1 < tokens.count, tokens[index].kind == .dot, !tokens[index].spaced { index += 2 }
            if index < tokens.count, tokens[index].kind == .openParenthesis, !tokens[index].spaced {
                var depth = 0
                repeat {
                    if tokens[index].kind == .openParenthesis { depth += 1 }
                    if tokens[index].kind == .closeParenthesis { depth -= 1 }
                    index += 1
                } while depth > 0 && index < tokens.count
            }
        }
        return index < tokens.count ? index : 0
    }

    /// Whether `innermost` is an argument's value after its label.
    private func isArgumentValue(_ innermost: Opened?) -> Bool {
        if case .wrapper(elements: false) = innermost { return true }
        return false
    }

    /// Whether a `:` directly inside `innermost` ends a parameter's name or an argument's label, so that the type or
    /// value may break.
    private func isParameterLabel(_ innermost: Opened?) -> Bool {
        switch innermost {
        case .bracket(_, _, parameters: true), .arguments: true
        default: false
        }
    }

    /// Ends a bracket's last element and its group, with the break before the closing bracket: it fires whenever the
    /// opening one did for a bracket that closes on a line of its own, else only when the bracket does not fit after
    /// the last element (whose break counts it).
    private func closeBracket(_ mustBreak: Bool, _ pieces: inout [LayoutPiece]) {
        pieces.append(.close)
        pieces.append(.break(.close(mustBreak: mustBreak), size: 0))
        pieces.append(.close)
    }

    /// Whether the closing bracket of the bracket at `opening` goes on a line of its own when the opening one breaks
    /// (generic arguments, an attribute's arguments, the parameters of a declaration with a body, and arguments
    /// followed by a trailing closure), and whether it holds a declaration's parameters, which break before anything
    /// after them does.
    private func closing(opening: Int) -> (mustBreak: Bool, isDeclaration: Bool) {
        let kind = tokens[opening].kind
        if kind == .openAngle || (opening > 0 && tokens[opening - 1].kind == .attribute) { return (true, false) }
        guard kind == .openParenthesis else { return (false, false) }
        var depth = 0
        var closing = opening
        for index in opening..<tokens.count {
            switch tokens[index].kind {
            case .openParenthesis, .openBracket: depth += 1
            case .closeParenthesis, .closeBracket: depth -= 1
            default: break
            }
            if depth == 0 {
                closing = index
                break
            }
        }
        let before = opening > 0 ? tokens[opening - 1].kind : nil
        let keywordBefore = opening > 1 ? tokens[opening - 2].kind : nil
        let isDeclaration =
            keywordBefore == .funcKeyword
            || ((before == .initKeyword || before == .subscriptKeyword) && keywordBefore != .dot)
        let lastKind = tokens.last?.kind
        let followedByBrace = closing + 1 < tokens.count && lastKind == .openBrace
        let hasBody =
            lastKind == .openBrace || (lastKind == .closeBrace && tokens.dropLast().last?.kind == .openBrace)
        let mustBreak = isDeclaration ? hasBody : followedByBrace && tokens[closing + 1].kind == .openBrace
        return (mustBreak, isDeclaration)
    }
}
