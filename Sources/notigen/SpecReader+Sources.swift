import ArgumentParser
import NotigenCore

extension SpecReader {
    /// Reads every spec; when any cannot be read, reports all of them through `printer` and fails.
    static func sources(_ paths: [String], printer: DiagnosticPrinter) throws -> [SpecSource] {
        var sources: [SpecSource] = []
        var problems: [(file: String?, message: String)] = []
        for path in paths {
            do {
                sources.append(SpecSource(path: path, bytes: try read(path)))
            } catch {
                problems.append((path, "\(error)"))
            }
        }
        guard problems.isEmpty else { throw printer.failed(problems) }
        return sources
    }
}
