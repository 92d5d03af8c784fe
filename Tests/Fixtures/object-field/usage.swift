import Foundation
import NotigenRuntime

/// Posts each case with its value in `object:` and observes it typed.
func useObjectFields() -> [NotigenToken] {
    Playback.post(.episodeStarted(uuid: "E1", position: 2))
    Playback.post(.episodeEnded())
    Playback.post(.speedChanged(source: "menu"))
    PlayQueue.post(.moved(from: 1, to: 2))
    return [
        Playback.observe(.episodeStarted) { payload in _ = payload.uuid },
        Playback.observe(.speedChanged) { payload in _ = payload.speed },
        PlayQueue.observe(.moved) { payload in _ = payload.from },
    ]
}
