// Model types the NetNewsWire notifications carry, written as the app writes them: main-actor classes with
// hand-written == and hash(into:) (Feed, Account), a Sendable final class (Article), Sendable structs and enums,
// and the senders (downloaders, managers) as the classes they are.
// Repository: https://github.com/Ranchero-Software/NetNewsWire, commit 834decfad37802ef24d8a74897427a9eee57afdd
// (Modules/Account/Sources/Account/Feed.swift, Account.swift, AccountManager.swift,
// Modules/Articles/Sources/Articles/Article.swift, ArticleStatus.swift,
// Modules/HTMLMetadata/Sources/HTMLMetadata/HTMLMetadataRecord.swift, Modules/Images/Sources/Images/*.swift).
import Foundation

/// A feed. Main-actor, Hashable by hand on its identifiers. The app's Account module builds with
/// `InferIsolatedConformances`, which makes this conformance main-actor isolated; it is written out here
/// (`@MainActor Hashable`) so that the model builds the same under every setting.
@MainActor public final class Feed: @MainActor Hashable {
    nonisolated public let feedID: String
    nonisolated public let accountID: String
    public var name: String?

    public init(feedID: String, accountID: String) {
        self.feedID = feedID
        self.accountID = accountID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(feedID)
        hasher.combine(accountID)
    }

    public static func == (lhs: Feed, rhs: Feed) -> Bool {
        lhs.feedID == rhs.feedID && lhs.accountID == rhs.accountID
    }
}

extension Feed {
    /// What changed in a feed's settings (`feedSettingDidChange`'s `"feedSetting"`).
    public enum SettingKey: Sendable {
        case feedID, homePageURL, iconURL, faviconURL, editedName, authors, contentHash
        case newArticleNotificationsEnabled, readerViewAlwaysEnabled, conditionalGetInfo
    }
}

/// An account ("Main thread only"): main-actor, Hashable by hand (by identity), isolated like Feed's.
@MainActor public final class Account: @MainActor Hashable {
    nonisolated public let accountID: String

    public init(accountID: String) {
        self.accountID = accountID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(accountID)
    }

    public static func == (lhs: Account, rhs: Account) -> Bool {
        lhs === rhs
    }
}

/// An article: an immutable, Sendable final class.
public final class Article: Hashable, Sendable {
    public let articleID: String
    public let accountID: String

    public init(articleID: String, accountID: String) {
        self.articleID = articleID
        self.accountID = accountID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(articleID)
    }

    public static func == (lhs: Article, rhs: Article) -> Bool {
        lhs.articleID == rhs.articleID && lhs.accountID == rhs.accountID
    }
}

/// An article's status (a class in the app); its flags are `ArticleStatus.Key`.
public final class ArticleStatus: Sendable {
    /// A status flag.
    public enum Key: String, Sendable {
        case read
        case starred
    }
}

/// What the HTML metadata cache learnt about a page.
public struct HTMLMetadataRecord: Sendable {
    public let url: String
    public let faviconURLs: [String]

    public init(url: String, faviconURLs: [String]) {
        self.url = url
        self.faviconURLs = faviconURLs
    }
}

// Senders: the classes that post with `object: self`.

/// Owns the accounts; main-actor.
@MainActor public final class AccountManager {
    public init() {}
}

/// Downloads and caches favicons; main-actor.
@MainActor public final class FaviconDownloader {
    public init() {}
}

/// Downloads one favicon.
@MainActor public final class SingleFaviconDownloader {
    public init() {}
}

/// Downloads feed icons.
@MainActor public final class FeedIconDownloader {
    public init() {}
}

/// Downloads authors' avatars.
@MainActor public final class AuthorAvatarDownloader {
    public init() {}
}

/// Downloads images.
@MainActor public final class ImageDownloader {
    public init() {}
}

/// Downloads and caches HTML metadata; posts from any thread through `postOnMainThread`.
public final class HTMLMetadataDownloader: @unchecked Sendable {
    public init() {}
}

/// The activity log shown in the Activity window.
@MainActor public final class ActivityLog {
    public init() {}
}

/// Progress of a refresh.
@MainActor public final class RSProgress {
    public init() {}
}

/// The article themes.
@MainActor public final class ArticleThemesManager {
    public init() {}
}

/// iOS settings.
@MainActor public final class AppDefaults {
    public init() {}
}
