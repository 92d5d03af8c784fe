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
    // Posts written once for every platform: the conditional fields take their defaults where they exist.
    Sync.post(.didSnapshot(id: 1))
    Sync.post(.didProbeFields())
    Sync.post(.upload(.success(.init(url: "u"))))
    Sync.post(.upload(failure: CancellationError(), code: 3))
    Legacy.post(.didChange(value: 2))
    Legacy.post(.didSync(.success(.init())))
    Legacy.post(.didSync(failure: CancellationError()))
    #if os(Linux)
        Legacy.post(.didChange(value: 2, linuxValue: 3))
    #endif
    #if NOTIGEN_FIXTURE_DEBUG
        Sync.post(.upload(.success(.init(url: "u", debugBytes: 9))))
        Sync.post(.upload(failure: CancellationError(), code: 3, trace: "t"))
        Sync.post(.didProbeFields(only: "o"))
        Legacy.post(.didSync(.success(.init(extra: 2))))
    #endif
    print(Sync.Name.allCases.count, Legacy.Name.allCases.count)
    return tokens
}
