import Foundation
import NotifyDemoKit
import NotigenRuntime
import NotigenTesting
import Testing

/// The downloader's notifications arrive typed, in order, with the spec's wire names.
@Suite struct DownloaderTests {
    /// Collects what observers receive, from any thread.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []

        func append(_ entry: String) {
            lock.lock()
            storage.append(entry)
            lock.unlock()
        }

        var entries: [String] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    @Test func postsEveryStepTypedInOrder() async throws {
        let center = NotificationCenter()
        let recorder = DownloadQueue.recorder(center: center)
        let urls = try ["https://a.b/c", "ftp://a.b/c"].map { try #require(URL(string: $0)) }
        Downloader(center: center).download(urls)
        #expect(try await recorder.next(.didEnqueue).position == 0)
        #expect(try await recorder.next(.didEnqueue).url == urls[1])
        #expect(try await recorder.nextSuccess(.download).bytes == 13)
        #expect(try await recorder.nextFailure(.download).message == "only https is supported")
        try await recorder.next(.didDrain)
        #expect(recorder.all.map(\.name) == [.didEnqueue, .didEnqueue, .download, .download, .didDrain])
    }

    @Test func downloadsOnAnotherThreadAreRecordedToo() async throws {
        let center = NotificationCenter()
        let recorder = DownloadQueue.recorder(.didDrain, center: center)
        Thread.detachNewThread {
            Downloader(center: center).download([])
        }
        try await recorder.next(.didDrain)
        #expect(recorder.all.map(\.thread.isMainActor) == [false])
    }

    @Test func closureObserversReceiveEveryStep() throws {
        let center = NotificationCenter()
        let log = Log()
        var tokens = Set<NotigenToken>()
        DownloadQueue.observe(.didEnqueue, center: center) { log.append("queued \($0.position)") }.store(in: &tokens)
        DownloadQueue.observe(.download, center: center) { result in
            switch result {
            case .success(let done): log.append("ok \(done.bytes)")
            case .failure(let failure): log.append("failed \(failure.message)")
            }
        }.store(in: &tokens)
        DownloadQueue.observe(.didDrain, center: center) { log.append("drained") }.store(in: &tokens)
        let urls = try ["https://a.b/c", "ftp://a.b/c"].map { try #require(URL(string: $0)) }
        Downloader(center: center).download(urls)
        #expect(log.entries == ["queued 0", "queued 1", "ok 13", "failed only https is supported", "drained"])
    }

    @Test func wireNamesComeFromTheSpec() {
        #expect(DownloadQueue.Name.didDrain.name.rawValue == "NotifyDemo.DownloadQueue.didDrain")
    }
}
