import Foundation
import NotigenRuntime
import Testing

/// Numbers from a `userInfo` written without notigen convert to a field's numeric type exactly, or not at all.
@Suite struct NotigenNumberTests {
    @Test func exactValuesConvertBetweenIntegerAndFloatingPointTypes() throws {
        let userInfo = NotigenUserInfo([
            "int": 5, "nsnumber": NSNumber(value: 6), "double": 2.0, "uint64": UInt64.max, "float": Float(0.5),
        ])
        #expect(try userInfo.value("int", as: Int64.self) == 5)
        #expect(try userInfo.value("int", as: Double.self) == 5)
        #expect(try userInfo.value("int", as: UInt8.self) == 5)
        #expect(try userInfo.value("nsnumber", as: Int16.self) == 6)
        #expect(try userInfo.value("double", as: Int.self) == 2)
        #expect(try userInfo.value("uint64", as: UInt64.self) == .max)
        #expect(try userInfo.value("float", as: Double.self) == 0.5)
        #expect(try userInfo.optional("int", as: Int32.self) == 5)
    }

    @Test func inexactValuesAreRefusedWithTheirValue() {
        let userInfo = NotigenUserInfo(["big": 300, "half": 0.5, "max": UInt64.max, "tenth": 0.1, "negative": -1])
        #expect(throws: NotigenDecodingError.mismatch(key: "big", expected: "Int8", found: "Int 300")) {
            try userInfo.value("big", as: Int8.self)
        }
        #expect(throws: NotigenDecodingError.mismatch(key: "half", expected: "Int", found: "Double 0.5")) {
            try userInfo.value("half", as: Int.self)
        }
        #expect(throws: NotigenDecodingError.self) { try userInfo.value("max", as: Int64.self) }
        #expect(throws: NotigenDecodingError.self) { try userInfo.value("tenth", as: Float.self) }
        #expect(throws: NotigenDecodingError.self) { try userInfo.value("negative", as: UInt.self) }
    }

    @Test func booleansAndTextAreNotNumbers() throws {
        let userInfo = NotigenUserInfo(["flag": true, "text": "1"])
        #expect(try userInfo.value("flag", as: Bool.self))
        #expect(throws: NotigenDecodingError.self) { try userInfo.value("flag", as: Int.self) }
        #expect(throws: NotigenDecodingError.self) { try userInfo.value("text", as: Int.self) }
    }
}
