import NotigenRuntime

/// Implements every conditional requirement where it exists, and nothing where it does not.
final class SyncMonitor: SyncObserver, Sendable {
    #if os(Linux)
        func syncDidFinishOnLinux(_ result: Sync.DidFinishOnLinuxResult) {
            if case .success(let success) = result { print(success.count) }
        }
    #endif
    #if NOTIGEN_FIXTURE_DEBUG
        @MainActor func syncDebugProbe(_ payload: Sync.DebugProbe) { print(payload.text) }
    #endif
}

func usage() -> [NotigenToken] {
    Sync.post(.didStart)
    Sync.addObserver(SyncMonitor())
    var tokens = [Sync.observe(.didStart) { print("started") }, Always.observe(.didTick) { print("tick") }]
    #if os(Linux)
        Sync.post(.didFinishOnLinux(.success(.init(count: 1))))
        Sync.post(.didFinishOnLinux(failure: CancellationError(), code: 2))
    #endif
    #if os(Linux) && !NOTIGEN_FIXTURE_DEBUG
        Legacy.post(.didChangeOnLinux(value: 1, note: nil))
        tokens.append(Legacy.observe(.didChangeOnLinux) { print($0.value) })
    #endif
    #if os(macOS) && !targetEnvironment(simulator)
        Sync.post(.didFinishOnMac(count: 3))
    #endif
    #if NOTIGEN_FIXTURE_DEBUG
        Task { @MainActor in
            Sync.post(.debugProbe(text: "probe"))
            DebugTools.post(.didDump(lines: ["a"]))
        }
    #endif
    print(Sync.Name.allCases.count, Legacy.Name.allCases.count)
    return tokens
}
