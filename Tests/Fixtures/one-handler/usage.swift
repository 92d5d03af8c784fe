import Foundation
import NotigenRuntime

/// The engine that posts `Sync`'s cases.
public final class SyncEngine: Sendable {
    public init() {}
}

/// One handler for a chosen set of cases, switching over every case.
func useOneHandler(engine: SyncEngine) -> NotigenToken {
    Sync.post(.didProgress(sender: engine, done: 1, total: 2))
    return Sync.observe([.didStart, .didProgress, .finished], object: engine) { posted in
        switch posted {
        case .didStart(let payload): _ = payload.sender
        case .didProgress(let payload): _ = payload.done
        case .finished(.success(let success)): _ = success.count
        case .finished(.failure(let failure)): _ = failure.code
        default: break
        }
    }
}

/// One handler for every case of a main-actor notifier, on the main actor.
@MainActor
func useMainActorHandler() -> NotigenToken {
    FilterWindow.observe { posted in
        MainActor.assertIsolated()
        switch posted {
        case .showAll, .showUnread: break
        case .showStarred(let payload): _ = payload.folder
        }
    }
}
