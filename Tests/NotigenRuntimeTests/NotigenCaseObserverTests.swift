import Foundation
import Testing

@_spi(NotigenGenerated) @testable import NotigenRuntime

/// One handler for several keys (`NotigenCaseObserver`), and a payload carried as the notification's object (a
/// key's object reader, `NotigenUserInfo.object`), with the hand-written `Kettle`.
@Suite struct NotigenCaseObserverTests {
    /// What `oneHandler: true` generates: the notifier's cases as one enum.
    enum Posted: Sendable, Equatable {
        case didBoil(Kettle.DidBoil)
        case didPour
    }

    enum Name: Hashable, Sendable {
        case didBoil, didPour
    }

    static func observeCases(_ observer: inout NotigenCaseObserver<Name, Posted>) {
        observer.observe(.didBoil, Kettle.didBoil) { .didBoil($0) }
        observer.observe(.didPour, Kettle.didPour) { _ in .didPour }
    }

    /// A key whose payload, an `Int`, travels as the object of its notifications.
    static let ticked = NotigenKey<Kettle, Int>(
        Notification.Name("Test.Kettle.ticked"), delivery: .direct, object: { $0 }
    ) { userInfo throws(NotigenDecodingError) in try userInfo.object() }

    @Test func chosenKeysReachOneHandlerUntilTheTokenEnds() {
        let center = NotificationCenter()
        let received = Received<Posted>()
        let token = NotigenCaseObserver<Name, Posted>.observe(
            [.didBoil], object: nil, center: center, queue: nil, received.append, cases: { Self.observeCases(&$0) })
        let all = NotigenCaseObserver<Name, Posted>.observe(
            nil, object: nil, center: center, queue: nil, received.append, cases: { Self.observeCases(&$0) })
        Kettle.post(.init(Kettle.didBoil, .init(degrees: 90)), center: center)
        Kettle.post(.init(Kettle.didPour, ()), center: center)
        token.cancel()
        all.cancel()
        Kettle.post(.init(Kettle.didPour, ()), center: center)
        #expect(received.values == [.didBoil(.init(degrees: 90)), .didBoil(.init(degrees: 90)), .didPour])
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test func aPayloadInTheObjectIsPostedAndReadBack() {
        let center = NotificationCenter()
        let received = Received<Int>()
        let objects = Received<Int>()
        let token = Kettle.observe(Self.ticked, center: center) { received.append($0) }
        let plain = center.addObserver(forName: Self.ticked.name, object: nil, queue: nil) {
            objects.append($0.object as? Int ?? -1)
        }
        let event = NotigenEvent(Self.ticked, 7)
        #expect(event.object as? Int == 7)
        Kettle.post(event, object: "ignored", center: center)
        center.post(name: Self.ticked.name, object: NSNumber(value: 8))
        center.post(name: Self.ticked.name, object: "nine")
        token.cancel()
        center.removeObserver(plain)
        #expect(received.values == [7, 8])
        #expect(objects.values == [8, -1])
    }

    @Test func objectsAreReadOrRefusedWithAReason() throws {
        #expect(try NotigenUserInfo([:], object: "a").object(as: String.self) == "a")
        #expect(try NotigenUserInfo([:], object: NSString(string: "b")).object(as: String.self) == "b")
        #expect(try NotigenUserInfo([:]).optionalObject(as: String.self) == nil)
        #expect(try NotigenUserInfo([:], object: NSNull()).optionalObject(as: String.self, default: "d") == nil)
        #expect(try NotigenUserInfo([:]).object(as: Double.self, default: 1.5) == 1.5)
        #expect(throws: NotigenDecodingError.missingObject(expected: "String")) {
            try NotigenUserInfo([:]).object(as: String.self)
        }
        #expect(throws: NotigenDecodingError.objectMismatch(expected: "Int", found: "String")) {
            try NotigenUserInfo([:], object: "x").object(as: Int.self)
        }
    }
}
