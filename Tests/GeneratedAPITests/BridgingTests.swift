import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// Every report `NotigenBridge.onUndecodable` received in this process (tests tell theirs apart by their values).
let undecodableReports: Recorder<NotigenUndecodable> = {
    let reports = Recorder<NotigenUndecodable>()
    NotigenBridge.onUndecodable = { reports.record($0) }
    return reports
}()

/// Posting and observing by name and documented `userInfo` keys, as Objective-C or older Swift code does.
@Suite struct BridgingTests {
    let center = NotificationCenter()

    @Test func typedPostWritesEveryFieldUnderItsKey() {
        let received = Recorder<[String: String]>()
        let observer = center.addObserver(forName: UserManager.Notification.didGetMessage.name, object: nil, queue: nil)
        { notification in
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
        let observer = center.addObserver(forName: UserManager.Notification.login.name, object: nil, queue: nil) {
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
        let observer = center.addObserver(forName: ProfileScreen.Notification.didEditName.name, object: nil, queue: nil)
        { notification in
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
            name: UserManager.Notification.didGetMessage.name, object: nil,
            userInfo: ["message": "from Objective-C", "unread": NSNumber(value: 2)])
        #expect(received.values == [UserManager.DidGetMessage(message: "from Objective-C", unread: 2)])
        token.cancel()
    }

    @Test func untypedPostOfAMergedCaseIsDecoded() throws {
        let received = Recorder<UserManager.LoginResult>()
        let token = UserManager.observe(.login, center: center) { received.record($0) }
        let name = UserManager.Notification.login.name
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

    @Test func renamedNotificationAndKeyAreUsedForBridging() {
        let received = Recorder<String>()
        // The case is deprecated; its key is built from its name (as generated code does, through the runtime's
        // SPI) so that this test compiles without warnings.
        let key = NotigenKey<UserManager, UserManager.DidChangePassword>(
            UserManager.Notification.didChangePassword.name, delivery: .foundation)
        let token = UserManager.observe(key, center: center) { received.record($0.userID) }
        center.post(
            name: Notification.Name("AccountsPasswordDidChangeNotification"), object: nil,
            userInfo: ["user_id": "u7", "legacyHash": NSNull()])
        #expect(received.values == ["u7"])
        token.cancel()
    }

    @Test func valuesThatDoNotFitAreReportedAndSkipped() {
        _ = undecodableReports
        let received = Recorder<UserManager.DidGetMessage>()
        let token = UserManager.observe(.didGetMessage, center: center) { received.record($0) }
        let name = UserManager.Notification.didGetMessage.name
        center.post(name: name, object: nil, userInfo: ["message": "m", "unread": "three"])
        center.post(name: name, object: nil, userInfo: ["sender": "nobody-sends-this"])
        #expect(received.values.isEmpty)
        let errors = undecodableReports.values.filter { $0.name == name }.map(\.error)
        #expect(errors.contains(.mismatch(key: "unread", expected: "Int", found: "String")))
        #expect(errors.contains(.missing(key: "message")))
        token.cancel()
    }

    @Test func onlyFieldsNotifiersEncode() {
        let fields: Any = UserManager.GetUserInfoSuccess(name: "Ana", email: "a@b.c")
        let payloadOnly: Any = ProfileScreen.DidEditName(name: "Ana")
        #expect(fields is any NotigenUserInfoCodable, "userInfo: fields payloads write their keys")
        #expect(payloadOnly is any NotigenUserInfoDecodable, "every payload reads untyped posts")
        #expect(!(payloadOnly is any NotigenUserInfoEncodable), "userInfo: payload carries no encoding code")
    }

    @Test func payloadRoundTripsThroughUserInfo() throws {
        let payload = UserManager.GetUserInfoSuccess(
            name: "Ana", email: "a@b.c", avatarURL: URL(string: "https://example.com/a.png"), roles: ["admin"])
        var userInfo: [AnyHashable: Any] = [:]
        payload.notigenEncode(into: &userInfo)
        #expect(try UserManager.GetUserInfoSuccess(notigenUserInfo: NotigenUserInfo(userInfo)) == payload)
        let withoutURL = UserManager.GetUserInfoSuccess(name: "Bo", email: "b@c.d")
        userInfo = [:]
        withoutURL.notigenEncode(into: &userInfo)
        #expect(userInfo["avatarURL"] == nil, "a nil optional leaves its key out")
        #expect(try UserManager.GetUserInfoSuccess(notigenUserInfo: NotigenUserInfo(userInfo)) == withoutURL)
    }
}
