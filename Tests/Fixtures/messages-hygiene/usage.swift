import Foundation
import NotigenRuntime

/// Every identifier of the spec resolves to its own message, the two `.changed` by their subjects; every member a
/// message declares is reachable beside the fields named like it.
@MainActor func observeEverything(_ center: NotificationCenter) -> [NotificationCenter.ObservationToken] {
    [
        center.addObserver(of: Name.self, for: .changed) { message in
            print(message.name, message.Subject, message.makeMessage, message.makeNotification ?? "")
        },
        center.addObserver(of: Foo.self, for: .changed) { (_: Foo.ChangedMessage) in },
        center.addObserver(of: Foo.self, for: .foo) { message in print(message.x) },
        center.addObserver(of: Foo.self, for: .MessageType) { message in print(message.result) },
        center.addObserver(of: Foo.self, for: .name) { message in print((try? message.result.get())?.Subject ?? "") },
        center.addObserver(of: Foo.self, for: .default) { message in print(message.where, message.in) },
        center.addObserver(of: Foo.self, for: .makeMessage) { (_: Foo.MakeMessageMessage) in },
        center.addObserver(of: Foo.self, for: .Subject) { (_: Foo.SubjectMessage) in },
    ]
}

/// The messages post, and read back, under the case's notification names.
@MainActor func postEverything(_ center: NotificationCenter) {
    center.post(Name.Changed(name: "n", Subject: 1, makeMessage: 2, makeNotification: nil))
    center.post(Foo.SubjectMessage())
    let names: [Notification.Name] = [Name.Changed.name, Foo.Foo.name, Foo.NameMessage.name, Foo.`Default`.name]
    print(names, Foo.MessageType.makeMessage(Foo.MessageType.makeNotification(.init(result: 1))) ?? "")
}
