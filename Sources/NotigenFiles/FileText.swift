/// Contents held as one string.
package struct FileText: FileContents {
    package var text: String

    package init(_ text: String) { self.text = text }

    package func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool {
        var text = text
        return try text.withUTF8 { try body($0) }
    }
}
