public import Foundation

/// A notification that observers skipped because its payload could not be read.
nonisolated public struct NotigenUndecodable: Sendable, CustomStringConvertible {
    /// The notification's name.
    public let name: Foundation.Notification.Name
    /// What did not fit.
    public let error: NotigenDecodingError

    public var description: String {
        "notigen: skipped a \(name.rawValue) notification: \(error)"
    }
}

/// Where skipped notifications are reported. By default each is written as one line to standard error; set
/// `onUndecodable` to log, count or assert instead.
nonisolated public enum NotigenBridge {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var handler: @Sendable (NotigenUndecodable) -> Void = { report in
        FileHandle.standardError.write(Data((report.description + "\n").utf8))
    }

    /// Called, on the posting thread, for every notification an observer skipped because its payload did not fit.
    public static var onUndecodable: @Sendable (NotigenUndecodable) -> Void {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    static func report(_ report: NotigenUndecodable) {
        onUndecodable(report)
    }
}
