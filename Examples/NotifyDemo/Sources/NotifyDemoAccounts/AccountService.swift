import Foundation

/// A pretend account service: signs in any user whose password has at least eight characters and refuses the
/// others, posting every attempt and sign-out as a typed `Account` notification.
public struct AccountService: Sendable {
    public let center: NotificationCenter

    public init(center: NotificationCenter = .default) {
        self.center = center
    }

    /// Tries to sign `user` in, posts how it went as `Account.signIn`, and returns whether it succeeded.
    @discardableResult
    public func signIn(_ user: String, password: String) -> Bool {
        guard password.count >= 8 else {
            let failure = Account.SignInFailure(user: user, reason: "the password is too short")
            Account.post(.signIn(.failure(failure)), center: center)
            return false
        }
        Account.post(.signIn(.success(.init(user: user))), center: center)
        return true
    }

    /// Signs `user` out and posts `Account.didSignOut`.
    public func signOut(_ user: String) {
        Account.post(.didSignOut(user: user), center: center)
    }
}
