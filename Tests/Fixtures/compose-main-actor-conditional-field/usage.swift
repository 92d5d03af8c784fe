import Foundation
import NotigenRuntime

/// The app's model: a class that is not `Sendable`, isolated to the main actor by the payload that holds it.
final class Box {
    var count = 0
}

/// Posts both cases from the main actor, through whichever variant of the event factories is compiled.
@MainActor func postEverything() {
    Feed.post(.didLoad(id: 1, box: Box()))
    Feed.post(.sync(.success(.init(box: Box()))))
    Feed.post(.sync(failure: CancellationError()))
}
