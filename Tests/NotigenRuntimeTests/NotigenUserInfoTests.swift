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

    /// Code without notigen posts `["key": value as Any]` with an optional `value`: a nil one reads as nil (or as the
    /// field's default), a present one as its value, at any depth of `Optional`.
    @Test func nilBoxedInAnyReadsAsNil() throws {
        let none: String? = nil
        let nested: Int?? = .some(nil)
        let some: Int? = 5
        let userInfo = NotigenUserInfo([
            "none": none as Any, "nested": nested as Any, "some": some as Any, "null": NSNull(),
            "anyNone": (nil as Any?) as Any,
        ])
        #expect(try userInfo.optional("none", as: String.self) == nil)
        #expect(try userInfo.optional("none", as: String.self, default: "d") == nil)
        #expect(try userInfo.optional("nested", as: Int.self) == nil)
        #expect(try userInfo.optional("anyNone", as: Int.self) == nil)
        #expect(try userInfo.optional("some", as: Int.self) == 5)
        #expect(try userInfo.optional("some", as: Double.self) == 5)
        #expect(try userInfo.value("some", as: Int64.self) == 5)
        #expect(try userInfo.value("none", as: String.self, default: "d") == "d")
        #expect(try userInfo.value("null", as: Int.self, default: 3) == 3)
        #expect(throws: NotigenDecodingError.mismatch(key: "none", expected: "String", found: "nil")) {
            try userInfo.value("none", as: String.self)
        }
        #expect(throws: NotigenDecodingError.mismatch(key: "some", expected: "String", found: "Int")) {
            try userInfo.optional("some", as: String.self)
        }
        #expect(NotigenUserInfo.unboxed(NSNull()) == nil)
        #expect(NotigenUserInfo.unboxed(Optional(Optional("x")) as Any) as? String == "x")
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
