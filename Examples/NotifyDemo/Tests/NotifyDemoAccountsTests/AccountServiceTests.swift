import Foundation
import NotifyDemoAccounts
import NotigenRuntime
import NotigenTesting
import Testing

/// The account service's notifications reach closure observers and observer protocols typed, with the spec's wire
/// names.
@Suite struct AccountServiceTests {
    /// Collects what observers receive, from any thread.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []

        func append(_ entry: String) {
            lock.lock()
            storage.append(entry)
            lock.unlock()
        }

        var entries: [String] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    /// Observes every `Account` notification through the protocol, from whatever thread posts: so it is `Sendable`.
    final class Auditor: AccountObserver, Sendable {
        let log = Log()

        func accountSignInDidComplete(_ result: Account.SignInResult) {
            switch result {
            case .success(let done): log.append("in \(done.user)")
            case .failure(let failure): log.append("refused \(failure.user): \(failure.reason)")
            }
        }

        func accountDidSignOut(_ payload: Account.DidSignOut) {
            log.append("out \(payload.user)")
        }
    }

    /// A main-actor observer: its conformance is isolated, so it registers with the main-actor `addObserver`. The
    /// generated protocol is `nonisolated`, so its methods are only main-actor when they say so.
    @MainActor final class StatusLine: @MainActor AccountObserver {
        var text = "signed out"

        @MainActor func accountSignInDidComplete(_ result: Account.SignInResult) {
            if case .success(let done) = result {
                text = "signed in as \(done.user)"
            }
        }

        @MainActor func accountDidSignOut(_ payload: Account.DidSignOut) {
            text = "signed out"
        }
    }

    @Test func aRefusedSignInIsAnnounced() async throws {
        let center = NotificationCenter()
        let recorder = Account.recorder(center: center)
        #expect(!AccountService(center: center).signIn("eve", password: "1234"))
        let failure = try await recorder.nextFailure(.signIn)
        #expect(failure.user == "eve")
        #expect(failure.reason == "the password is too short")
        try await recorder.expectNone(.didSignOut)
        #expect(recorder.all.map(\.name) == [.signIn])
    }

    @Test func signInThenSignOutArriveInOrder() async throws {
        let center = NotificationCenter()
        let recorder = Account.recorder(center: center)
        let service = AccountService(center: center)
        #expect(service.signIn("ada", password: "correct horse"))
        service.signOut("ada")
        let records = try await recorder.next(count: 2)
        #expect(records.map(\.name) == [.signIn, .didSignOut])
        #expect(records.last?.payload(.didSignOut)?.user == "ada")
        try await recorder.expectNothing(within: .zero)
    }

    @Test func closureObserversReceiveTypedResults() {
        let center = NotificationCenter()
        let log = Log()
        var tokens = Set<NotigenToken>()
        Account.observe(.signIn, center: center) { result in
            switch result {
            case .success(let done): log.append("ok \(done.user)")
            case .failure(let failure): log.append("failed \(failure.reason)")
            }
        }.store(in: &tokens)
        Account.observe(.didSignOut, center: center) { log.append("bye \($0.user)") }.store(in: &tokens)
        let service = AccountService(center: center)
        #expect(!service.signIn("eve", password: "1234"))
        #expect(service.signIn("ada", password: "correct horse"))
        service.signOut("ada")
        #expect(log.entries == ["failed the password is too short", "ok ada", "bye ada"])
    }

    @Test func protocolObserverReceivesEveryCaseUntilRemoved() {
        let center = NotificationCenter()
        let auditor = Auditor()
        Account.addObserver(auditor, center: center)
        let service = AccountService(center: center)
        service.signIn("eve", password: "1234")
        service.signIn("ada", password: "correct horse")
        service.signOut("ada")
        Account.removeObserver(auditor)
        service.signIn("bob", password: "correct horse")
        #expect(auditor.log.entries == ["refused eve: the password is too short", "in ada", "out ada"])
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @MainActor @Test func mainActorObserverRunsOnTheMainActor() {
        let center = NotificationCenter()
        let status = StatusLine()
        Account.addObserver(status, center: center)
        AccountService(center: center).signIn("ada", password: "correct horse")
        #expect(status.text == "signed in as ada")
        AccountService(center: center).signOut("ada")
        #expect(status.text == "signed out")
        Account.removeObserver(status)
    }

    @Test func wireNamesComeFromTheSpec() {
        #expect(Account.Name.signIn.name.rawValue == "NotifyDemo.Account.signIn")
        #expect(Account.Name.allCases == [.signIn, .didSignOut])
    }
}
