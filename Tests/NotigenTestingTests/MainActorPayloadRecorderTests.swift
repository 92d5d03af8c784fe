import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import NotigenTesting
import Testing

/// A window as an app declares one: a class that is not `Sendable`.
final class Canvas {
    var title: String

    init(title: String) {
        self.title = title
    }
}

/// A notifier with a main-actor payload, written as generated code writes one for a main-actor case whose field is
/// the app's class: the payload is `@MainActor`, its key decodes on the main actor.
nonisolated enum Drawing: NotigenNotifier, NotigenCaseListing {
    nonisolated enum Name: String, CaseIterable, Sendable {
        case didOpen = "Test.Drawing.didOpen"
    }

    /// What `didOpen` carries.
    @MainActor struct DidOpen: Sendable {
        var canvas: Canvas
    }

    static let didOpen = NotigenMainKey<Drawing, DidOpen>(
        mainActorPayload: .init(Name.didOpen.rawValue), delivery: .direct
    ) { userInfo throws(NotigenDecodingError) in
        try .init(canvas: userInfo.value("canvas"))
    }

    static func notigenVisitCases(_ visitor: inout some NotigenCaseVisitor<Self>) {
        visitor.visit(didOpen.key)
    }
}

/// The recorder records main-actor payloads as any other: typed posts with the very object, and posts made without
/// notigen on the main actor, decoded there.
@Suite struct MainActorPayloadRecorderTests {
    let center = NotificationCenter()

    @MainActor @Test func recordsMainActorPayloads() async throws {
        let recorder = Drawing.recorder(center: center)
        let canvas = Canvas(title: "Sketch")
        Drawing.post(NotigenEvent(Drawing.didOpen, .init(canvas: canvas)), center: center)
        #expect(try await recorder.next(Drawing.didOpen).canvas === canvas)
        center.post(name: .init(Drawing.Name.didOpen.rawValue), object: nil, userInfo: ["canvas": Canvas(title: "B")])
        #expect(try await recorder.next(Drawing.didOpen).canvas.title == "B")
        #expect(recorder.pending.isEmpty)
    }
}
