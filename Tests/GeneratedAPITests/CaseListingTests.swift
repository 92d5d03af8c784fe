import Foundation
import NotigenRuntime
import Testing

/// Every generated notifier lists its cases with their typed keys, in the spec's order, main-actor cases included.
@Suite struct CaseListingTests {
    /// Collects the name and payload type of every key it visits.
    struct Lister<Notifier: NotigenNotifier>: NotigenCaseVisitor {
        var visited: [String] = []

        mutating func visit<Payload: Sendable>(_ key: NotigenKey<Notifier, Payload>) {
            visited.append("\(key.name.rawValue): \(Payload.self)")
        }
    }

    @Test func everyCaseIsVisitedWithItsKey() {
        var lister = Lister<UserManager>()
        UserManager.notigenVisitCases(&lister)
        #expect(lister.visited.count == UserManager.Name.allCases.count)
        #expect(
            lister.visited.map { $0.prefix { $0 != ":" } } == UserManager.Name.allCases.map { $0.rawValue[...] }
        )
        #expect(lister.visited[2] == "Accounts.UserManager.login: Result<LoginSuccess, LoginFailure>")
        #expect(lister.visited[7] == "Accounts.UserManager.didLogout: ()")
        #expect(lister.visited[8] == "Accounts.UserManager.sessionWillExpire: SessionWillExpire")
    }

    @Test func aMainActorNotifierListsItsCasesToo() {
        var lister = Lister<ProfileScreen>()
        ProfileScreen.notigenVisitCases(&lister)
        #expect(
            lister.visited == [
                "Accounts.ProfileScreen.didTapAvatar: ()", "Accounts.ProfileScreen.didEditName: DidEditName",
                "Accounts.ProfileScreen.save: Result<(), SaveFailure>",
                "Accounts.ProfileScreen.uploadAvatar: Result<UploadAvatarSuccess, UploadAvatarFailure>",
            ])
    }
}
