/// A 1-based line and column inside one spec file; columns count Unicode scalars, as libyaml's marks do.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The spec file's path as the user gave it.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The location `count` characters further on the same line.
    func advanced(by count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }
}
