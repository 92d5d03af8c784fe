import ArgumentParser
import Testing

@testable import NotigenTestSupport
@testable import notigen

/// `GenerateArgumentScanner` reads a plain generation's command line without ArgumentParser: every command line it
/// accepts must parse to the same request through ArgumentParser, and what it cannot read exactly it leaves to it.
@Suite struct GenerateArgumentScannerTests {
    /// The request ArgumentParser makes of `arguments`, or nil when it refuses them or runs another command.
    func parsed(_ arguments: [String]) -> GenerateRequest? {
        (try? Notigen.parseAsRoot(arguments)).flatMap { $0 as? GenerateCommand }?.request
    }

    @Test(arguments: [
        ["specs/user.yaml"],
        ["specs/a.yaml", "specs/b.yaml", "-o", "Sources/App/Generated", "--depfile", ".build/notigen.d"],
        ["--output=out", "a.yaml", "--quiet", "--color", "never", "--diagnostics-format=json"],
        ["a.yaml", "--check", "--output", "out", "--input-file-list", "in.xcfilelist", "--output-file-list", "o"],
        ["a.yaml", "--stdout", "--templates", "T", "--require-version", "0.5.0", "-q", "--sandbox"],
        ["a.yaml", "b.yaml", "--dry-run", "--prune"],
        ["--prune", "x.yml", "-o", "."],
        [],
    ])
    func buildStepCommandLinesAreReadAsArgumentParserReadsThem(_ arguments: [String]) throws {
        let scanned = try #require(GenerateArgumentScanner.request(arguments))
        #expect(scanned == parsed(arguments))
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--version"], ["lint", "a.yaml"], ["generate", "a.yaml"], ["a.yaml", "import"],
        ["a.yaml", "--check", "--stdout"], ["a.yaml", "--check", "--check"], ["a.yaml", "-o", "x", "--output", "y"],
        ["a.yaml", "-o"], ["a.yaml", "-o", "-q"], ["a.yaml", "-oout"], ["a.yaml", "-qo", "out"], ["a.yaml", "--"],
        ["a.yaml", "--color", "blue"], ["a.yaml", "--check=yes"], ["a.yaml", "--output="], ["a.yaml", "--unknown"],
        ["a.yaml", "--stdout", "b.yaml"], ["a.yaml", "--check", "--depfile", "d"], ["a.yaml", "--check", "--prune"],
        ["a.yaml", "--dry-run", "--input-file-list", "l"], [""], ["-"], ["--generate-completion-script", "zsh"],
    ])
    func everythingElseIsLeftToArgumentParser(_ arguments: [String]) {
        #expect(GenerateArgumentScanner.request(arguments) == nil)
    }

    /// Command lines drawn from every option, flag, spelling and troublesome value: the scanner never reads one
    /// differently from ArgumentParser, and it reads most of those ArgumentParser runs as a generation.
    @Test func randomCommandLinesAgreeWithArgumentParser() {
        let words = [
            "a.yaml", "b.yml", "dir/c.yaml", "-o", "--output", "--output=out", "out", "--templates", "T",
            "--depfile", "d.d", "--check", "--dry-run", "--stdout", "--prune", "-q", "--quiet", "--sandbox",
            "--input-file-list", "--output-file-list", "l.xcfilelist", "--require-version", "0.5.0",
            "--diagnostics-format", "json", "text", "--color", "never", "auto", "-x", "lint", "--", "=", "",
        ]
        var generator = SplitMix(seed: 0x6e6f_7469_6765_6e)
        var accepted = 0
        var generations = 0
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 7)
            let arguments = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
            let scanned = GenerateArgumentScanner.request(arguments)
            let reference = parsed(arguments)
            if reference != nil { generations += 1 }
            if let scanned {
                accepted += 1
                #expect(scanned == reference, "\(arguments)")
            }
        }
        #expect(accepted * 2 > generations, "the scanner reads only \(accepted) of \(generations) generations")
    }
}
