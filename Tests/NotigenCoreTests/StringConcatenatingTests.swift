import Foundation
import Testing

@testable import NotigenCore

/// `String.concatenating`, which the contexts and the validator build names and doc texts with: the same string `+`
/// makes, for any parts.
@Suite struct StringConcatenatingTests {
    /// Parts of every kind: empty, small (stored inline), large (stored on the heap), non-ASCII, a lone combining
    /// mark (which joins the character before it), bridged from Foundation.
    static let parts: [String] = [
        "", "a", "`", "UserManager", ".", "didFinishSynchronizingAllRemoteDocumentsWithServer", "é", "\u{301}",
        "日本語の名前", "👩‍👩‍👧", String(repeating: "x", count: 15), String(repeating: "y", count: 16),
        NSString(string: "bridged text").description,
    ]

    @Test(arguments: parts)
    func equalsPlusForEveryPairAndTriple(_ first: String) {
        for second in Self.parts {
            #expect(String.concatenating(first, second) == first + second)
            for third in Self.parts {
                let joined = String.concatenating(first, second, third)
                #expect(joined == first + second + third)
                #expect(joined.utf8.count == first.utf8.count + second.utf8.count + third.utf8.count)
            }
        }
    }

    @Test func joinsFiveParts() {
        let joined = String.concatenating("What `", "UserManager", ".", "didLogin", "` carries.")
        #expect(joined == "What `UserManager.didLogin` carries.")
        #expect(String.concatenating("", "", "", "", "").isEmpty)
        #expect(String.concatenating("e", "\u{301}", "", "", "!") == "é!")
    }
}
