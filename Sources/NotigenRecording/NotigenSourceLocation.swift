/// Where a test awaited a recorder: the `#fileID`, `#filePath`, `#line` and `#column` of the call, which the
/// failure reporters hand to Swift Testing (`SourceLocation`) or XCTest (`file:line:`).
public struct NotigenSourceLocation: Sendable, CustomStringConvertible {
    /// `Module/File.swift`.
    public let fileID: StaticString
    /// The file's full path.
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12:9`.
    public var description: String {
        "\(fileID):\(line):\(column)"
    }
}
