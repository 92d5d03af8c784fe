import Foundation
import Testing

@_spi(NotigenGenerated) @testable import NotigenRuntime

/// Payloads of notifications posted without notigen are read from their `userInfo` keys, or refused with a reason.
@Suite struct NotigenUserInfoTests {
    @Test func readsRequiredOptionalAndDefaultedValues() throws {
        let userInfo = NotigenUserInfo(["a": 1, "b": NSNull(), "c": "x"])
        #expect(try userInfo.value("a", as: Int.self) == 1)
        #expect(try userInfo.optional("b", as: String.self) == nil)
        #expect(try userInfo.optional("c", as: String.self) == "x")
        #expect(try userInfo.optional("absent", as: String.self, default: "d") == "d")
        #expect(try userInfo.value("absent", as: Int.self, default: 7) == 7)
    }

    @Test func missingAndMismatchedValuesSayWhy() {
        let userInfo = NotigenUserInfo(["a": "one"])
        #expect(throws: NotigenDecodingError.missing(key: "b")) { try userInfo.value("b", as: Int.self) }
        #expect(throws: NotigenDecodingError.mismatch(key: "a", expected: "Int", found: "String")) {
            try userInfo.value("a", as: Int.self)
        }
        #expect(NotigenDecodingError.missing(key: "b").description == "userInfo has no \"b\"")
        #expect(
            NotigenDecodingError.mismatch(key: "a", expected: "Int", found: "String").description
                == "userInfo[\"a\"] is String, not Int")
    }

    @Test func keysDecodePayloadsVoidAndResults() throws {
        #expect(try Kettle.didBoil.decode(["degrees": 99]) == Kettle.DidBoil(degrees: 99))
        try Kettle.didPour.decode([:])
        guard case .failure(let refill) = try Kettle.refill.decode(["result": "failure", "litres": 2]) else {
            Issue.record("expected a failure")
            return
        }
        #expect(refill.litres == 2)
        #expect(throws: NotigenDecodingError.self) { try Kettle.refill.decode(["result": "maybe"]) }
        #expect(throws: NotigenDecodingError.unsupported(type: "Int")) { try Kettle.didWhistle.key.decode([:]) }
    }
}
