public struct UserProfile: Sendable {
    public init() {}
}
