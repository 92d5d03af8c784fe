import Foundation
import NotigenTesting
import Testing

/// A recorder records from the line that creates it: a post made right after is never missed, whichever thread
/// makes it, and every post of several threads is recorded once.
@Suite struct RecorderRaceTests {
    @Test func aPostRightAfterCreatingTheRecorderIsNeverMissed() async throws {
        try await onOwnQueue {
            for repetition in 0..<1_000 {
                let center = NotificationCenter()
                let recorder = UserManager.recorder(center: center, timeout: .seconds(30))
                let message = "\(repetition)"
                switch repetition % 3 {
                case 0:
                    UserManager.post(.didGetMessage(message: message), center: center)
                case 1:
                    DispatchQueue.global().async { UserManager.post(.didGetMessage(message: message), center: center) }
                default:
                    Thread.detachNewThread { UserManager.post(.didGetMessage(message: message), center: center) }
                }
                let payload = try await recorder.next(.didGetMessage)
                #expect(payload.message == message)
            }
        }
    }

    @Test func everyPostOfSeveralThreadsIsRecordedOnce() async throws {
        let center = NotificationCenter()
        let recorder = UserManager.recorder(center: center)
        let threads = 4
        let posts = 250
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<posts {
                UserManager.post(.didGetMessage(message: "\(thread)", unread: index), center: center)
            }
        }
        let records = try await recorder.next(count: threads * posts)
        #expect(records.map(\.index) == Array(0..<(threads * posts)))
        for thread in 0..<threads {
            let unread = records.compactMap { $0.payload(.didGetMessage) }.filter { $0.message == "\(thread)" }
            #expect(unread.map(\.unread) == Array(0..<posts), "each thread's posts in its order")
        }
    }
}
