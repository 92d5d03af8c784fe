// Model types the DuckDuckGo notifications carry, written as the app writes them: non-Sendable classes, enums with
// hand-written conformances, and stand-ins for the UIKit views and view models that post as senders.
// Repository: https://github.com/duckduckgo/iOS, commit 7b3f6010d27a3a69fe92a2ad698543f2e67c8900
// (DuckDuckGo/Download.swift, AppSettings.swift, DuckPlayer/DuckPlayerSettings.swift, SettingsViewModel.swift).
import Foundation

/// A download in progress; `DownloadManager` posts it in userInfo. A class with mutable state, not Sendable.
public class Download {
    public let filename: String
    public var temporary: Bool
    public var location: URL?

    public init(filename: String, temporary: Bool) {
        self.filename = filename
        self.temporary = temporary
    }
}

/// Where the address bar is; posted as the object of `AddressBarPositionChanged`.
enum AddressBarPosition: String, CaseIterable, CustomStringConvertible {
    case top
    case bottom

    var description: String { rawValue }
}

/// Duck Player's mode; Equatable and Codable, posted as the object of `DuckPlayerSettingsUpdated`.
enum DuckPlayerMode: Equatable, Codable, CustomStringConvertible, CaseIterable {
    case enabled, alwaysAsk, disabled

    var description: String {
        switch self {
        case .enabled: return "enabled"
        case .alwaysAsk: return "alwaysAsk"
        case .disabled: return "disabled"
        }
    }
}

/// A section of the settings that a deep link opens (SettingsViewModel.SettingsDeepLinkSection).
enum SettingsDeepLinkSection: Identifiable, Equatable {
    case netP
    case dbp
    case itr
    case subscriptionFlow(origin: String? = nil)
    case duckPlayer

    var id: String {
        switch self {
        case .netP: return "netP"
        case .dbp: return "dbp"
        case .itr: return "itr"
        case .subscriptionFlow: return "subscriptionFlow"
        case .duckPlayer: return "duckPlayer"
        }
    }
}

// Senders: stand-ins for the views, scripts and view models that post with `object: self` (UIView subclasses and
// ObservableObjects in the app: main-actor classes, not Sendable).

/// The address bar view (a UIView in the app).
@MainActor final class OmniBar {}

/// The iPad tab bar's view controller.
@MainActor final class TabsBarViewController {}

/// Tells the omnibar whether speech recognition is available.
final class VoiceSearchHelper {}

/// The settings screen's view model (an ObservableObject).
@MainActor final class SettingsViewModel {}

/// The autofill logins list's view model.
@MainActor final class AutofillLoginListViewModel {
    var currentTabUid: String?
}

/// Fetches the remote configuration.
final class ConfigurationManager {}

/// The cookie-consent user script.
final class AutoconsentUserScript {
    var topUrl: URL?
}
