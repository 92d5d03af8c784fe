import NotigenFiles

/// A file the CLI writes whole, from text it holds: a source of the NotigenRuntime module as `notigen runtime` copies
/// it, the depfile, `notigen init`'s starter spec.
struct TextFile: OutputFile {
    var name: String
    var contents: String

    func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool {
        var contents = contents
        return try contents.withUTF8 { try body($0) }
    }
}
