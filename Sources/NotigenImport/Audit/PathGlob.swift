/// A path glob of `allowUntyped:`: `*` matches within a folder name, `**` across folders, `?` one character. It
/// matches a path whole, or any trailing part of it that starts after a `/` (so `Bridges/*.swift` matches
/// `App/Bridges/Legacy.swift`, and `*.m.swift` any file so named).
public struct PathGlob: Sendable, Hashable {
    public let pattern: String
    private let pieces: [Piece]

    private enum Piece: Hashable {
        case literal(Character)
        /// `?`: one character, not `/`.
        case one
        /// `*`: any characters but `/`.
        case star
        /// `**`: any characters.
        case globstar
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        var pieces: [Piece] = []
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                // `**/` also matches no folder at all.
                if characters.first == "/" { characters.removeFirst() }
                pieces.append(.globstar)
            case "*": pieces.append(.star)
            case "?": pieces.append(.one)
            default: pieces.append(.literal(character))
            }
        }
        self.pieces = pieces
    }

    /// Whether the glob matches `path` or a trailing part of it after a `/`.
    public func matches(_ path: String) -> Bool {
        let characters = Array(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        if matches(characters[...]) { return true }
        for (index, character) in characters.enumerated() where character == "/" {
            if matches(characters[(index + 1)...]) { return true }
        }
        return false
    }

    /// Glob matching by dynamic programming over (piece, character) pairs: linear in the pattern times the path,
    /// never exponential.
    private func matches(_ path: ArraySlice<Character>) -> Bool {
        let text = Array(path)
        // reachable[j]: the pieces so far match text[..<j].
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for piece in pieces {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch piece {
            case .globstar, .star:
                var carrying = false
                for j in 0...text.count {
                    if reachable[j] { carrying = true }
                    next[j] = carrying
                    if j < text.count, piece == .star, text[j] == "/" { carrying = false }
                }
            case .one:
                for j in 0..<text.count where reachable[j] && text[j] != "/" { next[j + 1] = true }
            case .literal(let character):
                for j in 0..<text.count where reachable[j] && text[j] == character { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
