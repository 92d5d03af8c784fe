// The messages program of the compatibility matrix, built with ../Shared under every compiler setting against
// NotigenRuntime and the code generated from Tests/Fixtures/messages (the `SessionKit` module), then run on Linux.
// It calls every message's makeNotification and makeMessage directly (Foundation calls them only on Apple
// platforms), posts messages with `post(_:)` to `addObserver(of:for:)` observers and `messages(of:for:)` sequences,
// and posts messages and notigen notifications on a center that every kind of notigen observation watches, which
// would crash inside Foundation if notigen observed without a name or under a message's name. Exits 1 when a check
// fails, 2 on a hang; a crash ends it with a signal.

import Foundation
import NotigenRuntime
import SessionKit

/// An error to fail with.
nonisolated struct Refused: Error {}

/// Round-trips a message through `makeNotification` and `makeMessage`, and records the name it is posted under.
@MainActor final class RoundTrips {
    let checks: Checks
    /// The notification names whose message was round-tripped.
    var covered: Set<String> = []

    init(_ checks: Checks) {
        self.checks = checks
    }

    /// `makeMessage(makeNotification(message))` is `message` (by `same`), and the notification is named `name` and
    /// carries `userInfo` as `carries` expects.
    func check<Message>(
        _ message: Message, named name: String, notification: (Message) -> Notification,
        message make: (Notification) -> Message?, same: (Message, Message) -> Bool,
        carries: ([AnyHashable: Any]) -> Bool
    ) {
        let posted = notification(message)
        covered.insert(posted.name.rawValue)
        checks.expect(posted.name.rawValue == name, "\(name): makeNotification names it \(posted.name.rawValue)")
        checks.expect(carries(posted.userInfo ?? [:]), "\(name): makeNotification writes the case's userInfo")
        checks.expect(make(posted).map { same($0, message) } ?? false, "\(name): makeMessage reads it back")
    }

    /// `makeMessage` of a notification posted without notigen, with `userInfo` alone, is `expected`.
    func decode<Message>(
        _ userInfo: [AnyHashable: Any], named name: String, as expected: Message,
        message make: (Notification) -> Message?,
        same: (Message, Message) -> Bool, _ what: String
    ) {
        let notification = Notification(name: .init(name), object: nil, userInfo: userInfo)
        checks.expect(make(notification).map { same($0, expected) } ?? false, "\(name): makeMessage \(what)")
    }
}

/// The payload under `"notigen.payload"`.
nonisolated func payload<Payload>(_ userInfo: [AnyHashable: Any], as type: Payload.Type) -> Payload? {
    userInfo["notigen.payload"] as? Payload
}

/// Whether two refresh results are equal (a failure's underlying error compared by presence).
nonisolated func same(_ left: Session.RefreshResult, _ right: Session.RefreshResult) -> Bool {
    switch (left, right) {
    case (.success(let left), .success(let right)): left == right
    case (.failure(let left), .failure(let right)):
        left.code == right.code && left.reason == right.reason && (left.underlying == nil) == (right.underlying == nil)
    default: false
    }
}

/// Whether two upload results are equal (a failure's underlying error compared by presence).
nonisolated func same(_ left: Sync.UploadResult, _ right: Sync.UploadResult) -> Bool {
    switch (left, right) {
    case (.success(let left), .success(let right)): left == right
    case (.failure(let left), .failure(let right)):
        left.attempts == right.attempts && (left.underlying == nil) == (right.underlying == nil)
    default: false
    }
}

/// Whether two ping results are equal.
nonisolated func same(_ left: Session.PingResult, _ right: Session.PingResult) -> Bool {
    switch (left, right) {
    case (.success, .success), (.failure, .failure): true
    default: false
    }
}

/// The deprecated case, reached through a protocol requirement (whose deprecated witness warns nowhere).
@MainActor protocol DeprecatedRoundTrip {
    func run(_ trips: RoundTrips)
}

@MainActor struct OldLoginRoundTrip: DeprecatedRoundTrip {
    @available(*, deprecated, message: "Reaches the deprecated case.")
    func run(_ trips: RoundTrips) {
        trips.check(
            Session.OldLogin(userID: "old"), named: "Session.oldLogin", notification: Session.OldLogin.makeNotification,
            message: Session.OldLogin.makeMessage, same: ==,
            carries: { payload($0, as: Session.OldLogin.self)?.userID == "old" })
    }
}

