import Foundation

/// The lines of every spec, each split on first use: most runs show no diagnostic, and splitting a large spec
/// costs as much as parsing it.
final class SourceLines: @unchecked Sendable {
    private let sources: [String: String]
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var split: [String: [Substring]] = [:]

    init(_ sources: [String: String]) {
        self.sources = sources
    }

    /// The lines of `file`, without their line breaks (`\n`, `\r\n` or `\r`); nil for an unknown file.
    func lines(of file: String) -> [Substring]? {
        lock.withLock {
            if let lines = split[file] { return lines }
            guard let text = sources[file] else { return nil }
            let lines = text.split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            split[file] = lines
            return lines
        }
    }
}
