/// One spec as read by the CLI: its path (as diagnostics show it) and its bytes.
public struct SpecSource: Sendable {
    /// The largest spec notigen reads, in bytes; a reader need not read further than one byte past it.
    public static let maximumBytes = YAMLParser.Limits.maximumBytes

    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The bytes as text for diagnostics (invalid UTF-8 repaired; only used to show the source line).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The file name without folders and without its extension: `specs/user.yaml` → `user`.
    var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
