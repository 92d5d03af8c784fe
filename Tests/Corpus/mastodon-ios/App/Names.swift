// Mastodon's names, reproduced: `extension Notification.Name` blocks beside the API service methods that relate
// to them (`rawValue:` initializer, reverse-DNS wire strings), the userInfo key as a caseless enum's constant, and
// an `@objc` prebuilt `Notification` for Objective-C.
import Foundation

extension Notification.Name {
    static let statusBarTapped = Notification.Name(rawValue: "org.joinmastodon.app.statusBarTapped")
}

extension Notification.Name {
    public static let userFetched = Notification.Name(rawValue: "org.joinmastodon.app.user-fetched")
}

extension Notification.Name {
    /// Note the wire string's plural "Filterings": it differs from the member's name.
    public static let notificationFilteringChanged = Notification.Name(
        rawValue: "org.joinmastodon.app.notificationFilteringsChanged")
}

extension Notification.Name {
    public static let relationshipChanged = Notification.Name(rawValue: "org.joinmastodon.app.relationship-changed")
}

public enum UserInfoKey {
    public static let relationship = "relationship"
}

#if canImport(ObjectiveC)
    /// Exposes the status bar notification to the Objective-C category (HandleTapAction.swift). The category
    /// (UIStatusBarManager+HandleTapAction.m) posts by the literal string:
    /// `[[NSNotificationCenter defaultCenter] postNotificationName:@"org.joinmastodon.app.statusBarTapped" object:sender];`
    @objc class HandleTapAction: NSObject {
        @objc static let statusBarTappedNotification = Notification(name: .statusBarTapped)
    }
#endif
