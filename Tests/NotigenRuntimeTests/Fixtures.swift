import Foundation
@_spi(NotigenGenerated) import NotigenRuntime

/// A notifier as generated code declares one, written by hand so that the runtime is tested without the generator.
enum Kettle: NotigenNotifier {
    /// The payload of `Kettle.didBoil`.
    struct DidBoil: Sendable, Hashable {
        var degrees: Int
        var note: String?

        init(degrees: Int, note: String? = nil) {
            self.degrees = degrees
            self.note = note
        }

        @Sendable static func decode(_ userInfo: NotigenUserInfo) throws(NotigenDecodingError) -> Self {
            try Self(degrees: userInfo.value("degrees", as: Int.self), note: userInfo.optional("note", as: String.self))
        }

        @Sendable static func encode(_ payload: Self, into userInfo: inout [AnyHashable: Any]) {
            userInfo["degrees"] = payload.degrees
            userInfo["note"] = payload.note as Any?
        }
    }

    /// Why `Kettle.refill` failed.
    struct RefillFailure: Error {
        var litres: Int

        init(litres: Int) {
            self.litres = litres
        }

        @Sendable static func decodeRefill(
            _ userInfo: NotigenUserInfo
        ) throws(NotigenDecodingError) -> Result<Void, Self> {
            guard try userInfo.isSuccess() else { return .failure(Self(litres: try userInfo.value("litres"))) }
            return .success(())
        }
    }

    static let didBoil = NotigenKey<Kettle, DidBoil>(
        Notification.Name("Test.Kettle.didBoil"), delivery: .direct, decode: DidBoil.decode)
    /// The same payload through the `NotificationCenter` (`delivery: foundation`).
    static let didBoilThroughCenter = NotigenKey<Kettle, DidBoil>(
        Notification.Name("Test.Kettle.didBoilThroughCenter"), delivery: .foundation, decode: DidBoil.decode)
    /// The same payload with every field also written under its own `userInfo` key (`userInfo: fields`).
    static let didBoilWithFields = NotigenKey<Kettle, DidBoil>(
        Notification.Name("Test.Kettle.didBoilWithFields"), delivery: .foundation, encode: DidBoil.encode,
        decode: DidBoil.decode)
    static let didPour = NotigenKey<Kettle, Void>(Notification.Name("Test.Kettle.didPour"), delivery: .direct)
    /// Channels of their own, one per test that watches when a snapshot is freed, so that no other test's post holds
    /// one of its snapshots.
    static let didSteam = NotigenKey<Kettle, Void>(Notification.Name("Test.Kettle.didSteam"), delivery: .direct)
    static let didSimmer = NotigenKey<Kettle, Int>(
        Notification.Name("Test.Kettle.didSimmer"), delivery: .direct, decode: { _ in 0 })
    static let didHiss = NotigenKey<Kettle, Int>(
        Notification.Name("Test.Kettle.didHiss"), delivery: .direct, decode: { _ in 0 })
    static let refill = NotigenKey<Kettle, Result<Void, RefillFailure>>(
        Notification.Name("Test.Kettle.refill"), delivery: .direct, decode: RefillFailure.decodeRefill)
    /// A merged case posted under two names, each with either delivery (`name: { success:, failure: }`).
    static let refillTwoNames = [NotigenDelivery.direct, .foundation].map { delivery in
        NotigenKey<Kettle, Result<Void, RefillFailure>>(
            Notification.Name("Test.Kettle.refilled.\(delivery)"),
            failureName: Notification.Name("Test.Kettle.refillFailed.\(delivery)"), delivery: delivery,
            decode: RefillFailure.decodeRefill)
    }
    static let didWhistle = NotigenMainKey<Kettle, Int>(Notification.Name("Test.Kettle.didWhistle"), delivery: .direct)

    /// The keys of `DidBoil`, one per delivery, for tests that both must pass.
    static let boilKeys = [didBoil, didBoilThroughCenter]
}

/// Collects values from any thread.
final class Received<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    var values: [Value] { lock.withLock { stored } }

    func append(_ value: Value) {
        lock.withLock { stored.append(value) }
    }
}

/// Waits, without blocking the main actor, until `condition` holds or a minute has passed: a bound for a hang, far
/// beyond what a loaded machine needs, so that it never fails a correct run.
func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}

/// A flag one thread sets and another polls, and the end of the thread that polls it, awaited without blocking.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    private var ended = false

    var isSet: Bool { lock.withLock { value } }

    func set() {
        lock.withLock { value = true }
    }

    /// Marks the polling thread's work done.
    func finish() {
        lock.withLock { ended = true }
    }

    /// Returns once `finish()` has been called.
    func finished() async {
        while !lock.withLock({ ended }) {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}
