/// A 1-based line and column inside one spec file; columns count Unicode scalars, as libyaml's marks do.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The spec file's path as the user gave it.
    public var file: String {
        get { SourcePaths.shared.path(fileNumber) }
        set { fileNumber = SourcePaths.shared.number(of: newValue) }
    }
    /// The number of `file` in `SourcePaths`: a location holds no string (equal numbers are equal paths).
    private(set) var fileNumber: Int
    public var line: Int
    public var column: Int
    /// For a value reached through an alias (`*fields`), where the value is written, under its anchor: its line in
    /// the high 32 bits and its column in the low ones, 0 for a value not reached through an alias (one word: every
    /// node of the spec has a location). `line` and `column` are then the alias's. A diagnostic about such a value
    /// points at the alias, with a note there.
    private var anchored: UInt64 = 0

    /// Whether the value is reached through an alias.
    var isAliased: Bool { anchored != 0 }

    public init(file: String, line: Int, column: Int) {
        self.init(fileNumber: SourcePaths.shared.number(of: file), line: line, column: column)
    }

    /// A location in the file numbered `fileNumber` in `SourcePaths`.
    init(fileNumber: Int, line: Int, column: Int) {
        self.fileNumber = fileNumber
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
        if isAliased {
            location.anchored += UInt64(count)
        } else {
            location.column += count
        }
        return location
    }

    /// This location reached through the alias at `alias`: the alias's line and column, and where the value is.
    func reached(through alias: SourceLocation) -> SourceLocation {
        var location = SourceLocation(fileNumber: alias.fileNumber, line: alias.line, column: alias.column)
        location.anchored = isAliased ? anchored : UInt64(line) << 32 | UInt64(column)
        return location
    }

    /// Where the value is written: under its anchor when it was reached through an alias, else here.
    var written: SourceLocation {
        guard isAliased else { return self }
        return SourceLocation(fileNumber: fileNumber, line: Int(anchored >> 32), column: Int(anchored & 0xFFFF_FFFF))
    }

    /// The location without where an aliased value is written: the alias itself.
    var alias: SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: column)
    }
}
