import Foundation
import Testing

/// `Examples/NotifyDemo`, built for real in a copy by its own Makefile: make runs notigen and swift build exactly
/// when needed. One build folder serves every step, so only the first build and the rebuilds compile.
@Suite struct ExampleAppTests {
    static let example = Repository.root.appendingPathComponent("Examples/NotifyDemo")
    static let generated = "Sources/NotifyDemoKit/Generated/"

    @Test func makeGeneratesAndBuildsExactlyWhatChanged() throws {
        let workspace = try Workspace()
        try Self.copyExample(to: workspace.url("NotifyDemo"))
        let make = { (arguments: [String]) in
            try workspace.make(["NOTIGEN=\(CLITests.binary.path)"] + arguments, in: "NotifyDemo")
        }
        let spec = "NotifyDemo/specs/downloads.yaml"
        let output = "NotifyDemo/" + Self.generated + "downloads.swift"
        let product = "NotifyDemo/.build/debug/notify-demo"

        let first = try make([])
        #expect(first.status == 0, "\(first.text)")
        #expect(first.text.contains("wrote \(Self.generated)downloads.swift"))
        #expect(first.text.contains("Compiling NotifyDemoKit downloads.swift"))
        #expect(workspace.exists(product))
        let outputDate = try workspace.modificationDate(output)
        let productDate = try workspace.modificationDate(product)

        let second = try make([])
        #expect(second.status == 0, "\(second.text)")
        #expect(!second.text.contains("--depfile"), "notigen must not run: \(second.text)")
        #expect(!second.text.contains("Compiling"), "nothing must compile: \(second.text)")
        #expect(try workspace.modificationDate(output) == outputDate)
        #expect(try workspace.modificationDate(product) == productDate)

        Thread.sleep(forTimeInterval: 0.02)
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: workspace.url(spec).path)
        let touched = try make([])
        #expect(touched.status == 0, "\(touched.text)")
        #expect(touched.text.contains("unchanged \(Self.generated)downloads.swift"), "notigen reruns: \(touched.text)")
        #expect(!touched.text.contains("Compiling"), "the outputs did not change: \(touched.text)")
        #expect(try workspace.modificationDate(output) == outputDate)

        let template = "NotifyDemo/Templates/file.mustache"
        try workspace.write(
            try workspace.read(template).replacingOccurrences(of: "the MIT license", with: "the Apache License 2.0"),
            to: template)
        let edited = try make([])
        #expect(edited.status == 0, "\(edited.text)")
        #expect(edited.text.contains("wrote \(Self.generated)downloads.swift"), "\(edited.text)")
        #expect(edited.text.contains("unchanged \(Self.generated)NotigenSupport.swift"))
        #expect(edited.text.contains("Compiling NotifyDemoKit downloads.swift"))
        #expect(try workspace.read(output).contains("Licensed under the Apache License 2.0."))

        try FileManager.default.removeItem(at: workspace.url("NotifyDemo/" + Self.generated))
        let deleted = try make([])
        #expect(deleted.status == 0, "\(deleted.text)")
        #expect(deleted.text.contains("wrote \(Self.generated)NotigenSupport.swift"), "\(deleted.text)")

        try workspace.write(try workspace.read(spec) + "      didPause: {}\n", to: spec)
        let check = try Command.capture(
            CLITests.binary.path,
            ["specs/downloads.yaml", "--output", Self.generated, "--templates", "Templates", "--check"],
            in: workspace.url("NotifyDemo"))
        #expect(check.status == 1, "\(check.standardError)")
        #expect(check.standardOutput.contains("+        case didPause = \"NotifyDemo.DownloadQueue.didPause\""))
        #expect(try make(["check"]).status != 0)

        let tested = try make(["test"])
        #expect(tested.status == 0, "\(tested.text)")
        #expect(tested.text.contains("wrote \(Self.generated)downloads.swift"))
        #expect(try make(["check"]).status == 0)
    }

    /// Copies the example's own files: not its build folder, not its generated sources.
    static func copyExample(to destination: URL) throws {
        let manager = FileManager.default
        let skipped: Set<String> = [".build", ".swiftpm", "Generated"]
        guard let items = manager.enumerator(at: example, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for case let item as URL in items {
            if skipped.contains(item.lastPathComponent) {
                items.skipDescendants()
                continue
            }
            let relative = String(item.path.dropFirst(example.path.count + 1))
            let target = destination.appendingPathComponent(relative)
            if (try item.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true {
                try manager.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: item, to: target)
            }
        }
    }
}
