import Testing

@testable import NotigenCore

/// The output buffer of rendering and layout: what is appended, in order, across the growth of its storage.
@Suite struct ByteBufferTests {
    @Test func appendsInOrderAcrossGrowth() {
        var buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for round in 0..<300 {
            let piece = Array("piece \(round), ".utf8)
            piece.withUnsafeBufferPointer { buffer.append($0) }
            expected += piece
            buffer.append(UInt8(ascii: "\n"))
            expected.append(UInt8(ascii: "\n"))
            buffer.append(UInt8(ascii: " "), times: round % 70)
            expected += Array(repeating: UInt8(ascii: " "), count: round % 70)
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.withUnsafeBufferPointer { Array($0) } == expected)
    }

    @Test func appendsStringsSmallAndLarge() {
        var buffer = ByteBuffer()
        let large = String(repeating: "élan ", count: 40)
        buffer.append("a")
        buffer.append(large)
        buffer.append("")
        buffer.append(UInt8(ascii: " "), times: 0)
        buffer.append(UnsafeBufferPointer(start: nil, count: 0))
        buffer.append("café")
        #expect(buffer.string == "a" + large + "café")
    }

    @Test func invalidUTF8IsRepairedInTheString() {
        var buffer = ByteBuffer()
        [UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b")].withUnsafeBufferPointer { buffer.append($0) }
        #expect(buffer.string == "a\u{FFFD}b")
    }
}
