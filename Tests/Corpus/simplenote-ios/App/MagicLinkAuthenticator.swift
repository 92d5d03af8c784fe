// Simplenote's magic-link sign-in, reproduced: names declared in Swift with the label-less initializer, a will-start
// name and a success/failure pair, the failure posting the error as its object from a main-actor task.
import Foundation

extension NSNotification.Name {
    static let magicLinkAuthWillStart = NSNotification.Name("magicLinkAuthWillStart")
    static let magicLinkAuthDidSucceed = NSNotification.Name("magicLinkAuthDidSucceed")
    static let magicLinkAuthDidFail = NSNotification.Name("magicLinkAuthDidFail")
}

struct MagicLinkAuthenticator {
    /// Exchanges the link's code for a token; `exchange` stands for the login remote.
    func handle(email: String, authCode: String, exchange: @escaping @Sendable () async throws -> String) -> Bool {
        guard !email.isEmpty, !authCode.isEmpty else { return false }
        NotificationCenter.default.post(name: .magicLinkAuthWillStart, object: nil)
        Task { @MainActor in
            do {
                _ = try await exchange()
                NotificationCenter.default.post(name: .magicLinkAuthDidSucceed, object: nil)
            } catch {
                NotificationCenter.default.post(name: .magicLinkAuthDidFail, object: error)
            }
        }
        return true
    }
}
