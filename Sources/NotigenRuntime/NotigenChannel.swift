public import Foundation

/// The observers of one notification name, per `NotificationCenter` instance, for direct delivery.
///
/// There is one channel per name in the process (`named(_:)`), found once by each key; a post goes from its key to
/// the channel without hashing the name. The channel keeps, for each center with observers, an immutable array of
/// observations: a post copies it under the lock and calls the handlers outside it, on the posting thread, so a
/// handler may post, observe or cancel without deadlock, and an observation added during a post sees the next one.
/// A center's entry goes away with its last observation, so a released center leaves nothing behind.
@usableFromInline
nonisolated final class NotigenChannel: @unchecked Sendable {
    /// The observations of one center.
    @usableFromInline
    struct Entry {
        @usableFromInline let center: ObjectIdentifier
        @usableFromInline var observations: [NotigenObservationBase]
        /// The center's observer that brings posts made without notigen to the observations, per payload type.
        var bridges: [ObjectIdentifier: any NSObjectProtocol]
    }

    @usableFromInline let name: Foundation.Notification.Name
    @usableFromInline let lock = NSLock()
    /// One entry per center with observations (a handful at most, so a linear search is fastest), read and written
    /// under `lock` only. It is kept behind a pointer, allocated for the life of the channel, so that reaching it
    /// needs none of the dynamic exclusivity checks a stored property of a class would.
    @usableFromInline let entries: UnsafeMutablePointer<[Entry]>

    private init(name: Foundation.Notification.Name) {
        self.name = name
        entries = .allocate(capacity: 1)
        entries.initialize(to: [])
    }

    deinit {
        entries.deinitialize(count: 1)
        entries.deallocate()
    }

    private static let tableLock = NSLock()
    nonisolated(unsafe) private static var table: [Foundation.Notification.Name: NotigenChannel] = [:]

    /// The channel of `name`, made on first use.
    static func named(_ name: Foundation.Notification.Name) -> NotigenChannel {
        tableLock.withLock {
            if let channel = table[name] { return channel }
            let channel = NotigenChannel(name: name)
            table[name] = channel
            return channel
        }
    }

    /// The observations of `center`, as they are now.
    @inlinable
    func observations(in center: NotificationCenter) -> [NotigenObservationBase]? {
        let id = ObjectIdentifier(center)
        lock.lock()
        defer { lock.unlock() }
        for entry in entries.pointee where entry.center == id {
            return entry.observations
        }
        return nil
    }

    /// Calls, on this thread and in the order they were added, the handler of every observation of `center` that
    /// takes `Payload` and accepts `object`.
    @inlinable
    func post<Payload: Sendable>(_ payload: Payload, object: Any?, center: NotificationCenter) {
        guard let observations = observations(in: center) else { return }
        let sender: AnyObject? = if let object { object as AnyObject } else { nil }
        let type = ObjectIdentifier(Payload.self)
        for observation in observations where observation.payloadType == type && observation.accepts(sender) {
            unsafeDowncast(observation, to: NotigenObservation<Payload>.self).deliver(payload, from: sender)
        }
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

    private func observe<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, _ observation: NotigenObservation<Payload>, center: NotificationCenter
    ) -> NotigenToken {
        add(observation, key: key, center: center)
        // The token holds the center; a weak reference here would move the center's reference count to a side
        // table and make every post's retain of it take the slow path.
        return NotigenToken(center: center) { self.remove(observation, center: center) }
    }

    /// Adds `observation` for `center`; posts made without notigen reach it through the center, decoded by `key`.
    private func add<Notifier, Payload: Sendable>(
        _ observation: NotigenObservation<Payload>, key: NotigenKey<Notifier, Payload>, center: NotificationCenter
    ) {
        let id = ObjectIdentifier(center)
        let type = ObjectIdentifier(Payload.self)
        let needsBridge = lock.withLock {
            entries.pointee.first { $0.center == id }.map { $0.bridges[type] == nil } ?? true
        }
        // The bridge is made outside the lock: NotificationCenter takes its own lock, which a post may hold while
        // it calls into this channel.
        let bridge = needsBridge ? makeBridge(key, center: center) : nil
        let surplus: (any NSObjectProtocol)? = lock.withLock {
            guard let index = entries.pointee.firstIndex(where: { $0.center == id }) else {
                entries.pointee.append(
                    Entry(center: id, observations: [observation], bridges: bridge.map { [type: $0] } ?? [:]))
                return nil
            }
            entries.pointee[index].observations.append(observation)
            guard let bridge else { return nil }
            if entries.pointee[index].bridges[type] != nil { return bridge }
            entries.pointee[index].bridges[type] = bridge
            return nil
        }
        if let surplus { center.removeObserver(surplus) }
    }

    /// Removes `observation` from `center`; with its center's last observation of a payload type goes the bridge.
    private func remove(_ observation: NotigenObservationBase, center: NotificationCenter) {
        let id = ObjectIdentifier(center)
        let removedBridges: [any NSObjectProtocol] = lock.withLock {
            guard let index = entries.pointee.firstIndex(where: { $0.center == id }) else { return [] }
            var removed: [any NSObjectProtocol] = []
            entries.pointee[index].observations.removeAll { $0 === observation }
            let type = observation.payloadType
            if !entries.pointee[index].observations.contains(where: { $0.payloadType == type }),
                let bridge = entries.pointee[index].bridges.removeValue(forKey: type)
            {
                removed.append(bridge)
            }
            if entries.pointee[index].observations.isEmpty {
                removed += entries.pointee[index].bridges.values
                entries.pointee.remove(at: index)
            }
            return removed
        }
        removedBridges.forEach(center.removeObserver)
    }

    /// The center's observer of this name for posts made without notigen: it decodes each like any observer does
    /// and posts the payload to the channel's observations of `Payload`; one that cannot be read goes to the
    /// observations made by `observePosts`, and is reported once to `NotigenBridge` when others skip it.
    private func makeBridge<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, center: NotificationCenter
    ) -> any NSObjectProtocol {
        // Unowned, not weak (see `observe`): the center calls the bridge only while it lives, and the channel lives
        // as long as the process.
        center.addObserver(forName: name, object: nil, queue: nil) { [unowned(unsafe) center] notification in
            switch key.decodingResult(of: notification) {
            case .success(let payload):
                self.post(payload, object: notification.object, center: center)
            case .failure(let error):
                self.fail(error, of: Payload.self, notification: notification, center: center)
            }
        }
    }

    /// Hands `error` to the observations of `Payload` in `center` made by `observePosts`, and reports it once when
    /// any other observation skips the post.
    private func fail<Payload: Sendable>(
        _ error: NotigenDecodingError, of payload: Payload.Type, notification: Foundation.Notification,
        center: NotificationCenter
    ) {
        guard let observations = observations(in: center) else { return }
        let sender = notification.object.map { $0 as AnyObject }
        var skipped = false
        for observation in observations
        where observation.payloadType == ObjectIdentifier(Payload.self) && observation.accepts(sender) {
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
