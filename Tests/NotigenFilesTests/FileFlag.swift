import Foundation

@testable import NotigenTestSupport

/// A flag of `notigen` or `notigen-import` that writes a file, as the tests drive it: the file it writes (relative
/// to the workspace), the command that writes it there, and a text the new contents hold.
struct FileFlag: Sendable, CustomStringConvertible {
    var description: String
    /// The file the flag writes, relative to the workspace.
    var target: String
    /// Whether the flag is given the file's own path (so `/dev/null` can be given as it is); false for a flag given
    /// a folder, whose file the tests make a link to `/dev/null` instead.
    var takesPath: Bool
    /// Whether the file is read before it is written (a source `--write` edits): it can only be a file or a link.
    var isSource = false
    var marker: String
    private var makeArguments: @Sendable (String) -> [String]
    var isImport = false
    /// How the command's errors start: `notigen: error: `, `notigen import: error: `, `notigen map: error: `.
    var errorPrefix: String

    init(
        _ description: String, target: String, takesPath: Bool = true, marker: String, isImport: Bool = false,
        isSource: Bool = false, errorPrefix: String? = nil, arguments: @escaping @Sendable (String) -> [String]
    ) {
        self.errorPrefix = errorPrefix ?? (isImport ? "notigen import: error: " : "notigen: error: ")
        self.description = description
        self.target = target
        self.takesPath = takesPath
        self.marker = marker
        self.isImport = isImport
        self.isSource = isSource
        makeArguments = arguments
    }

    /// The command, with `path` where the flag names its file.
    func command(_ path: String) -> [String] {
        [isImport ? FileFlag.importBinary : Repository.notigenBinary.path] + makeArguments(path)
    }

    /// The folder of `target`.
    var folder: String { (target as NSString).deletingLastPathComponent }

    static let importBinary = Repository.notigenBinary.deletingLastPathComponent().appendingPathComponent(
        "notigen-import"
    ).path

    /// Every flag that writes a file.
    static let all: [FileFlag] = [
        FileFlag("notigen --output", target: "Gen/clock.swift", takesPath: false, marker: "enum Name") { _ in
            ["clock.yaml", "--output", "Gen", "--quiet"]
        },
        FileFlag("notigen --depfile", target: "out/notigen.d", marker: "clock.yaml") {
            ["clock.yaml", "--output", "Gen", "--quiet", "--depfile", $0]
        },
        FileFlag("notigen --input-file-list", target: "out/inputs.xcfilelist", marker: "clock.yaml") {
            ["clock.yaml", "--output", "Gen", "--quiet", "--input-file-list", $0]
        },
        FileFlag("notigen --output-file-list", target: "out/outputs.xcfilelist", marker: "Gen/clock.swift") {
            ["clock.yaml", "--output", "Gen", "--quiet", "--output-file-list", $0]
        },
        FileFlag(
            "notigen runtime --output", target: "Runtime/NotigenToken.swift", takesPath: false,
            marker: "NotigenToken"
        ) { _ in ["runtime", "--output", "Runtime", "--quiet"] },
        FileFlag(
            "notigen templates --output", target: "Tpl/file.mustache", takesPath: false, marker: "generatedHeader"
        ) { _ in ["templates", "--output", "Tpl", "--force"] },
        FileFlag("notigen init", target: "out/spec.yaml", marker: "notigen: 1") { ["init", $0, "--force", "--quiet"] },
        FileFlag("notigen-import --output", target: "out/app.yaml", marker: "ClockTicked", isImport: true) {
            ["App", "--quiet", "--output", $0]
        },
        FileFlag("notigen-import --report", target: "out/report.json", marker: "schemaVersion", isImport: true) {
            ["App", "--quiet", "--output", "spec.yaml", "--report", $0]
        },
        FileFlag(
            "notigen map --output", target: "out/map.html", marker: "Notification map", isImport: true,
            errorPrefix: "notigen map: error: "
        ) { ["--map", "App", "--output", $0] },
        FileFlag(
            "notigen-import --rewrite --write", target: "App/Clock.swift", marker: ".post(.clockTicked)",
            isImport: true, isSource: true
        ) { _ in ["App", "--quiet", "--output", "spec.yaml", "--rewrite", "--write"] },
    ]

    /// An app with one notification for `notigen-import`, whose post `--rewrite` moves to the typed API.
    static let appSource = """
        import Foundation

        extension Notification.Name {
            static let clockTicked = Notification.Name("ClockTicked")
        }

        func tick() {
            NotificationCenter.default.post(name: .clockTicked, object: nil)
        }

        """
}

/// The kinds of path the tests give each flag.
enum PathKind: String, CaseIterable, Sendable {
    case regularFile = "regular file"
    case link = "link (a chain of two)"
    case danglingLink = "dangling link"
    case devNull = "/dev/null"
    case fifo = "FIFO a reader holds open"
    case fifoWithoutReader = "FIFO nobody reads"
    case folder = "folder"
    case readOnlyFolder = "read-only folder"
    case fullDisk = "full disk"
}
