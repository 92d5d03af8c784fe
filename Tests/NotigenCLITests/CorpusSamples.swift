/// The value the corpus check programs post for each field type of the corpus specs: standard types here, and the
/// apps' model types as each app's `Models.swift` builds them. A type missing here fails the app's test with its
/// name, so a new corpus spec cannot go unchecked.
enum CorpusSamples {
    /// Swift expressions by type, as the specs write the types.
    static let expressions: [String: String] = [
        "String": "\"corpus\"",
        "Int": "7",
        "Bool": "true",
        "Double": "1.5",
        "URL": "URL(string: \"https://example.com/corpus\")!",
        "Error": "CorpusError()",
        "NSError": "NSError(domain: \"corpus\", code: 3)",
        "NSNumber": "NSNumber(value: true)",
        // Pocket Casts
        "EpisodeFilter": "EpisodeFilter()",
        // DuckDuckGo
        "AddressBarPosition": "AddressBarPosition.bottom",
        "AutoconsentUserScript": "AutoconsentUserScript()",
        "AutofillLoginListViewModel": "AutofillLoginListViewModel()",
        "ConfigurationManager": "ConfigurationManager()",
        "Download": "Download(filename: \"corpus.pdf\", temporary: false)",
        "DuckPlayerMode": "DuckPlayerMode.enabled",
        "OmniBar": "OmniBar()",
        "SettingsDeepLinkSection": "SettingsDeepLinkSection.subscriptionFlow(origin: \"corpus\")",
        "SettingsViewModel": "SettingsViewModel()",
        "TabsBarViewController": "TabsBarViewController()",
        "VoiceSearchHelper": "VoiceSearchHelper()",
        // NetNewsWire
        "Account": "Account(accountID: \"corpus\")",
        "AccountManager": "AccountManager()",
        "ActivityLog": "ActivityLog()",
        "AppDefaults": "AppDefaults()",
        "Article": "Article(articleID: \"a1\", accountID: \"corpus\")",
        "ArticleStatus.Key": "ArticleStatus.Key.starred",
        "ArticleThemesManager": "ArticleThemesManager()",
        "AuthorAvatarDownloader": "AuthorAvatarDownloader()",
        "FaviconDownloader": "FaviconDownloader()",
        "Feed": "Feed(feedID: \"f1\", accountID: \"corpus\")",
        "Feed.SettingKey": "Feed.SettingKey.iconURL",
        "FeedIconDownloader": "FeedIconDownloader()",
        "HTMLMetadataDownloader": "HTMLMetadataDownloader()",
        "HTMLMetadataRecord":
            "HTMLMetadataRecord(url: \"https://example.com\", faviconURLs: [\"https://example.com/favicon.ico\"])",
        "ImageDownloader": "ImageDownloader()",
        "RSProgress": "RSProgress()",
        "SingleFaviconDownloader": "SingleFaviconDownloader()",
        // Simplenote
        "SPTransitionController": "SPTransitionController()",
        // Home Assistant
        "Server": "Server(identifier: \"s1\", name: \"corpus\")",
        // Mastodon
        "Mastodon.Entity.Relationship": "Mastodon.Entity.Relationship(id: \"1\", following: true)",
    ]

    /// The expression for `type`: an optional's wrapped value, a one-element set or array, or the table's entry.
    static func expression(for type: String) throws -> String {
        if type.hasSuffix("?") { return try expression(for: String(type.dropLast())) }
        for prefix in ["Set<", "["] where type.hasPrefix(prefix) && !type.contains(":") {
            let element = String(type.dropFirst(prefix.count).dropLast())
            return "[\(try expression(for: element))]"
        }
        guard let expression = expressions[type] else {
            throw CorpusSpecError("no sample value for the type \(type): add it to CorpusSamples")
        }
        return expression
    }
}
