import Foundation
import NotigenTesting
import Testing

/// How awaiting calls fail: the documented message, within the timeout, at the caller's source location; and how
/// they succeed: as soon as the post arrives, never after a sleep.
@Suite struct RecorderFailureTests {
    let center = NotificationCenter()
    let log = FailureLog()

    @Test func aMissingPostFailsWithTheDocumentedMessageWithinTheTimeout() async throws {
        try await onOwnQueue {
            let recorder = UserManager.recorder(center: center, timeout: .milliseconds(50), reporter: log)
            UserManager.post(.didLogout, center: center)
            UserManager.post(.didGetMessage(message: "hi"), center: center)
            let start = ContinuousClock.now
            let failure = await #expect(throws: NotigenRecorderFailure.self) {
                try await recorder.nextFailure(
                    .login, fileID: "App/LoginTests.swift", filePath: "/src/App/LoginTests.swift", line: 12, column: 9)
            }
            let elapsed = seconds(since: start)
            #expect(elapsed >= 0.05, "failed after \(elapsed) s, before its timeout")
            #expect(
                failure?.message
                    == "Expected a failure of UserManager.login within 0.05 seconds (awaited at App/LoginTests.swift:12:9), "
                    + "but it was not posted; posted instead: UserManager.didLogout, UserManager.didGetMessage("
                    + #"DidGetMessage(message: "hi", sender: "system", unread: 0))"#)
            #expect(log.failures.map(\.message) == [failure?.message])
            #expect(log.failures.first?.location.description == "App/LoginTests.swift:12:9")
            #expect("\(log.failures.first?.location.filePath ?? "")" == "/src/App/LoginTests.swift")
        }
    }

    @Test func aMissingPostWithNothingElsePostedSaysSo() async throws {
        let recorder = UserManager.recorder(center: center, reporter: log)
        let failure = await #expect(throws: NotigenRecorderFailure.self) {
            try await recorder.next(
                .didLogout, timeout: .zero, fileID: "A/B.swift", filePath: "/B.swift", line: 1, column: 1)
        }
        #expect(
            failure?.message
                == "Expected UserManager.didLogout within 0.0 seconds (awaited at A/B.swift:1:1), but it was not "
                + "posted; nothing else was posted")
    }

    @Test func theOtherSideOfAMergedCaseFails() async throws {
        let recorder = UserManager.recorder(center: center, reporter: log)
        UserManager.post(.login(.success(.init(token: "t", userID: "u"))), center: center)
        UserManager.post(.login(.failure(.init(code: 401, message: "no"))), center: center)
        let failure = await #expect(throws: NotigenRecorderFailure.self) {
            try await recorder.nextFailure(.login, fileID: "A/B.swift", filePath: "/B.swift", line: 4, column: 2)
        }
        #expect(
            failure?.message
                == "Expected a failure of UserManager.login (awaited at A/B.swift:4:2), but a success was posted: "
                + #"UserManager.login(success(NotigenTestingTests.UserManager.LoginSuccess(token: "t", userID: "u")))"#)
        let success = await #expect(throws: NotigenRecorderFailure.self) {
            try await recorder.nextSuccess(.login, fileID: "A/B.swift", filePath: "/B.swift", line: 5, column: 2)
        }
        #expect(
            success?.message.hasPrefix(
                "Expected a success of UserManager.login (awaited at A/B.swift:5:2), but a failure was posted: "
                    + "UserManager.login(failure(NotigenTestingTests.UserManager.LoginFailure(code: 401") == true)
    }

    @Test func anUnexpectedPostFailsExpectNoneAtOnce() async throws {
        try await onOwnQueue {
            let recorder = UserManager.recorder(center: center, reporter: log)
            UserManager.post(.didLogout, center: center)
            let start = ContinuousClock.now
            let failure = await #expect(throws: NotigenRecorderFailure.self) {
                try await recorder.expectNone(
                    .didLogout, within: .seconds(600), fileID: "A/B.swift", filePath: "/B.swift", line: 7, column: 3)
            }
            // Structural, not a speed limit: it returned long before its own period would have ended.
            #expect(seconds(since: start) < 600)
            #expect(
                failure?.message
                    == "Expected no UserManager.didLogout within 600.0 seconds (awaited at A/B.swift:7:3), but it was "
                    + "posted: UserManager.didLogout on a background thread")
        }
    }

    @Test func aPostDuringTheQuietPeriodFailsExpectNoneWhenItArrives() async throws {
        try await onOwnQueue {
            let recorder = UserManager.recorder(center: center, reporter: log)
            let start = ContinuousClock.now
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { [center] in
                UserManager.post(.didGetMessage(message: "late"), center: center)
            }
            await #expect(throws: NotigenRecorderFailure.self) {
                try await recorder.expectNone(.didGetMessage, within: .seconds(600))
            }
            #expect(seconds(since: start) < 600, "expectNone returned when the post arrived, not after its period")
            #expect(log.failures.count == 1)
        }
    }

    @Test func expectNonePassesWhenNothingIsPostedAndWatchesForItsPeriodOnly() async throws {
        try await onOwnQueue {
            let recorder = UserManager.recorder(center: center, quietPeriod: .milliseconds(30), reporter: log)
            UserManager.post(.didLogout, center: center)
            let start = ContinuousClock.now
            try await recorder.expectNone(.didGetMessage)
            let elapsed = seconds(since: start)
            #expect(elapsed >= 0.03, "watched for \(elapsed) s, less than its quiet period")
            try await recorder.expectNone(.login, within: .zero)
            await #expect(throws: NotigenRecorderFailure.self) { try await recorder.expectNothing(within: .zero) }
            try await recorder.expectNothing(within: .zero)
            #expect(log.failures.count == 1)
        }
    }

    @Test func nextWakesUpWhenThePostArrives() async throws {
        try await onOwnQueue {
            let recorder = UserManager.recorder(center: center, timeout: .seconds(600), reporter: log)
            let start = ContinuousClock.now
            Thread.detachNewThread { [center] in
                Thread.sleep(forTimeInterval: 0.02)
                UserManager.post(.didGetMessage(message: "from a thread"), center: center)
            }
            let payload = try await recorder.next(.didGetMessage)
            #expect(payload.message == "from a thread")
            #expect(seconds(since: start) < 600, "woke up when the post arrived, not at its timeout")
        }
    }

    @Test func twoCallsWaitingForOneCaseAreServedInTurn() async throws {
        try await onOwnQueue {
            let recorder = UserManager.recorder(center: center, timeout: .seconds(30), reporter: log)
            async let first = recorder.next(.didGetMessage)
            async let second = recorder.next(.didGetMessage)
            try await Task.sleep(for: .milliseconds(10))
            UserManager.post(.didGetMessage(message: "1"), center: center)
            UserManager.post(.didGetMessage(message: "2"), center: center)
            let messages = try await Set([first.message, second.message])
            #expect(messages == ["1", "2"])
        }
    }

    @Test func tooFewPostsFailNextCount() async throws {
        let recorder = UserManager.recorder(center: center, timeout: .milliseconds(10), reporter: log)
        UserManager.post(.didLogout, center: center)
        let failure = await #expect(throws: NotigenRecorderFailure.self) {
            try await recorder.next(count: 3, fileID: "A/B.swift", filePath: "/B.swift", line: 9, column: 4)
        }
        #expect(
            failure?.message
                == "Expected 3 notifications of UserManager within 0.01 seconds (awaited at A/B.swift:9:4), but 1 "
                + "posted: UserManager.didLogout")
        #expect(recorder.pending.count == 1, "a failed next(count:) takes nothing")
    }

    @Test func aCancelledWaitThrowsCancellationAndReportsNothing() async throws {
        try await onOwnQueue {
            let recorder = UserManager.recorder(center: center, timeout: .seconds(600), reporter: log)
            let start = ContinuousClock.now
            await withTaskGroup(of: (any Error)?.self) { group in
                group.addTask {
                    do {
                        try await recorder.next(.didLogout)
                        return nil
                    } catch {
                        return error
                    }
                }
                try? await Task.sleep(for: .milliseconds(10))
                group.cancelAll()
                #expect(await group.next() as? CancellationError != nil)
            }
            #expect(seconds(since: start) < 600, "the cancelled wait ended at once, not at its timeout")
            #expect(log.failures.isEmpty)
        }
    }

    @Test func swiftTestingRecordsTheIssueAtTheCallersLine() async throws {
        let recorder = UserManager.recorder(center: center, timeout: .milliseconds(10))
        let line = #line + 2
        try await withKnownIssue {
            try await recorder.next(.didLogout)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && issue.comments.contains {
                    $0.rawValue.hasPrefix(
                        "Expected UserManager.didLogout within 0.01 seconds (awaited at \(#fileID):\(line):")
                }
        }
    }
}