@MainActor func checkRoundTrips(_ checks: Checks) {
    let trips = RoundTrips(checks)
    let login = Session.DidLogin(userID: "ada", attempts: 3, nickname: "countess")
    trips.check(
        login, named: "Session.didLogin", notification: Session.DidLogin.makeNotification,
        message: Session.DidLogin.makeMessage, same: ==, carries: { payload($0, as: Session.DidLogin.self) == login })
    trips.decode(
        ["userID": "bob"], named: "Session.didLogin", as: Session.DidLogin(userID: "bob"),
        message: Session.DidLogin.makeMessage, same: ==, "takes the defaults of absent fields (attempts 1, no nickname)"
    )
    trips.decode(
        ["userID": "bob", "attempts": 2, "nickname": "b"], named: "Session.didLogin",
        as: Session.DidLogin(userID: "bob", attempts: 2, nickname: "b"), message: Session.DidLogin.makeMessage,
        same: ==, "reads every field, the optional one too")
    let reports = Probe()
    NotigenBridge.onUndecodable = { reports.record("undecodable", $0.name.rawValue) }
    checks.expect(
        Session.DidLogin.makeMessage(Notification(name: .init("Session.didLogin"), object: nil, userInfo: [:])) == nil,
        "Session.didLogin: makeMessage is nil when a required field is missing")
    checks.expect(
        reports.values("undecodable") == ["Session.didLogin"],
        "Session.didLogin: the notification makeMessage cannot read is reported to NotigenBridge.onUndecodable")

    trips.check(
        Session.DidLogoutMessage(), named: "Session.didLogout", notification: Session.DidLogoutMessage.makeNotification,
        message: Session.DidLogoutMessage.makeMessage, same: { _, _ in true }, carries: { _ in true })

    let refreshed = Session.RefreshResult.success(.init(token: "t1", expiresIn: 60))
    trips.check(
        Session.RefreshMessage(refreshed), named: "Session.refresh",
        notification: Session.RefreshMessage.makeNotification, message: Session.RefreshMessage.makeMessage,
        same: { same($0.result, $1.result) },
        carries: { payload($0, as: Session.RefreshResult.self).map { same($0, refreshed) } ?? false })
    let failed = Session.RefreshResult.failure(.init(code: 7, reason: "expired", underlying: Refused()))
    trips.check(
        Session.RefreshMessage(failed), named: "Session.refresh", notification: Session.RefreshMessage.makeNotification,
        message: Session.RefreshMessage.makeMessage, same: { same($0.result, $1.result) },
        carries: { payload($0, as: Session.RefreshResult.self).map { same($0, failed) } ?? false })
    trips.decode(
        ["result": "success", "token": "t2"], named: "Session.refresh",
        as: Session.RefreshMessage(.success(.init(token: "t2"))), message: Session.RefreshMessage.makeMessage,
        same: { same($0.result, $1.result) }, "takes the success's default (expiresIn 3600)")
    trips.decode(
        ["result": "failure", "code": 9], named: "Session.refresh",
        as: Session.RefreshMessage(.failure(.init(code: 9))), message: Session.RefreshMessage.makeMessage,
        same: { same($0.result, $1.result) }, "reads a failure without its optional reason or error")

    trips.check(
        Session.PingMessage(.success(())), named: "Session.ping", notification: Session.PingMessage.makeNotification,
        message: Session.PingMessage.makeMessage, same: { same($0.result, $1.result) }, carries: { _ in true })
    trips.decode(
        ["result": "failure", "error": Refused()], named: "Session.ping",
        as: Session.PingMessage(.failure(.init(underlying: Refused()))), message: Session.PingMessage.makeMessage,
        same: { same($0.result, $1.result) }, "reads a failure that is its error alone")

    trips.check(
        Session.BadgeDidChange(count: 4), named: "Session.badgeDidChange",
        notification: Session.BadgeDidChange.makeNotification, message: Session.BadgeDidChange.makeMessage,
        same: ==, carries: { payload($0, as: Session.BadgeDidChange.self)?.count == 4 })
    trips.check(
        Session.DidExpireMessage(), named: "Session.didExpire", notification: Session.DidExpireMessage.makeNotification,
        message: Session.DidExpireMessage.makeMessage, same: { _, _ in true }, carries: { _ in true })
    (OldLoginRoundTrip() as any DeprecatedRoundTrip).run(trips)

    let finished = Sync.DidFinish(items: 5, note: "done")
    trips.check(
        finished, named: "Sync.didFinish", notification: Sync.DidFinish.makeNotification,
        message: Sync.DidFinish.makeMessage, same: ==,
        carries: { $0["items"] as? Int == 5 && $0["sync.note"] as? String == "done" })
    trips.decode(
        ["items": 1], named: "Sync.didFinish", as: Sync.DidFinish(items: 1), message: Sync.DidFinish.makeMessage,
        same: ==, "reads the fields of a post without notigen, the optional one absent")
    let uploaded = Sync.UploadResult.success(.init(bytes: 12))
    trips.check(
        Sync.UploadMessage(uploaded), named: "Sync.upload", notification: Sync.UploadMessage.makeNotification,
        message: Sync.UploadMessage.makeMessage, same: { same($0.result, $1.result) },
        carries: { $0["result"] as? String == "success" && $0["bytes"] as? Int == 12 })
    trips.decode(
        ["result": "failure"], named: "Sync.upload", as: Sync.UploadMessage(.failure(.init(attempts: 0))),
        message: Sync.UploadMessage.makeMessage, same: { same($0.result, $1.result) },
        "takes the failure's default (attempts 0)")

    // Every case with `messages: true` (all but Session.quiet) was round-tripped.
    let expected = Set(
        Session.Name.allCases.filter { $0 != .quiet }.map(\.rawValue) + Sync.Name.allCases.map(\.rawValue))
    checks.expect(
        trips.covered == expected, "every message case is round-tripped: \(expected.subtracting(trips.covered))")
}

