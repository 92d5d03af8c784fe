import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// `observePosts` sees every post of a key, on the posting thread, with its sender: typed posts, untyped posts
/// decoded, and untyped posts whose payload does not fit, as a failure rather than skipped.
@Suite struct NotigenPostTests {
    let center = NotificationCenter()

    /// A sender, compared by identity.
    final class Sender: Sendable {}

    @Test func typedAndUntypedPostsArriveWithTheirSender() {
        let sender = Sender()
        let received = Received<String>()
        let token = Kettle.observePosts(Kettle.didBoil, center: center) { post in
            let payload = (try? post.payload.get()).map { "\($0.degrees)" } ?? "none"
            let from = (post.sender as AnyObject?) === sender ? "sender" : "nobody"
            received.append("\(post.name.rawValue) \(payload) \(from)")
        }
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 90)), object: sender, center: center)
        center.post(name: Kettle.didBoil.name, object: nil, userInfo: ["degrees": 42])
        #expect(received.values == ["Test.Kettle.didBoil 90 sender", "Test.Kettle.didBoil 42 nobody"])
        token.cancel()
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 1)), center: center)
        #expect(received.values.count == 2)
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test func undecodablePostsArriveAsTheirError() {
        let received = Received<Result<Void, NotigenDecodingError>>()
        let token = Kettle.observePosts(Kettle.refill, object: nil, center: center) { post in
            received.append(post.payload.map { _ in () })
        }
        center.post(name: Kettle.refill.name, object: nil, userInfo: ["result": "failure"])
        center.post(name: Kettle.refill.name, object: nil, userInfo: ["result": "success"])
        let errors = received.values.map { result -> NotigenDecodingError? in
            guard case .failure(let error) = result else { return nil }
            return error
        }
        #expect(errors == [.missing(key: "litres"), nil])
        _ = token
    }

    @Test func senderFilterKeepsOtherSendersOut() {
        let sender = Sender()
        let received = Received<Int>()
        let token = Kettle.observePosts(Kettle.didPour, object: sender, center: center) { _ in received.append(1) }
        Kettle.post(NotigenEvent(Kettle.didPour, ()), object: Sender(), center: center)
        Kettle.post(NotigenEvent(Kettle.didPour, ()), object: sender, center: center)
        #expect(received.values.count == 1)
        _ = token
    }
}
