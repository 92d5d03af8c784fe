public import Foundation

/// The observers of one direct-delivery notification name, per `NotificationCenter` instance.
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
    /// One entry per center with observations; a handful at most, so a linear search is fastest.
    @usableFromInline var entries: [Entry] = []

    private init(name: Foundation.Notification.Name) {
        self.name = name
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
        for entry in entries where entry.center == id {
            return entry.observations
        }
        return nil
    }

    /// Calls, on this thread and in the order they were added, the handler of every observation of `center` that
    /// takes `Payload` and accepts `object`.
    @inlinable
    func post<Payload: Sendable>(_ payload: Payload, object: AnyObject?, center: NotificationCenter) {
        guard let observations = observations(in: center) else { return }
        let type = ObjectIdentifier(Payload.self)
        for observation in observations where observation.payloadType == type && observation.accepts(object) {
            unsafeDowncast(observation, to: NotigenObservation<Payload>.self).handler(payload, object)
        }
    }

    /// Calls `handler` with every payload of `key` posted to `center` (by `object` only, when given), on the
    /// posting thread, until the returned token ends it.
    @usableFromInline
    func observe<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, object: AnyObject?, center: NotificationCenter,
        _ handler: @escaping @Sendable (Payload) -> Void
    ) -> NotigenToken {
        observe(key, NotigenObservation(sender: object) { payload, _ in handler(payload) }, center: center)
    }

    /// Calls `handler` with every post of `key` to `center` (by `object` only, when given), with its sender, and
    /// with the posts made without notigen whose payload cannot be read, until the returned token ends it.
    func observePosts<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, object: AnyObject?, center: NotificationCenter,
        _ handler: @escaping @Sendable (NotigenPost<Payload>) -> Void
    ) -> NotigenToken {
        let name = self.name
        let observation = NotigenObservation<Payload>(
            sender: object,
            handler: { payload, sender in handler(NotigenPost(name: name, payload: .success(payload), sender: sender)) },
            failure: { error, sender in handler(NotigenPost(name: name, payload: .failure(error), sender: sender)) })
        return observe(key, observation, center: center)
    }

    private func observe<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, _ observation: NotigenObservation<Payload>, center: NotificationCenter
    ) -> NotigenToken {
        add(observation, key: key, center: center)
        return NotigenToken(center: center) { [weak center] in
            if let center { self.remove(observation, center: center) }
        }
    }

    /// Adds `observation` for `center`; posts made without notigen reach it through the center, decoded by `key`.
    private func add<Notifier, Payload: Sendable>(
        _ observation: NotigenObservation<Payload>, key: NotigenKey<Notifier, Payload>, center: NotificationCenter
    ) {
        let id = ObjectIdentifier(center)
        let type = ObjectIdentifier(Payload.self)
        lock.lock()
        let index = entries.firstIndex { $0.center == id }
        let needsBridge = index.map { entries[$0].bridges[type] == nil } ?? true
        lock.unlock()
        // The bridge is made outside the lock: NotificationCenter takes its own lock, which a post may hold while
        // it calls into this channel.
        let bridge = needsBridge ? makeBridge(key, center: center) : nil
        lock.lock()
        var surplus: (any NSObjectProtocol)?
        if let index = entries.firstIndex(where: { $0.center == id }) {
            entries[index].observations.append(observation)
            if let bridge {
                if entries[index].bridges[type] == nil { entries[index].bridges[type] = bridge } else { surplus = bridge }
            }
        } else {
            entries.append(Entry(center: id, observations: [observation], bridges: bridge.map { [type: $0] } ?? [:]))
        }
        lock.unlock()
        if let surplus { center.removeObserver(surplus) }
    }

    /// Removes `observation` from `center`; with its center's last observation of a payload type goes the bridge.
    private func remove(_ observation: NotigenObservationBase, center: NotificationCenter) {
        let id = ObjectIdentifier(center)
        var removedBridges: [any NSObjectProtocol] = []
        lock.lock()
        if let index = entries.firstIndex(where: { $0.center == id }) {
            entries[index].observations.removeAll { $0 === observation }
            let type = observation.payloadType
            if !entries[index].observations.contains(where: { $0.payloadType == type }),
                let bridge = entries[index].bridges.removeValue(forKey: type)
            {
                removedBridges.append(bridge)
            }
            if entries[index].observations.isEmpty {
                removedBridges += entries[index].bridges.values
                entries.remove(at: index)
            }
        }
        lock.unlock()
        removedBridges.forEach(center.removeObserver)
    }

    /// The center's observer of this name for posts made without notigen: it decodes each like any observer does
    /// and posts the payload to the channel's observations of `Payload`; one that cannot be read goes to the
    /// observations that take failures, and is reported once to `NotigenBridge` when others skip it.
    private func makeBridge<Notifier, Payload: Sendable>(
        _ key: NotigenKey<Notifier, Payload>, center: NotificationCenter
    ) -> any NSObjectProtocol {
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self, weak center] notification in
            guard let self, let center else { return }
            let sender = notification.object.map { $0 as AnyObject }
            switch key.decodingResult(of: notification) {
            case .success(let payload):
                self.post(payload, object: sender, center: center)
            case .failure(let error):
                self.fail(error, of: Payload.self, notification: notification, sender: sender, center: center)
            }
        }
    }

    /// Hands `error` to the observations of `Payload` in `center` that take failures, and reports it once when any
    /// other observation skips the post.
    private func fail<Payload: Sendable>(
        _ error: NotigenDecodingError, of payload: Payload.Type, notification: Foundation.Notification,
        sender: AnyObject?, center: NotificationCenter
    ) {
        guard let observations = observations(in: center) else { return }
        var skipped = false
        for observation in observations
        where observation.payloadType == ObjectIdentifier(Payload.self) && observation.accepts(sender) {
            if let failure = unsafeDowncast(observation, to: NotigenObservation<Payload>.self).failure {
                failure(error, sender)
            } else {
                skipped = true
            }
        }
        if skipped {
            NotigenBridge.report(NotigenUndecodable(name: notification.name, error: error))
        }
    }
}
