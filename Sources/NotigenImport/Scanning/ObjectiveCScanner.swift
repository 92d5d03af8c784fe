/// Finds the posts of Objective-C files (`postNotificationName:@"Name" object:…`), which swift-syntax cannot read:
/// they are reported (a name posted there keeps being posted by name, so its case keeps Foundation delivery), never
/// imported from.
enum ObjectiveCScanner {
    /// One `postNotificationName:` in an Objective-C file: the literal name, or the identifier it passes.
    struct Post {
        let name: String
        let isLiteral: Bool
        let location: SiteLocation
    }

    static func posts(in source: ImportSource) -> [Post] {
        let marker = Array("postNotificationName:".utf8)
        let bytes = Array(source.text.utf8)
        var posts: [Post] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == marker[0], bytes[index...].starts(with: marker) {
                let location = SiteLocation(path: source.path, line: line, column: index - lineStart + 1)
                var cursor = index + marker.count
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
                if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "@"), bytes[cursor + 1] == UInt8(ascii: "\"")
                {
                    let start = cursor + 2
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
                        end += 1
                    }
                    posts.append(
                        Post(
                            name: String(decoding: bytes[start..<end], as: UTF8.self), isLiteral: true,
                            location: location))
                } else {
                    var end = cursor
                    while end < bytes.count,
                        bytes[end] == UInt8(ascii: "_")
                            || (bytes[end] < 128 && Character(UnicodeScalar(bytes[end])).isLetter)
                            || (bytes[end] < 128 && Character(UnicodeScalar(bytes[end])).isNumber)
                    {
                        end += 1
                    }
                    posts.append(
                        Post(
                            name: String(decoding: bytes[cursor..<end], as: UTF8.self), isLiteral: false,
                            location: location))
                }
                index += marker.count
                continue
            }
            index += 1
        }
        return posts
    }
}
