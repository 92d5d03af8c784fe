// Pocket Casts' podcasts/Notifications.swift and the smaller declarations elsewhere, reproduced.
import Foundation

extension NSNotification.Name {
    /// When a user has signed in, signed out, or been signed in during account creation
    static let userLoginDidChange = NSNotification.Name("User.LoginChanged")
    /// When a user logs via login or account creation
    static let userSignedIn = NSNotification.Name("User.SignedOrCreatedAccount")
    /// When the requirement for having an account or not to see End Of Year Stats changes
    static let eoyRegistrationNotRequired = NSNotification.Name("EOY.RegistrationNotRequired")
    /// When the updated onboarding flow dismisses
    static let onboardingFlowDidDismiss = NSNotification.Name("Onboarding.didDismiss")
    /// When the episode artwork is loaded
    static let episodeEmbeddedArtworkLoaded = NSNotification.Name(rawValue: "PCEpisodeEmbeddedArtworkLoaded")
    static let tableViewReorderWillBegin = NSNotification.Name("TableView.ReorderWillBegin")
    static let tableViewReorderDidEnd = NSNotification.Name("TableView.ReorderDidEnd")
    static let whatsNewDismissed = NSNotification.Name("WhatsNew.Dismissed")
}

// podcasts/Referrals/ReferralsCoordinator.swift declares its one name beside the coordinator.
extension NSNotification.Name {
    static let referralURLChanged = NSNotification.Name("referralURLChanged")
}

// podcasts/WatchConstants.swift (the watch app).
enum WatchConstants {
    enum Notifications {
        static let dataUpdated = NSNotification.Name(rawValue: "dataUpdated")
        static let loginStatusUpdated = NSNotification.Name(rawValue: "loginStatusUpdated")
    }
}

/// End of Year stories: the name is a String enum's raw value, turned into a name where it is posted and observed
/// (podcasts/End of Year/StoriesController.swift, StoriesModel.swift).
final class StoriesController {
    enum Notifications: String, CaseIterable {
        case replay
    }

    /// Start the stories from the beginning
    func replay() {
        NotificationCenter.default.post(name: NSNotification.Name(rawValue: Notifications.replay.rawValue), object: nil)
    }
}
