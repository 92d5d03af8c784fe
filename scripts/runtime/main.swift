// make bench: typed post → deliver (one observer) against raw NotificationCenter posting the same struct boxed
// in userInfo, in one process, interleaved round by round; prints medians in nanoseconds per post as JSON.
import Foundation
import NotigenRuntime

/// The raw payload: the same three fields as `Typed.DidChange`.
struct RawPayload: Sendable {
    var title: String
    var count: Int
    var flag: Bool
}

/// Keeps the observers' work observable so the optimizer cannot drop it.
final class Sink: @unchecked Sendable {
    var total = 0
}

let posts = 200_000
let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 15
let sink = Sink()
let rawName = Notification.Name("Bench.Raw.didChange")
let rawCenter = NotificationCenter()
let typedCenter = NotificationCenter()
let bridgedCenter = NotificationCenter()

let rawObserver = rawCenter.addObserver(forName: rawName, object: nil, queue: nil) { notification in
    if let payload = notification.userInfo?["payload"] as? RawPayload {
        sink.total &+= payload.count
    }
}
let typedToken = Typed.observe(.didChange, center: typedCenter) { sink.total &+= $0.count }
let bridgedToken = Bridged.observe(.didChange, center: bridgedCenter) { sink.total &+= $0.count }

/// Nanoseconds per post of `post`, over `posts` posts.
func measure(_ post: (Int) -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<posts { post(index) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(posts)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

var raw: [Double] = []
var typed: [Double] = []
var bridged: [Double] = []
var ratios: [Double] = []
for _ in 0..<rounds {
    let rawTime = measure { index in
        rawCenter.post(
            name: rawName, object: nil, userInfo: ["payload": RawPayload(title: "title", count: index, flag: true)])
    }
    let typedTime = measure { index in
        Typed.post(.didChange(title: "title", count: index, flag: true), center: typedCenter)
    }
    bridged.append(
        measure { index in
            Bridged.post(.didChange(title: "title", count: index, flag: true), center: bridgedCenter)
        })
    raw.append(rawTime)
    typed.append(typedTime)
    ratios.append(typedTime / rawTime)
}
print(
    """
    {"raw": \(median(raw)), "typed": \(median(typed)), "bridged": \(median(bridged)), \
    "ratio": \(median(ratios)), "rounds": \(rounds), "posts": \(posts), "sink": \(sink.total % 2)}
    """)
withExtendedLifetime((rawObserver, typedToken, bridgedToken)) {}
