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

    /// The notifiers in `range`, rendered and laid out, in order.
    func render(_ range: Range<Int>) -> [String] {
        let templates = self.templates
        let access = self.access
        return ParallelMap.map(Array(notifiers[range])) { notifier in
            var rendered = ByteBuffer(capacity: 16 * 1024)
            templates.render("notifier", ContextBuilder.notifier(notifier, access: access), into: &rendered)
            return rendered.withUnsafeBufferPointer { LineBreaker.layOut($0) }
        }
    }
}
