/// One Swift source file as the CLI read it: its path (as the report prints it) and its text.
public struct ImportSource: Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Where something is in the sources: `path:line:column`, 1-based, as compilers print it.
public struct SiteLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SiteLocation, rhs: SiteLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
        }
        self.init(path: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }
}
