/// Renders the notifiers of one spec with `notifier.mustache` and lays out the result, a batch at a time, on every
/// core.
struct NotifierRenderer: Sendable {
    /// Notifiers rendered together: enough to keep every core busy, few enough that a batch is small beside the
    /// whole output.
    static let batchSize = 64

    let templates: TemplateSet
    let notifiers: [Notifier]
    let access: AccessLevel

    var count: Int { notifiers.count }

    /// The notifiers in `range`, rendered and laid out, in order: their UTF-8 bytes. (The templates' texts and the
    /// values they receive are strings, so the bytes are valid UTF-8; they go to the file as they are, neither read
    /// again into a `String` nor copied.)
    func render(_ range: Range<Int>) -> [TextBytes] {
        let templates = self.templates
        let access = self.access
        return ParallelMap.map(Array(notifiers[range]), state: { LayoutCache() }) { cache, notifier in
            var rendered = ByteBuffer(capacity: 16 * 1024)
            templates.render("notifier", ContextBuilder.notifier(notifier, access: access), into: &rendered)
            // Breaking long lines adds a few percent (a newline and an indentation per break): room for that, so
            // that the buffer, which is handed on as it is, does not double.
            var laidOut = ByteBuffer(capacity: rendered.count + rendered.count / 16)
            rendered.withUnsafeBufferPointer { LineBreaker.layOut($0, into: &laidOut, cache: &cache) }
            return TextBytes(laidOut)
        }
    }
}
