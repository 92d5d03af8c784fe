// Model types the Mastodon notifications carry, written as the SDK writes them: entities are Codable, Sendable,
// Hashable structs nested in the `Mastodon.Entity` namespace.
// Repository: https://github.com/mastodon/mastodon-ios, commit a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8
// (MastodonSDK/Sources/MastodonSDK/Entity/Mastodon+Entity+Relationship.swift, MastodonSDK/Sources/MastodonSDK/Mastodon.swift).
import Foundation

/// The SDK's namespace.
public enum Mastodon {
    /// The API's entities.
    public enum Entity {}
}

extension Mastodon.Entity {
    /// Relationship
    ///
    /// The relationship between the signed-in user and another account
    /// ([Document](https://docs.joinmastodon.org/entities/relationship/)).
    public struct Relationship: Codable, Sendable, Equatable, Hashable {
        /// The account ID
        public let id: String
        /// Are you following this user?
        public let following: Bool
        /// Do you have a pending follow request for this user?
        public let requested: Bool
        /// Are you followed by this user?
        public let followedBy: Bool
        /// Are you muting this user?
        public let muting: Bool
        /// Are you blocking this user?
        public let blocking: Bool
        /// Are you blocking this user's domain?
        public let domainBlocking: Bool
        /// This user's profile bio
        public let note: String?

        public init(
            id: String, following: Bool, requested: Bool = false, followedBy: Bool = false, muting: Bool = false,
            blocking: Bool = false, domainBlocking: Bool = false, note: String? = nil
        ) {
            self.id = id
            self.following = following
            self.requested = requested
            self.followedBy = followedBy
            self.muting = muting
            self.blocking = blocking
            self.domainBlocking = domainBlocking
            self.note = note
        }
    }
}
