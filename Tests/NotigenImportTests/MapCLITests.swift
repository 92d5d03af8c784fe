import Foundation
import Testing

@testable import NotigenTestSupport

/// `notigen map` end to end on corpus apps, and its page in a real browser: headless Chromium (Debian's package,
/// which `make deps` installs) runs the page's script, and the test reads the DOM it builds (`--dump-dom`), with
/// the filters set through the page's fragment, and takes a screenshot.
@Suite(.serialized) struct MapCLITests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    /// Copies corpus apps into the workspace (`copies` times each, as modules `Sources/<app><n>`), imports a spec
    /// from them and, with `rewrite`, moves what it can to the typed API.
    private func app(_ apps: [String], copies: Int = 1, rewrite: Bool = true) throws {
        for app in apps {
            for copy in 0..<copies {
                try FileManager.default.copyItem(
                    at: Repository.root.appendingPathComponent("Tests/Corpus/\(app)/App"),
                    to: workspace.url("Sources/\(app)\(copy)"))
            }
        }
        #expect(try workspace.notigen(["import", "Sources", "-o", "app.yaml", "--quiet"]).status == 0)
        if rewrite {
            _ = try workspace.notigen(["import", "Sources", "-o", "app.yaml", "--rewrite", "--write", "--quiet"])
        }
    }

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try workspace.notigen(["map"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    /// The DOM of the page after its script ran, with `fragment` after `#`.
    private func dom(_ page: String, _ fragment: String = "") throws -> String {
        let chromium = try #require(Self.chromium, "chromium is not installed: run make deps")
        let url = "file://" + workspace.url(page).path + (fragment.isEmpty ? "" : "#" + fragment)
        let result = try Command.capture(
            chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url], in: workspace.root)
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func thePageShowsEveryNotificationAndSiteAndItsFiltersWork() throws {
        try app(["netnewswire", "pocket-casts-ios"])
        let data = try json(["Sources", "--spec", "app.yaml"])
        let notifications = try #require(data["notifications"] as? [[String: Any]])
        let sites = notifications.flatMap { $0["sites"] as? [[String: Any]] ?? [] }
        let untyped = sites.count { ($0["typed"] as? Bool) == false }
        #expect(sites.count > 50 && untyped > 0 && untyped < sites.count)
        // Every key is one the schema lists.
        let schema = try String(
            contentsOf: Repository.root.appendingPathComponent("schema/notification-map.schema.json"), encoding: .utf8)
        for key in Set(data.keys).union(notifications.flatMap(\.keys)).union(sites.flatMap(\.keys)) {
            #expect(schema.contains("\"\(key)\""), "\(key) is not in the schema")
        }
        let written = try workspace.notigen(["map", "Sources", "--spec", "app.yaml", "-o", "map.html"])
        #expect(written.status == 0, "\(written.standardError)")

        let page = try dom("map.html")
        #expect(Self.count("class=\"notification\"", in: page) == notifications.count)
        #expect(Self.count("<tr class=\"site ", in: page) == sites.count)
        #expect(page.contains("<strong id=\"untyped-count\">\(untyped)</strong>"))
        #expect(Self.count("class=\"unused-name\"", in: page) == (data["unused"] as? [Any])?.count)
        for origin in ["spec", "system"] {
            #expect(page.contains("data-origin=\"\(origin)\""), "no \(origin) notification")
        }

        let untypedOnly = try dom("map.html", "untyped=1")
        #expect(Self.count("<tr class=\"site ", in: untypedOnly) == untyped)
        #expect(!untypedOnly.contains("<tr class=\"site typed"))
        let module = try dom("map.html", "module=netnewswire0")
        let moduleSites = sites.count { ($0["module"] as? String) == "netnewswire0" }
        #expect(Self.count("<tr class=\"site ", in: module) == moduleSites)
        let notifier = try #require(notifications.first { $0["notifier"] != nil }?["notifier"] as? String)
        let oneNotifier = try dom("map.html", "notifier=\(notifier)")
        #expect(
            Self.count("class=\"notification\"", in: oneNotifier)
                == notifications.count { ($0["notifier"] as? String) == notifier })
        let search = try dom("map.html", "q=Account")
        #expect(Self.count("class=\"notification\"", in: search) < notifications.count)
        #expect(Self.count("class=\"notification\"", in: search) > 0)
        let graph = try dom("map.html", "view=graph")
        #expect(Self.count("class=\"edge ", in: graph) == sites.count)
        #expect(graph.contains("Posting types") && graph.contains("Observing types"))

        let screenshot = workspace.url("map.png")
        let chromium = try #require(Self.chromium)
        _ = try Command.capture(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000",
                "--screenshot=\(screenshot.path)", "file://" + workspace.url("map.html").path,
            ], in: workspace.root)
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 20_000)
    }

    @Test func dotAndErrors() throws {
        try app(["simplenote-ios"])
        let dot = try workspace.notigen(["map", "Sources", "--spec", "app.yaml", "--format", "dot"])
        #expect(dot.status == 0)
        #expect(dot.standardOutput.hasPrefix("digraph notifications {") && dot.standardOutput.hasSuffix("}\n"))
        let noSpec = try workspace.notigen(["map", "Sources", "--format", "json"])
        #expect(noSpec.status == 0, "a map without a spec shows the app's own names")
        try workspace.write("notigen: 1\nnotifiers: {}\n", to: "bad.yaml")
        let bad = try workspace.notigen(["map", "Sources", "--spec", "bad.yaml"])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("bad.yaml:2:12: error:"))
    }

    /// An app of more than 2,000 sites (the corpus, twenty times over): every site is on the page.
    @Test func aLargeAppStaysOnePage() throws {
        try app(
            ["netnewswire", "pocket-casts-ios", "mastodon-ios", "duckduckgo-ios", "icecubesapp"], copies: 20,
            rewrite: false)
        let data = try json(["Sources", "--spec", "app.yaml"])
        let sites = (data["notifications"] as? [[String: Any]] ?? []).flatMap { $0["sites"] as? [Any] ?? [] }
        #expect(sites.count >= 2_000)
        #expect(try workspace.notigen(["map", "Sources", "--spec", "app.yaml", "-o", "map.html"]).status == 0)
        #expect(Self.count("<tr class=\"site ", in: try dom("map.html")) == sites.count)
    }
}
