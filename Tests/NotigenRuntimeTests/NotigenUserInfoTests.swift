import Foundation
import NotigenRuntime
import Testing

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

    @Test func decodesPayloadsVoidAndResults() throws {
        let boil = try NotigenUserInfo(["degrees": 99]).decode(Kettle.DidBoil.self)
        #expect(boil == Kettle.DidBoil(degrees: 99))
        try NotigenUserInfo([:]).decode(Void.self)
        let failure = try NotigenUserInfo(["result": "failure", "litres": 2]).decode(
            Result<Void, Kettle.RefillFailure>.self)
        guard case .failure(let refill) = failure else {
            Issue.record("expected a failure, got \(failure)")
            return
        }
        #expect(refill.litres == 2)
        #expect(throws: NotigenDecodingError.self) {
            try NotigenUserInfo(["result": "maybe"]).decode(Result<Void, Kettle.RefillFailure>.self)
        }
        #expect(throws: NotigenDecodingError.unsupported(type: "Int")) { try NotigenUserInfo([:]).decode(Int.self) }
    }

    @Test func encodesFieldsAndLeavesNilOut() {
        var userInfo: [AnyHashable: Any] = [:]
        NotigenUserInfo.encode(Kettle.DidBoil(degrees: 80), into: &userInfo)
        #expect(userInfo["degrees"] as? Int == 80)
        #expect(userInfo["note"] == nil)
        var result: [AnyHashable: Any] = [:]
        Result<Kettle.DidBoil, Kettle.RefillFailure>.success(.init(degrees: 1, note: "n")).notigenEncode(into: &result)
        #expect(result["result"] as? String == "success")
        #expect(result["note"] as? String == "n")
    }
}
