import Foundation
import NotigenRuntime

// The app's model types, written as an app writes them: classes, a hand-written `==` and `hash(into:)`, a type that
// is not Equatable at all, and the module's default isolation (the main actor in an Xcode 26 app target, where the
// conformances of `UserProfile` are main-actor isolated).

/// A window: a class that is not Sendable (unless the module's default isolation makes it main-actor).
final class Window {
    var title: String

    init(title: String) {
        self.title = title
    }
}

/// A note as Core Data would hand it out: an `NSObject` subclass, Hashable through `NSObject`.
final class NoteObject: NSObject {
    var text = ""
}

/// A user's profile, equal by identifier.
struct UserProfile {
    var id: Int
    var name: String
}

extension UserProfile: Hashable {
    static func == (lhs: UserProfile, rhs: UserProfile) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

/// A draft: neither Equatable nor Hashable.
struct Draft {
    var text: String
}

/// A tag, in a nonisolated case's payload: its conformance says `nonisolated`, the one-line fix for a model type of
/// a main-actor app target that nonisolated code hashes.
struct Tag {
    var name: String
}

nonisolated extension Tag: Hashable {
    static func == (lhs: Tag, rhs: Tag) -> Bool {
        lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

/// A window controller, as an app writes one: it posts and observes on the main actor.
@MainActor final class LibraryWindowController: LibraryObserver {
    let window = Window(title: "Notes")
    var selected: Set<UserProfile> = []
    var tokens: [NotigenToken] = []

    func open(_ note: NoteObject) {
        Library.post(.didOpen(window: window, note: note, byTitle: [window.title: window]))
        Editor.post(.didEdit(profile: UserProfile(id: 1, name: "Ada"), window: window, tags: [Tag(name: "a"): 1]))
        Editor.post(.didFinish(.success(.init(drafts: [Draft(text: "")]))))
    }

    func follow() {
        tokens.append(Library.observe(.didOpen) { [window] payload in window.title = payload.window.title })
        tokens.append(Editor.observe(.didEdit) { payload in _ = payload.profile.name })
        Library.addObserver(self)
        tokens.append(Sync.observe(.didMerge) { [weak self] payload in self?.selected = payload.profiles })
    }

    func merge(_ profiles: Set<UserProfile>) {
        Sync.post(.didMerge(profiles: profiles, window: window))
    }

    func libraryDidSelect(_ payload: Library.DidSelect) {
        selected = payload.selected.union(payload.ranks.keys)
    }

    func librarySyncDidComplete(_ result: Library.SyncResult) {
        if case .success(let success) = result { _ = success.notes.count }
    }
}
