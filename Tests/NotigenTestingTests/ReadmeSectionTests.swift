import Foundation
import Testing

/// The testing guide (docs/TESTING.md, the README's "Testing code that posts notifications" section before) and the
/// DocC article of NotigenTesting show `ReadmeExampleTests.swift` as it is, so that the example they give is code that
/// compiles and passes.
@Suite struct ReadmeSectionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: [
        "docs/TESTING.md", "Sources/NotigenTesting/NotigenTesting.docc/TestingWithTheRecorder.md",
    ])
    func theGuideShowsTheExampleTestFile(_ page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/NotigenTestingTests/ReadmeExampleTests.swift"),
            encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```\n")[0]
        }
        #expect(blocks.contains(example), "\(page)'s Swift blocks: \(blocks)")
    }
}
