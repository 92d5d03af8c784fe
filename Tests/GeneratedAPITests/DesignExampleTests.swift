import Foundation
import Testing

/// The observer of DESIGN.md's example: implements one method, registered once, held weakly.
final class DesignInbox: UserManagerObserver, Sendable {
    let shown = Recorder<String>()

    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        shown.record(payload.message)
    }
}

/// Every line of the "What the generated code lets a user write" block of DESIGN.md, on the default center, as a
/// user writes it (names as generated from `specs/user.yaml`).
@Suite struct DesignExampleTests {
    @Test func everyLineOfTheDesignBlock() async throws {
        let shown = Recorder<String>()
        let started = Recorder<String>()
        let alerts = Recorder<String>()
        let inbox = DesignInbox()
        let stream = UserManager.notifications(.didGetMessage)

        let token = UserManager.observe(.didGetMessage) { payload in shown.record(payload.message) }
        let t2 = UserManager.observe(.login) { result in
            switch result {
            case .success(let s): started.record(s.token)
            case .failure(let e): alerts.record(e.message)
            }
        }
        UserManager.addObserver(inbox)

        UserManager.post(.didGetMessage(message: "design", unread: 2))
        UserManager.post(.didLogout)
        UserManager.post(.login(.success(.init(token: "design-token", userID: "u"))))
        UserManager.post(.login(.failure(.init(code: 401, message: "bad password"))))

        for await payload in stream where payload.message == "design" {
            #expect(payload.unread == 2)
            break
        }
        #expect(shown.values.contains("design"))
        #expect(inbox.shown.values.contains("design"))
        #expect(started.values.contains("design-token"))
        #expect(alerts.values.contains("bad password"))
        #expect(UserManager.Name.didGetMessage.name.rawValue == "Accounts.UserManager.didGetMessage")
        UserManager.removeObserver(inbox)
        token.cancel()
        t2.cancel()
    }
}
