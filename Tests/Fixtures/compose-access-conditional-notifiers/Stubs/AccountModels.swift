public struct UserProfile: Sendable {
    public init() {}
}

public struct Settings: Sendable {}

public struct SaveError: Sendable {}
