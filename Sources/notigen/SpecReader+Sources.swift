import ArgumentParser
import NotigenCore

extension SpecReader {
    /// Reads every spec; when any cannot be read, reports all of them through `printer` and fails.
    static func sources(_ paths: [String], printer: DiagnosticPrinter) throws -> [SpecSource] {
        let read = sources(paths)
        guard read.problems.isEmpty else { throw printer.failed(read.problems) }
        return read.sources
    }

    /// Reads every spec: those read, and a problem for each that could not be.
    static func sources(_ paths: [String]) -> (sources: [SpecSource], problems: [(file: String?, message: String)]) {
        var sources: [SpecSource] = []
        var problems: [(file: String?, message: String)] = []
        for path in paths {
            do {
                sources.append(SpecSource(path: path, bytes: try read(path)))
            } catch {
                problems.append((path, "\(error)"))
            }
        }
        return (sources, problems)
    }
}
