import NotigenCore

/// The importer's pipeline: Scanning (swift-syntax) → Inference → Emission (spec, report, summary) → Rewriting.
/// It reads and writes no files: the `notigen-import` executable hands the sources in and writes what comes back.
public enum Importer {
    public struct Options: Sendable {
        /// The spec's `module:`, when given.
        public var module: String?
        /// Whether to plan the rewrite of the post and observation sites.
        public var rewrite: Bool
        /// Whether to parse only the files that could hold notification code (`ScanSession`); without it every file
        /// is parsed, and the result is the same.
        public var prefilter: Bool

        public init(module: String? = nil, rewrite: Bool = false, prefilter: Bool = true) {
            self.module = module
            self.rewrite = rewrite
            self.prefilter = prefilter
        }
    }

    public struct Result: Sendable {
        /// The spec; nil when the sources hold no notification to import.
        public let spec: String?
        public let report: ImportReport
        /// Each rewritten file's new text, by path (only with `Options.rewrite`).
        public let rewrittenFiles: [String: String]
    }

    /// Imports `sources` (Swift); `objectiveC` files are only searched for posts, which are reported.
    public static func run(
        _ sources: [ImportSource], objectiveC: [ImportSource] = [], skipped: [ImportReport.Skipped], options: Options
    ) -> Result {
        let session = ScanSession(sources, prefilter: options.prefilter, unread: ()) { _, _, _ in () }
        while true {
            // The stages look types, constants and builders up by name: a file not parsed that holds one is parsed,
            // and they run again.
            let demand = NameDemand()
            let result = run(session.result().files, sources, objectiveC: objectiveC, skipped: skipped, options, demand)
            if !session.widen(demand) { return result }
        }
    }

    private static func run(
        _ files: [ScannedFile], _ sources: [ImportSource], objectiveC: [ImportSource], skipped: [ImportReport.Skipped],
        _ options: Options, _ demand: NameDemand
    ) -> Result {
        var inference = Inferrer(files: files, demand: demand).infer()
        ObjectiveCPosts.attach(objectiveC.flatMap(ObjectiveCScanner.posts), to: &inference)
        ResultPairing.pair(&inference.names)
        var writer = SpecWriter(module: options.module, fileCount: sources.count)
        writer.access = SpecAccess.decide(&inference.names, types: inference.types)
        let spec = SpecRepair.write(&inference.names, writer: writer, takenTypes: inference.types)
        let lines = sources.reduce(0) { count, source in count + source.text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
        var report = ReportBuilder.build(
            inference,
            files: ImportReport.Files(
                scanned: sources.count, lines: lines, skipped: skipped,
                parseErrors: files.flatMap(\.parseErrors)))
        var rewritten: [String: String] = [:]
        if options.rewrite {
            let resolver = inference.resolver
            var rewriter = PostRewriter(names: inference.names) { resolver.key($0) }
            rewriter.merge(ObserverRewriter(names: inference.names, types: inference.types) { resolver.key($0) })
            for source in sources where rewriter.edits[source.path] != nil {
                rewritten[source.path] = rewriter.apply(to: source.text, path: source.path)
            }
            report.rewrite = ImportReport.Rewrite(
                rewritten: rewriter.rewritten, left: rewriter.left.map(ReportBuilder.refusal))
        }
        return Result(spec: spec, report: report, rewrittenFiles: rewritten)
    }
}
