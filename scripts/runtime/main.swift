// make bench: the cost of delivery, measured in one process, interleaved round by round, against two references
// measured in the same rounds: raw NotificationCenter posting the same struct boxed in userInfo, and a typed registry
// of the kind TypedNotificationCenter is (a lock, a dictionary keyed by the payload type, closures taking Any).
// Prints medians in nanoseconds as JSON. The generated code is compiled into this program; NotigenRuntime is a
// module of its own, linked as an app links it.
import Foundation
import NotigenRuntime
import Synchronization

/// The raw payload: the same three fields as `Typed.DidChange`.
struct RawPayload: Sendable {
    var title: String
    var count: Int
    var flag: Bool
}

/// What every observer does with its payload: reads it, out of the optimizer's reach, and nothing else, so that
/// the figures are delivery alone (no lock of its own that would add the same cost to every mechanism).
@inline(never)
func consume(_ value: Int) {
    if value == -1 { print("unreachable") }
}

/// The peer: a typed registry as TypedNotificationCenter builds one: a lock, a dictionary from the payload type to
/// the observers' closures, which take the payload as `Any` and cast it.
final class PeerRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var observers: [ObjectIdentifier: [(Any) -> Void]] = [:]

    func observe<Payload>(_ type: Payload.Type, _ handler: @escaping (Payload) -> Void) {
        lock.lock()
        observers[ObjectIdentifier(type), default: []].append { value in
            if let payload = value as? Payload { handler(payload) }
        }
        lock.unlock()
    }

    func post<Payload>(_ payload: Payload) {
        lock.lock()
        let handlers = observers[ObjectIdentifier(Payload.self)]
        lock.unlock()
        handlers?.forEach { $0(payload) }
    }
}

/// An observer protocol conformer for the addObserver figures.
final class ChangeLog: TypedObserver, Sendable {
    func typedDidChange(_ payload: Typed.DidChange) {}
}

let posts = 200_000
let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 15
let rawName = Notification.Name("Bench.Raw.didChange")

/// Nanoseconds per iteration of `body`, over `count` iterations.
func measure(_ count: Int = posts, _ body: (Int) -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count { body(index) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
}

/// What each thread of `measureThreads` posts: a type rather than a closure, so that the loop is specialized and
/// the post inlined into it, as in `measure`; through a closure, each post would cost a call and a reabstraction
/// thunk more than the single-thread figure it is compared with.
protocol Poster: Sendable {
    func post(_ index: Int)
}

struct DirectPoster: Poster {
    func post(_ index: Int) {
        Typed.post(.didChange(title: "title", count: index, flag: true), center: directCenter)
    }
}

struct PeerPoster: Poster {
    func post(_ index: Int) {
        peer.post(RawPayload(title: "title", count: index, flag: true))
    }
}

/// The cost per post of 8 threads posting at once on every core (8 threads of their own, so that 2 cores run 8
/// threads in turn, as an app's threads do; `concurrentPerform` would run only as many as there are cores): the
/// wall-clock time × active cores / posts, and the CPU time the process used over the same interval / posts.
func measureThreads(_ poster: some Poster) -> (wall: Double, cpu: Double) {
    let threads = 8
    let perThread = posts / threads
    let ready = DispatchGroup()
    let done = DispatchGroup()
    let gate = DispatchSemaphore(value: 0)
    for thread in 0..<threads {
        ready.enter()
        done.enter()
        Thread.detachNewThread {
            ready.leave()
            gate.wait()
            for index in 0..<perThread { poster.post(thread &* perThread &+ index) }
            done.leave()
        }
    }
    ready.wait()
    let cpuStart = processCPUNanoseconds()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<threads { gate.signal() }
    done.wait()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start)
    let cpu = Double(processCPUNanoseconds() - cpuStart)
    let cores = Double(min(ProcessInfo.processInfo.activeProcessorCount, threads))
    return (wall * cores / Double(threads * perThread), cpu / Double(threads * perThread))
}

