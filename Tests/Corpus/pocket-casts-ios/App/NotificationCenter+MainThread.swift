// Pocket Casts' posting wrapper (Modules/Utils/.../NSNotificationCenterExtension.swift), reproduced: most posts in
// the app go through it, with the name as `notification:` and an optional object and userInfo.
import Foundation

extension NotificationCenter {
    /// Posts on the default center, from the main thread: directly when already there, else synchronously.
    static func postOnMainThread(
        notification: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil
    ) {
        if Thread.isMainThread {
            NotificationCenter.default.post(name: notification, object: object, userInfo: userInfo)
            return
        }
        DispatchQueue.main.sync {
            Self.postOnMainThread(notification: notification, object: object, userInfo: userInfo)
        }
    }
}

#if canImport(Combine)
    import Combine

    extension NSNotification.Name {
        /// A publisher of this name on `center` (Notification.Name+Publisher.swift).
        func publisher(in center: NotificationCenter = .default, object: AnyObject? = nil)
            -> NotificationCenter.Publisher
        {
            center.publisher(for: self, object: object)
        }
    }
#endif
