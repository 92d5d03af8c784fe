/// One source file of the NotigenRuntime module, as `notigen runtime` copies it: its name and its exact text.
struct RuntimeFile: OutputFile {
    var name: String
    var contents: String

    func forEachChunk(_ body: (String) throws -> Bool) rethrows -> Bool {
        try body(contents)
    }
}
