public struct Event: Sendable {}
