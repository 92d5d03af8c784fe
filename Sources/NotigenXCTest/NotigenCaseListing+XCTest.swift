public import Foundation
public import NotigenRuntime

#if canImport(XCTest)
    extension NotigenCaseListing {
        /// A recorder of this notifier's posts to `center` (of `cases` only, when given; by `object` only, when
        /// given) whose failures are XCTest failures at the caller's file and line. It records from this call on:
        /// create it before the code under test runs.
        public static func recorder(
            _ cases: Name..., object: AnyObject? = nil, center: NotificationCenter = .default,
            timeout: Duration = NotigenRecorder<Self>.defaultTimeout,
            quietPeriod: Duration = NotigenRecorder<Self>.defaultQuietPeriod,
            limit: Int = NotigenRecorder<Self>.defaultLimit
        ) -> NotigenRecorder<Self> {
            NotigenRecorder(
                cases, object: object, center: center, timeout: timeout, quietPeriod: quietPeriod, limit: limit,
                reporter: NotigenXCTestReporter())
        }
    }
#endif
