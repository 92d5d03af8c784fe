// The shapes of Simplenote's Swift observers, reproduced: the Objective-C-declared names by their imported member
// (`.SPSimplenoteThemeChanged`) or rebuilt from the string constant, selector observers on the Apple platforms, and
// Options' setters posting with `object: nil`.
import Foundation

/// Options: each setter stores the value and posts.
final class Options {
    var condensedNotesList = false {
        didSet { NotificationCenter.default.post(name: .SPCondensedNoteListPreferenceChanged, object: nil) }
    }

    var listSortMode = 0 {
        didSet { NotificationCenter.default.post(name: .SPNotesListSortModeChanged, object: nil) }
    }

    var theme = 0 {
        didSet { NotificationCenter.default.post(name: .SPSimplenoteThemeChanged, object: nil) }
    }
}

/// The onboarding screen reads the sign-in error's message, with a generic text when there is none.
func signInErrorMessage(_ note: Notification) -> String {
    note.userInfo?[NSLocalizedDescriptionKey] as? String ?? "Sorry! An error occurred while signing in."
}

#if canImport(ObjectiveC)
    final class SPOnboardingViewController: NSObject {
        func startListeningToNotifications() {
            let name = NSNotification.Name(rawValue: kSignInErrorNotificationName)
            let nc = NotificationCenter.default
            nc.addObserver(self, selector: #selector(handleSignInError), name: name, object: nil)
            nc.addObserver(self, selector: #selector(handleMagicLinkAuthDidFail), name: .magicLinkAuthDidFail, object: nil)
            nc.addObserver(self, selector: #selector(themeDidChange), name: .SPSimplenoteThemeChanged, object: nil)
        }

        @objc func handleSignInError(note: Notification) { _ = signInErrorMessage(note) }
        @objc func handleMagicLinkAuthDidFail() {}
        @objc func themeDidChange() {}
    }
#endif
