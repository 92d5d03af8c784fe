// Model types the Ice Cubes excerpts use. Its notifications carry no payload; the timeline filter is what the
// observers switch to, written as the app writes it (an enum in the Timeline package, compared by hand).
// Repository: https://github.com/Dimillian/IceCubesApp, commit 0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618
// (Packages/Timeline/Sources/Timeline/TimelineFilter.swift).
import Foundation

/// Which timeline the Timeline tab shows.
public enum TimelineFilter: Hashable, Equatable {
    case home, local, federated, trending
    case latest
    case hashtag(tag: String, accountId: String?)

    public static func == (lhs: TimelineFilter, rhs: TimelineFilter) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    public var id: String {
        switch self {
        case .home: return "home"
        case .local: return "local"
        case .federated: return "federated"
        case .trending: return "trending"
        case .latest: return "latest"
        case .hashtag(let tag, _): return "hashtag-\(tag)"
        }
    }
}
