import NotigenImport
import Testing

/// `--rewrite`: post sites it fully understands become typed posts, with the comments and layout around them kept;
/// every other site is listed with its reason.
struct RewriteTests {
    let result = AppFixture.run(rewrite: true)

    @Test func fullyUnderstoodPostsBecomeTypedPostsWithTriviaKept() throws {
        let poster = try #require(result.rewrittenFiles["App/Poster.swift"])
        #expect(
            poster.contains(
                "        // tell everyone\n"
                    + "        AppNamesNotifier.post(.episodeChanged(episodeUuid: uuid, isAvailable: available)) // trailing\n"
            ))
        #expect(poster.contains("        AppNamesNotifier.post(.userLoginDidChange)\n"))
        #expect(poster.contains("        PosterNotifier.post(.inlineName(count: 3))\n"))
        #expect(result.rewrittenFiles["App/Observer.swift"] == nil)
    }

    @Test func everyOtherSiteIsListedWithItsReason() throws {
        let rewrite = try #require(result.report.rewrite)
        #expect(rewrite.rewritten.count == 3)
        let reasons = Dictionary(grouping: rewrite.left, by: { $0.at?.description ?? "" })
        #expect(reasons["App/Poster.swift:9:9"]?.first?.reason.contains("local dictionary") == true)
        #expect(reasons["App/Poster.swift:10:9"]?.first?.reason.contains("postOnMainThread") == true)
        #expect(reasons["App/Observer.swift:19:9"]?.first?.subject == "episodeChanged observer (selector)")
        #expect(rewrite.left.count == 5)
    }

    @Test func withoutRewriteNothingIsPlanned() {
        let plain = AppFixture.run()
        #expect(plain.rewrittenFiles.isEmpty)
        #expect(plain.report.rewrite == nil)
    }

    /// Posts of a merged pair: the success name becomes the typed success, the failure name the typed failure with
    /// the error it posts; a failure without fields posted with no error is left.
    @Test func postsOfAPairBecomeTypedSuccessesAndFailures() throws {
        let result = AppFixture.run([ResultPairingTests.pairs], rewrite: true)
        let text = try #require(result.rewrittenFiles["App/Server.swift"])
        #expect(text.contains("        ServerNotifier.post(.purchase(failure: error))\n"))
        #expect(text.contains("        ServerNotifier.post(.purchase(.success(.init(product: productID))))\n"))
        #expect(text.contains("    ServerNotifier.post(.sync(.success(())))\n"))
        #expect(
            text.contains("    NotificationCenter.default.post(name: ServerNotifications.syncFailed, object: nil)\n"))
        let left = try #require(result.report.rewrite?.left.first { $0.subject == "sync failure post" })
        #expect(left.reason.contains("has none"))
    }
}