/// Two threads posting at the same moment, against one: two threads of their own, released together by a spinning
/// barrier, each post `burstPosts` times and note when they started and ended and the CPU time they took. A busy
/// machine often runs only one of them at a time, so only pairs of bursts that really overlapped count (each
/// overlapping the other for 90 % of the longer one's time); each pair is preceded by one thread's burst alone.
final class BurstPair: @unchecked Sendable {
    static let burstPosts = 2_000
    /// Each thread blocks on its semaphore between bursts; armed, it spins until `round` changes, then posts.
    private let arm = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
    private let armed = Atomic<Int>(0)
    private let round = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    /// Each thread's last burst: when it started and ended, and the CPU time it took, in nanoseconds.
    private let spans = UnsafeMutablePointer<Span>.allocate(capacity: 2)
    typealias Span = (start: UInt64, end: UInt64, cpu: UInt64)

    init(_ poster: some Poster) {
        spans.initialize(repeating: (0, 0, 0), count: 2)
        for thread in 0..<2 {
            Thread.detachNewThread { self.run(thread, poster) }
        }
    }

    private func run(_ thread: Int, _ poster: some Poster) {
        while true {
            arm[thread].wait()
            let seen = round.load(ordering: .acquiring)
            armed.add(1, ordering: .releasing)
            while round.load(ordering: .acquiring) == seen {}
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = threadCPUNanoseconds()
            for index in 0..<Self.burstPosts { poster.post(index) }
            spans[thread] = (start, DispatchTime.now().uptimeNanoseconds, threadCPUNanoseconds() - cpuStart)
            finished.add(1, ordering: .releasing)
        }
    }

    /// Runs one burst on `threads` threads (1 or 2), released together; returns their spans.
    private func burst(threads: Int) -> [Span] {
        armed.store(0, ordering: .releasing)
        finished.store(0, ordering: .releasing)
        for thread in 0..<threads { arm[thread].signal() }
        while armed.load(ordering: .acquiring) < threads { sched_yield() }
        round.add(1, ordering: .releasing)
        while finished.load(ordering: .acquiring) < threads { sched_yield() }
        return (0..<threads).map { spans[$0] }
    }

    /// The median CPU time per post of single bursts and of pairs that overlapped (CPU time, so that a thread
    /// another process preempts is not charged for it), and how many pairs overlapped.
    func measure(pairs: Int) -> (one: Double, two: Double, overlapped: Int) {
        var one: [Double] = []
        var two: [Double] = []
        for _ in 0..<pairs {
            one.append(Double(burst(threads: 1)[0].cpu) / Double(Self.burstPosts))
            let pair = burst(threads: 2)
            let overlap = Double(min(pair[0].end, pair[1].end)) - Double(max(pair[0].start, pair[1].start))
            let longer = max(pair[0].end - pair[0].start, pair[1].end - pair[1].start)
            if overlap >= 0.9 * Double(longer) {
                two.append(pair.map { Double($0.cpu) }.reduce(0, +) / 2 / Double(Self.burstPosts))
            }
        }
        return (median(one), two.isEmpty ? .nan : median(two), two.count)
    }
}

/// The CPU time the calling thread has used.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The CPU time the process has used, every thread together.
func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

// One center per figure, so that no figure sees another's observers.
let rawCenter = NotificationCenter()
let directCenter = NotificationCenter()
let unrelatedCenter = NotificationCenter()
let unobservedCenter = NotificationCenter()
let foundationCenter = NotificationCenter()
let bridgedCenter = NotificationCenter()
let churnCenter = NotificationCenter()
let peer = PeerRegistry()

let rawObserver = rawCenter.addObserver(forName: rawName, object: nil, queue: nil) { notification in
    if let payload = notification.userInfo?["payload"] as? RawPayload { consume(payload.count) }
}
peer.observe(RawPayload.self) { consume($0.count) }
let tokens = [
    Typed.observe(.didChange, center: directCenter) { consume($0.count) },
    Typed.observe(.didChange, center: unrelatedCenter) { consume($0.count) },
    ThroughCenter.observe(.didChange, center: foundationCenter) { consume($0.count) },
    Bridged.observe(.didChange, center: bridgedCenter) { consume($0.count) },
]
/// Observes every case of `Unrelated`: 50 observers of notifications other than the one posted.
struct ObserveEveryCase: NotigenCaseVisitor {
    let center: NotificationCenter
    var tokens: [NotigenToken] = []

