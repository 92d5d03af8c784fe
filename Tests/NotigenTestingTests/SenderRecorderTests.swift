import Foundation
import NotigenRuntime
import NotigenTesting
import Testing

/// The recorder with the shapes of specs/senders.yaml: a case's typed sender is part of its recorded payload and
/// the record's sender, posted typed or by name; a value in `object:` is recorded the same way; a post whose sender
/// is missing is recorded with the reason it could not be read.
@Suite struct SenderRecorderTests {
    let center = NotificationCenter()

    @Test func typedSendersAreRecordedTypedBothWays() async throws {
        let feed = Feed(title: "Swift")
        let recorder = FeedDownloader.recorder(center: center)
        FeedDownloader.post(.didFinish(sender: feed), center: center)
        center.post(name: FeedDownloader.Name.didFinish.name, object: feed)
        #expect(try await recorder.next(.didFinish).sender === feed)
        #expect(try await recorder.next(.didFinish).sender === feed)
        #expect(recorder.all.allSatisfy { $0.isSent(by: feed) })
    }

    @Test func valuesInObjectAreRecorded() async throws {
        let recorder = Playback.recorder(center: center)
        Playback.post(.episodeStarted(uuid: "E1", position: 1), center: center)
        center.post(name: Playback.Name.episodeStarted.name, object: "E2", userInfo: ["position": 2.0])
        #expect(try await recorder.next(.episodeStarted) == Playback.EpisodeStarted(uuid: "E1", position: 1))
        #expect(try await recorder.next(.episodeStarted).uuid == "E2")
    }

    @Test func aPostWithoutItsSenderIsRecordedWithTheReason() throws {
        let recorder = FeedDownloader.recorder(center: center, reporter: FailureLog())
        center.post(name: FeedDownloader.Name.didFinish.name, object: nil)
        let record = try #require(recorder.all.first)
        #expect(record.decodingError == .missingObject(expected: "Feed"))
        #expect(
            record.description
                == "FeedDownloader.didFinish (undecodable: the notification has no object; expected Feed)")
    }
}
