/// A unified diff between two texts, as `diff -u` and `git diff` print it, for `notigen --check`.
///
/// Lines are compared with Myers' O(ND) algorithm after the common prefix and suffix are set aside. When the
/// texts differ in more than `maximumEdits` lines the middle is shown as one replacement instead: still a correct
/// diff, found in linear time.
public enum UnifiedDiff {
    /// Beyond this many differing lines the diff stops looking for the shortest edit script.
    static let maximumEdits = 1_000

    /// The diff from `old` to `new` with `context` unchanged lines around each change; empty when they are equal.
    /// A nil `old` means the file does not exist yet (`--- /dev/null`).
    public static func render(
        old: String?, new: String, oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        let before = Line.split(old ?? "")
        let after = Line.split(new)
        let edits = script(before, after)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var text = "--- \(old == nil ? "/dev/null" : oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(edits, context: context) {
            text += hunk.header
            for edit in hunk.edits {
                let line = edit.kind == .insert ? after[edit.newIndex] : before[edit.oldIndex]
                text += edit.kind.marker + line.text + "\n"
                if !line.terminated { text += "\\ No newline at end of file\n" }
            }
        }
        return text
    }

    /// One line of a text and whether a newline ended it (the last line may lack one).
    struct Line: Hashable {
        var text: Substring
        var terminated: Bool

        static func split(_ text: String) -> [Line] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                Line(text: $0, terminated: true)
            }
            if lines.last?.text.isEmpty == true {
                lines.removeLast()
            } else if !lines.isEmpty {
                lines[lines.count - 1].terminated = false
            }
            return lines
        }
    }

    /// One step of an edit script, with the positions it stands at in both texts.
    struct Edit: Equatable {
        enum Kind: Equatable {
            case same, delete, insert

            var marker: String {
                switch self {
                case .same: return " "
                case .delete: return "-"
                case .insert: return "+"
                }
            }
        }

        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    struct Hunk {
        var edits: [Edit]

        /// `@@ -start,count +start,count @@`, counts of 1 left out and empty ranges starting at the line before.
        var header: String {
            let oldCount = edits.filter { $0.kind != .insert }.count
            let newCount = edits.filter { $0.kind != .delete }.count
            let first = edits[0]
            return "@@ -\(range(first.oldIndex, oldCount)) +\(range(first.newIndex, newCount)) @@\n"
        }

        private func range(_ index: Int, _ count: Int) -> String {
            switch count {
            case 0: return "\(index),0"
            case 1: return "\(index + 1)"
            default: return "\(index + 1),\(count)"
            }
        }
    }

    /// The shortest edit script from `old` to `new` (or a replacement of the middle when it is too long to find).
    static func script(_ old: [Line], _ new: [Line]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle =
            myers(oldMiddle, newMiddle)
            ?? oldMiddle.indices.map { Edit(kind: .delete, oldIndex: $0, newIndex: 0) }
            + newMiddle.indices.map { Edit(kind: .insert, oldIndex: oldMiddle.count, newIndex: $0) }
        edits += middle.map { Edit(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix) }
        edits += (0..<suffix).map {
            Edit(kind: .same, oldIndex: old.count - suffix + $0, newIndex: new.count - suffix + $0)
        }
        return edits
    }

    /// Myers' greedy algorithm: for each number of edits `d`, the furthest point reached on every diagonal `k`;
    /// the saved frontiers lead back from the end to the start. Nil when more than `maximumEdits` are needed.
    private static func myers(_ old: [Line], _ new: [Line]) -> [Edit]? {
        var ids: [Line: Int] = [:]
        for line in old + new where ids[line] == nil { ids[line] = ids.count }
        let a = old.map { ids[$0] ?? 0 }
        let b = new.map { ids[$0] ?? 0 }
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m {
                    return backtrack(trace, n: n, m: m, offset: offset)
                }
            }
        }
        return nil
    }

    /// Walks the saved frontiers back from the end, collecting the edits in reverse.
    private static func backtrack(_ trace: [[Int]], n: Int, m: Int, offset: Int) -> [Edit] {
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let previousK =
                k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : frontier[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(Edit(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    edits.append(Edit(kind: .insert, oldIndex: x, newIndex: previousY))
                } else {
                    edits.append(Edit(kind: .delete, oldIndex: previousX, newIndex: y))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    /// Groups the changes with `context` lines around them; changes closer than twice that share a hunk.
    static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
        let changes = edits.indices.filter { edits[$0].kind != .same }
        var hunks: [Hunk] = []
        var start = 0
        while start < changes.count {
            var end = start
            while end + 1 < changes.count, changes[end + 1] - changes[end] <= 2 * context { end += 1 }
            let from = max(0, changes[start] - context)
            let through = min(edits.count - 1, changes[end] + context)
            hunks.append(Hunk(edits: Array(edits[from...through])))
            start = end + 1
        }
        return hunks
    }
}
