import Foundation
import Testing

@_spi(NotigenGenerated) @testable import NotigenRuntime

/// A window as an app declares one: a class that is not `Sendable`.
final class Pane {
    var title: String

    init(title: String) {
        self.title = title
    }
}

/// A main-actor payload as generated code declares one for a main-actor case whose fields are the user's types.
@MainActor struct PaneDidOpen: Sendable {
    var pane: Pane
}

/// Its key, made once in a nonisolated holder as generated code makes it.
nonisolated enum PaneKeys {
    static let didOpen = NotigenMainKey<Kettle, PaneDidOpen>(
        mainActorPayload: Notification.Name("Test.Kettle.paneDidOpen"), delivery: .foundation,
        encode: { payload, userInfo in userInfo["pane"] = payload.pane }
    ) { userInfo throws(NotigenDecodingError) in
        try .init(pane: userInfo.value("pane"))
    }
}

/// `NotigenMainKey.init(mainActorPayload:delivery:encode:decode:)`: the payload is read and written on the main
/// actor; off it, a post made without notigen does not decode.
@Suite(.serialized) struct NotigenMainActorPayloadTests {
    @MainActor @Test func decodesAndEncodesOnTheMainActor() throws {
        let pane = Pane(title: "Notes")
        let decoded = try PaneKeys.didOpen.key.decode(["pane": pane])
        #expect(decoded.pane === pane)
        let event = NotigenEvent(PaneKeys.didOpen, PaneDidOpen(pane: pane))
        #expect((event.userInfo["pane"] as? Pane) === pane)
    }

    @Test func doesNotDecodeOffTheMainActor() async throws {
        let error = await Task.detached { () -> NotigenDecodingError? in
            do throws(NotigenDecodingError) {
                _ = try PaneKeys.didOpen.key.decode([:])
                return nil
            } catch {
                return error
            }
        }.value
        #expect(error == .notOnMainActor)
        #expect(error?.description.contains("main actor") == true)
    }
}
