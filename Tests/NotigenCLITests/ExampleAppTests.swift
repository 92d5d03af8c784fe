import Foundation
import Testing
@testable import NotigenTestSupport

/// `Examples/NotifyDemo`, built for real in a copy by its own Makefile: make runs notigen (once per module with
/// specs) and swift build exactly when needed. One build folder serves every step, so only the first build and the
/// rebuilds compile.
@Suite struct ExampleAppTests {
    static let example = Repository.root.appendingPathComponent("Examples/NotifyDemo")
    /// The example's dependency on the notigen checkout, as its Package.swift writes it.
    static let checkoutDependency = #".package(name: "notigen", path: "../..")"#
    static let kit = "Sources/NotifyDemoKit/Generated/"
    static let accounts = "Sources/NotifyDemoAccounts/Generated/"

    @Test func makeGeneratesAndBuildsExactlyWhatChanged() throws {
        let workspace = try Workspace()
        try Self.copyExample(to: workspace.url("NotifyDemo"))
        let make = { (arguments: [String]) in
            try workspace.make(["NOTIGEN=\(Repository.notigenBinary.path)"] + arguments, in: "NotifyDemo")
        }
        let spec = "NotifyDemo/specs/NotifyDemoKit/downloads.yaml"
        let output = "NotifyDemo/" + Self.kit + "downloads.swift"
        let accountsOutput = "NotifyDemo/" + Self.accounts + "accounts.swift"
        let product = "NotifyDemo/.build/debug/notify-demo"

        let first = try make([])
        #expect(first.status == 0, "\(first.text)")
        #expect(first.text.contains("wrote \(Self.kit)downloads.swift"))
        #expect(first.text.contains("wrote \(Self.accounts)accounts.swift"))
        #expect(first.text.contains("Compiling NotifyDemoKit downloads.swift"))
        #expect(first.text.contains("Compiling NotifyDemoAccounts accounts.swift"))
        #expect(first.text.contains("Compiling NotigenRuntime"), "the runtime comes from the checkout")
        #expect(!first.text.contains("NotigenCore"), "only what the products need is built: \(first.text)")
        #expect(!first.text.contains("CYAML"), "the runtime needs no libyaml: \(first.text)")
        #expect(workspace.exists(product))
        #expect(try Self.files(in: "NotifyDemo/" + Self.kit, of: workspace) == ["downloads.swift"])
        #expect(try Self.files(in: "NotifyDemo/" + Self.accounts, of: workspace) == ["accounts.swift"])
        let outputDate = try workspace.modificationDate(output)
        let productDate = try workspace.modificationDate(product)

        let second = try make([])
        #expect(second.status == 0, "\(second.text)")
        #expect(!second.text.contains("--depfile"), "notigen must not run: \(second.text)")
        #expect(Self.compiled(second.text).isEmpty, "nothing must compile: \(second.text)")
        #expect(try workspace.modificationDate(output) == outputDate)
        #expect(try workspace.modificationDate(product) == productDate)

        Thread.sleep(forTimeInterval: 0.02)
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: workspace.url(spec).path)
        let touched = try make([])
        #expect(touched.status == 0, "\(touched.text)")
        #expect(touched.text.contains("unchanged \(Self.kit)downloads.swift"), "notigen reruns: \(touched.text)")
        #expect(!touched.text.contains(Self.accounts), "the other module's run is up to date: \(touched.text)")
        #expect(Self.compiled(touched.text).isEmpty, "the outputs did not change: \(touched.text)")
        #expect(try workspace.modificationDate(output) == outputDate)

        let template = "NotifyDemo/Templates/file.mustache"
        try workspace.write(
            try workspace.read(template).replacingOccurrences(of: "the MIT license", with: "the Apache License 2.0"),
            to: template)
        let edited = try make([])
        #expect(edited.status == 0, "\(edited.text)")
        #expect(edited.text.contains("wrote \(Self.kit)downloads.swift"), "\(edited.text)")
        #expect(edited.text.contains("wrote \(Self.accounts)accounts.swift"), "\(edited.text)")
        #expect(edited.text.contains("Compiling NotifyDemoKit downloads.swift"))
        #expect(edited.text.contains("Compiling NotifyDemoAccounts accounts.swift"))
        for path in [output, accountsOutput] {
            let text = try workspace.read(path)
            #expect(text.contains("Licensed under the Apache License 2.0."))
            #expect(text.contains("@_spi(NotigenGenerated) public import NotigenRuntime"))
            #expect(text.contains("private typealias NotigenRuntimeCheck"))
        }

        try FileManager.default.removeItem(at: workspace.url("NotifyDemo/" + Self.kit))
        let deleted = try make([])
        #expect(deleted.status == 0, "\(deleted.text)")
        #expect(deleted.text.contains("wrote \(Self.kit)downloads.swift"), "\(deleted.text)")
        #expect(!deleted.text.contains(Self.accounts), "the other module's run is up to date: \(deleted.text)")
        #expect(try Self.files(in: "NotifyDemo/" + Self.kit, of: workspace) == ["downloads.swift"])

        try workspace.write(try workspace.read(spec) + "      didPause: {}\n", to: spec)
        let check = try Command.capture(
            Repository.notigenBinary.path,
            ["specs/NotifyDemoKit/downloads.yaml", "--output", Self.kit, "--templates", "Templates", "--check"],
            in: workspace.url("NotifyDemo"))
        #expect(check.status == 1, "\(check.standardError)")
        #expect(check.standardOutput.contains("+        case didPause = \"NotifyDemo.DownloadQueue.didPause\""))
        #expect(try make(["check"]).status != 0)

        let tested = try make(["test"])
        #expect(tested.status == 0, "\(tested.text)")
        #expect(tested.text.contains("wrote \(Self.kit)downloads.swift"))
        #expect(tested.text.contains("AccountServiceTests"), "both modules' tests run: \(tested.text)")
        #expect(tested.text.contains("DownloaderTests"), "both modules' tests run: \(tested.text)")
        #expect(try make(["check"]).status == 0)
    }

    /// The lines of swift build's output that compile Swift sources; SwiftPM also lists the plugins of the
    /// packages in the graph (swift-argument-parser's) on every build, compiled or not.
    static func compiled(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains("Compiling ") && !$0.contains("Compiling plugin ") }
    }

    /// The names of the files in `folder` of `workspace`, sorted.
    static func files(in folder: String, of workspace: Workspace) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.url(folder).path).sorted()
    }

    /// Copies the example's own files: not its build folder, not its generated sources. The copy's Package.swift
    /// takes NotigenRuntime from this checkout, by its absolute path, where the original names it as `../..`.
    static func copyExample(to destination: URL) throws {
        let manager = FileManager.default
        let skipped: Set<String> = [".build", ".swiftpm", "Generated", "Package.resolved"]
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
        let manifest = destination.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try #require(text.contains(checkoutDependency), "the example depends on the checkout as \(checkoutDependency)")
        let absolute = #".package(name: "notigen", path: "\#(Repository.root.standardizedFileURL.path)")"#
        try text.replacingOccurrences(of: checkoutDependency, with: absolute)
            .write(to: manifest, atomically: true, encoding: .utf8)
    }
}
