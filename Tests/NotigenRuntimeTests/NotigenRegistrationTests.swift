import Foundation
@_spi(NotigenGenerated) import NotigenRuntime
import Testing

/// An observer as a generated observer protocol's conformer: a `Sendable` one, and a main-actor one.
final class Thermometer: Sendable {
    let readings = Received<Int>()
    let threads = Received<Bool>()
}

@MainActor final class Display {
    var shown: [Int] = []
}

/// An observer that is neither `Sendable` nor main-actor, as Foundation's selector observers often are.
final class Logbook {
    var entries: [Int] = []
    var threads: [Thread] = []
}

/// A weak reference to a logbook that a test hands to the thread it posts on, which alone uses it then.
final class WeakLogbook: @unchecked Sendable {
    weak var logbook: Logbook?

    init(_ logbook: Logbook?) {
        self.logbook = logbook
    }
}

/// `addObserver` registrations hold their observer weakly, replace each other and end with it.
@Suite struct NotigenRegistrationTests {
    let center = NotificationCenter()

    private func register(_ thermometer: Thermometer) {
        Self.register(thermometer, in: center)
    }

    private static func register(_ thermometer: Thermometer, in center: NotificationCenter) {
        let registration = NotigenRegistration(thermometer, notifier: Kettle.self, object: nil, center: center)
        registration.observe(Kettle.didBoil) { observer, payload in
            observer.readings.append(payload.degrees)
            observer.threads.append(Thread.isMainThread)
        }
        registration.activate()
    }

    @Test func sendableObserverRunsOnThePostingThreadUntilItIsGone() async {
        var thermometer: Thermometer? = Thermometer()
        let readings = thermometer?.readings
        if let thermometer { register(thermometer) }
        let center = self.center
        await Task.detached { Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 5)), center: center) }.value
        #expect(readings?.values == [5])
        #expect(thermometer?.threads.values == [false])
        thermometer = nil
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 6)), center: center)
        #expect(readings?.values == [5])
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    @Test func addingAgainReplacesAndRemovingEnds() {
        let thermometer = Thermometer()
        register(thermometer)
        register(thermometer)
        #expect(NotigenToken.activeObservations(in: center) == 1)
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 1)), center: center)
        #expect(thermometer.readings.values == [1])
        Kettle.removeObserver(thermometer)
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 2)), center: center)
        #expect(thermometer.readings.values == [1])
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    /// One thread adds the same observer again and again while another posts numbered notifications: no post may
    /// reach it twice (the replaced registration and its replacement are never both live for one post), and the
    /// post made once the re-adding is over reaches it. The posts are counted, not the re-adds, so that a loaded
    /// machine makes the test longer, never its data larger.
    @Test func reAddingWhilePostingNeverDeliversAPostTwice() async {
        let thermometer = Thermometer()
        register(thermometer)
        let center = self.center
        let done = StopFlag()
        let reAdder = Thread {
            while !done.isSet { Self.register(thermometer, in: center) }
            done.finish()
        }
        reAdder.start()
        await Task.detached {
            for degrees in 0..<50_000 {
                Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: degrees)), center: center)
            }
        }.value
        done.set()
        await done.finished()
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: -1)), center: center)
        let readings = thermometer.readings.values
        let twice = readings.count - Set(readings).count
        #expect(twice == 0, "\(twice) posts arrived twice")
        #expect(readings.last == -1)
        #expect(NotigenToken.activeObservations(in: center) == 1)
        Kettle.removeObserver(thermometer)
    }

    @Test @MainActor func mainActorObserverRunsOnTheMainActor() async {
        let display = Display()
        let registration = NotigenRegistration(mainActor: display, notifier: Kettle.self, object: nil, center: center)
        registration.observe(Kettle.didBoil) { display, payload in display.shown.append(payload.degrees) }
        registration.observeMain(Kettle.didWhistle) { display, value in display.shown.append(value) }
        registration.activate()
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 1)), center: center)
        #expect(display.shown == [1])
        let center = self.center
        await Task.detached {
            Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 2)), center: center)
            Kettle.post(NotigenEvent(Kettle.didWhistle, 3), center: center)
        }.value
        for _ in 0..<200 where display.shown.count < 3 {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(display.shown == [1, 2, 3])
        Kettle.removeObserver(display)
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }

    /// An unchecked registration is called synchronously on the posting thread, whichever it is, before the post
    /// returns, as Foundation calls a selector observer; it holds the observer weakly and ends with it.
    @Test func uncheckedObserverRunsSynchronouslyOnThePostingThread() async {
        var logbook: Logbook? = Logbook()
        if let logbook {
            let registration = NotigenRegistration(
                unchecked: logbook, notifier: Kettle.self, object: nil, center: center)
            registration.observe(Kettle.didBoil) { logbook, payload in
                logbook.entries.append(payload.degrees)
                logbook.threads.append(Thread.current)
            }
            registration.activate()
        }
        let center = self.center
        let reference = WeakLogbook(logbook)
        let (seen, posters) = await Task.detached {
            Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 4)), center: center)
            // Read on the posting thread right after the post: the observer has already run, on this thread.
            return (reference.logbook?.entries ?? [], reference.logbook?.threads.map { $0 === Thread.current } ?? [])
        }.value
        #expect(seen == [4])
        #expect(posters == [true])
        logbook = nil
        #expect(reference.logbook == nil)
        Kettle.post(NotigenEvent(Kettle.didBoil, .init(degrees: 5)), center: center)
        #expect(NotigenToken.activeObservations(in: center) == 0)
    }
}
