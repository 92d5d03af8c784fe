// The runtime program of the compatibility matrix, built with ../Shared under every compiler setting against
// NotigenRuntime and the code generated from specs/user.yaml (the `Accounts` module), then run. It prints a line per
// check and exits 1 when a check fails, 2 on a hang, or traps on an isolation violation. One source compiles under
// every setting: what must stay off the main actor says `nonisolated`, what must be on it says `@MainActor`.

import Accounts
import Foundation
import NotigenRuntime

/// A protocol observer that is neither isolated nor tied to a thread: it runs on the posting thread.
nonisolated final class MessageLogger: UserManagerObserver, Sendable {
    let probe: Probe

    init(probe: Probe) {
        self.probe = probe
    }

    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        probe.record("logger", payload.message)
    }
}

/// A main-actor screen that observes the non-main `UserManager` through an isolated conformance.
@MainActor final class InboxScreen {
    let probe: Probe
    var messages: [String] = []

    init(probe: Probe) {
        self.probe = probe
    }
}

// The witness says `@MainActor` itself: a method declared where the conformance is stated takes its isolation from
// the `nonisolated` protocol (nonisolated, then) unless the module's default isolation is MainActor.
extension InboxScreen: @MainActor UserManagerObserver {
    @MainActor func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        messages.append(payload.message)
        probe.record("inbox", payload.message)
    }
}

/// An observer that says nothing of isolation: main-actor under a main-actor default (its conformance inferred
/// isolated), else neither isolated nor `Sendable`. Either way it is registered from the main actor through the
/// main-actor `addObserver`, and runs there.
final class PlainObserver: UserManagerObserver {
    let probe: Probe

    init(probe: Probe) {
        self.probe = probe
    }

    func userManagerDidGetMessage(_ payload: UserManager.DidGetMessage) {
        probe.record("plain", payload.message)
    }
}

/// A main-actor observer of the main-actor notifier `ProfileScreen`; its `uploadAvatar` method is nonisolated.
@MainActor final class ProfileView: ProfileScreenObserver {
    let probe: Probe
    var names: [String] = []

    init(probe: Probe) {
        self.probe = probe
    }

    func profileScreenDidEditName(_ payload: ProfileScreen.DidEditName) {
        names.append(payload.name)
        probe.record("profileView", payload.name)
    }

    nonisolated func profileScreenUploadAvatarDidComplete(_ result: ProfileScreen.UploadAvatarResult) {
        probe.record("profileView.upload", (try? result.get().url.lastPathComponent) ?? "failure")
    }
}

/// Closure and protocol observers of the non-main `UserManager`, posted to from the main actor and a thread.
@MainActor func checkUserManager(_ checks: Checks, _ probe: Probe) async -> Set<NotigenToken> {
    var tokens = Set<NotigenToken>()
    UserManager.observe(.didGetMessage) { probe.record("closure", $0.message) }.store(in: &tokens)
    UserManager.observe(.sessionWillExpire) { probe.record("expire", "\($0.secondsLeft)") }.store(in: &tokens)
    let logger = MessageLogger(probe: probe)
    UserManager.addObserver(logger)
    let inbox = InboxScreen(probe: probe)
    UserManager.addObserver(inbox)
    let plain = PlainObserver(probe: probe)
    UserManager.addObserver(plain)

    UserManager.post(.didGetMessage(message: "from-main"))
    checks.expect(probe.sawOnMain("closure", "from-main"), "closure observer: main-actor post runs it at once")
    checks.expect(probe.sawOnMain("logger", "from-main"), "Sendable protocol observer: main-actor post, at once")
    checks.expect(probe.sawOnMain("inbox", "from-main"), "@MainActor protocol observer: main-actor post, at once")
    checks.expect(probe.sawOnMain("plain", "from-main"), "plain protocol observer: main-actor post, at once")

    await Probe.run(onThread: "poster") {
        UserManager.post(.didGetMessage(message: "from-thread"))
        UserManager.post(.sessionWillExpire(secondsLeft: 30))
    }
    checks.expect(probe.saw("closure", "from-thread", onThread: "poster"), "closure observer: posting thread")
    checks.expect(
        probe.saw("logger", "from-thread", onThread: "poster"), "Sendable protocol observer runs on the posting thread")
    await checks.eventually("@MainActor protocol observer of a non-main notifier runs on the main actor") {
        probe.sawOnMain("inbox", "from-thread") && inbox.messages == ["from-main", "from-thread"]
    }
    await checks.eventually("plain protocol observer registered on the main actor runs there") {
        probe.sawOnMain("plain", "from-thread")
    }
    await checks.eventually("main-actor case of a non-main notifier runs its closure on the main actor") {
        probe.sawOnMain("expire", "30")
    }
    UserManager.removeObserver(logger)
    UserManager.removeObserver(inbox)
    UserManager.removeObserver(plain)
    return tokens
}

/// Closure and protocol observers of the main-actor notifier `ProfileScreen`.
@MainActor func checkProfileScreen(_ checks: Checks, _ probe: Probe) async -> Set<NotigenToken> {
    var tokens = Set<NotigenToken>()
    ProfileScreen.observe(.didEditName) { probe.record("profileClosure", $0.name) }.store(in: &tokens)
    let view = ProfileView(probe: probe)
    ProfileScreen.addObserver(view)

    ProfileScreen.post(.didEditName(name: "Ada"))
    checks.expect(probe.sawOnMain("profileClosure", "Ada"), "main-actor closure: main-actor post runs it at once")
    checks.expect(view.names == ["Ada"], "main-actor protocol observer: main-actor post runs it at once")

    await Probe.run(onThread: "profile-poster") {
        ProfileScreen.post(.didEditName(name: "Grace"))
        ProfileScreen.post(.uploadAvatar(.success(.init(url: URL(fileURLWithPath: "/avatars/grace.png")))))
    }
    await checks.eventually("main-actor closure of a thread's post runs on the main actor") {
        probe.sawOnMain("profileClosure", "Grace")
    }
    await checks.eventually("main-actor protocol observer of a thread's post runs on the main actor") {
        probe.sawOnMain("profileView", "Grace") && view.names == ["Ada", "Grace"]
    }
    checks.expect(
        probe.saw("profileView.upload", "grace.png", onThread: "profile-poster"),
        "nonisolated method of a main-actor observer runs on the posting thread")
    ProfileScreen.removeObserver(view)
    return tokens
}

/// The payloads of an async sequence, posted from a thread and from the main actor, in order.
@MainActor func checkAsyncSequence(_ checks: Checks) async {
    let messages = UserManager.notifications(.didGetMessage)
    await Probe.run(onThread: "sequence-poster") { UserManager.post(.didGetMessage(message: "first")) }
    UserManager.post(.didGetMessage(message: "second"))
    var received: [String] = []
    for await message in messages {
        received.append(message.message)
        if received.count == 2 { break }
    }
    checks.expect(received == ["first", "second"], "async sequence delivers thread and main-actor posts in order")
}

/// Every check, in order.
@MainActor func runChecks() async -> Never {
    let checks = Checks()
    let probe = Probe()
    var tokens = await checkUserManager(checks, probe)
    tokens.formUnion(await checkProfileScreen(checks, probe))
    await checkAsyncSequence(checks)
    tokens.removeAll()
    await checks.eventually("every observation has ended") {
        NotigenToken.activeObservations(in: .default) == 0
    }
    checks.finish()
}

await runChecks()
