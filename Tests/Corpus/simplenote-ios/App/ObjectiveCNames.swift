// What Swift sees of Simplenote's Objective-C names, reproduced. The app declares them in headers:
//
//     extern NSString *const SPSimplenoteThemeChangedNotification;            // SPNotifications.h
//     NSString *const SPSimplenoteThemeChangedNotification = @"SPSimplenoteThemeChangedNotification";  // .m
//     extern NSString *const kSignInErrorNotificationName;                     // SPConstants.h
//
// Swift imports an `NSString *const` whose name ends in `Notification` as a member of `NSNotification.Name`
// without the suffix (`.SPSimplenoteThemeChanged`), and the others as plain `String` constants used through
// `NSNotification.Name(rawValue:)`. This file stands for those imported declarations.
import Foundation

extension NSNotification.Name {
    static let SPAlphabeticalTagSortPreferenceChanged = NSNotification.Name(
        rawValue: "SPAlphabeticalTagSortPreferenceChangedNotification")
    static let SPCondensedNoteListPreferenceChanged = NSNotification.Name(
        rawValue: "SPCondensedNoteListPreferenceChangedNotification")
    static let SPNotesListSortModeChanged = NSNotification.Name(rawValue: "SPNotesListSortModeChangedNotification")
    static let SPSimplenoteThemeChanged = NSNotification.Name(rawValue: "SPSimplenoteThemeChangedNotification")
    static let SPSubscriptionStatusDidChange = NSNotification.Name(rawValue: "SPSubscriptionStatusDidChangeNotification")
}

let SPTransitionControllerPopGestureTriggeredNotificationName = "SPTransitionControllerPopGestureTriggeredNotificationName"
let kSignInErrorNotificationName = "SPSignInErrorNotificationName"

/// The Objective-C posters, in Swift (Foundation's NSLocalizedDescriptionKey is "NSLocalizedDescription"): WPAuthHandler (a userInfo that may be nil), SPTransitionController (itself as
/// the object), SPSettingsViewController (an NSNumber as the object), Preferences (KVO-driven, no payload).
enum ObjectiveCPosters {
    static func signInFailed(errorMessage: String?) {
        let errorInfo = errorMessage.map { [NSLocalizedDescriptionKey: $0] }
        NotificationCenter.default.post(
            name: NSNotification.Name(rawValue: kSignInErrorNotificationName), object: nil, userInfo: errorInfo)
    }

    @MainActor static func popGestureBegan(_ controller: SPTransitionController) {
        NotificationCenter.default.post(
            name: NSNotification.Name(rawValue: SPTransitionControllerPopGestureTriggeredNotificationName), object: controller)
    }

    static func tagSortSwitched(isOn: Bool) {
        let notificationObject = NSNumber(value: isOn)
        NotificationCenter.default.post(name: .SPAlphabeticalTagSortPreferenceChanged, object: notificationObject)
    }

    static func subscriptionLevelChanged() {
        NotificationCenter.default.post(name: .SPSubscriptionStatusDidChange, object: nil)
    }
}
