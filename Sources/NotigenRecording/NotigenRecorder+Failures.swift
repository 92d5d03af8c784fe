import NotigenRuntime

/// Taking a typed record, and the failures: each message names what was expected, where the test awaited and what
/// was posted instead.
extension NotigenRecorder {
    /// The oldest record of `key`'s case not yet taken and its typed payload, as soon as it is posted. Fails when
    /// none is posted within `timeout`, when its payload cannot be read, or when the recorder does not record the
    /// case. `expected` says what the call waits for (`a failure of UserManager.login`); nil for the case itself.
    func take<Payload>(
        _ key: NotigenKey<Notifier, Payload>, expected: String?, timeout: Duration?, at location: NotigenSourceLocation
    ) async throws -> (record: NotigenRecord<Notifier>, payload: Payload) {
        let name = try recordedCase(of: key, at: location)
        let expected = expected ?? NotigenRecord<Notifier>.describe(name)
        let timeout = timeout ?? store.timeout
        guard let record = await store.wait(timeout: timeout, { $0.take { $0.name == name } }) else {
            try Task.checkCancellation()
            let posted = pending
            try fail(
                "Expected \(expected) within \(timeout) (awaited at \(location)), but it was not posted; "
                    + (posted.isEmpty ? "nothing else was posted" : "posted instead: \(Self.list(posted))"),
                at: location)
        }
        switch record.payload {
        case .failure(let error):
            try fail(
                "Expected \(expected) (awaited at \(location)), but its payload could not be read: \(error)",
                at: location)
        case .success(let value):
            guard let payload = value as? Payload else {
                try fail(
                    "Expected \(expected) (awaited at \(location)), but its payload is \(type(of: value)), not "
                        + "\(Payload.self)", at: location)
            }
            return (record, payload)
        }
    }

    /// The case of `key`; fails when it is not one of the notifier's or the recorder does not record it.
    func recordedCase<Payload>(
        of key: NotigenKey<Notifier, Payload>, at location: NotigenSourceLocation
    ) throws -> Notifier.Name {
        guard let name = Notifier.Name(rawValue: key.name.rawValue) else {
            try fail(
                "Expected \(key.name.rawValue) (awaited at \(location)), but it is not a notification of "
                    + "\(Notifier.self)", at: location)
        }
        guard cases.isEmpty || cases.contains(name) else {
            let recorded = Notifier.Name.allCases.filter(cases.contains).map(NotigenRecord<Notifier>.describe)
            try fail(
                "Expected \(NotigenRecord<Notifier>.describe(name)) (awaited at \(location)), but the recorder does "
                    + "not record it: it records \(recorded.joined(separator: ", ")) only", at: location)
        }
        return name
    }

    /// Reports `message` at `location`, noting records dropped past the limit, and throws.
    func fail(_ message: String, at location: NotigenSourceLocation) throws -> Never {
        let dropped = droppedCount
        let note =
            dropped == 0 ? "" : " (the recorder keeps the most recent \(limit) records; \(dropped) older were dropped)"
        let failure = NotigenRecorderFailure(message: message + note, location: location)
        try reporter.report(failure)
        throw failure
    }

    /// `UserManager.login(…), UserManager.didLogout`: the first five records, then how many more.
    static func list(_ records: [NotigenRecord<Notifier>]) -> String {
        let shown = records.prefix(5).map(\.description).joined(separator: ", ")
        return records.count > 5 ? shown + " and \(records.count - 5) more" : shown
    }
}
