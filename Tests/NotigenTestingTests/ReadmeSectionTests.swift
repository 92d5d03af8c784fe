import Foundation
import Testing

/// The README's "Testing code that posts notifications" section shows `ReadmeExampleTests.swift` as it is, so that
/// the example it gives is code that compiles and passes.
@Suite struct ReadmeSectionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theSectionsExampleIsTheTestFile() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/NotigenTestingTests/ReadmeExampleTests.swift"),
            encoding: .utf8)
        let section = try #require(readme.range(of: "\n## Testing code that posts notifications\n"))
        let start = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        #expect(readme[start.upperBound...end.lowerBound] == example[...])
    }
}
