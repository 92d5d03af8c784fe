import Foundation
import NotigenRuntime
import NotigenTesting
import Testing

/// What a recorder records and hands out: every kind of case typed, in order, with sender and thread; chosen cases
/// only; its own center only; posts made without notigen; and nothing left registered once it is released.
@Suite struct RecorderTests {
    let center = NotificationCenter()

    @Test func everyKindOfCaseIsHandedOutTyped() async throws {
        let recorder = UserManager.recorder(center: center)
        UserManager.post(.didGetMessage(message: "hi", unread: 2), center: center)
        UserManager.post(.didLogout, center: center)
        UserManager.post(.login(.success(.init(token: "t", userID: "u"))), center: center)
        UserManager.post(.login(failure: TransportError(code: 5), code: 500, message: "down"), center: center)
        UserManager.post(.refresh(.success(())), center: center)
        UserManager.post(.sessionWillExpire(secondsLeft: 30), center: center)
        UserManager.post(.getAvatar(failure: TransportError(code: 7)), center: center)

        #expect(try await recorder.next(.didGetMessage) == UserManager.DidGetMessage(message: "hi", unread: 2))
        try await recorder.next(.didLogout)
        #expect(try await recorder.nextSuccess(.login) == UserManager.LoginSuccess(token: "t", userID: "u"))
        let failure = try await recorder.nextFailure(.login)
        #expect(failure.code == 500)
        #expect(failure.underlying as? TransportError == TransportError(code: 5))
        try await recorder.nextSuccess(.refresh)
        #expect(try await recorder.next(.sessionWillExpire).secondsLeft == 30)
        let avatar = try await recorder.nextFailure(.getAvatar)
        #expect(avatar.underlying as? TransportError == TransportError(code: 7))
        #expect(recorder.pending.isEmpty)
    }

    @Test func mainActorNotifierIsRecordedOnThePostingThread() async throws {
        let recorder = ProfileScreen.recorder(center: center)
        ProfileScreen.post(.didEditName(name: "Ada"), center: center)
        ProfileScreen.post(.save(.failure(.init(field: "name"))), center: center)
        ProfileScreen.post(.uploadAvatar(failure: TransportError(code: 1)), center: center)
        #expect(try await recorder.next(.didEditName).name == "Ada")
        #expect(try await recorder.nextFailure(.save).field == "name")
        #expect(try await recorder.nextFailure(.uploadAvatar).underlying as? TransportError == TransportError(code: 1))
        #expect(recorder.all.map(\.name) == [.didEditName, .save, .uploadAvatar])
    }

    @Test func allKeepsEveryPostInOrderWithSenderAndThread() async throws {
        let recorder = UserManager.recorder(center: center)
        let poster = Poster()
        UserManager.post(.didGetMessage(message: "a"), object: poster, center: center)
        await Task.detached { [center] in
            UserManager.post(.didLogout, center: center)
        }.value
        await MainActor.run { [center] in
            UserManager.post(.didGetMessage(message: "b"), center: center)
        }
        let all = recorder.all
        #expect(all.map(\.name) == [.didGetMessage, .didLogout, .didGetMessage])
        #expect(all.map(\.index) == [0, 1, 2])
        #expect(all.map { $0.payload(.didGetMessage)?.message } == ["a", nil, "b"])
        #expect(all[0].isSent(by: poster))
        #expect(!all[1].isSent(by: poster) && all[1].sender == nil)
        #expect(!all[1].thread.isMainActor)
        #expect(all[2].thread.isMainActor)
        #expect(
            all[2].description
                == #"UserManager.didGetMessage(DidGetMessage(message: "b", sender: "system", unread: 0))"#)
        #expect(all[1].description == "UserManager.didLogout")
        #expect(recorder.pending.count == 3, "reading all takes nothing")
    }

    @Test func nextCountTakesTheOldestRecordsOfAnyCase() async throws {
        let recorder = UserManager.recorder(center: center)
        UserManager.post(.didLogout, center: center)
        UserManager.post(.didGetMessage(message: "a"), center: center)
        UserManager.post(.didLogout, center: center)
        try await recorder.next(.didGetMessage)
        let records = try await recorder.next(count: 2)
        #expect(records.map(\.name) == [.didLogout, .didLogout])
        #expect(records.map(\.index) == [0, 2])
        #expect(try await recorder.next(count: 0).isEmpty)
    }

