import Testing

@testable import NotigenCore

/// The layout pass breaks each repeated long line once: a line copied from the cache is laid out as it would be on
/// its own, whatever came before it, and a full cache starts again without changing the output.
@Suite struct LayoutCacheTests {
    /// A call too long for a line, its arguments numbered from `number`.
    private func call(_ number: Int) -> String {
        let arguments = (number..<number + 6).map { "argumentNumber\($0): value\($0)" }.joined(separator: ", ")
        return "        try .init(\(arguments))"
    }

    /// `text` laid out with `cache`, as lines.
    private func layOut(_ text: String, _ cache: inout LayoutCache) -> String {
        var text = text
        var output = ByteBuffer(capacity: 1024)
        text.withUTF8 { LineBreaker.layOut($0, into: &output, cache: &cache) }
        return output.string
    }

    @Test func aRepeatedLineIsLaidOutAsOnItsOwn() {
        let alone = LineBreaker.layOut(call(1))
        #expect(alone.contains("\n"), "the line is long enough to break")
        var cache = LayoutCache()
        let repeated = layOut([call(1), call(1), "}", call(1)].joined(separator: "\n"), &cache)
        #expect(repeated == [alone, alone, "}", alone].joined(separator: "\n"))
        // And again from a cache that holds it, in another text.
        #expect(layOut(call(1), &cache) == alone)
    }

    /// After an opening bracket a line is a list of arguments, whose commas break: the same bytes are another line.
    @Test func theLineBeforeIsPartOfTheKey() {
        let line = "            " + (1...9).map { "argumentNumber\($0)" }.joined(separator: ", ")
        let afterBracket = LineBreaker.layOut("        f(\n" + line)
        let afterStatement = LineBreaker.layOut("        x = 1\n" + line)
        #expect(afterBracket.drop { $0 != "\n" } != afterStatement.drop { $0 != "\n" }, "the two lay it out apart")
        var cache = LayoutCache()
        #expect(layOut("        x = 1\n" + line, &cache) == afterStatement)
        #expect(layOut("        f(\n" + line, &cache) == afterBracket)
    }

    @Test func aFullCacheStartsAgain() {
        var cache = LayoutCache()
        let lines = (0..<(LayoutCache.capacity + 40)).map { call($0 * 10) }
        let text = (lines + lines.prefix(50)).joined(separator: "\n")
        let expected = (lines + lines.prefix(50)).map { LineBreaker.layOut($0) }.joined(separator: "\n")
        #expect(layOut(text, &cache) == expected)
    }

    /// Lines that differ only in one byte, or only past their first 8 bytes, are different keys.
    @Test func linesAreKeyedByEveryByte() {
        let line = Array(call(1).utf8)
        var changed = line
        changed[line.count - 2] = UInt8(ascii: "7")
        let key = line.withUnsafeBufferPointer { LayoutCache.Line($0, false) }
        let other = changed.withUnsafeBufferPointer { LayoutCache.Line($0, false) }
        let same = line.withUnsafeBufferPointer { LayoutCache.Line($0, false) }
        let continuing = line.withUnsafeBufferPointer { LayoutCache.Line($0, true) }
        #expect(key == same && key.hashValue == same.hashValue)
        #expect(key != other)
        #expect(key != continuing)
    }
}
