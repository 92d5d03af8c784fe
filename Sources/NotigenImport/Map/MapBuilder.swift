/// Builds the `NotificationMap` of an app (`notigen map`) from its sources and its specs' notifications, with the
/// importer's scanning and inference, and `SiteScopes` (read from the trees the scanner parses) for typed sites and the
/// type and function around each site. It reads no files.
public enum MapBuilder {
    /// A notification a spec declares.
    public struct SpecNotification: Sendable {
        public let wireName: String
        public let notifier: String
        public let caseName: String
        /// Where the spec declares it, `path:line:column`.
        public let spec: String

        public init(wireName: String, notifier: String, caseName: String, spec: String) {
            self.wireName = wireName
            self.notifier = notifier
            self.caseName = caseName
            self.spec = spec
        }
    }

    /// The map of `sources` against `specs`.
    /// Without `prefilter`, every file is parsed (`ScanSession`), with the same map.
    public static func build(
        _ sources: [ImportSource], specs: [SpecNotification], prefilter: Bool = true
    ) -> NotificationMap {
        let notifiers = Set(specs.map(\.notifier))
        // Each file is parsed once: its scopes are read from the tree the scanner parses. A typed site names its
        // notifier.
        let session = ScanSession(sources, prefilter: prefilter, words: notifiers, unread: FileScopes()) {
            source, tree, converter in
            let scopes = SiteScopes(path: source.path, converter: converter, notifiers: notifiers)
            scopes.walk(tree)
            return scopes.scopes
        }
        while true {
            let demand = NameDemand()
            let (files, scopes) = session.result()
            let map = build(sources, specs: specs, files: files, scopes: scopes, demand: demand)
            if !session.widen(demand) { return map }
        }
    }

    private static func build(
        _ sources: [ImportSource], specs: [SpecNotification], files: [ScannedFile], scopes: [FileScopes],
        demand: NameDemand
    ) -> NotificationMap {
        let inference = Inferrer(files: files, demand: demand).infer()
        var scopesByPath: [String: FileScopes] = [:]
        for (source, scope) in zip(sources, scopes) { scopesByPath[source.path] = scope }
        func site(_ role: NotificationMap.Site.Role, _ location: SiteLocation, typed: Bool) -> NotificationMap.Site {
            let enclosing = scopesByPath[location.path]?.enclosing(line: location.line)
            return NotificationMap.Site(
                role: role, location: location, typed: typed, type: enclosing?.type, function: enclosing?.function,
                module: module(of: location.path))
        }

        var bySpecWire: [String: SpecNotification] = [:]
        for spec in specs where bySpecWire[spec.wireName] == nil { bySpecWire[spec.wireName] = spec }
        var notifications: [String: NotificationMap.Notification] = [:]
        var attached: Set<SiteLocation> = []
        for name in inference.names {
            let spec = bySpecWire[name.wireName]
            let sites =
                name.posts.map { site(.post, $0.location, typed: false) }
                + name.observers.map { site(.observe, $0.location, typed: false) }
            attached.formUnion(sites.map(\.location))
            notifications[name.wireName] = NotificationMap.Notification(
                name: name.wireName, origin: spec == nil ? .app : .spec, notifier: spec?.notifier,
                caseName: spec?.caseName, declared: name.declaration?.location, sites: sites)
        }
        // Typed sites: each goes to its case's (first) name; `addObserver` to every case of its notifier.
        var firstWire: [String: String] = [:]
        for spec in specs where firstWire["\(spec.notifier).\(spec.caseName)"] == nil {
            firstWire["\(spec.notifier).\(spec.caseName)"] = spec.wireName
        }
        let specsByNotifier = Dictionary(grouping: specs, by: \.notifier)
        for typed in scopes.flatMap(\.typedSites) {
            let cases = (specsByNotifier[typed.notifier] ?? []).filter {
                (typed.caseName ?? $0.caseName) == $0.caseName
            }
            for spec in cases where firstWire["\(spec.notifier).\(spec.caseName)"] == spec.wireName {
                notifications[
                    spec.wireName,
                    default: NotificationMap.Notification(
                        name: spec.wireName, origin: .spec, notifier: spec.notifier, caseName: spec.caseName,
                        declared: nil, sites: [])
                ].sites.append(site(typed.role, typed.location, typed: true))
            }
        }
        // Names the app does not declare (the system's, other modules'): grouped by how the code writes them.
        for file in files {
            let sites =
                file.posts.map { ($0.name, NotificationMap.Site.Role.post, $0.location) }
                + file.observers.map { ($0.name, NotificationMap.Site.Role.observe, $0.location) }
            for (reference, role, location) in sites where !attached.contains(location) {
                switch reference {
                case .nameMember, .path:
                    let name = reference.description
                    notifications[
                        name,
                        default: NotificationMap.Notification(
                            name: name, origin: .system, notifier: nil, caseName: nil, declared: nil, sites: [])
                    ]
                    .sites.append(site(role, location, typed: false))
                case .inline, .unresolved: break
                }
            }
        }
        let order: [NotificationMap.Notification.Origin: Int] = [.spec: 0, .app: 1, .system: 2]
        let sorted = notifications.values.map { notification -> NotificationMap.Notification in
            var sorted = notification
            sorted.sites.sort()
            return sorted
        }.sorted { (order[$0.origin] ?? 0, $0.name) < (order[$1.origin] ?? 0, $1.name) }
        let used = Set(sorted.filter { !$0.sites.isEmpty }.map(\.name))
        let unused = specs.filter { !used.contains($0.wireName) }.map {
            NotificationMap.Unused(name: $0.wireName, notifier: $0.notifier, caseName: $0.caseName, spec: $0.spec)
        }
        let lines = sources.reduce(0) { count, source in count + source.text.utf8.count { $0 == 10 } }
        return NotificationMap(files: sources.count, lines: lines, notifications: sorted, unused: unused)
    }

    /// The module a file is in: the folder after `Sources/` when the path has one, else its first folder.
    static func module(of path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        if let sources = parts.firstIndex(of: "Sources"), sources + 2 < parts.count {
            return String(parts[sources + 1])
        }
        return parts.count > 1 ? String(parts[0]) : ""
    }
}