    @Test func chosenCasesOnlyAreRecorded() async throws {
        let log = FailureLog()
        let recorder = UserManager.recorder(.login, .didLogout, center: center, reporter: log)
        UserManager.post(.didGetMessage(message: "ignored"), center: center)
        UserManager.post(.didLogout, center: center)
        #expect(recorder.all.map(\.name) == [.didLogout])
        let failure = await #expect(throws: NotigenRecorderFailure.self) {
            try await recorder.next(.didGetMessage, fileID: "App/T.swift", filePath: "/App/T.swift", line: 3, column: 9)
        }
        #expect(
            failure?.message
                == "Expected UserManager.didGetMessage (awaited at App/T.swift:3:9), but the recorder does not "
                + "record it: it records UserManager.login, UserManager.didLogout only")
        #expect(log.failures.count == 1)
    }

    @Test func senderFilterRecordsThatSenderOnly() async throws {
        let poster = Poster()
        let recorder = UserManager.recorder(object: poster, center: center)
        UserManager.post(.didLogout, object: Poster(), center: center)
        UserManager.post(.didLogout, object: poster, center: center)
        #expect(recorder.all.count == 1)
        #expect(recorder.all.first?.isSent(by: poster) == true)
    }

    @Test func recordersOnDifferentCentersDoNotSeeEachOthersPosts() async throws {
        let other = NotificationCenter()
        let mine = UserManager.recorder(center: center, quietPeriod: .milliseconds(20))
        let theirs = UserManager.recorder(center: other, quietPeriod: .milliseconds(20))
        let onDefault = UserManager.recorder(quietPeriod: .milliseconds(20))
        UserManager.post(.didGetMessage(message: "mine"), center: center)
        UserManager.post(.didGetMessage(message: "theirs"), center: other)
        #expect(try await mine.next(.didGetMessage).message == "mine")
        #expect(try await theirs.next(.didGetMessage).message == "theirs")
        try await mine.expectNothing()
        try await theirs.expectNothing()
        #expect(!onDefault.all.contains { ["mine", "theirs"].contains($0.payload(.didGetMessage)?.message) })
    }

    @Test func postsWithoutNotigenAreDecodedLikeAnyObserverDoes() async throws {
        let recorder = UserManager.recorder(center: center)
        center.post(
            name: UserManager.Name.didGetMessage.name, object: nil,
            userInfo: ["message": "from Objective-C", "unread": 4])
        center.post(
            name: UserManager.Name.login.name, object: nil,
            userInfo: ["result": "failure", "code": 403, "message": "locked"])
        center.post(name: UserManager.Name.didLogout.name, object: nil)
        #expect(
            try await recorder.next(.didGetMessage) == UserManager.DidGetMessage(message: "from Objective-C", unread: 4)
        )
        #expect(try await recorder.nextFailure(.login).code == 403)
        try await recorder.next(.didLogout)
    }

    @Test func undecodablePostsAreRecordedWithTheirError() async throws {
        let log = FailureLog()
        let recorder = UserManager.recorder(center: center, reporter: log)
        center.post(name: UserManager.Name.didGetMessage.name, object: nil, userInfo: ["unread": 1])
        let record = try #require(recorder.all.first)
        #expect(record.name == .didGetMessage)
        #expect(record.decodingError == .missing(key: "message"))
        #expect(record.payload(.didGetMessage) == nil)
        #expect(record.description == #"UserManager.didGetMessage (undecodable: userInfo has no "message")"#)
        let failure = await #expect(throws: NotigenRecorderFailure.self) {
            try await recorder.next(.didGetMessage, fileID: "App/T.swift", filePath: "/App/T.swift", line: 8, column: 5)
        }
        #expect(
            failure?.message
                == #"Expected UserManager.didGetMessage (awaited at App/T.swift:8:5), but its payload could not be "#
                + #"read: userInfo has no "message""#)
    }

    @Test func pastTheLimitTheOldestRecordsAreDropped() async throws {
        let log = FailureLog()
        let recorder = UserManager.recorder(center: center, timeout: .zero, limit: 3, reporter: log)
        for index in 0..<5 {
            UserManager.post(.didGetMessage(message: "\(index)"), center: center)
        }
        #expect(recorder.all.map(\.index) == [2, 3, 4])
        #expect(recorder.droppedCount == 2)
        #expect(try await recorder.next(.didGetMessage).message == "2")
        let failure = await #expect(throws: NotigenRecorderFailure.self) { try await recorder.next(.didLogout) }
        #expect(
            failure?.message.hasSuffix("(the recorder keeps the most recent 3 records; 2 older were dropped)") == true)
    }

    @Test func aReleasedRecorderLeavesNoObservation() async throws {
        var recorder: NotigenRecorder<UserManager>? = UserManager.recorder(center: center)
        #expect(NotigenToken.activeObservations(in: center) == UserManager.Name.allCases.count)
        UserManager.post(.didLogout, center: center)
        #expect(recorder?.all.count == 1)
        recorder = nil
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test func timeoutAndQuietPeriodCanBeSet() {
        let recorder = UserManager.recorder(center: center)
        #expect(recorder.timeout == .seconds(1))
        #expect(recorder.quietPeriod == .milliseconds(100))
        #expect(recorder.limit == 10_000)
        recorder.timeout = .seconds(5)
        recorder.quietPeriod = .zero
        #expect(recorder.timeout == .seconds(5))
        #expect(recorder.quietPeriod == .zero)
    }
}
