import Foundation
import Testing

/// Merged cases: observing only successes or only failures, and posting a failure from any error.
@Suite struct ResultConvenienceTests {
    let center = NotificationCenter()

    @Test func observeSuccessesSkipsFailures() {
        let tokens = Recorder<String>()
        let token = UserManager.observeSuccesses(.login, center: center) { tokens.record($0.token) }
        UserManager.post(.login(failure: TransportError(code: 1), code: 500, message: "down"), center: center)
        UserManager.post(.login(.success(.init(token: "t1", userID: "u"))), center: center)
        #expect(tokens.values == ["t1"])
        token.cancel()
    }

    @Test func observeFailuresSkipsSuccesses() {
        let failures = Recorder<UserManager.SignupFailure>()
        let token = UserManager.observeFailures(.signup, center: center) { failures.record($0) }
        UserManager.post(.signup(.success(.init(userID: "u", email: "e"))), center: center)
        UserManager.post(.signup(failure: TransportError(code: 9), code: 409, message: "taken"), center: center)
        #expect(failures.values.map(\.code) == [409])
        #expect(failures.values.first?.underlying as? TransportError == TransportError(code: 9))
        token.cancel()
    }

    @Test func failureFromAnyErrorWithoutDeclaredFields() {
        let failures = Recorder<UserManager.RefreshFailure>()
        let token = UserManager.observeFailures(.refresh, center: center) { failures.record($0) }
        UserManager.post(.refresh(failure: TransportError(code: 3)), center: center)
        #expect(failures.values.first?.underlying as? TransportError == TransportError(code: 3))
        token.cancel()
    }

    @MainActor @Test func mainActorSuccessesAndFailures() async {
        let center = center
        let outcomes = Recorder<String>()
        let successes = ProfileScreen.observeSuccesses(.save, center: center) {
            MainActor.assertIsolated()
            outcomes.record("saved")
        }
        let failures = ProfileScreen.observeFailures(.save, center: center) { failure in
            MainActor.assertIsolated()
            outcomes.record("refused \(failure.field)")
        }
        await Task.detached {
            ProfileScreen.post(.save(.success(())), center: center)
            ProfileScreen.post(.save(failure: CancellationError(), field: "email"), center: center)
        }.value
        #expect(await eventually { outcomes.values == ["saved", "refused email"] })
        successes.cancel()
        failures.cancel()
    }
}
