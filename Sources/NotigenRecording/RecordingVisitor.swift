import Foundation
import NotigenRuntime

/// Observes every case it visits that is one of `cases` (every case, when `cases` is empty) and keeps each post in
/// `store`, on the posting thread, before the post returns.
struct RecordingVisitor<Notifier: NotigenCaseListing>: NotigenCaseVisitor {
    let store: RecordStore<Notifier>
    let cases: Set<Notifier.Name>
    let object: AnyObject?
    let center: NotificationCenter
    /// The observations made so far; they end when the tokens are released.
    private(set) var tokens: [NotigenToken] = []

    init(
        store: RecordStore<Notifier>, cases: Set<Notifier.Name>, object: AnyObject?, center: NotificationCenter
    ) {
        self.store = store
        self.cases = cases
        self.object = object
        self.center = center
    }

    mutating func visit<Payload: Sendable>(_ key: NotigenKey<Notifier, Payload>) {
        guard let name = Notifier.Name(rawValue: key.name.rawValue), cases.isEmpty || cases.contains(name)
        else { return }
        let store = store
        let token = Notifier.observePosts(key, object: object, center: center) { post in
            let thread = NotigenPostingThread.current
            store.append { index in
                NotigenRecord(
                    name: name, index: index, payload: post.payload.map { $0 as any Sendable }, sender: post.sender,
                    thread: thread)
            }
        }
        tokens.append(token)
    }
}
