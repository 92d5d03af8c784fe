import ArgumentParser
import Foundation
import NotigenCore
import NotigenFiles
import NotigenImport

/// `notigen map PATH... [--spec SPEC...] --output map.html` (this executable run with `--map`): how notifications
/// flow through the app, as one self-contained HTML page, JSON (`schema/notification-map.schema.json`) or Graphviz.
struct MapCommand: ParsableCommand {
    /// The first argument that makes this executable draw the map instead of importing.
    static let flag = "--map"

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, json, dot
    }

    static let configuration = CommandConfiguration(
        commandName: "notigen map",
        abstract: "Show how notifications flow through an app: one HTML page, JSON or Graphviz.",
        discussion: """
            Reads the Swift files and folders given (as notigen import does; generated files are skipped) and, with \
            --spec, the specs: every notification the app posts or observes (the specs', the app's own and the \
            system's, grouped apart), each post and observer with its file, line, type and function, typed or by \
            name, and the specs' notifications that no code uses. The HTML page has a list and a graph, a search \
            and filters (untyped only, one module, one notifier); it needs no network and nothing installed.
            """,
        version: Generator.version)

    @OptionGroup var sources: SourceOptions

    @Option(
        help: ArgumentHelp("A spec whose notifications are typed (repeatable).", valueName: "spec"),
        completion: .file(extensions: ["yaml", "yml"]))
    var spec: [String] = []

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Write the map here (default: standard output).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("html (default), json or dot.", valueName: "format"))
    var format: Format = .html

    func run() throws {
        let started = Date()
        let progress = ProgressReporter(command: "notigen map")
        defer { progress.stop() }
        let specSources = try SpecReader.read(spec, failing: fail)
        let checked = Generator.check(specSources)
        guard checked.diagnostics.isEmpty else {
            let texts = Dictionary(specSources.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }) { a, _ in
                a
            }
            FileHandle.standardError.write(Data(DiagnosticRenderer(sources: texts).render(checked.diagnostics).utf8))
            throw fail("the specs do not pass notigen lint (the errors above)")
        }
        let walk = sources.walk()
        for path in walk.missing { throw fail("\(path): no such file or folder") }
        let code = walk.sources
        progress.set("scanning \(code.count) Swift files")
        let specs = Generator.declaredNotifications(checked).map {
            MapBuilder.SpecNotification(
                wireName: $0.wireName, notifier: $0.notifier, caseName: $0.caseName,
                spec: "\($0.spec):\($0.line):\($0.column)")
        }
        let map = MapBuilder.build(code, specs: specs, prefilter: !sources.parseEveryFile)
        progress.set("writing the map")
        let text: String
        switch format {
        case .json: text = try Self.json(map)
        case .dot: text = MapGraphviz.dot(map)
        case .html: text = MapPage.html(map, json: try Self.json(map))
        }
        if let output {
            do {
                try FileWriter.write([.init(path: output, contents: FileText(text), what: " the map")])
            } catch {
                throw fail("\(error)")
            }
        } else {
            print(text, terminator: "")
        }
        progress.stop()
        let elapsed = Date().timeIntervalSince(started)
        let sites = map.notifications.reduce(0) { $0 + $1.sites.count }
        FileHandle.standardError.write(
            Data(
                ("notigen map: \(map.notifications.count) notifications, \(sites) sites (\(map.untypedSites) untyped), "
                    + "\(map.unused.count) spec notifications unused, from \(code.count) Swift files"
                    + SourceOptions.skippedNote(walk.skipped)
                    + (elapsed > 1 ? String(format: " in %.1f s", elapsed) : "") + "\n").utf8))
    }

    static func json(_ map: NotificationMap) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(map), as: UTF8.self) + "\n"
    }

    private func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("notigen map: error: \(message)\n".utf8))
        return ExitCode.failure
    }
}
