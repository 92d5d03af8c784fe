import Foundation
import Testing

@testable import NotigenTestSupport

/// A new user's walkthrough of the Xcode section of docs/BUILD-INTEGRATION.md, from that page alone: an empty folder
/// laid out like an Xcode app, the file lists written by its command, its Run Script phase run by `/bin/sh` in a
/// model of Xcode's sandbox with the environment Xcode sets, then the outputs compiled with the runtime as an Xcode
/// 26 app target compiles them, and run.
@Suite struct XcodeWalkthroughTests {
    private let workspace: Workspace
    private let phase: XcodePhase

    init() throws {
        workspace = try Workspace()
        try FileManager.default.createDirectory(
            at: workspace.url("Project/MyApp.xcodeproj"), withIntermediateDirectories: true)
        try workspace.write(
            "notigen: 1\nnotifiers:\n  Session:\n    cases:\n      didSignIn:\n        payload:\n          name: String\n",
            to: "Project/MyApp/Notifications/session.yaml")
        try workspace.write(
            "notigen: 1\nnotifiers:\n  Cart:\n    cases:\n      didAdd:\n        payload:\n          item: String\n",
            to: "Project/MyApp/Notifications/cart.yaml")
        try workspace.write(
            """
            import NotigenRuntime

            let tokens = [
                Session.observe(.didSignIn) { (payload: Session.DidSignIn) in print("signed in \\(payload.name)") },
                Cart.observe(.didAdd) { (payload: Cart.DidAdd) in print("added \\(payload.item)") },
            ]
            Session.post(.didSignIn(name: "ada"))
            Cart.post(.didAdd(item: "tea"))
            withExtendedLifetime(tokens) {}

            """, to: "Project/MyApp/main.swift")
        phase = XcodePhase(
            project: workspace.url("Project"), derivedData: workspace.url("DerivedData/MyApp"),
            inputFileLists: ["notigen-inputs.xcfilelist"], outputFileLists: ["notigen-outputs.xcfilelist"])
    }

    /// `PATH` with the built notigen first, as an installed one would be.
    private var path: String {
        Repository.notigenBinary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    }

    @Test func theReadmesXcodePhaseBuildsAnApp() throws {
        let lists = try Self.readmeBlock(after: "<!-- xcode-file-lists -->")
        let written = try Command.run("/bin/sh", ["-c", lists], in: phase.project, environment: ["PATH": path])
        #expect(written.status == 0, "\(written.text)")
        #expect(
            try workspace.read("Project/notigen-inputs.xcfilelist").contains("$(SRCROOT)/MyApp/Notifications/cart.yaml")
        )

        let script = phase.targetTemporaryFolder.appendingPathComponent("Script-notigen.sh")
        try FileManager.default.createDirectory(at: phase.targetTemporaryFolder, withIntermediateDirectories: true)
        try Self.readmeBlock(after: "<!-- xcode-script -->").write(to: script, atomically: true, encoding: .utf8)
        let sandbox = try phase.sandbox()
        var environment = try phase.environment()
        environment["PATH"] = path
        let first = try sandbox.run("/bin/sh", [script.path], in: phase.project, environment: environment)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.violations == [])
        #expect(try workspace.read("DerivedData/MyApp/DerivedSources/notigen.d").contains("session.yaml"))

        let generated = ["cart", "session"].map { workspace.url("Project/MyApp/Generated/\($0).swift") }
        let build = try CompatibilityBuild(.xcode26App)
        CompatibilityBuild.expectClean(
            try build.executable("MyApp", [workspace.url("Project/MyApp/main.swift")] + generated), "the app")
        let run = try build.run("MyApp")
        #expect(run.succeeded && run.output == "signed in ada\nadded tea\n", "\(run)")

        let again = try sandbox.run("/bin/sh", [script.path], in: phase.project, environment: environment)
        #expect(again.status == 0 && again.violations == [], "\(again.output)\n\(again.violations)")
        #expect(again.output.contains("unchanged \(generated[0].path)"))
    }

    /// The first fenced block after `marker` in docs/BUILD-INTEGRATION.md, its indentation removed.
    private static func readmeBlock(after marker: String) throws -> String {
        let readme = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/BUILD-INTEGRATION.md"), encoding: .utf8)
        guard let start = readme.range(of: marker),
            let open = readme.range(of: "```sh\n", range: start.upperBound..<readme.endIndex),
            let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
        else {
            throw SupportFailure(description: "docs/BUILD-INTEGRATION.md has no ```sh block after \(marker)")
        }
        let lines = readme[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.dropFirst(min(indent, $0.count)) }.joined(separator: "\n")
    }
}
