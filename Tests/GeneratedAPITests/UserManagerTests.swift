import Foundation
import NotigenRuntime
import Testing

/// Runs the code generated from `specs/user.yaml` (kept current by `GoldenTests.userSpecOutputIsCurrent`):
/// every kind of case is posted and observed through the generated API only, each test on its own center.
@Suite struct UserManagerTests {
    let center = NotificationCenter()

    @Test func payloadWithDefaults() {
        let received = Recorder<UserManager.DidGetMessage>()
        let token = UserManager.observe(.didGetMessage, center: center) { received.record($0) }
        UserManager.post(.didGetMessage(message: "hi"), center: center)
        UserManager.post(.didGetMessage(message: "yo", sender: "ana", unread: 3), center: center)
        #expect(
            received.values == [
                UserManager.DidGetMessage(message: "hi", sender: "system", unread: 0),
                UserManager.DidGetMessage(message: "yo", sender: "ana", unread: 3),
            ])
        token.cancel()
    }

    @Test func payloadWithCollections() {
        let received = Recorder<UserManager.DidUpdateSettings>()
        let token = UserManager.observe(.didUpdateSettings, center: center) { received.record($0) }
        UserManager.post(.didUpdateSettings(changedKeys: ["theme"], values: ["theme": "dark"]), center: center)
        #expect(received.values.map(\.values) == [["theme": "dark"]])
        #expect(received.values.first?.changedKeys == ["theme"])
        _ = token
    }

    @Test func payloadlessCase() {
        let received = Recorder<Int>()
        let token = UserManager.observe(.didLogout, center: center) { received.record(1) }
        UserManager.post(.didLogout, center: center)
        UserManager.post(.didLogout, center: center)
        #expect(received.values.count == 2)
        _ = token
    }

    @Test func mergedSuccess() throws {
        let received = Recorder<UserManager.LoginResult>()
        let token = UserManager.observe(.login, center: center) { received.record($0) }
        UserManager.post(.login(.success(.init(token: "t0k", userID: "u1"))), center: center)
        let success = try #require(try received.values.first?.get())
        #expect(success == UserManager.LoginSuccess(token: "t0k", userID: "u1"))
        _ = token
    }

    @Test func mergedFailureCarriesItsErrorPayload() throws {
        let received = Recorder<UserManager.LoginResult>()
        let token = UserManager.observe(.login, center: center) { received.record($0) }
        let cause = TransportError(code: -1009)
        UserManager.post(
            .login(.failure(.init(code: 401, message: "bad password", retryAfter: 30, underlying: cause))),
            center: center)
        guard case .failure(let failure)? = received.values.first else {
            Issue.record("expected a failure, got \(received.values)")
            return
        }
        #expect(failure.code == 401)
        #expect(failure.message == "bad password")
        #expect(failure.retryAfter == 30)
        #expect(failure.underlying as? TransportError == cause)
        #expect(throws: UserManager.LoginFailure.self) { try received.values.first?.get() }
        _ = token
    }

    @Test func failureWithoutFieldsCarriesTheUnderlyingError() {
        let received = Recorder<UserManager.GetAvatarResult>()
        let token = UserManager.observe(.getAvatar, center: center) { received.record($0) }
        UserManager.post(.getAvatar(.failure(.init(underlying: TransportError(code: 7)))), center: center)
        guard case .failure(let failure)? = received.values.first else {
            Issue.record("expected a failure, got \(received.values)")
            return
        }
        #expect(failure.underlying as? TransportError == TransportError(code: 7))
        _ = token
    }

    @Test func emptySuccessIsVoid() throws {
        let received = Recorder<UserManager.RefreshResult>()
        let token = UserManager.observe(.refresh, center: center) { received.record($0) }
        UserManager.post(.refresh(.success(())), center: center)
        #expect(received.values.count == 1)
        try received.values.first?.get()
        _ = token
    }

    @Test func releasedTokenStopsDelivery() {
        let received = Recorder<String>()
        var token: NotigenToken? = UserManager.observe(.didGetMessage, center: center) { received.record($0.message) }
        UserManager.post(.didGetMessage(message: "one"), center: center)
        #expect(token != nil)
        token = nil
        UserManager.post(.didGetMessage(message: "two"), center: center)
        #expect(received.values == ["one"])
    }

    @Test func cancelledTokenStopsDelivery() {
        let received = Recorder<String>()
        let token = UserManager.observe(.didGetMessage, center: center) { received.record($0.message) }
        token.cancel()
        token.cancel()
        UserManager.post(.didGetMessage(message: "late"), center: center)
        #expect(received.values.isEmpty)
    }

    @Test func tokensCanBeStoredInASet() {
        let received = Recorder<Int>()
        var tokens: Set<NotigenToken> = []
        UserManager.observe(.didLogout, center: center) { received.record(1) }.store(in: &tokens)
        UserManager.observe(.didLogout, center: center) { received.record(2) }.store(in: &tokens)
        UserManager.post(.didLogout, center: center)
        tokens.removeAll()
        UserManager.post(.didLogout, center: center)
        #expect(received.values.sorted() == [1, 2])
    }

    @Test func foreignNotificationWithABadPayloadIsIgnored() {
        let received = Recorder<UserManager.DidGetMessage>()
        let results = Recorder<UserManager.LoginResult>()
        let tokens = [
            UserManager.observe(.didGetMessage, center: center) { received.record($0) },
            UserManager.observe(.login, center: center) { results.record($0) },
        ]
        let name = UserManager.Name.didGetMessage.name
        let reports = undecodableReports(named: name) {
            center.post(name: name, object: nil, userInfo: nil)
            center.post(name: name, object: nil, userInfo: ["notigen.payload": 42])
            center.post(name: name, object: nil, userInfo: ["message": 7])
            center.post(name: UserManager.Name.login.name, object: nil, userInfo: ["notigen.payload": "nope"])
        }
        #expect(reports.count == 3)
        #expect(received.values.isEmpty)
        #expect(results.values.isEmpty)
        UserManager.post(.didGetMessage(message: "typed"), center: center)
        #expect(received.values.map(\.message) == ["typed"])
        _ = tokens
    }

    @Test func observationFiltersOnTheSender() {
        let alice = NSObject()
        let bob = NSObject()
        let received = Recorder<String>()
        let token = UserManager.observe(.didGetMessage, object: alice, center: center) { received.record($0.message) }
        UserManager.post(.didGetMessage(message: "from bob"), object: bob, center: center)
        UserManager.post(.didGetMessage(message: "from alice"), object: alice, center: center)
        #expect(received.values == ["from alice"])
        _ = token
    }

    @Test func typedPostIsSeenByUntypedObservers() {
        let received = Recorder<String>()
        let observer = center.addObserver(forName: UserManager.Name.didGetMessage.name, object: nil, queue: nil) {
            notification in
            let payload = notification.userInfo?["notigen.payload"] as? UserManager.DidGetMessage
            received.record(payload?.message ?? "missing")
        }
        UserManager.post(.didGetMessage(message: "legacy"), center: center)
        center.removeObserver(observer)
        #expect(received.values == ["legacy"])
    }

    @Test func notificationNamesAreNamespaced() {
        #expect(UserManager.Name.didGetMessage.name.rawValue == "Accounts.UserManager.didGetMessage")
        #expect(UserManager.Name.login.name == NotigenKey<UserManager, UserManager.LoginResult>.login.name)
        #expect(UserManager.Name.allCases.count == 10)
        #expect(UserManager.Name(rawValue: "Accounts.UserManager.didLogout") == .didLogout)
    }

    @Test func defaultCenterIsUsedWhenNoneIsGiven() {
        let received = Recorder<String>()
        let token = UserManager.observe(.didGetMessage) { received.record($0.message) }
        UserManager.post(.didGetMessage(message: "default center"))
        token.cancel()
        #expect(received.values.contains("default center"))
    }
}
