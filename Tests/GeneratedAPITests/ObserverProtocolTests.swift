import Foundation
import NotigenRuntime
import Testing

/// An observer that implements two of `UserManagerObserver`'s methods; the others keep their empty defaults.
final class Inbox: UserManagerObserver, Sendable {
    let messages = Recorder<String>()
    let logins = Recorder<UserManager.LoginResult>()

    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        messages.record(payload.message)
    }

    func userManagerLoginDidComplete(_ result: UserManager.LoginResult) {
        logins.record(result)
    }
}

/// An observer that is neither `Sendable` nor main-actor, as Foundation's selector observers often are.
final class Ledger: UserManagerObserver {
    var messages: [String] = []
    var posters: [Thread] = []

    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        messages.append(payload.message)
        posters.append(Thread.current)
    }
}

/// `addObserver(_:)`: one registration for every case, held weakly, ended by deallocation or `removeObserver(_:)`.
@Suite struct ObserverProtocolTests {
    let center = NotificationCenter()

    @Test func observerReceivesTheCasesItImplements() throws {
        let inbox = Inbox()
        UserManager.addObserver(inbox, center: center)
        UserManager.post(.didGetMessage(message: "hi"), center: center)
        UserManager.post(.didLogout, center: center)
        UserManager.post(.login(.success(.init(token: "t", userID: "u"))), center: center)
        #expect(inbox.messages.values == ["hi"])
        #expect(try inbox.logins.values.map { try $0.get().token } == ["t"])
        UserManager.removeObserver(inbox)
    }

    /// `addObserver(unchecked:)` takes an observer that is not `Sendable` and calls it on the posting thread, before
    /// the post returns, until `removeObserver(_:)`.
    @Test func uncheckedObserverRunsOnThePostingThread() {
        let ledger = Ledger()
        UserManager.addObserver(unchecked: ledger, center: center)
        let center = self.center
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var sameThread = false
        nonisolated(unsafe) let observed = ledger
        Thread {
            UserManager.post(.didGetMessage(message: "off main"), center: center)
            sameThread = observed.posters.last === Thread.current && observed.messages == ["off main"]
            done.signal()
        }.start()
        done.wait()
        #expect(sameThread)
        UserManager.removeObserver(ledger)
        UserManager.post(.didGetMessage(message: "removed"), center: center)
        #expect(ledger.messages == ["off main"])
    }

    @Test func releasedObserverReceivesNothingAndIsReclaimed() async {
        let messages = Recorder<String>()
        weak var released: Inbox?
        do {
            let inbox = Inbox()
            released = inbox
            UserManager.addObserver(inbox, center: center)
            UserManager.post(.didGetMessage(message: "alive"), center: center)
            messages.record(contentsOf: inbox.messages.values)
        }
        #expect(released == nil, "the registration must not retain the observer")
        // How many registrations are still live here is not asserted: the registry is shared by every test, and
        // another test's `addObserver` sweeps dead registrations of any center (a CI run under TSan saw 0).
        UserManager.post(.didGetMessage(message: "dead"), center: center)
        #expect(messages.values == ["alive"])
        // Another test's `addObserver` or sweep may be removing the dead registration at the same time: the post
        // then finds its key's observation already gone, and the rest end as that thread finishes.
        let center = self.center
        #expect(
            await eventually { center.liveObservers == 0 },
            "a delivery that finds the observer gone removes its registrations")
    }

    @Test func removeObserverEndsTheRegistrationEarly() {
        let inbox = Inbox()
        UserManager.addObserver(inbox, center: center)
        UserManager.removeObserver(inbox)
        UserManager.removeObserver(inbox)
        UserManager.post(.didGetMessage(message: "late"), center: center)
        #expect(inbox.messages.values.isEmpty)
        #expect(center.liveObservers == 0)
    }

    @Test func addingAgainReplacesTheRegistration() {
        let inbox = Inbox()
        UserManager.addObserver(inbox, center: center)
        UserManager.addObserver(inbox, center: center)
        UserManager.post(.didGetMessage(message: "once"), center: center)
        #expect(inbox.messages.values == ["once"])
        UserManager.removeObserver(inbox)
        #expect(center.liveObservers == 0)
    }

    @Test func observerCanFilterOnTheSender() {
        let inbox = Inbox()
        let alice = NSObject()
        UserManager.addObserver(inbox, object: alice, center: center)
        UserManager.post(.didGetMessage(message: "anyone"), center: center)
        UserManager.post(.didGetMessage(message: "alice"), object: alice, center: center)
        #expect(inbox.messages.values == ["alice"])
        UserManager.removeObserver(inbox)
    }
}

/// A view of a non-main notifier's notifications: main-actor state, conforming through an isolated conformance.
@MainActor final class InboxView {
    var messages: [String] = []
}

extension InboxView: @MainActor UserManagerObserver {
    @MainActor func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        MainActor.preconditionIsolated("delivered off the main actor")
        messages.append(payload.message)
    }
}

/// The main-actor `addObserver` overload: a `@MainActor` observer of a non-main notifier runs on the main actor.
@Suite struct MainActorObserverProtocolTests {
    let center = NotificationCenter()

    @Test @MainActor func mainActorObserverRunsOnTheMainActorWhoeverPosts() async {
        let view = InboxView()
        UserManager.addObserver(view, center: center)
        UserManager.post(.didGetMessage(message: "main"), center: center)
        #expect(view.messages == ["main"], "posted on the main actor: delivered at once")
        let center = self.center
        await Task.detached { UserManager.post(.didGetMessage(message: "background"), center: center) }.value
        #expect(await eventually { view.messages == ["main", "background"] })
        UserManager.removeObserver(view)
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }
}
