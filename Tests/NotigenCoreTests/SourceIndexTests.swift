import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Positions in a spec as editors count them, on the ASCII path (`memchr` over `\n`) and the general one (other
/// line ends, non-ASCII text), against a count made scalar by scalar.
@Suite struct SourceIndexTests {
    /// The line and column of every scalar of `text`, counted one scalar at a time: lines end at `\n`, `\r\n` or a
    /// lone `\r`.
    func expectedPositions(_ text: String) -> [(line: Int, column: Int)] {
        let scalars = Array(text.unicodeScalars)
        var positions: [(line: Int, column: Int)] = []
        var line = 0
        var column = 0
        for (index, scalar) in scalars.enumerated() {
            positions.append((line, column))
            let isLastScalar = index + 1 == scalars.count
            if scalar == "\n" || (scalar == "\r" && (isLastScalar || scalars[index + 1] != "\n")) {
                line += 1
                column = 0
            } else {
                column += 1
            }
        }
        positions.append((line, column))
        return positions
    }

    func check(_ text: String) {
        let expected = expectedPositions(text)
        var utf8 = text
        utf8.withUTF8 { bytes in
            let index = SourceIndex(bytes)
            var line = 0
            for (scalar, position) in expected.enumerated() {
                let found = index.position(ofScalar: scalar)
                #expect(found.line == position.line && found.column == position.column, "scalar \(scalar) of \(text)")
                // Forward, as a parser reads, and from a line that is not the last one found.
                let hinted = index.position(ofScalar: scalar, fromLine: &line)
                #expect(hinted.line == position.line && hinted.column == position.column)
                var far = (scalar * 7) % (expected.count + 3) - 1
                let jumped = index.position(ofScalar: scalar, fromLine: &far)
                #expect(jumped.line == position.line && jumped.column == position.column && far == position.line)
            }
        }
    }

    @Test func fixedTexts() {
        for text in ["", "a", "\n", "a\nb\n", "\n\n\nx", "a\r\nb", "a\rb\r", "é\nb", "ab\u{2028}c\nd", "x\r\r\n\ny"] {
            check(text)
        }
    }

    @Test func randomTexts() {
        var generator = SplitMix(seed: 7)
        let alphabet: [String] = ["a", "b", " ", "\n", "\n", "\r", "\r\n", "é", "😀", ":"]
        for length in 0..<200 {
            let ascii = length % 2 == 0
            let text = (0..<length).map { _ in
                ascii ? ["a", " ", "\n", ":"][Int(generator.next() % 4)] : alphabet[Int(generator.next() % 10)]
            }.joined()
            check(text)
        }
    }
}
