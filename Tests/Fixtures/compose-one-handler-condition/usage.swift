import Foundation
import NotigenRuntime

/// One handler for every case, with the conditional case handled only where its condition holds.
func describeEveryCase() -> NotigenToken {
    Multi.observe { posted in
        switch posted {
        case .a(let payload): print(payload.x)
        #if NOTIGEN_FIXTURE_FLAG
            case .b(let payload): print(payload.y)
        #endif
        case .c: print("c")
        }
    }
}
