public import Foundation

/// The observers of one notification name, per `NotificationCenter` instance, with either delivery.
///
/// There is one channel per name in the process (`named(_:)`), found once by each key; a direct post goes from its
/// key to the channel without hashing the name. Posts through the center (foundation delivery, and posts made
/// without notigen) reach the channel through its one center observer per center and payload type (its bridge),
/// so that notigen, not the `NotificationCenter`, decides the order: the order the observations were added. Observations are added and removed under the channel's lock, and every
/// change publishes a new immutable snapshot of them (`NotigenSnapshot`). A post reads the snapshot published when
/// it starts without a lock (`NotigenHazards` keeps it alive while it is read) and calls the handlers on the posting
/// thread, so a handler may post, observe or cancel without deadlock, an observation added during a post sees the
/// next one, and posts on many threads do not wait for each other. An observation removed during a post is skipped
/// from then on. A center's entry goes away with its last observation, so a released center leaves nothing behind.
@usableFromInline
nonisolated final class NotigenChannel: @unchecked Sendable {
    /// The observations of one center.
    struct Entry {
        let center: ObjectIdentifier
        var observations: [NotigenObservationBase]
        /// The center's observer that brings posts made without notigen to the observations, per payload type.
        var bridges: [ObjectIdentifier: any NSObjectProtocol]
    }

    @usableFromInline let name: Foundation.Notification.Name
    private let lock = NSLock()
    /// One entry per center with observations (a handful at most, so a linear search is fastest), under `lock`.
    private var entries: [Entry] = []
    /// The address of the published snapshot, 0 when there is no observation.
    private let published = NotigenAtomicWord(0)
    /// One bit per center with observations (`bit(of:)`), so that a post to a center nobody observes ends after
    /// reading one word.
    private let observedCenters = NotigenAtomicWord(0)

    private init(name: Foundation.Notification.Name) {
        self.name = name
    }

    private static let tableLock = NSLock()
    nonisolated(unsafe) private static var table: [Foundation.Notification.Name: NotigenChannel] = [:]

    /// The channel of `name`, made on first use; channels live as long as the process.
    static func named(_ name: Foundation.Notification.Name) -> NotigenChannel {
        tableLock.withLock {
            if let channel = table[name] { return channel }
            let channel = NotigenChannel(name: name)
            table[name] = channel
            return channel
        }
    }

    /// A snapshot being read by one post, from `read(in:)` to `end(_:)`.
    @usableFromInline
    struct Reading {
        @usableFromInline let snapshot: NotigenSnapshot
        /// Its hazard slot; nil for a copy of the post's own.
        let hold: NotigenHazards.Hold?
    }

    /// The bit of `center` in `observedCenters`: the top 6 bits of its address times a large odd constant, which
    /// spreads addresses that differ in any bit (Fibonacci hashing).
    private static func bit(of center: ObjectIdentifier) -> UInt {
        1 << ((UInt(bitPattern: center) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The snapshot a post to `center` reads, held until `end(_:)`; nil when nothing observes `center`.
    @usableFromInline
    func read(in center: ObjectIdentifier) -> Reading? {
        guard observedCenters.loadRelaxed() & Self.bit(of: center) != 0 else { return nil }
        guard let (address, hold) = NotigenHazards.protect(published) else {
            // Posts nested deeper than the thread has slots read a copy, made under the lock.
            return lock.withLock { currentSnapshot?.copy() }.map { Reading(snapshot: $0, hold: nil) }
        }
        guard address != 0 else {
            NotigenHazards.release(hold)
            return nil
        }
        return Reading(snapshot: NotigenSnapshot(address: address), hold: hold)
    }

    /// Ends `reading`.
    @usableFromInline
    func end(_ reading: Reading) {
        if let hold = reading.hold {
            NotigenHazards.release(hold)
        } else {
            reading.snapshot.free()
        }
    }

    /// The published snapshot; under `lock`, which keeps it from being retired.
    private var currentSnapshot: NotigenSnapshot? {
        let address = published.load()
        return address == 0 ? nil : NotigenSnapshot(address: address)
    }

    /// Calls, on this thread and in the order they were added, the handler of every observation of `center` that
    /// takes `Payload` and accepts `object`.
    @inlinable
    func post<Payload: Sendable>(_ payload: Payload, object: Any?, center: NotificationCenter) {
        let center = ObjectIdentifier(center)
        guard let reading = read(in: center) else { return }
        let type = ObjectIdentifier(Payload.self)
        let records = reading.snapshot.records
        for index in 0..<reading.snapshot.count where records[index].center == center {
            let record = records[index]
            guard record.payloadType == type, record.accepts(object) else { continue }
            record.observation._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: NotigenObservation<Payload>.self).deliver(payload, from: object)
            }
        }
        end(reading)
    }

    /// Calls `handler` with every payload of `key` posted to `center` (by `object` only, when given), on the
    /// posting thread, until the returned token ends it.
    @usableFromInline
    func observe<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, object: AnyObject?, center: NotificationCenter,
        _ handler: @escaping @Sendable (Payload) -> Void
    ) -> NotigenToken {
        observe(key, NotigenObservation(sender: object, handler: handler), center: center)
    }

    /// Calls `handler` with every post of `key` to `center` (by `object` only, when given), with its sender, and
    /// with the posts made without notigen whose payload cannot be read, until the returned token ends it.
    func observePosts<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, object: AnyObject?, center: NotificationCenter,
        _ handler: @escaping @Sendable (NotigenPost<Payload>) -> Void
    ) -> NotigenToken {
        let name = self.name
        let observation = NotigenObservation<Payload>(sender: object) { payload, sender in
            handler(NotigenPost(name: name, payload: payload, sender: sender))
        }
        return observe(key, observation, center: center)
    }

    /// Calls `handler` as `observe(_:object:center:_:)` does, with the new observation in the place of `replaced`
    /// (an observation of the same center and payload type, which is removed in the same step), so that no post
    /// sees both; appended when `replaced` is nil or gone. Returns the observation with its token.
    func observe<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, object: AnyObject?, center: NotificationCenter,
        replacing replaced: NotigenObservationBase?, _ handler: @escaping @Sendable (Payload) -> Void
    ) -> (NotigenObservationBase, NotigenToken) {
        let observation = NotigenObservation(sender: object, handler: handler)
        return (observation, observe(key, observation, center: center, replacing: replaced))
    }

    private func observe<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, _ observation: NotigenObservation<Payload>, center: NotificationCenter,
        replacing replaced: NotigenObservationBase? = nil
    ) -> NotigenToken {
        add(observation, key: key, center: center, replacing: replaced)
        // The token holds the center; a weak reference here would move the center's reference count to a side
        // table and make every post's retain of it take the slow path.
        return NotigenToken(center: center) { self.remove(observation, center: center) }
    }

    /// Adds `observation` for `center`, in the place of `replaced` when it is there; posts through the center reach
    /// it decoded by `key`.
    private func add<Notifier, Payload: Sendable>(
        _ observation: NotigenObservation<Payload>, key: NotigenKey<Notifier, Payload>, center: NotificationCenter,
        replacing replaced: NotigenObservationBase?
    ) {
        let id = ObjectIdentifier(center)
        let type = ObjectIdentifier(Payload.self)
        let needsBridge = lock.withLock {
            entries.first { $0.center == id }.map { $0.bridges[type] == nil } ?? true
        }
        // The bridge is made outside the lock: NotificationCenter takes its own lock, which a post may hold while
        // it calls into this channel.
        let bridge = needsBridge ? makeBridge(key, center: center) : nil
        let (surplus, replaced) = lock.withLock { () -> ((any NSObjectProtocol)?, NotigenSnapshot?) in
            var surplus: (any NSObjectProtocol)?
            if let index = entries.firstIndex(where: { $0.center == id }) {
                if let position = entries[index].observations.firstIndex(where: { $0 === replaced }) {
                    entries[index].observations[position] = observation
                } else {
                    entries[index].observations.append(observation)
                }
                if let bridge {
                    if entries[index].bridges[type] == nil {
                        entries[index].bridges[type] = bridge
                    } else {
                        surplus = bridge
                    }
                }
            } else {
                entries.append(
                    Entry(center: id, observations: [observation], bridges: bridge.map { [type: $0] } ?? [:]))
            }
            return (surplus, publish())
        }
        replaced.map(NotigenHazards.retire)
        if let surplus { center.removeObserver(surplus) }
    }

    /// Removes `observation` from `center` (nothing to remove when another has replaced it); with its center's last
    /// observation of a payload type goes the bridge.
    private func remove(_ observation: NotigenObservationBase, center: NotificationCenter) {
        observation.end()
        let id = ObjectIdentifier(center)
        let (removedBridges, replaced) = lock.withLock { () -> ([any NSObjectProtocol], NotigenSnapshot?) in
            guard let index = entries.firstIndex(where: { $0.center == id }),
                let position = entries[index].observations.firstIndex(where: { $0 === observation })
            else { return ([], nil) }
            var removed: [any NSObjectProtocol] = []
            entries[index].observations.remove(at: position)
            let type = observation.payloadType
            if !entries[index].observations.contains(where: { $0.payloadType == type }),
                let bridge = entries[index].bridges.removeValue(forKey: type)
            {
                removed.append(bridge)
            }
            if entries[index].observations.isEmpty {
                removed += entries[index].bridges.values
                entries.remove(at: index)
            }
            return (removed, publish())
        }
        replaced.map(NotigenHazards.retire)
        removedBridges.forEach(center.removeObserver)
    }

    /// Publishes a snapshot of `entries` (under `lock`); returns the one it replaces, which the caller retires once
    /// it has left the lock (freeing it may run code that observes or cancels).
    private func publish() -> NotigenSnapshot? {
        let snapshot = NotigenSnapshot.make(
            count: entries.reduce(0) { $0 + $1.observations.count },
            entries.lazy.flatMap { entry in entry.observations.lazy.map { (entry.center, $0) } })
        let replaced = published.exchange(snapshot?.address ?? 0)
        // After the snapshot: a post that finds its center's bit finds the center's observations.
        observedCenters.store(entries.reduce(0) { $0 | Self.bit(of: $1.center) })
        return replaced == 0 ? nil : NotigenSnapshot(address: replaced)
    }

    /// The center's observer of this name for posts through the center (foundation delivery, `userInfo: fields`,
    /// posts made without notigen): it reads each payload like any observer does and posts it to the channel's
    /// observations of `Payload`, in their order; one that cannot be read goes to the observations made by
    /// `observePosts`, and is reported once to `NotigenBridge` when others skip it.
    private func makeBridge<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, center: NotificationCenter
    ) -> any NSObjectProtocol {
        // Unowned, not weak (see `observe`): the center calls the bridge only while it lives, and the channel lives
        // as long as the process.
        center.addObserver(forName: name, object: nil, queue: nil) { [unowned(unsafe) center] notification in
            let payload: Payload
            // A pattern, not `as?`: it casts into the payload's own storage, where `as?` would make an optional,
            // whose type this code (not specialized for `Payload`) would ask the Swift runtime for on every post.
            switch notification.userInfo?[notigenPayloadKey] {
            case let typed as Payload:
                payload = typed
            default:
                do throws(NotigenDecodingError) {
                    payload = try key.decode(
                        notification.userInfo ?? [:], object: notification.object, postedAs: notification.name)
                } catch {
                    return self.fail(error, of: Payload.self, notification: notification, center: center)
                }
            }
            withUnsafePointer(to: payload) {
                self.post(at: $0, of: ObjectIdentifier(Payload.self), object: notification.object, center: center)
            }
        }
    }

    /// Calls the observations of `center` that take the payload type `type` and accept `object`, as
    /// `post(_:object:center:)` does, with the payload `payload` points to. For the bridge, whose code is not
    /// specialized for the payload's type: this loop asks the Swift runtime for no generic type's metadata, which
    /// the generic one would per post.
    private func post(
        at payload: UnsafeRawPointer, of type: ObjectIdentifier, object: Any?, center: NotificationCenter
    ) {
        let center = ObjectIdentifier(center)
        guard let reading = read(in: center) else { return }
        let records = reading.snapshot.records
        for index in 0..<reading.snapshot.count where records[index].center == center {
            let record = records[index]
            guard record.payloadType == type, record.accepts(object) else { continue }
            record.observation._withUnsafeGuaranteedRef { $0.deliver(at: payload, from: object) }
        }
        end(reading)
    }

    /// Hands `error` to the observations of `Payload` in `center` made by `observePosts`, and reports it once when
    /// any other observation skips the post.
    private func fail<Payload: Sendable>(
        _ error: NotigenDecodingError, of payload: Payload.Type, notification: Foundation.Notification,
        center: NotificationCenter
    ) {
        let id = ObjectIdentifier(center)
        guard let observations = lock.withLock({ entries.first { $0.center == id }?.observations }) else { return }
        let sender = notification.object.map { $0 as AnyObject }
        var skipped = false
        for observation in observations
        where observation.payloadType == ObjectIdentifier(Payload.self) && observation.accepts(sender)
            && observation.isActive
        {
            if let postHandler = unsafeDowncast(observation, to: NotigenObservation<Payload>.self).postHandler {
                postHandler(.failure(error), sender)
            } else {
                skipped = true
            }
        }
        if skipped {
            NotigenBridge.report(NotigenUndecodable(name: notification.name, error: error))
        }
    }
}
