import Accounts
import Combine
import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// `NotigenNotifier.publisher(for:object:center:)` against the code generated from specs/user.yaml, with OpenCombine
/// standing in for Combine: typed payloads, demand, cancellation, senders, main-actor cases.
@Suite struct PublisherTests {
    /// Collects what a publisher delivers, from any thread.
    final class Collected<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value] = []

        func append(_ value: Value) {
            lock.lock()
            storage.append(value)
            lock.unlock()
        }

        var values: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    @Test func publishesTypedPayloadsOfDirectDelivery() {
        let center = NotificationCenter()
        let received = Collected<Mailbox.DidReceive>()
        let cancellable = Mailbox.publisher(for: .didReceive, center: center).sink { received.append($0) }
        Mailbox.post(.didReceive(id: 1, subject: "hi"), center: center)
        Mailbox.post(.didReceive(id: 2, subject: "again", priority: 3), center: center)
        #expect(received.values.map(\.id) == [1, 2])
        #expect(received.values.last?.priority == 3)
        cancellable.cancel()
        Mailbox.post(.didReceive(id: 3, subject: "late"), center: center)
        #expect(received.values.count == 2, "nothing after cancel")
    }

    @Test func publishesMergedResultsThroughTheCenterAndPostsWithoutNotigen() {
        let center = NotificationCenter()
        let results = Collected<String>()
        let cancellable = UserManager.publisher(for: .login, center: center).sink { result in
            switch result {
            case .success(let success): results.append(success.userID)
            case .failure(let failure): results.append("failed \(failure.code)")
            }
        }
        UserManager.post(.login(.success(.init(token: "t", userID: "ada"))), center: center)
        UserManager.post(.login(failure: URLError(.timedOut), code: 401, message: "no"), center: center)
        // Code without notigen posts the documented userInfo keys.
        center.post(
            name: UserManager.Name.login.name, object: nil,
            userInfo: ["result": "success", "token": "t", "userID": "grace"])
        #expect(results.values == ["ada", "failed 401", "grace"])
        cancellable.cancel()
    }

    /// Why a merged case written by hand below failed.
    struct Refused: Error {}

    @Test func publishesBothNamesOfAResultCaseWithTwoNames() {
        // A key as generated code makes one for `name: { success: Test.Done, failure: Test.Failed }`.
        let key = NotigenKey<UserManager, Result<Int, Refused>>(
            .init("Test.Done"), failureName: .init("Test.Failed"), delivery: .direct
        ) { userInfo throws(NotigenDecodingError) in
            guard try userInfo.isSuccess() else { return .failure(Refused()) }
            return .success(try userInfo.value("count"))
        }
        let center = NotificationCenter()
        let results = Collected<String>()
        let cancellable = UserManager.publisher(for: key, center: center).sink { result in
            results.append((try? result.get()).map { "done \($0)" } ?? "failed")
        }
        UserManager.post(NotigenEvent(key, .success(1)), center: center)
        UserManager.post(NotigenEvent(key, .failure(Refused())), center: center)
        center.post(name: .init("Test.Failed"), object: nil, userInfo: nil)
        center.post(name: .init("Test.Done"), object: nil, userInfo: ["count": 2])
        #expect(results.values == ["done 1", "failed", "failed", "done 2"])
        cancellable.cancel()
    }

    @Test func respectsDemandAndDropsWhatArrivesWithout() {
        let center = NotificationCenter()
        let received = Collected<Int64>()
        // A subscriber that asks for two payloads, then nothing.
        final class Limited: Subscriber, @unchecked Sendable {
            typealias Input = Mailbox.DidReceive
            typealias Failure = Never
            let received: Collected<Int64>
            var subscription: (any Subscription)?
            init(_ received: Collected<Int64>) { self.received = received }
            func receive(subscription: any Subscription) {
                self.subscription = subscription
                subscription.request(.max(2))
            }
            func receive(_ input: Mailbox.DidReceive) -> Subscribers.Demand {
                received.append(input.id)
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let limited = Limited(received)
        Mailbox.publisher(for: .didReceive, center: center).subscribe(limited)
        for id in 1...4 { Mailbox.post(.didReceive(id: Int64(id), subject: "s"), center: center) }
        #expect(received.values == [1, 2])
        limited.subscription?.request(.max(1))
        Mailbox.post(.didReceive(id: 5, subject: "s"), center: center)
        #expect(received.values == [1, 2, 5])
        limited.subscription?.cancel()
    }

    @Test func filtersBySenderAndComposesWithOperators() {
        let center = NotificationCenter()
        let sender = NSObject()
        let subjects = Collected<String>()
        let cancellable = Mailbox.publisher(for: .didReceive, object: sender, center: center)
            .map(\.subject)
            .filter { !$0.isEmpty }
            .sink { subjects.append($0) }
        Mailbox.post(.didReceive(id: 1, subject: "mine"), object: sender, center: center)
        Mailbox.post(.didReceive(id: 2, subject: "other's"), object: NSObject(), center: center)
        Mailbox.post(.didReceive(id: 3, subject: ""), object: sender, center: center)
        #expect(subjects.values == ["mine"])
        cancellable.cancel()
    }

    @Test @MainActor func deliversMainActorCasesOnTheMainActor() async {
        let center = NotificationCenter()
        let received = Collected<Int>()
        let cancellable = UserManager.publisher(for: .sessionWillExpire, center: center).sink { payload in
            MainActor.assertIsolated("a main-actor case's publisher delivers on the main actor")
            received.append(payload.secondsLeft)
        }
        UserManager.post(.sessionWillExpire(secondsLeft: 30), center: center)
        #expect(received.values == [30], "posted on the main actor: delivered at once")
        await Task.detached { UserManager.post(.sessionWillExpire(secondsLeft: 10), center: center) }.value
        for _ in 0..<200 where received.values.count < 2 { try? await Task.sleep(nanoseconds: 10_000_000) }
        #expect(received.values == [30, 10], "posted on another thread: delivered on the main actor")
        cancellable.cancel()
    }
}
