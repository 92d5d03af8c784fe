import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// A merged case with two names (`name: { success:, failure: }`): successes are posted under one name, failures
/// under the other, and posts made without notigen under either name are read as that side.
@Suite struct NotigenFailureNameTests {
    let center = NotificationCenter()

    /// "success" or the failure's litres, for comparing results.
    static func describe(_ result: Result<Void, Kettle.RefillFailure>) -> String {
        switch result {
        case .success: "success"
        case .failure(let failure): "failure \(failure.litres)"
        }
    }

    @Test(arguments: Kettle.refillTwoNames)
    func typedPostsGoOutUnderTheirSidesName(key: NotigenKey<Kettle, Result<Void, Kettle.RefillFailure>>) throws {
        let failureName = try #require(key.failureName)
        let names = Received<String>()
        let observers = [key.name, failureName].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { names.append($0.name.rawValue) }
        }
        defer { observers.forEach(center.removeObserver) }
        let typed = Received<String>()
        let token = Kettle.observe(key, center: center) { typed.append(Self.describe($0)) }
        Kettle.post(NotigenEvent(key, .success(())), center: center)
        Kettle.post(NotigenEvent(key, .failure(.init(litres: 2))), center: center)
        #expect(typed.values == ["success", "failure 2"])
        #expect(NotigenEvent(key, .failure(.init(litres: 2))).name == failureName)
        if key.delivery == .foundation {
            #expect(names.values == [key.name.rawValue, failureName.rawValue])
        }
        #expect(NotigenToken.activeObservations(in: center) == 1)
        token.cancel()
        #expect(NotigenToken.activeObservations(in: center) == 0)
        Kettle.post(NotigenEvent(key, .failure(.init(litres: 3))), center: center)
        #expect(typed.values.count == 2)
    }

    @Test(arguments: Kettle.refillTwoNames)
    func postsWithoutNotigenAreReadByTheirName(key: NotigenKey<Kettle, Result<Void, Kettle.RefillFailure>>) throws {
        let failureName = try #require(key.failureName)
        let typed = Received<String>()
        let posts = Received<String>()
        let token = Kettle.observe(key, center: center) { typed.append(Self.describe($0)) }
        let postsToken = Kettle.observePosts(key, center: center) { post in
            posts.append(post.name.rawValue + " " + ((try? post.payload.get()).map(Self.describe) ?? "undecodable"))
        }
        center.post(name: failureName, object: nil, userInfo: ["litres": 4])
        center.post(name: key.name, object: nil, userInfo: nil)
        // The name decides, whatever "result" says.
        center.post(name: failureName, object: nil, userInfo: ["litres": 5, "result": "success"])
        #expect(typed.values == ["failure 4", "success", "failure 5"])
        #expect(
            posts.values == [
                "\(failureName.rawValue) failure 4", "\(key.name.rawValue) success",
                "\(failureName.rawValue) failure 5",
            ])
        token.cancel()
        postsToken.cancel()
    }

    @Test func registrationsObserveBothNames() async {
        final class Observer: Sendable {
            let received = Received<String>()
        }
        let key = Kettle.refillTwoNames[0]
        let observer = Observer()
        let registration = NotigenRegistration<Observer>(observer, notifier: Kettle.self, object: nil, center: center)
        registration.observe(key) { observer, result in observer.received.append(Self.describe(result)) }
        registration.activate()
        Kettle.post(NotigenEvent(key, .failure(.init(litres: 6))), center: center)
        center.post(name: key.name, object: nil, userInfo: nil)
        #expect(observer.received.values == ["failure 6", "success"])
        Kettle.removeObserver(observer)
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }
}
