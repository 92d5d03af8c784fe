import NotigenImport
import Testing

/// Success/failure pairs (`ResultPairing`): found by their Swift or wire names, merged into one result case with
/// the evidence in the report; names that do not pair, or pair with a problem, stay two cases with the reason.
struct ResultPairingTests {
    static let pairs = ImportSource(
        path: "App/Server.swift",
        text: """
            import Foundation
            public enum ServerNotifications {
                public static let syncCompleted = NSNotification.Name(rawValue: "PCSyncDone")
                public static let syncFailed = NSNotification.Name(rawValue: "PCSyncFailed")
                public static let syncProgressImportedPodcasts = NSNotification.Name(rawValue: "PCSyncPodcastsDone")
                public static let podcastsRefreshed = NSNotification.Name(rawValue: "PCRefreshed")
                public static let podcastRefreshFailed = NSNotification.Name(rawValue: "PCRefFailed")
                public static let userEpisodesRefreshFailed = NSNotification.Name(rawValue: "SJUserEpisodesRefreshFailed")
                public static let userEpisodesRefreshed = NSNotification.Name(rawValue: "SJUserEpisodesRefreshed")
                public static let first = NSNotification.Name(rawValue: "ExportDidFinish")
                public static let second = NSNotification.Name(rawValue: "ExportDidFail")
                public static let purchaseCompleted = NSNotification.Name(rawValue: "SJIapPurchaseCompleted")
                public static let purchaseFailed = NSNotification.Name(rawValue: "SJIapPurchaseFailed")
            }
            func purchaseEnded(error: NSError?, productID: String) {
                if let error {
                    NotificationCenter.default.post(name: ServerNotifications.purchaseFailed, object: nil, userInfo: ["error": error])
                } else {
                    NotificationCenter.default.post(name: ServerNotifications.purchaseCompleted, object: nil, userInfo: ["product": productID])
                }
            }
            func syncEnded() {
                NotificationCenter.default.post(name: ServerNotifications.syncCompleted, object: nil)
                NotificationCenter.default.post(name: ServerNotifications.syncFailed, object: nil)
            }

            """)

    @Test func pairsAreFoundByTheirSwiftOrWireNames() throws {
        let result = AppFixture.run([Self.pairs])
        let cases = Dictionary(
            uniqueKeysWithValues: result.report.names.map { ($0.wireName, ($0.case, $0.result?.side)) })
        #expect(cases["PCSyncDone"]?.0 == "sync" && cases["PCSyncDone"]?.1 == "success")
        #expect(cases["PCSyncFailed"]?.0 == "sync" && cases["PCSyncFailed"]?.1 == "failure")
        // A plural and a verb kept in the failure's stem; wire names only (`first`/`second` say nothing).
        #expect(cases["PCRefreshed"]?.0 == "podcastsRefresh" && cases["PCRefFailed"]?.0 == "podcastsRefresh")
        #expect(cases["SJUserEpisodesRefreshed"]?.0 == "userEpisodesRefresh")
        #expect(cases["SJUserEpisodesRefreshFailed"]?.1 == "failure")
        #expect(cases["ExportDidFinish"]?.0 == "export" && cases["ExportDidFail"]?.0 == "export")
        // `PCSyncPodcastsDone` has a success word but no failure of its stem.
        #expect(cases["PCSyncPodcastsDone"]?.0 == "syncProgressImportedPodcasts")
        #expect(cases["PCSyncPodcastsDone"]?.1 == nil)
        let sync = try #require(AppFixture.name("PCSyncDone", in: result))
        #expect(sync.result?.pairedWith == "PCSyncFailed")
        #expect(sync.result?.evidence.contains("Swift names `syncCompleted` / `syncFailed`") == true)
        #expect(AppFixture.name("ExportDidFail", in: result)?.result?.evidence.hasPrefix("wire names") == true)
        // The failure's NSError under "error" is its underlying error, not a field; the success keeps its field.
        let failed = try #require(AppFixture.name("SJIapPurchaseFailed", in: result))
        #expect(failed.fields.isEmpty && failed.result?.errorKey == "error")
        #expect(AppFixture.name("SJIapPurchaseCompleted", in: result)?.fields.map(\.key) == ["product"])
        let summary = SummaryWriter.write(result.report)
        #expect(summary.contains("; 5 success/failure pairs merged into result cases\n"))
        #expect(summary.contains("    result   the failure of one case with \"PCSyncDone\" (Swift names"))
        // A failure posted without an error is still a failure (its underlying error is optional): no note.
        #expect(AppFixture.name("PCSyncFailed", in: result)?.notes.isEmpty == true)
    }

    @Test func namesThatDoNotPairOrCannotBeOneCaseStayTwoCases() throws {
        let source = ImportSource(
            path: "App/Names.swift",
            text: """
                import Foundation
                enum Uploads {
                    static let uploadDone = Notification.Name("UploadDone")
                }
                enum Errors {
                    static let uploadFailed = Notification.Name("UploadFailed")
                    static let saveDone = Notification.Name("SaveDone")
                }
                extension Notification.Name {
                    #if os(iOS)
                    static let saveCompleted = Notification.Name("SaveCompleted")
                    #endif
                    static let saveFailed = Notification.Name("SaveFailed")
                    static let loadFinished = Notification.Name("LoadFinished")
                    static let loadFailed = Notification.Name("LoadFailed")
                    static let loadStarted = Notification.Name("LoadStarted")
                }
                final class Loader: Sendable {
                    func fail() { NotificationCenter.default.post(name: .loadFailed, object: self) }
                    func watch() {
                        _ = NotificationCenter.default.addObserver(forName: .loadFailed, object: nil, queue: nil) { note in
                            _ = note.object as? Loader
                        }
                    }
                }

                """)
        let result = AppFixture.run([source])
        for wire in ["UploadDone", "UploadFailed", "SaveCompleted", "SaveFailed", "LoadFinished", "LoadFailed"] {
            #expect(AppFixture.name(wire, in: result)?.result == nil, "\(wire)")
        }
        func reason(_ wire: String) -> String {
            AppFixture.name(wire, in: result)?.notes.first { $0.subject.hasPrefix("result pair") }?.reason ?? ""
        }
        #expect(reason("UploadDone").contains("declared in different notifiers"))
        // `SaveDone` is another notifier's: it neither pairs with `SaveFailed` nor makes its pair ambiguous.
        #expect(reason("SaveFailed").contains("#if conditions differ"))
        #expect(reason("SaveDone").contains("declared in different notifiers"))
        #expect(reason("LoadFinished").contains("LoadFailed has a typed sender"))
        #expect(reason("LoadStarted").isEmpty)
        let spec = try #require(result.spec)
        #expect(spec.contains("# not merged: result pair with SaveCompleted: kept as two cases: their #if conditions"))
    }

    @Test func ambiguousPairsAreRefused() throws {
        let source = ImportSource(
            path: "App/Names.swift",
            text: """
                import Foundation
                extension Notification.Name {
                    static let syncDone = Notification.Name("SyncDone")
                    static let syncCompleted = Notification.Name("SyncCompleted")
                    static let syncFailed = Notification.Name("SyncFailed")
                }

                """)
        let result = AppFixture.run([source])
        #expect(result.report.names.allSatisfy { $0.result == nil })
        let failed = try #require(AppFixture.name("SyncFailed", in: result))
        let notes = failed.notes.map(\.reason)
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0.contains("ambiguous") })
        #expect(AppFixture.name("SyncDone", in: result)?.notes.first?.reason.contains("SyncCompleted") == true)
    }
}
