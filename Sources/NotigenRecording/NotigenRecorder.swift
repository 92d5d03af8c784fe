public import Foundation
public import NotigenRuntime

/// Records every post of a notifier's cases (or of the cases chosen) to one center, from the moment it is created
/// until it is released, so that a test can await them typed: `next(.didLogout)`, `nextFailure(.login)`,
/// `next(count:)`, `expectNone(.didLogout)`, and read them all in order with `all`.
///
/// Each post is recorded on the posting thread before the post returns, so a post made right after the recorder is
/// created is never missed. Each record is handed out once: `next(.login)` takes the oldest `login` record that no
/// call took yet, waiting for one when there is none. Awaiting calls wake up when the post arrives and fail after
/// their timeout: they report the failure to the recorder's `NotigenFailureReporter` at the caller's source location
/// (Swift Testing with `NotigenTesting`, XCTest with `NotigenXCTest`) and throw.
///
/// The recorder keeps the most recent `limit` records (10,000 by default); past it the oldest is dropped, whether
/// handed out or not, and `droppedCount` counts it. Failure messages say when records were dropped.
public final class NotigenRecorder<Notifier: NotigenCaseListing>: Sendable {
    /// How long `next` waits when no timeout is given: 1 second.
    public static var defaultTimeout: Duration { .seconds(1) }
    /// How long `expectNone` watches when no period is given: 0.1 seconds.
    public static var defaultQuietPeriod: Duration { .milliseconds(100) }
    /// How many records a recorder keeps by default: the most recent 10,000.
    public static var defaultLimit: Int { 10_000 }

    let store: RecordStore<Notifier>
    /// The cases recorded; empty when every case is.
    let cases: Set<Notifier.Name>
    let reporter: any NotigenFailureReporter
    /// The observations; they end with the recorder.
    private let tokens: [NotigenToken]

    /// Starts recording the posts of `cases` (every case when empty) to `center`, by `object` only when given.
    public init(
        _ cases: [Notifier.Name] = [], object: AnyObject? = nil, center: NotificationCenter = .default,
        timeout: Duration = defaultTimeout, quietPeriod: Duration = defaultQuietPeriod, limit: Int = defaultLimit,
        reporter: some NotigenFailureReporter
    ) {
        let store = RecordStore<Notifier>(limit: limit, timeout: timeout, quietPeriod: quietPeriod)
        var visitor = RecordingVisitor(store: store, cases: Set(cases), object: object, center: center)
        Notifier.notigenVisitCases(&visitor)
        self.store = store
        self.cases = Set(cases)
        self.reporter = reporter
        self.tokens = visitor.tokens
    }

    /// How long `next`, `nextSuccess`, `nextFailure` and `next(count:)` wait when the call gives no timeout.
    public var timeout: Duration {
        get { store.timeout }
        set { store.timeout = newValue }
    }

    /// How long `expectNone` watches when the call gives no period.
    public var quietPeriod: Duration {
        get { store.quietPeriod }
        set { store.quietPeriod = newValue }
    }

    /// The most records kept.
    public var limit: Int {
        store.read(\.limit)
    }

    /// Every record kept, in posting order (the order of each thread's posts; posts of different threads in the
    /// order they reached the recorder).
    public var all: [NotigenRecord<Notifier>] {
        store.read(\.records)
    }

    /// The records kept that no awaiting call has taken yet, in posting order.
    public var pending: [NotigenRecord<Notifier>] {
        store.read(\.untaken)
    }

    /// How many records were dropped because more than `limit` were posted.
    public var droppedCount: Int {
        store.read(\.dropped)
    }

    /// The payload of the oldest `key` notification not yet taken, as soon as it is posted. Fails when none is
    /// posted within `timeout` (the recorder's `timeout` when nil), or when its payload cannot be read.
    @discardableResult
    public func next<Payload>(
        _ key: NotigenKey<Notifier, Payload>, timeout: Duration? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> Payload {
        let location = NotigenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return try await take(key, expected: nil, timeout: timeout, at: location).payload
    }

    /// The `count` oldest records not yet taken, of any case, as soon as that many are posted. Fails when fewer are
    /// posted within `timeout` (the recorder's `timeout` when nil); they stay untaken.
    @discardableResult
    public func next(
        count: Int, timeout: Duration? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> [NotigenRecord<Notifier>] {
        let location = NotigenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let timeout = timeout ?? store.timeout
        if let records = await store.wait(timeout: timeout, { $0.take(count: count) }) {
            return records
        }
        try Task.checkCancellation()
        let posted = pending
        try fail(
            "Expected \(count) notifications of \(Notifier.self) within \(timeout) (awaited at \(location)), but "
                + (posted.isEmpty ? "none was posted" : "\(posted.count) posted: \(Self.list(posted))"),
            at: location)
    }

    /// Fails when a `key` notification not yet taken is posted, or is posted within `period` (the recorder's
    /// `quietPeriod` when nil); the call returns as soon as one is. The record it finds is taken.
    public func expectNone<Payload>(
        _ key: NotigenKey<Notifier, Payload>, within period: Duration? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let location = NotigenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let name = try recordedCase(of: key, at: location)
        let period = period ?? store.quietPeriod
        if let record = await store.wait(timeout: period, { $0.take { $0.name == name } }) {
            try fail(
                "Expected no \(NotigenRecord<Notifier>.describe(name)) within \(period) (awaited at \(location)), "
                    + "but it was posted: \(record) on \(record.thread)", at: location)
        }
        try Task.checkCancellation()
    }

    /// Fails when any notification not yet taken is posted, or is posted within `period` (the recorder's
    /// `quietPeriod` when nil); the call returns as soon as one is. The record it finds is taken.
    public func expectNothing(
        within period: Duration? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        let location = NotigenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let period = period ?? store.quietPeriod
        if let record = await store.wait(timeout: period, { $0.take { _ in true } }) {
            try fail(
                "Expected no notification of \(Notifier.self) within \(period) (awaited at \(location)), but "
                    + "\(record) was posted on \(record.thread)", at: location)
        }
        try Task.checkCancellation()
    }
}
