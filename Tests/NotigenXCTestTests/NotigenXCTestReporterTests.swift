import Foundation
import NotigenXCTest
import XCTest

/// The XCTest reporter: a failed expectation is one XCTest failure, at the caller's file and line, with the
/// documented message, also when its error ends the test. This target imports XCTest only, never Testing.
final class NotigenXCTestReporterTests: XCTestCase {
    /// The failures XCTest recorded while `keepsFailures`, kept instead of failing the test.
    private var failures: [(description: String, file: String, line: Int)] = []
    private var keepsFailures = true
    /// The line of the awaiting call in `testAFailureThatEndsTheTestIsRecordedOnce`.
    private var awaitingLine = 0

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard keepsFailures else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append((description, filePath, lineNumber))
    }

    override func tearDown() {
        keepsFailures = false
        if name.contains("testAFailureThatEndsTheTestIsRecordedOnce") {
            XCTAssertEqual(failures.count, 1, "\(failures)")
            XCTAssertEqual(failures.first?.line, awaitingLine)
        }
        super.tearDown()
    }

    func testAPostIsReturnedTyped() async throws {
        let center = NotificationCenter()
        let recorder = Lamp.recorder(center: center)
        Lamp.post(.didSwitch(on: true), center: center)
        let isOn = try await recorder.next(.didSwitch)
        XCTAssertTrue(isOn)
        try await recorder.expectNone(.didBurnOut, within: .zero)
        XCTAssertTrue(failures.isEmpty)
    }

    func testAMissingPostIsAFailureAtTheCallersLine() async {
        let recorder = Lamp.recorder(center: NotificationCenter(), timeout: .milliseconds(20))
        let line = #line + 2
        do {
            try await recorder.next(.didBurnOut)
            XCTFail("next returned without a post")
        } catch {}
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(
            failures.first?.description.contains(
                "Expected Lamp.didBurnOut within 0.02 seconds (awaited at NotigenXCTestTests/"
                    + "NotigenXCTestReporterTests.swift:\(line):") == true, "\(failures)")
    }

    func testAFailureThatEndsTheTestIsRecordedOnce() async throws {
        let center = NotificationCenter()
        let recorder = Lamp.recorder(center: center)
        Lamp.post(.didBurnOut, center: center)
        awaitingLine = #line + 1
        try await recorder.expectNone(.didBurnOut)
    }
}
