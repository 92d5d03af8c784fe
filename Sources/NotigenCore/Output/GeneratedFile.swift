/// A file the generator produced: its name inside the output folder and its contents, in pieces.
///
/// A large output is never held whole: its notifiers are rendered in parallel batches while the caller walks the
/// chunks (`forEachChunk`), between the pieces of text that `file.mustache` puts around them, so that only one
/// batch exists at a time.
public struct GeneratedFile: Sendable {
    public var name: String
    /// The path of the spec it was generated from (as the caller gave it).
    public var specPath: String
    /// The names of the templates it was rendered with (keys of the generator's templates).
    public var templateNames: [String]
    /// The file template's text around the notifiers: one piece more than there are notifiers.
    private let frame: [String]
    private let notifiers: NotifierRenderer?

    /// A file whose contents are `text`.
    init(name: String, text: String, specPath: String, templateNames: [String]) {
        self.name = name
        self.frame = [text]
        self.notifiers = nil
        self.specPath = specPath
        self.templateNames = templateNames
    }

    /// A file of `notifiers` between the pieces of `frame`, which has one piece more.
    init(name: String, frame: [String], notifiers: NotifierRenderer, specPath: String, templateNames: [String]) {
        self.name = name
        self.frame = frame
        self.notifiers = notifiers
        self.specPath = specPath
        self.templateNames = templateNames
    }

    /// Calls `body` with the UTF-8 bytes of each chunk of the contents, in order, while it returns true; returns
    /// whether every chunk was passed. The bytes are valid only inside `body`.
    @discardableResult
    public func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows -> Bool {
        var piece = frame[0]
        guard try piece.withUTF8({ try body($0) }) else { return false }
        guard let notifiers else { return true }
        var start = 0
        while start < notifiers.count {
            let end = min(start + NotifierRenderer.batchSize, notifiers.count)
            for (offset, notifier) in notifiers.render(start..<end).enumerated() {
                piece = frame[start + offset + 1]
                guard try notifier.withUnsafeBufferPointer({ try body($0) }), try piece.withUTF8({ try body($0) })
                else { return false }
            }
            start = end
        }
        return true
    }

    /// The contents as one string.
    public var contents: String {
        var contents: [UInt8] = []
        forEachChunk { chunk in
            contents.append(contentsOf: chunk)
            return true
        }
        return String(decoding: contents, as: UTF8.self)
    }

    /// The output file name for a spec: `specs/user.yaml` → `user.swift`.
    static func name(for spec: SpecSource) -> String {
        spec.baseName + ".swift"
    }
}