    mutating func visit<Payload: Sendable>(_ key: NotigenKey<Unrelated, Payload>) {
        tokens.append(Unrelated.observe(key, center: center) { _ in consume(1) })
    }
}
var unrelated = ObserveEveryCase(center: unrelatedCenter)
Unrelated.notigenVisitCases(&unrelated)

var figures: [String: [Double]] = [:]
let bursts = BurstPair(DirectPoster())
var overlapped = 0
/// `contention` as the second argument measures only what `make bench-atomics` compares: one thread's bursts and
/// two threads' overlapping ones, 200 pairs a round rather than 40.
let contentionOnly = CommandLine.arguments.dropFirst(2).first == "contention"
for _ in 0..<rounds {
    let pairs = bursts.measure(pairs: contentionOnly ? 200 : 40)
    overlapped += pairs.overlapped
    figures["burstOne", default: []].append(pairs.one)
    if pairs.overlapped > 0 { figures["burstTwo", default: []].append(pairs.two) }
    if contentionOnly { continue }
    let raw = measure { index in
        rawCenter.post(
            name: rawName, object: nil, userInfo: ["payload": RawPayload(title: "title", count: index, flag: true)])
    }
    let peerTime = measure { index in peer.post(RawPayload(title: "title", count: index, flag: true)) }
    let directCPUStart = processCPUNanoseconds()
    let direct = measure { index in
        Typed.post(.didChange(title: "title", count: index, flag: true), center: directCenter)
    }
    let directCPU = Double(processCPUNanoseconds() - directCPUStart) / Double(posts)
    let withUnrelated = measure { index in
        Typed.post(.didChange(title: "title", count: index, flag: true), center: unrelatedCenter)
    }
    let foundation = measure { index in
        ThroughCenter.post(.didChange(title: "title", count: index, flag: true), center: foundationCenter)
    }
    let threads = measureThreads(DirectPoster())
    let peerThreads = measureThreads(PeerPoster())
    let values: [String: Double] = [
        "raw": raw, "peer": peerTime, "direct": direct, "unrelated": withUnrelated, "foundation": foundation,
        "unobserved": measure { index in
            Typed.post(.didChange(title: "title", count: index, flag: true), center: unobservedCenter)
        },
        "bridged": measure { index in
            Bridged.post(.didChange(title: "title", count: index, flag: true), center: bridgedCenter)
        },
        "threads": threads.wall, "threadsCPU": threads.cpu, "peerThreads": peerThreads.wall,
        "observeCancel": measure(posts / 10) { _ in
            Typed.observe(.didChange, center: churnCenter) { consume($0.count) }.cancel()
        },
        "addRemove": measure(posts / 10) { _ in
            let observer = ChangeLog()
            Typed.addObserver(observer, center: churnCenter)
            Typed.removeObserver(observer)
        },
        "directToPeer": direct / peerTime, "foundationToRaw": foundation / raw,
        "unrelatedToDirect": withUnrelated / direct, "threadsToDirect": threads.wall / direct,
        "threadsCPUToDirect": threads.cpu / directCPU, "directCPU": directCPU,
    ]
    for (name, value) in values { figures[name, default: []].append(value) }
}
var result = figures.mapValues(median)
result["burstsOverlapped"] = Double(overlapped)
result["burstPairs"] = Double(rounds * (contentionOnly ? 200 : 40))
result["burstRatio"] = result["burstTwo", default: -1] / result["burstOne", default: 1]
result["rounds"] = Double(rounds)
result["posts"] = Double(posts)
let json = result.keys.sorted().map { "\"\($0)\": \(result[$0, default: 0])" }.joined(separator: ", ")
print("{\(json)}")
withExtendedLifetime((rawObserver, tokens, unrelated)) {}
