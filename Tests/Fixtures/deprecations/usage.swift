import NotigenRuntime

final class Monitor: CloudSyncObserver {
    func cloudSyncDidSync(_ payload: CloudSync.DidSync) {
        print(payload.count, payload._note)
    }
}

@MainActor
func usage() -> NotigenToken {
    CloudSync.post(.didStart)
    CloudSync.post(.didSync(count: 2, items: ["a"], _note: "n"))
    CloudSync.addObserver(Monitor())
    return CloudSync.observe(.didSync) { print($0.count) }
}
