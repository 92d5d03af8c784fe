import Mustache

/// Renders the notifiers of one spec with `notifier.mustache`, a batch at a time, on every core.
struct NotifierRenderer: Sendable {
    /// Notifiers rendered together: enough to keep every core busy, few enough that a batch is small beside the
    /// whole output.
    static let batchSize = 64

    let library: MustacheLibrary
    let notifiers: [Notifier]
    let access: AccessLevel

    var count: Int { notifiers.count }

    /// The notifiers in `range`, rendered, in order.
    func render(_ range: Range<Int>) -> [String] {
        let library = self.library
        let access = self.access
        return ParallelMap.map(Array(notifiers[range])) { notifier in
            library.render(ContextBuilder.notifier(notifier, access: access), withTemplate: "notifier") ?? ""
        }
    }
}
