import NotigenRuntime

@MainActor
final class Window: ThemeObserver, DownloadsObserver {
    var dark = false

    func themeDidChange(_ payload: Theme.DidChange) {
        dark = payload.dark
    }

    nonisolated func themeDidFailToLoad(_ result: Theme.DidFailToLoadResult) {}

    func downloadsDidFinish(_ result: Downloads.DidFinishResult) {
        dark = (try? result.get().bytes) == 0
    }

    nonisolated func downloadsProgress(_ payload: Downloads.Progress) {}
}

@MainActor
func usage(window: Window) -> [NotigenToken] {
    Theme.addObserver(window)
    Downloads.addObserver(window)
    Theme.post(.didChange(dark: true))
    Downloads.post(.didFinish(failure: CancellationError()))
    return [
        Theme.observe(.didChange) { window.dark = $0.dark },
        Theme.observe(.didFailToLoad) { _ in },
        Downloads.observeSuccesses(.didFinish) { window.dark = $0.bytes > 0 },
        Downloads.observe(.progress, queue: nil) { print($0.fraction) },
    ]
}

func streams() async {
    for await change in Theme.notifications(.didChange) {
        print(change.dark)
    }
}
