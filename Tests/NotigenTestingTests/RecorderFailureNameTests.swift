import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import NotigenTesting
import Testing

/// A notifier as generated code declares one for a merged case posted under two names
/// (`name: { success: Test.SyncDone, failure: Test.SyncFailed }`), written by hand.
nonisolated enum Syncer: NotigenCaseListing {
    enum Name: String, CaseIterable, Sendable {
        case done = "Test.SyncDone"
        case doneFailure = "Test.SyncFailed"
    }

    /// Why `done` failed: the underlying error alone.
    struct DoneFailure: Error {
        var underlying: any Error
    }

    static let done = NotigenKey<Syncer, Result<Int, DoneFailure>>(
        .init("Test.SyncDone"), failureName: .init("Test.SyncFailed"), delivery: .direct
    ) { userInfo throws(NotigenDecodingError) in
        guard try userInfo.isSuccess() else { return .failure(DoneFailure(underlying: try userInfo.value("error"))) }
        return .success(try userInfo.value("count"))
    }

    static func notigenVisitCases(_ visitor: inout some NotigenCaseVisitor<Self>) {
        visitor.visit(done)
    }
}

/// The recorder records both names of such a case as the case, each as its side, typed posts and posts by name.
@Suite struct RecorderFailureNameTests {
    let center = NotificationCenter()

    struct Refused: Error {}

    @Test func bothNamesAreRecordedAsTheCase() async throws {
        let recorder = Syncer.recorder(center: center)
        Syncer.post(NotigenEvent(Syncer.done, .success(3)), center: center)
        center.post(name: .init("Test.SyncFailed"), object: nil, userInfo: ["error": Refused()])
        center.post(name: .init("Test.SyncDone"), object: nil, userInfo: ["count": 4])
        Syncer.post(NotigenEvent(Syncer.done, .failure(.init(underlying: Refused()))), center: center)
        #expect(try await recorder.nextSuccess(Syncer.done) == 3)
        #expect(try await recorder.nextFailure(Syncer.done).underlying is Refused)
        #expect(try await recorder.nextSuccess(Syncer.done) == 4)
        #expect(try await recorder.nextFailure(Syncer.done).underlying is Refused)
        #expect(recorder.pending.isEmpty)
    }
}
