import Foundation
import NotigenTesting
import Testing

/// The code under test: it signs a user in and posts how it went.
struct Session {
    func login(user: String, password: String, center: NotificationCenter) async throws {
        guard password.count >= 8 else {
            UserManager.post(.login(.failure(.init(code: 401, message: "wrong password"))), center: center)
            return
        }
        UserManager.post(.login(.success(.init(token: "t0k", userID: user))), center: center)
    }
}

@Suite struct LoginTests {
    let session = Session()

    @Test func loginFailureIsAnnounced() async throws {
        let center = NotificationCenter()  // isolated per test
        let recorder = UserManager.recorder(center: center)  // records from this line on: no subscribe race
        try await session.login(user: "a", password: "wrong", center: center)
        let failure = try await recorder.nextFailure(.login)  // typed: UserManager.LoginFailure
        #expect(failure.code == 401)
        try await recorder.expectNone(.didLogout)  // negative check without a sleep of your own
        #expect(recorder.all.map(\.name) == [.login])  // every post, in order, with payload and sender
    }
}