/// A notigen observer protocol implementation that counts what reaches it.
nonisolated final class SessionCounter: SessionObserver, @unchecked Sendable {
    let probe: Probe

    init(probe: Probe) {
        self.probe = probe
    }

    func sessionDidLogin(_ payload: Session.DidLogin) {
        probe.record("notigen", payload.userID)
    }
}

@MainActor func checkPosting(_ checks: Checks) async {
    let center = NotificationCenter()
    let probe = Probe()
    let login = center.addObserver(of: Session.self, for: .didLogin) { message in
        probe.record("didLogin", message.userID)
    }
    let refresh = center.addObserver(of: Session.self, for: .refresh) { message in
        probe.record("refresh", (try? message.result.get().token) ?? "failure")
    }
    let badge = center.addObserver(of: Session.self, for: .badgeDidChange) { message in
        probe.record("badge", "\(message.count)")
    }
    let upload = center.addObserver(of: Sync.self, for: .upload) { message in
        probe.record("upload", "\((try? message.result.get().bytes) ?? -1)")
    }
    // A messages(of:for:) sequence observes from the moment its iterator is made.
    var logins = center.messages(of: Session.self, for: .didLogin).makeAsyncIterator()

    // Every notigen observation of the same notifications, on the same center: Foundation would crash here if any
    // were made without a name or under a message's name.
    let counter = SessionCounter(probe: probe)
    Session.addObserver(counter, center: center)
    let observed = Session.observe(.didLogin, center: center) { probe.record("notigen", $0.userID) }
    let main = Session.observe(.badgeDidChange, center: center) { probe.record("notigen", "\($0.count)") }
    let sync = Sync.observe(.upload, center: center) { _ in probe.record("notigen", "upload") }
    let notifications = Session.notifications(.didLogin, center: center)

    center.post(Session.DidLogin(userID: "ada"))
    center.post(Session.RefreshMessage(.success(.init(token: "t3"))))
    center.post(Session.BadgeDidChange(count: 5))
    center.post(Sync.UploadMessage(.success(.init(bytes: 8))))
    center.post(Session.DidLogoutMessage())
    center.post(Session.PingMessage(.success(())))
    center.post(Session.DidExpireMessage())
    center.post(Sync.DidFinish(items: 1))
    Session.post(.didLogin(userID: "grace"), center: center)
    Session.post(.badgeDidChange(count: 6), center: center)
    Sync.post(.upload(.success(.init(bytes: 2))), center: center)

    checks.expect(
        probe.values("badge") == ["5"], "MainActorMessage: post(_:) on the main actor runs its observer at once")
    checks.expect(probe.values("upload") == ["8"], "MainActorMessage of a main-actor notifier reaches its observer")
    await checks.eventually("AsyncMessage: post(_:) reaches addObserver(of:for:)") {
        probe.values("didLogin") == ["ada"] && probe.values("refresh") == ["t3"]
    }
    let received = await logins.next(isolation: #isolation)
    checks.expect(received?.userID == "ada", "AsyncMessage: post(_:) reaches messages(of:for:)")
    // swift-corelibs-foundation has no bridging between messages and notifications: each reaches its own observers.
    checks.expect(
        probe.values("notigen").sorted() == ["6", "grace", "grace", "upload"],
        "Linux: notigen observers see notigen posts only, message observers messages only")
    center.removeObserver(login)
    center.removeObserver(refresh)
    center.removeObserver(badge)
    center.removeObserver(upload)
    Session.removeObserver(counter)
    for token in [observed, main, sync] { token.cancel() }
    _ = notifications
}

@MainActor func runChecks() async -> Never {
    let checks = Checks()
    checkRoundTrips(checks)
    await checkPosting(checks)
    checks.finish()
}

await runChecks()
