import Foundation
import NotigenRuntime
import Testing

/// `notifications(_:)`: typed payloads as an async sequence, whose observation ends with its consumer.
@Suite struct AsyncSequenceTests {
    let center = NotificationCenter()

    @Test func yieldsEveryPayloadInOrder() async {
        let stream = UserManager.notifications(.didGetMessage, center: center)
        UserManager.post(.didGetMessage(message: "one"), center: center)
        UserManager.post(.didGetMessage(message: "two", unread: 1), center: center)
        var received: [UserManager.DidGetMessage] = []
        for await payload in stream {
            received.append(payload)
            if received.count == 2 { break }
        }
        #expect(received.map(\.message) == ["one", "two"])
        #expect(received.last?.unread == 1)
    }

    @Test func cancellingTheConsumerRemovesTheObserver() async {
        let center = center
        let started = Recorder<Int>()
        let consumer = Task {
            var count = 0
            for await _ in UserManager.notifications(.didLogout, center: center) {
                count += 1
                started.record(count)
            }
            return count
        }
        #expect(await eventually { center.liveObservers == 1 })
        UserManager.post(.didLogout, center: center)
        #expect(await eventually { started.values == [1] })
        consumer.cancel()
        _ = await consumer.value
        #expect(center.liveObservers == 0)
    }

    @Test func releasingTheSequenceRemovesTheObserver() {
        var stream: NotigenNotifications<UserManager.LoginResult>? = UserManager.notifications(.login, center: center)
        #expect(center.liveObservers == 1)
        stream = nil
        #expect(stream == nil)
        #expect(center.liveObservers == 0)
    }

    @Test func sequenceFiltersOnTheSender() async {
        let alice = NSObject()
        let stream = UserManager.notifications(.didGetMessage, object: alice, center: center)
        UserManager.post(.didGetMessage(message: "anyone"), center: center)
        UserManager.post(.didGetMessage(message: "alice"), object: alice, center: center)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.message == "alice")
    }

    @Test func bufferingPolicyKeepsTheNewest() async {
        let stream = UserManager.notifications(.didGetMessage, center: center, bufferingPolicy: .bufferingNewest(1))
        UserManager.post(.didGetMessage(message: "old"), center: center)
        UserManager.post(.didGetMessage(message: "new"), center: center)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.message == "new")
    }

    @Test func mainActorCasesStreamToo() async {
        let stream = ProfileScreen.notifications(.didEditName, center: center)
        ProfileScreen.post(.didEditName(name: "Ana"), center: center)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.name == "Ana")
    }
}
