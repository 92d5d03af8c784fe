import Testing

@testable import NotigenCore

/// A `SourceLocation` holds its file as a number in `SourcePaths`: it must still read, compare, hash and sort as
/// the path it was made with.
@Suite struct SourceLocationTests {
    @Test func theFileReadsAsItWasGiven() {
        let paths = ["specs/user.yaml", "/a/very/long/path/to/the/specs/of/an/app/notifications.yaml", "", "ü.yaml"]
        for path in paths {
            #expect(SourceLocation(file: path, line: 3, column: 4).file == path)
        }
        var location = SourceLocation(file: "a.yaml", line: 1, column: 1)
        location.file = "b/a-longer-name-than-fifteen-bytes.yaml"
        #expect(location.file == "b/a-longer-name-than-fifteen-bytes.yaml")
        #expect(location == SourceLocation(file: "b/a-longer-name-than-fifteen-bytes.yaml", line: 1, column: 1))
    }

    @Test func locationsCompareAndHashByPath() {
        let first = SourceLocation(file: "specs/b.yaml", line: 2, column: 1)
        // Made from another string of the same path: the same number.
        let again = SourceLocation(file: String("specs/b.yaml".reversed().reversed()), line: 2, column: 1)
        #expect(first == again)
        #expect(Set([first, again]).count == 1)
        #expect(first != SourceLocation(file: "specs/c.yaml", line: 2, column: 1))
        // Sorted by path, then line, then column, whichever file was numbered first.
        let later = SourceLocation(file: "specs/a-numbered-later.yaml", line: 9, column: 9)
        #expect([first, later].sorted() == [later, first])
        #expect(SourcePaths.shared.number(of: "specs/b.yaml") == SourcePaths.shared.number(of: "specs/b.yaml"))
    }

    @Test func pathsAreNumberedOnceFromEveryThread() async {
        let numbers = await withTaskGroup(of: Int.self) { group in
            for index in 0..<64 {
                group.addTask { SourcePaths.shared.number(of: "concurrent/\(index % 4).yaml") }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(Set(numbers).count == 4)
        for index in 0..<4 {
            let number = SourcePaths.shared.number(of: "concurrent/\(index).yaml")
            #expect(SourcePaths.shared.path(number) == "concurrent/\(index).yaml")
        }
    }
}
