public import Foundation
public import NotigenRuntime

extension NotigenCaseListing {
    /// A recorder of this notifier's posts to `center` (of `cases` only, when given; by `object` only, when given)
    /// that reports failures to `reporter`. It records from this call on. `NotigenTesting` and `NotigenXCTest` offer
    /// the same call without `reporter`, for Swift Testing and XCTest.
    public static func recorder(
        _ cases: Name..., object: AnyObject? = nil, center: NotificationCenter = .default,
        timeout: Duration = NotigenRecorder<Self>.defaultTimeout,
        quietPeriod: Duration = NotigenRecorder<Self>.defaultQuietPeriod,
        limit: Int = NotigenRecorder<Self>.defaultLimit, reporter: some NotigenFailureReporter
    ) -> NotigenRecorder<Self> {
        NotigenRecorder(
            cases, object: object, center: center, timeout: timeout, quietPeriod: quietPeriod, limit: limit,
            reporter: reporter)
    }
}
