// The two-names program of the compatibility matrix, built with ../Shared under several compiler settings against
// NotigenRuntime and the code generated from Tests/Fixtures/result-two-names (the `TwoNames` module), then run. A
// merged case with `name: { success:, failure: }` is checked both ways: typed posts reach observers of the right
// name that do not use notigen, and posts by name without notigen reach every kind of typed observer as the right
// side. Exits 1 when a check fails, 2 on a hang.

import Foundation
import NotigenRuntime
import TwoNames

/// An error to fail with.
nonisolated struct Refused: Error {}

/// A protocol observer of `Sync`, on the posting thread.
nonisolated final class SyncLog: SyncObserver, Sendable {
    let probe: Probe

    init(probe: Probe) {
        self.probe = probe
    }

    func syncDoneDidComplete(_ result: Sync.DoneResult) {
        switch result {
        case .success(let success): probe.record("protocol", "done \(success.count)")
        case .failure(let failure): probe.record("protocol", "failed \(failure.count)")
        }
    }
}

/// The names each observer without notigen saw, in order.
nonisolated final class Names: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []

    var values: [String] { lock.withLock { seen } }

    func append(_ name: String) {
        lock.withLock { seen.append(name) }
    }
}

/// Typed posts of `Sync.done` go out under `SyncDoneName` or `SyncFailedName`, with their fields in `userInfo`.
@MainActor func checkTypedPostsByName(_ checks: Checks) {
    let names = Names()
    let observers = ["SyncDoneName", "SyncFailedName"].map { name in
        NotificationCenter.default.addObserver(forName: .init(name), object: nil, queue: nil) { note in
            names.append("\(note.name.rawValue) \(note.userInfo?["count"] as? Int ?? -1)")
        }
    }
    Sync.post(.done(.success(.init(count: 3))))
    Sync.post(.done(failure: Refused(), count: 4))
    observers.forEach(NotificationCenter.default.removeObserver)
    checks.expect(names.values == ["SyncDoneName 3", "SyncFailedName 4"], "typed posts go out under their side's name")
    checks.expect(
        Sync.Name.allCases.map(\.rawValue) == ["SyncDoneName", "SyncFailedName"], "Name lists both names")
    checks.expect(Sync.Name.doneFailure.name.rawValue == "SyncFailedName", "Name's failure case has the failure name")
}

/// Posts by name without notigen reach closures, successes and failures apart, the observer protocol and an async
/// sequence, each as the side its name says.
@MainActor func checkPostsByName(_ checks: Checks, _ probe: Probe) async {
    var tokens = Set<NotigenToken>()
    Sync.observe(.done) { result in
        probe.record("closure", (try? result.get()).map { "done \($0.count)" } ?? "failed")
    }.store(in: &tokens)
    Sync.observeSuccesses(.done) { probe.record("successes", "\($0.count)") }.store(in: &tokens)
    Sync.observeFailures(.done) { probe.record("failures", "\($0.count)") }.store(in: &tokens)
    let log = SyncLog(probe: probe)
    Sync.addObserver(log)
    let results = Sync.notifications(.done)
    NotificationCenter.default.post(name: .init("SyncDoneName"), object: nil, userInfo: ["count": 5])
    NotificationCenter.default.post(name: .init("SyncFailedName"), object: nil, userInfo: ["count": 6])
    checks.expect(probe.values("closure") == ["done 5", "failed"], "closure sees both names, as their sides")
    checks.expect(probe.values("successes") == ["5"], "observeSuccesses sees the success name")
    checks.expect(probe.values("failures") == ["6"], "observeFailures sees the failure name")
    checks.expect(probe.values("protocol") == ["done 5", "failed 6"], "the observer protocol sees both names")
    var sides: [String] = []
    for await result in results {
        sides.append((try? result.get()).map { _ in "success" } ?? "failure")
        if sides.count == 2 { break }
    }
    checks.expect(sides == ["success", "failure"], "the async sequence sees both names")
    Sync.removeObserver(log)
    tokens.removeAll()
}

/// A direct-delivery case and a main-actor case: typed posts reach observers of the right name that do not use
/// notigen only through the center, but typed observers see both sides either way, and posts by name too.
@MainActor func checkUserManager(_ checks: Checks, _ probe: Probe) async {
    var tokens = Set<NotigenToken>()
    UserManager.observe(.didLogin) { result in
        switch result {
        case .success(let success): probe.record("login", "user \(success.userID)")
        case .failure(let failure): probe.record("login", "refused \(failure.reason)")
        }
    }.store(in: &tokens)
    UserManager.observeFailures(.didGetMessage) { probe.record("message", "code \($0.code)") }.store(in: &tokens)
    UserManager.post(.didLogin(.success(.init(userID: 7))))
    UserManager.post(.didLogin(failure: Refused(), reason: "locked"))
    NotificationCenter.default.post(
        name: .init("didLoginFailure"), object: nil, userInfo: ["reason": "expired", "error": Refused()])
    NotificationCenter.default.post(name: .init("didLogin"), object: nil, userInfo: ["userID": 8])
    checks.expect(
        probe.values("login") == ["user 7", "refused locked", "refused expired", "user 8"],
        "direct delivery: typed posts and posts by name reach the typed observer as their sides")
    // A failure without fields posted by name with no userInfo, as apps post `…Failed`: still a failure, with no
    // underlying error; and the typed failure without one.
    UserManager.observe(.didSignup) { result in
        switch result {
        case .success: probe.record("signup", "success")
        case .failure(let failure): probe.record("signup", failure.underlying == nil ? "failed" : "failed with error")
        }
    }.store(in: &tokens)
    NotificationCenter.default.post(name: .init("didSignupFailure"), object: nil, userInfo: nil)
    UserManager.post(.didSignup(.failure(.init())))
    UserManager.post(.didSignup(failure: Refused()))
    checks.expect(
        probe.values("signup") == ["failed", "failed", "failed with error"],
        "a failure name posted with no error is a failure whose underlying error is nil")
    let names = Names()
    let observer = NotificationCenter.default.addObserver(
        forName: .init("UserManager.didGetMessageFailure"), object: nil, queue: nil
    ) { names.append($0.name.rawValue) }
    UserManager.post(.didGetMessage(failure: Refused(), code: 9))
    NotificationCenter.default.post(
        name: .init("UserManager.didGetMessageFailure"), object: nil, userInfo: ["code": 10, "error": Refused()])
    NotificationCenter.default.removeObserver(observer)
    await checks.eventually("main actor: a typed failure and one by name reach observeFailures") {
        probe.values("message") == ["code 9", "code 10"]
    }
    checks.expect(names.values.count == 2, "main actor: the typed failure goes out under the failure name")
    tokens.removeAll()
}

/// Every check, in order.
@MainActor func runChecks() async -> Never {
    let checks = Checks()
    let probe = Probe()
    checkTypedPostsByName(checks)
    await checkPostsByName(checks, probe)
    await checkUserManager(checks, probe)
    await checks.eventually("every observation has ended") {
        NotigenToken.activeObservations(in: .default) == 0
    }
    checks.finish()
}

await runChecks()
