import ArgumentParser
import NotigenImport

/// The sources a command reads, the same for `notigen import`, `audit` and `map`: the paths, `--exclude` and
/// `--include-tests` (`SourceWalker` walks them).
struct SourceOptions: ParsableArguments {
    @Argument(help: "Swift files and folders to read.", completion: .file())
    var paths: [String]

    @Option(
        help: ArgumentHelp(
            "Skip paths matching this glob (repeatable); matched against the path and the name.", valueName: "glob"))
    var exclude: [String] = []

    @Flag(help: "Also read test folders and files (Tests, …Tests, …Tests.swift).")
    var includeTests = false

    @Flag(
        help: """
            Parse every Swift file, also those whose text holds no word notification code needs (slower; the \
            output is the same: for checking that).
            """)
    var parseEveryFile = false

    /// The sources found, and what was skipped or missing.
    func walk() -> SourceWalker.Walk {
        SourceWalker(excludes: exclude, includeTests: includeTests).walk(paths)
    }

    /// What a summary says of the paths skipped (build products, dependencies, tests, generated code), the first
    /// three named: ` (5 paths skipped: App/.build, App/Carthage, App/DerivedData, …)`; empty when none was.
    /// `notigen import` lists each, with its reason, in its summary and its report.
    static func skippedNote(_ skipped: [ImportReport.Skipped]) -> String {
        guard !skipped.isEmpty else { return "" }
        let paths = skipped.prefix(3).map(\.path).joined(separator: ", ")
        let more = skipped.count > 3 ? ", …" : ""
        return " (\(skipped.count) path\(skipped.count == 1 ? "" : "s") skipped: \(paths)\(more))"
    }
}
