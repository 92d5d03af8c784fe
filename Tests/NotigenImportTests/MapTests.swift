import Foundation
import Testing

@testable import NotigenImport

/// `MapBuilder`: every notification with its sites, typed or by name, the type and function around each, system
/// names apart, and the spec's notifications no code uses; `MapGraphviz` and `MapPage`.
@Suite struct MapTests {
    static let sources = [
        ImportSource(path: "Sources/Accounts/Names.swift", text: AuditorTests.names),
        ImportSource(path: "Sources/Accounts/Session.swift", text: AuditorTests.poster),
        ImportSource(path: "Sources/UI/Screen.swift", text: AuditorTests.observer),
        ImportSource(
            path: "Sources/UI/Typed.swift",
            text: """
                import Foundation
                struct Dashboard {
                    func start() {
                        Accounts.post(.didLogin(user: "ann"))
                        _ = Accounts.observe(.didLogin) { _ in }
                        Accounts.addObserver(self)
                        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in }
                    }
                }
                """),
    ]
    static let specs = [
        MapBuilder.SpecNotification(
            wireName: "Accounts.didLogin", notifier: "Accounts", caseName: "didLogin", spec: "app.yaml:5:7"),
        MapBuilder.SpecNotification(
            wireName: "Accounts.didLogout", notifier: "Accounts", caseName: "didLogout", spec: "app.yaml:6:7"),
    ]

    @Test func everyNotificationWithItsSites() throws {
        let map = MapBuilder.build(Self.sources, specs: Self.specs)
        #expect(map.notifications.map(\.origin) == [.spec, .spec, .app, .app, .system])
        let login = try #require(map.notifications.first { $0.name == "Accounts.didLogin" })
        #expect(login.notifier == "Accounts" && login.caseName == "didLogin")
        #expect(login.declared?.description == "Sources/Accounts/Names.swift:3:16")
        #expect(
            login.sites.map { "\($0.location) \($0.role.rawValue) \($0.typed) \($0.type ?? "-") \($0.function ?? "-")" }
                == [
                    "Sources/Accounts/Session.swift:4:9 post false Session login()",
                    "Sources/UI/Screen.swift:5:17 observe false Screen start()",
                    "Sources/UI/Typed.swift:4:9 post true Dashboard start()",
                    "Sources/UI/Typed.swift:5:13 observe true Dashboard start()",
                    "Sources/UI/Typed.swift:6:9 observe true Dashboard start()",
                ])
        #expect(login.sites.map(\.module) == ["Accounts", "UI", "UI", "UI", "UI"])
        // `addObserver` observes every case: didLogout too, so it is used.
        #expect(map.notifications.first { $0.name == "Accounts.didLogout" }?.sites.count == 1)
        #expect(map.unused.isEmpty)
        let system = try #require(map.notifications.last)
        #expect(system.name == "UIApplication.didBecomeActiveNotification")
        #expect(map.untypedSites == map.notifications.reduce(0) { $0 + $1.sites.count { !$0.typed } })
        #expect(map.files == 4)
    }

    @Test func specNotificationsNoCodeUsesAreListed() {
        let map = MapBuilder.build(Array(Self.sources.prefix(3)), specs: Self.specs)
        #expect(map.unused.map(\.name) == ["Accounts.didLogout"])
    }

    @Test func modulesAreTheFolderAfterSources() {
        #expect(MapBuilder.module(of: "Sources/Feature/Sub/A.swift") == "Feature")
        #expect(MapBuilder.module(of: "./App/A.swift") == "App")
        #expect(MapBuilder.module(of: "A.swift") == "")
    }

    @Test func graphvizAndThePageEscapeWhatTheyEmbed() throws {
        let map = MapBuilder.build(Self.sources, specs: Self.specs)
        let dot = MapGraphviz.dot(map)
        #expect(dot.hasPrefix("digraph notifications {"))
        #expect(dot.contains("\"type:Dashboard\" -> n0 [color=\"#188038\"];"))
        #expect(MapGraphviz.quoted("a\"b\\c\nd") == "\"a\\\"b\\\\c\\nd\"")
        let page = MapPage.html(map, json: "{\"x\": \"</script><script>alert(1)</script>\"}")
        #expect(!page.contains("</script><script>alert(1)"))
        #expect(page.contains("<\\/script>"))
        // The page fetches nothing: no source or link to load, no request, and a policy that forbids them.
        #expect(
            !page.contains("src=") && !page.contains("href=") && !page.contains("fetch(") && !page.contains("XMLHttp"))
        #expect(page.contains("default-src 'none'"))
    }
}
