// What notigen never does, shown to crash: a classic observer without a name, on a center that receives a message.
// swift-corelibs-foundation hands it the message and casts it to `Notification` with `as!`. Built against SessionKit
// (Tests/Fixtures/messages); `MessagesTests` expects it to end with a signal.

import Foundation
import SessionKit

let center = NotificationCenter()
let observer = center.addObserver(forName: nil, object: nil, queue: nil) { _ in }
MainActor.assumeIsolated {
    center.post(Session.DidLogin(userID: "ada"))
}
print("survived a message posted to a center with an observer without a name")
center.removeObserver(observer)
