// Ice Cubes' names, reproduced: one `extension Notification.Name` in the Env package, public, with the label-less
// initializer and the member's name as the wire string.
import Foundation

extension Notification.Name {
    public static let shareSheetClose = Notification.Name("shareSheetClose")
    public static let refreshTimeline = Notification.Name("refreshTimeline")
    public static let homeTimeline = Notification.Name("homeTimeline")
    public static let trendingTimeline = Notification.Name("trendingTimeline")
    public static let federatedTimeline = Notification.Name("federatedTimeline")
    public static let localTimeline = Notification.Name("localTimeline")
}
