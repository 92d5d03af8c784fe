// The main-actor payloads program of the compatibility matrix, built in one module with ../Shared, the code
// generated from Tests/Fixtures/main-actor-payloads and that fixture's model types (its usage.swift), under every
// compiler setting, then run on Linux. Main-actor cases whose fields are the app's classes and structs (a window, an
// NSObject subclass, a profile with a hand-written `==`, sets and dictionary keys of it) are posted typed and by name
// without notigen, and observed by closures, an observer object and plain NotificationCenter observers; a post by
// name off the main actor is reported as undecodable rather than read there. Exits 1 when a check fails, 2 on a hang.

import Foundation
import NotigenRuntime

/// What a main-actor observer saw.
@MainActor final class Seen {
    var titles: [String] = []
    var selections: [Set<UserProfile>] = []
    var ranks: [[UserProfile: Int]] = []
    var syncs: [Int] = []
    var edits: [String] = []
    var merges: [Set<UserProfile>] = []
    var progress: [Double] = []
    /// What a NotificationCenter observer without notigen read from `userInfo`.
    var fields: [String: String] = [:]
}

/// An observer object, registered with `addObserver`.
@MainActor final class SelectionObserver: LibraryObserver {
    let seen: Seen

    init(_ seen: Seen) {
        self.seen = seen
    }

    func libraryDidSelect(_ payload: Library.DidSelect) {
        seen.selections.append(payload.selected)
        seen.ranks.append(payload.ranks)
    }

    func librarySyncDidComplete(_ result: Library.SyncResult) {
        switch result {
        case .success(let success): seen.syncs.append(success.notes.count)
        case .failure(let failure): seen.syncs.append(-failure.rejected.count)
        }
    }
}

/// An observer of a nonisolated notifier, through an isolated conformance.
@MainActor final class MergeObserver: @MainActor SyncObserver {
    let seen: Seen

    init(_ seen: Seen) {
        self.seen = seen
    }

    @MainActor func syncDidMerge(_ payload: Sync.DidMerge) {
        seen.merges.append(payload.profiles)
    }

    @MainActor func syncProgress(_ payload: Sync.Progress) {
        seen.progress.append(payload.fraction)
    }
}

/// Undecodable posts reported to `NotigenBridge.onUndecodable`, from any thread.
nonisolated final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [NotigenDecodingError] = []

    func add(_ error: NotigenDecodingError) { lock.withLock { errors.append(error) } }
    var all: [NotigenDecodingError] { lock.withLock { errors } }
}

@MainActor func run(_ checks: Checks) async {
    let seen = Seen()
    let reports = Reports()
    NotigenBridge.onUndecodable = { reports.add($0.error) }
    let ada = UserProfile(id: 1, name: "Ada")
    let grace = UserProfile(id: 2, name: "Grace")
    let window = Window(title: "Notes")

    // A typed post on the main actor reaches a closure observer at once (direct delivery), with the class itself.
    let opened = Library.observe(.didOpen) { payload in seen.titles.append(payload.window.title) }
    Library.post(.didOpen(window: window, note: NoteObject(), byTitle: ["Notes": window], draft: Draft(text: "")))
    checks.expect(seen.titles == ["Notes"], "didOpen: a typed post reaches its observer synchronously")

    // Sets and dictionary keys of a type with a hand-written `==`, typed and by name.
    let observer = SelectionObserver(seen)
    Library.addObserver(observer)
    Library.post(
        .didSelect(
            profile: ada, visible: [ada, grace], selected: [ada, UserProfile(id: 1, name: "Ada L.")],
            ranks: [grace: 2], drafts: [Draft(text: "draft")]))
    checks.expect(seen.selections == [[ada]], "didSelect: the set holds one profile by its own ==")
    checks.expect(seen.ranks == [[grace: 2]], "didSelect: dictionary keys of the profile")
    NotificationCenter.default.post(
        name: Library.Name.didSelect.name, object: nil,
        userInfo: [
            "profile": grace, "visible": [grace], "selected": Set([grace]), "ranks": [ada: 1],
            "drafts": [Draft(text: "")],
        ])
    checks.expect(seen.selections.last == [grace], "didSelect: a post by name on the main actor is read")
    checks.expect(seen.ranks.last == [ada: 1], "didSelect: its dictionary keys are read")

    // A merged case: its success and failure are main-actor too.
    let note = NoteObject()
    Library.post(.sync(.success(.init(notes: [note, note], count: 1))))
    Library.post(.sync(failure: CocoaError(.fileNoSuchFile), rejected: [ada: "taken", grace: "taken"]))
    checks.expect(seen.syncs == [1, -2], "sync: success and failure reach the observer")

    // A main-actor case of a nonisolated notifier, observed by a main-actor observer object.
    let merger = MergeObserver(seen)
    Sync.addObserver(merger)
    Sync.post(.didMerge(profiles: [grace, ada], window: nil))
    Sync.post(.progress(fraction: 0.5))
    checks.expect(seen.merges == [[ada, grace]], "didMerge: a main-actor case of a nonisolated notifier")
    checks.expect(seen.progress == [0.5], "progress: its nonisolated case")
    Sync.removeObserver(merger)

    // A post by name off the main actor is not read there: it is reported, and observers do not run.
    let before = seen.selections.count
    await Probe.run(onThread: "poster") {
        NotificationCenter.default.post(
            name: Library.Name.didSelect.name, object: nil,
            userInfo: ["profile": 0, "visible": [Int](), "selected": Set<Int>(), "ranks": [Int: Int](), "drafts": [0]])
    }
    await checks.eventually("didSelect: a post by name off the main actor is reported as such") {
        reports.all.contains(.notOnMainActor)
    }
    checks.expect(seen.selections.count == before, "didSelect: observers did not run for it")

    // `userInfo: fields`: a typed post writes its fields for observers without notigen, on the main actor.
    let plain = NotificationCenter.default.addObserver(forName: Editor.Name.didEdit.name, object: nil, queue: nil) {
        notification in
        let profile = notification.userInfo?["profile"] as? UserProfile
        let tags = notification.userInfo?["tags"] as? [Tag: Int]
        MainActor.assumeIsolated {
            seen.fields["profile"] = profile?.name
            seen.fields["tags"] = tags.map { "\($0.count)" }
        }
    }
    let edited = Editor.observe(.didEdit) { payload in seen.edits.append(payload.window?.title ?? "none") }
    Editor.post(.didEdit(profile: ada, window: window, tags: [Tag(name: "a"): 1]))
    checks.expect(
        seen.fields == ["profile": "Ada", "tags": "1"], "didEdit: a typed post writes its fields into userInfo")
    checks.expect(seen.edits == ["Notes"], "didEdit: its typed observer receives it")
    NotificationCenter.default.post(
        name: Editor.Name.didEdit.name, object: nil, userInfo: ["profile": grace, "tags": [Tag: Int]()])
    checks.expect(seen.edits == ["Notes", "none"], "didEdit: a post by name on the main actor is read")

    NotificationCenter.default.removeObserver(plain)
    Library.removeObserver(observer)
    opened.cancel()
    edited.cancel()
    checks.expect(reports.all.count == 1, "nothing else was reported: \(reports.all)")
}

let checks = Checks()
await run(checks)
checks.finish()
