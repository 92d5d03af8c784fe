import Foundation
import Testing

/// The README's "Testing code that posts notifications" section shows `ReadmeExampleTests.swift` as it is, so that
/// the example it gives is code that compiles and passes.
@Suite struct ReadmeSectionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theSectionShowsTheExampleTestFile() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/NotigenTestingTests/ReadmeExampleTests.swift"),
            encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Testing code that posts notifications\n"))
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let blocks = readme[start.upperBound..<end].components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```\n")[0]
        }
        #expect(blocks.contains(example), "the section's Swift blocks: \(blocks)")
    }
}
