import Foundation
import Testing

@testable @_spi(NotigenGenerated) import NotigenRuntime

/// A thread that posts `Kettle.didSteam` to a center over and over until it is stopped, counting the posts it has
/// finished.
final class SteamPoster: @unchecked Sendable {
    private let progress = NSCondition()
    private var finished = 0
    private var stopped = false
    private let ended = DispatchSemaphore(value: 0)
    let center: NotificationCenter

    init(center: NotificationCenter) {
        self.center = center
    }

    func start() {
        Thread.detachNewThread { self.run() }
    }

    /// Ends the posts and waits for the last one.
    func stop() {
        progress.withLock { stopped = true }
        ended.wait()
    }

    /// Waits until the post under way when it is called, if there is one, has ended: spinning for a while, which
    /// keeps both threads running and their operations close together (on an idle machine, a trial in a few
    /// microseconds), then blocking (on a busy one, the poster may not run for a while).
    func waitForThePostUnderWay() {
        let now = progress.withLock { finished }
        for _ in 0..<1_000 where progress.withLock({ finished }) <= now {}
        progress.withLock {
            while finished <= now { progress.wait() }
        }
    }

    private func run() {
        var stop = false
        while !stop {
            Kettle.post(NotigenEvent(Kettle.didSteam, ()), center: center)
            stop = progress.withLock {
                finished += 1
                progress.broadcast()
                return stopped
            }
        }
        ended.signal()
    }
}

/// When the snapshots that posts read are freed (`NotigenHazards`): the last post to let go of a snapshot its
/// channel no longer publishes, or the change that replaced it, frees it, whatever the order they end in.
@Suite struct NotigenHazardsTests {
    /// Trials of `cancellingWhileAnotherThreadPostsFreesWhatTheObservationHeld`; `NOTIGEN_HAZARD_TRIALS` sets more
    /// (`make hazard-trials`).
    static let trials = ProcessInfo.processInfo.environment["NOTIGEN_HAZARD_TRIALS"].flatMap { Int($0) } ?? 10_000

    /// The canceller retires the snapshot while the poster may hold it; whichever lets go of it last must free it.
    /// Before the slot's clear and the `pending` read were sequentially consistent, and `pending` set before the
    /// writer's scan, a post could end between the scan and the store of `pending` and leave the snapshot, and the
    /// canary its observation captured, alive until some later post anywhere in the process (1 trial in a few
    /// thousand).
    @Test func cancellingWhileAnotherThreadPostsFreesWhatTheObservationHeld() {
        let poster = SteamPoster(center: NotificationCenter())
        poster.start()
        var stranded = 0
        for _ in 0..<Self.trials {
            weak var released: Canary?
            do {
                let canary = Canary()
                released = canary
                let token = Kettle.observe(Kettle.didSteam, center: poster.center) {
                    withExtendedLifetime(canary) {}
                }
                token.cancel()
            }
            poster.waitForThePostUnderWay()
            NotigenHazards.waitForFreesUnderWay { released != nil }
            if released != nil { stranded += 1 }
        }
        poster.stop()
        #expect(stranded == 0, "\(stranded) of \(Self.trials) trials left the canary alive")
    }
}

extension NotigenHazards {
    /// Waits while `alive` and some thread is freeing snapshots. A post of another test that ends while a snapshot is
    /// retired may take it out of the retired list to free it: once the threads that held it have ended, it is then
    /// no longer retired, and that thread frees it without waiting for anything; a stranded snapshot is still
    /// retired, and nobody frees it.
    static func waitForFreesUnderWay(while alive: () -> Bool) {
        while alive() && freeing.load() != 0 { sched_yield() }
    }
}
