// The shapes of Ice Cubes' posts and observers, reproduced without SwiftUI: menu commands that post with
// `object: nil` on the main actor, a view that maps five names to a timeline (`.onReceive(publisher(for:))` in
// the app), and the share extension's block observer.
import Foundation

/// The Timeline menu (IceCubesApp+Menu.swift): each command posts one name.
@MainActor
struct TimelineCommands {
    func latest() { NotificationCenter.default.post(name: .refreshTimeline, object: nil) }
    func home() { NotificationCenter.default.post(name: .homeTimeline, object: nil) }
    func trending() { NotificationCenter.default.post(name: .trendingTimeline, object: nil) }
    func federated() { NotificationCenter.default.post(name: .federatedTimeline, object: nil) }
    func local() { NotificationCenter.default.post(name: .localTimeline, object: nil) }
}

/// The editor's toolbar in the share extension: close, then tell the extension.
@MainActor
struct EditorToolbar {
    var shouldDisplayDismissWarning = false

    func cancel(close: () -> Void) {
        if !shouldDisplayDismissWarning {
            close()
            NotificationCenter.default.post(
                name: .shareSheetClose,
                object: nil)
        }
    }
}

/// The share extension's view controller completes its request when the editor closes.
final class ShareViewController {
    private(set) var closed = false
    private var observer: NSObjectProtocol?

    func viewDidLoad() {
        observer = NotificationCenter.default.addObserver(
            forName: .shareSheetClose,
            object: nil,
            queue: nil
        ) { [weak self] _ in
            self?.close()
        }
    }

    func close() { closed = true }
}

#if canImport(Combine)
    import Combine

    /// TimelineTab: five publishers, each setting the timeline (SwiftUI's `.onReceive` in the app).
    @MainActor
    final class TimelineTab {
        var timeline: TimelineFilter = .home
        private var cancellables = Set<AnyCancellable>()

        func subscribe() {
            let routes: [(Notification.Name, TimelineFilter)] = [
                (.refreshTimeline, .latest), (.trendingTimeline, .trending), (.localTimeline, .local),
                (.federatedTimeline, .federated), (.homeTimeline, .home),
            ]
            for (name, filter) in routes {
                NotificationCenter.default.publisher(for: name)
                    .sink { [weak self] _ in
                        MainActor.assumeIsolated { self?.timeline = filter }
                    }
                    .store(in: &cancellables)
            }
        }
    }
#endif
