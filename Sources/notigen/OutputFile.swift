import NotigenCore

/// A file the CLI writes into an output folder: generated code (`GeneratedFile`), or a runtime source copied as it
/// is (`TextFile`). `OutputWriter` and `OutputComparer` take either.
protocol OutputFile {
    /// Its name inside the output folder.
    var name: String { get }

    /// The contents as one string.
    var contents: String { get }

    /// Calls `body` with the UTF-8 bytes of each chunk of the contents, in order, while it returns true; returns
    /// whether every chunk was passed. The bytes are valid only inside `body`.
    @discardableResult
    func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool
}

extension GeneratedFile: OutputFile {}
