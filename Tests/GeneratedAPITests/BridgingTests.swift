import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// Every report `NotigenBridge.onUndecodable` received in this process. No test of this target replaces the handler:
/// tests run in parallel, and a test that swapped it would collect the reports of every other test's bad posts.
let undecodableReports: Recorder<NotigenUndecodable> = {
    let reports = Recorder<NotigenUndecodable>()
    NotigenBridge.onUndecodable = { reports.record($0) }
    return reports
}()

/// Tests that count the reports of one notification name take turns, so that each sees only its own posts' reports.
private let undecodableReportsTurn = NSLock()

/// The reports of notifications named `name` that observers skipped while `body` ran.
func undecodableReports(named name: Notification.Name, during body: () -> Void) -> [String] {
    undecodableReportsTurn.withLock {
        let before = undecodableReports.values.count
        body()
        return undecodableReports.values.dropFirst(before).filter { $0.name == name }.map(\.description)
    }
}

/// Posting and observing by name and documented `userInfo` keys, as Objective-C or older Swift code does.
@Suite struct BridgingTests {
    let center = NotificationCenter()

    @Test func typedPostWritesEveryFieldUnderItsKey() {
        let received = Recorder<[String: String]>()
        let observer = center.addObserver(forName: UserManager.Name.didGetMessage.name, object: nil, queue: nil) {
            notification in
            let info = notification.userInfo ?? [:]
            received.record([
                "message": info["message"] as? String ?? "missing",
                "sender": info["sender"] as? String ?? "missing",
                "unread": (info["unread"] as? Int).map(String.init) ?? "missing",
            ])
        }
        UserManager.post(.didGetMessage(message: "hello", unread: 4), center: center)
        center.removeObserver(observer)
        #expect(received.values == [["message": "hello", "sender": "system", "unread": "4"]])
    }

    @Test func typedPostOfAMergedCaseWritesItsOutcome() {
        let received = Recorder<[String]>()
        let observer = center.addObserver(forName: UserManager.Name.login.name, object: nil, queue: nil) {
            notification in
            let info = notification.userInfo ?? [:]
            received.record([
                info["result"] as? String ?? "-", (info["code"] as? Int).map(String.init) ?? "-",
                (info["error"] as? TransportError).map { "\($0.code)" } ?? "-",
            ])
        }
        UserManager.post(.login(failure: TransportError(code: 12), code: 401, message: "no"), center: center)
        UserManager.post(.login(.success(.init(token: "t", userID: "u"))), center: center)
        center.removeObserver(observer)
        #expect(received.values == [["failure", "401", "12"], ["success", "-", "-"]])
    }

    /// `ProfileScreen` has `userInfo: payload`, so its delivery is direct: typed posts reach typed observers without
    /// the center, and observers without notigen do not see them; its events carry the payload alone.
    @Test @MainActor func directNotifierBypassesTheCenterAndWritesNoFieldKeys() {
        let untyped = Recorder<String>()
        let typed = Recorder<String>()
        let observer = center.addObserver(forName: ProfileScreen.Name.didEditName.name, object: nil, queue: nil) {
            notification in
            untyped.record(notification.name.rawValue)
        }
        let token = ProfileScreen.observe(.didEditName, center: center) { typed.record($0.name) }
        ProfileScreen.post(.didEditName(name: "Ana"), center: center)
        center.removeObserver(observer)
        token.cancel()
        #expect(typed.values == ["Ana"])
        #expect(untyped.values.isEmpty)
        let event = NotigenEvent<ProfileScreen, ProfileScreen.DidEditName>.didEditName(name: "Ana")
        #expect(event.userInfo.keys.compactMap { $0 as? String } == ["notigen.payload"])
    }

    @Test func untypedPostIsDecodedForTypedObservers() {
        let received = Recorder<UserManager.DidGetMessage>()
        let token = UserManager.observe(.didGetMessage, center: center) { received.record($0) }
        center.post(
            name: UserManager.Name.didGetMessage.name, object: nil,
            userInfo: ["message": "from Objective-C", "unread": NSNumber(value: 2)])
        #expect(received.values == [UserManager.DidGetMessage(message: "from Objective-C", unread: 2)])
        token.cancel()
    }

    @Test func untypedPostOfAMergedCaseIsDecoded() throws {
        let received = Recorder<UserManager.LoginResult>()
        let token = UserManager.observe(.login, center: center) { received.record($0) }
        let name = UserManager.Name.login.name
        center.post(name: name, object: nil, userInfo: ["result": "success", "token": "tk", "userID": "u1"])
        center.post(
            name: name, object: nil,
            userInfo: ["result": "failure", "code": 403, "message": "locked", "error": TransportError(code: 5)])
        #expect(try received.values.first?.get() == UserManager.LoginSuccess(token: "tk", userID: "u1"))
        guard case .failure(let failure)? = received.values.last else {
            Issue.record("expected a failure, got \(received.values)")
            return
        }
        #expect(failure.code == 403)
        #expect(failure.retryAfter == nil)
        #expect(failure.underlying as? TransportError == TransportError(code: 5))
        token.cancel()
    }

