import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// `UnifiedDiff`: the format `diff -u` prints, and shortest edit scripts checked against an LCS table.
@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", oldLabel: "x", newLabel: "x").isEmpty)
        #expect(UnifiedDiff.render(old: "", new: "", oldLabel: "x", newLabel: "x").isEmpty)
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let diff = UnifiedDiff.render(old: old, new: new, oldLabel: "a.swift", newLabel: "a.swift")
        #expect(
            diff == """
                --- a.swift
                +++ a.swift
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeTwoHunksAndCloseOnesOne() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let far = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(of: "\n18\n", with: "\nR\n")
        let farDiff = UnifiedDiff.render(old: old, new: far, oldLabel: "x", newLabel: "x")
        #expect(farDiff.components(separatedBy: "@@ -").count - 1 == 2)
        #expect(farDiff.contains("@@ -1,5 +1,5 @@\n"))
        #expect(farDiff.contains("@@ -15,6 +15,6 @@\n"))
        let near = old.replacingOccurrences(of: "\n5\n", with: "\nE\n").replacingOccurrences(
            of: "\n11\n", with: "\nK\n")
        #expect(UnifiedDiff.render(old: old, new: near, oldLabel: "x", newLabel: "x").contains("@@ -2,13 +2,13 @@\n"))
    }

    @Test func missingFileIsAnAdditionFromDevNull() {
        let diff = UnifiedDiff.render(old: nil, new: "a\nb\n", oldLabel: "out/x.swift", newLabel: "out/x.swift")
        #expect(diff == "--- /dev/null\n+++ out/x.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func pureInsertionAndDeletionRanges() {
        #expect(
            UnifiedDiff.render(old: "a\nb\n", new: "a\nx\nb\n", oldLabel: "f", newLabel: "f")
                == "--- f\n+++ f\n@@ -1,2 +1,3 @@\n a\n+x\n b\n")
        #expect(
            UnifiedDiff.render(old: "a\n", new: "", oldLabel: "f", newLabel: "f") == "--- f\n+++ f\n@@ -1 +0,0 @@\n-a\n"
        )
    }

    @Test func missingFinalNewlineIsMarked() {
        let diff = UnifiedDiff.render(old: "a\nb", new: "a\nb\n", oldLabel: "f", newLabel: "f")
        #expect(diff == "--- f\n+++ f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    /// Random texts over a small alphabet: the script turns old into new, and it is as short as the LCS allows.
    @Test func scriptsAreCorrectAndShortest() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<400 {
            let old = lines(count: Int(generator.next() % 12), using: &generator)
            let new = lines(count: Int(generator.next() % 12), using: &generator)
            let edits = UnifiedDiff.script(old, new)
            var rebuilt: [UnifiedDiff.Line] = []
            for edit in edits where edit.kind != .delete {
                rebuilt.append(edit.kind == .same ? old[edit.oldIndex] : new[edit.newIndex])
            }
            #expect(rebuilt == new)
            #expect(edits.filter { $0.kind != .insert }.map(\.oldIndex) == Array(old.indices))
            let changes = edits.filter { $0.kind != .same }.count
            #expect(changes == old.count + new.count - 2 * lcs(old, new))
        }
    }

    @Test func hugeDifferencesFallBackToOneReplacement() {
        let old = (0..<3_000).map { UnifiedDiff.Line(text: "old \($0)", terminated: true) }
        let new = (0..<3_000).map { UnifiedDiff.Line(text: "new \($0)", terminated: true) }
        let edits = UnifiedDiff.script(old, new)
        #expect(edits.filter { $0.kind == .delete }.count == 3_000)
        #expect(edits.filter { $0.kind == .insert }.count == 3_000)
        #expect(edits.prefix(3_000).allSatisfy { $0.kind == .delete })
    }

    private func lines(count: Int, using generator: inout SplitMix) -> [UnifiedDiff.Line] {
        (0..<count).map { _ in UnifiedDiff.Line(text: ["a", "b", "c"][Int(generator.next() % 3)], terminated: true) }
    }

    private func lcs(_ a: [UnifiedDiff.Line], _ b: [UnifiedDiff.Line]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
