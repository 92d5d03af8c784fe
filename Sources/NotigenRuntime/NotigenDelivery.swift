/// How a notification travels from a typed post to its observers; the spec's `delivery:` chooses it per case.
@_spi(NotigenGenerated)
nonisolated public enum NotigenDelivery: Sendable {
    /// Typed posts reach typed observers through notigen's own registry, one per `NotificationCenter` instance:
    /// no `userInfo`, no casts. Posts made without notigen still reach typed observers (through the center); typed
    /// posts do not reach observers that do not use notigen.
    case direct
    /// Every post goes through the `NotificationCenter`, so observers that do not use notigen see typed posts too.
    case foundation
}
