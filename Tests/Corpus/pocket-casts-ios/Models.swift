// Model types the Pocket Casts notifications carry, written as the app writes them (PocketCastsDataModel): classes
// that subclass NSObject, compare by `isEqual(_:)`, and are not Sendable.
// Repository: https://github.com/Automattic/pocket-casts-ios, commit c23892d1f47bc44d422fa06c389b49820aa04dd3
// (Modules/DataModel/Sources/PocketCastsDataModel/Public/Model/EpisodeFilter.swift, Podcast.swift).
import Foundation

/// A filter ("playlist") of episodes; observers of `FilterChanged` compare its uuid with the filter they show.
///
/// `nonisolated`: the app declares it in a package of its own (PocketCastsDataModel), whose types are not isolated
/// to the main actor; built into one Xcode 26 app target (main-actor default) here, it says so.
nonisolated public class EpisodeFilter: NSObject {
    public var uuid = ""
    public var playlistName = ""
    public var sortPosition: Int32 = 0

    public override func isEqual(_ object: Any?) -> Bool {
        guard let otherFilter = object as? EpisodeFilter else { return false }
        return uuid == otherFilter.uuid
    }

    public override var hash: Int { uuid.hashValue }
}

/// A podcast; some `SJPodcastUpdated` posts send it where observers expect its uuid (README.md, "Conflicts").
public class Podcast: NSObject {
    public var uuid = ""
    public var title: String?
}

/// A discover cell with a subscribe button; one of the five cell classes that post `SJSubscribeRequestFromCell`
/// with themselves as the object.
public class PodcastGroupCell: NSObject {
    public var podcastUuid: String?
}
