// What notigen refuses (a notification name that is a message type's name), shown to crash: a classic post under
// the name a message travels under on Linux reaches the message's observers, which cast it with `as!`. Built against
// SessionKit (Tests/Fixtures/messages); `MessagesTests` expects it to end with a signal.

import Foundation
import SessionKit

let center = NotificationCenter()
let token = center.addObserver(of: Session.self, for: .didLogin) { _ in }
center.post(name: .init(_typeName(Session.DidLogin.self)), object: nil)
print("survived a notification posted under a message type's name")
center.removeObserver(token)