    /// An optional posted as `value as Any` by code without notigen: a nil one (boxed in `Any`) reads as nil, and
    /// the observer runs.
    @Test func nilOptionalBoxedInAnyIsDecodedAsNil() throws {
        let received = Recorder<UserManager.GetUserInfoResult>()
        let token = UserManager.observe(.getUserInfo, center: center) { received.record($0) }
        let avatarURL: URL? = nil
        let retryAfter: Double? = nil
        center.post(
            name: UserManager.Name.getUserInfo.name, object: nil,
            userInfo: ["result": "success", "name": "Ana", "email": "a@b.c", "avatarURL": avatarURL as Any])
        let loginFailures = Recorder<UserManager.LoginResult>()
        let loginToken = UserManager.observe(.login, center: center) { loginFailures.record($0) }
        center.post(
            name: UserManager.Name.login.name, object: nil,
            userInfo: [
                "result": "failure", "code": 429, "message": "later", "retryAfter": retryAfter as Any,
                "error": TransportError(code: 1),
            ])
        token.cancel()
        loginToken.cancel()
        #expect(try received.values.map { try $0.get() } == [.init(name: "Ana", email: "a@b.c", avatarURL: nil)])
        guard case .failure(let failure)? = loginFailures.values.first else {
            Issue.record("expected a failure, got \(loginFailures.values)")
            return
        }
        #expect(failure.code == 429)
        #expect(failure.retryAfter == nil)
    }

    @Test func renamedNotificationAndKeyAreUsedForBridging() {
        let received = Recorder<String>()
        // The case is deprecated: it is reached through the case listing, by its wire name, so that this test
        // compiles without warnings.
        let name = Notification.Name("AccountsPasswordDidChangeNotification")
        var visitor = ObservingVisitor(name: name, center: center, received: received)
        UserManager.notigenVisitCases(&visitor)
        center.post(name: name, object: nil, userInfo: ["user_id": "u7", "legacyHash": NSNull()])
        #expect(received.values.count == 1)
        #expect(received.values.first?.contains("\"u7\"") == true)
        visitor.tokens.forEach { $0.cancel() }
    }

    @Test func valuesThatDoNotFitAreReportedAndSkipped() {
        let received = Recorder<UserManager.DidGetMessage>()
        let token = UserManager.observe(.didGetMessage, center: center) { received.record($0) }
        let name = UserManager.Name.didGetMessage.name
        let reports = undecodableReports(named: name) {
            center.post(name: name, object: nil, userInfo: ["message": "m", "unread": "three"])
            center.post(name: name, object: nil, userInfo: ["sender": "nobody-sends-this"])
        }
        #expect(received.values.isEmpty)
        #expect(
            reports == [
                "notigen: skipped a \(name.rawValue) notification: userInfo[\"unread\"] is String, not Int",
                "notigen: skipped a \(name.rawValue) notification: userInfo has no \"message\"",
            ])
        token.cancel()
    }

    @Test func onlyFieldsNotifiersEncode() {
        let fields: NotigenEvent<UserManager, UserManager.GetUserInfoResult> = .getUserInfo(
            .success(.init(name: "Ana", email: "a@b.c")))
        let payloadOnly: NotigenEvent<ProfileScreen, ProfileScreen.DidEditName> = .didEditName(name: "Ana")
        #expect(fields.userInfo["name"] as? String == "Ana", "userInfo: fields posts write their keys")
        #expect(payloadOnly.userInfo["name"] == nil, "userInfo: payload posts carry the payload only")
    }

    @Test func payloadRoundTripsThroughUserInfo() throws {
        let payload = UserManager.GetUserInfoSuccess(
            name: "Ana", email: "a@b.c", avatarURL: URL(string: "https://example.com/a.png"), roles: ["admin"])
        #expect(try Self.roundTrip(payload) == payload)
        let withoutURL = UserManager.GetUserInfoSuccess(name: "Bo", email: "b@c.d")
        let event: NotigenEvent<UserManager, UserManager.GetUserInfoResult> = .getUserInfo(.success(withoutURL))
        #expect(event.userInfo["avatarURL"] == nil, "a nil optional leaves its key out")
        #expect(try Self.roundTrip(withoutURL) == withoutURL)
    }

    /// The payload posted with its fields' keys only, as code without notigen posts it, and read back.
    private static func roundTrip(_ payload: UserManager.GetUserInfoSuccess) throws -> UserManager.GetUserInfoSuccess {
        let event: NotigenEvent<UserManager, UserManager.GetUserInfoResult> = .getUserInfo(.success(payload))
        var fieldsOnly = event.userInfo
        fieldsOnly["notigen.payload"] = nil
        let notification = Notification(name: event.name, object: nil, userInfo: fieldsOnly)
        let result = try #require(
            NotigenKey<UserManager, UserManager.GetUserInfoResult>.getUserInfo.payload(of: notification))
        return try result.get()
    }
}

/// Observes the case of `UserManager` posted under `name`, whatever its payload type, recording each payload's
/// description: reaches a deprecated case without naming it.
struct ObservingVisitor: NotigenCaseVisitor {
    let name: Notification.Name
    let center: NotificationCenter
    let received: Recorder<String>
    var tokens: [NotigenToken] = []

    mutating func visit<Payload: Sendable>(_ key: NotigenKey<UserManager, Payload>) {
        guard key.name == name else { return }
        let received = self.received
        tokens.append(UserManager.observe(key, center: center) { received.record("\($0)") })
    }
}
