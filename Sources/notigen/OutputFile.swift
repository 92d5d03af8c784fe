import NotigenCore
import NotigenFiles

/// A file the CLI writes into an output folder: generated code (`GeneratedFile`), or a runtime source copied as it
/// is (`TextFile`). `OutputWriter` and `OutputComparer` take either.
protocol OutputFile: FileContents {
    /// Its name inside the output folder.
    var name: String { get }

    /// The contents as one string.
    var contents: String { get }
}

extension GeneratedFile: OutputFile {}
