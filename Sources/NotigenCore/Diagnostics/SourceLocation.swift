/// A 1-based line and column inside one spec file; columns count Unicode scalars, as libyaml's marks do.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// A line and a column.
    struct Position: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    /// The spec file's path as the user gave it.
    public var file: String
    public var line: Int
    public var column: Int
    /// For a value reached through an alias (`*fields`), where the value is written, under its anchor; `line` and
    /// `column` are then the alias's. A diagnostic about such a value points at the alias, with a note here.
    var anchored: Position?

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The location `count` characters further on the same line; through an alias, the caret stays at the alias
    /// and the anchored position moves.
    func advanced(by count: Int) -> SourceLocation {
        var location = self
        if let anchored {
            location.anchored = Position(line: anchored.line, column: anchored.column + count)
        } else {
            location.column += count
        }
        return location
    }

    /// This location reached through the alias at `alias`: the alias's line and column, and where the value is.
    func reached(through alias: SourceLocation) -> SourceLocation {
        var location = SourceLocation(file: alias.file, line: alias.line, column: alias.column)
        location.anchored = anchored ?? Position(line: line, column: column)
        return location
    }

    /// Where the value is written: under its anchor when it was reached through an alias, else here.
    var written: SourceLocation {
        guard let anchored else { return self }
        return SourceLocation(file: file, line: anchored.line, column: anchored.column)
    }
}
