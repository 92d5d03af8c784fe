import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Three teams customise the output with `--templates`, as the customisation guide shows: each override passes the
/// checks of an override, and the code it generates for the reference spec (`specs/user.yaml`), with the team's own
/// code beside it, builds under every setting of the compatibility matrix and passes the layout pass's lint.
@Suite struct TemplateStoryTests {
    /// A team's override: the templates it changes (the installed text with edits), and Swift of its own that
    /// relies on the change.
    struct Story: CustomTestStringConvertible, Sendable {
        let name: String
        /// Template name → (installed text → overriding text).
        let edits: [String: @Sendable (String) -> String]
        /// Code of the team's that uses the customised API (built into the same module).
        let usage: String
        var testDescription: String { name }
    }

    static let stories: [Story] = [
        // 1. The observer methods take their payload with a label: `func userManagerDidLogin(received payload:)`.
        Story(
            name: "observer signature",
            edits: [
                "observer": {
                    $0.replacingOccurrences(
                        of: "({{#hasPayload}}_ {{#isResult}}", with: "({{#hasPayload}}received {{#isResult}}")
                },
                "keyholder": {
                    $0.replacingOccurrences(
                        of: "observer.{{observerMethod}}({{#hasPayload}}payload",
                        with: "observer.{{observerMethod}}({{#hasPayload}}received: payload")
                },
            ],
            usage: """
                final class Inbox: UserManagerObserver, Sendable {
                    func userManagerDidGetMessage(received payload: UserManager.DidGetMessage) {}
                }
                """),
        // 2. Every payload is `@available` from the team's deployment target on and conforms to its own protocol.
        Story(
            name: "payload attribute and conformance",
            edits: [
                "payload": {
                    $0.replacingOccurrences(
                        of:
                            "{{#isMainActor}}@Swift.MainActor{{/isMainActor}}{{^isMainActor}}nonisolated{{/isMainActor}} {{access}}struct",
                        with:
                            "@available(macOS 13, iOS 16, *)\n{{#isMainActor}}@Swift.MainActor{{/isMainActor}}{{^isMainActor}}nonisolated{{/isMainActor}} {{access}}struct"
                    )
                    .replacingOccurrences(
                        of: "{{typeName}}: {{#isFailure}}Swift.Error",
                        with: "{{typeName}}: AppEvent, {{#isFailure}}Swift.Error")
                }
            ],
            usage: """
                public protocol AppEvent {}
                extension AppEvent { var eventName: String { String(describing: Self.self) } }
                func describe(_ message: UserManager.DidGetMessage) -> String { message.eventName }
                """),
        // 3. A house style: a license header, its own MARK lines, and no doc comments.
        Story(
            name: "house style",
            edits: [
                "file": {
                    TemplateStoryTests.withoutDocComments($0).replacingOccurrences(
                        of: "{{generatedHeader}}\n",
                        with: "// Copyright Example Corp. All rights reserved.\n{{generatedHeader}}\n")
                },
                "notifier": {
                    TemplateStoryTests.withoutDocComments($0).replacingOccurrences(
                        of: "// MARK: - {{name}}", with: "// MARK: {{name}} ·")
                },
                "payload": { TemplateStoryTests.withoutDocComments($0) },
                "key": { TemplateStoryTests.withoutDocComments($0) },
                "event": { TemplateStoryTests.withoutDocComments($0) },
                "keyholder": { TemplateStoryTests.withoutDocComments($0) },
                "message": { TemplateStoryTests.withoutDocComments($0) },
            ],
            usage: "func count() -> Int { UserManager.Name.allCases.count }\n"),
    ]

    /// A template without its doc comment lines: every line that is only a `///` comment, with the lines it
    /// continues onto (`{{~}}`).
    static func withoutDocComments(_ text: String) -> String {
        var kept: [Substring] = []
        var dropping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if dropping || line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                dropping = line.hasSuffix("{{~}}")
            } else {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    /// The override of `story`: the installed templates with its edits applied; every edit must change its template.
    static func templates(of story: Story) throws -> [String: String] {
        var texts = try TemplateCheckerTests.installed()
        for (name, edit) in story.edits {
            let installed = try #require(texts[name])
            let edited = edit(installed)
            #expect(edited != installed, "\(story.name): the edit of \(name).mustache no longer applies")
            texts[name] = edited
        }
        return texts
    }

    /// The story's generated file for `specs/user.yaml`, written into `folder` without its lint directives (so that
    /// the lint sees it), and its usage file.
    static func files(of story: Story, in folder: URL) throws -> [URL] {
        let texts = try templates(of: story)
        let spec = Repository.root.appendingPathComponent("specs/user.yaml")
        let generation = try Generator(templates: texts).generate([
            SpecSource(path: "user.yaml", bytes: [UInt8](try Data(contentsOf: spec)))
        ])
        let file = try #require(generation.files.first, "\(generation.diagnostics)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let generated = folder.appendingPathComponent("user.swift")
        let contents = file.contents.replacingOccurrences(
            of: "// swiftlint:disable all\n// swift-format-ignore-file\n", with: "")
        try contents.write(to: generated, atomically: true, encoding: .utf8)
        let usage = folder.appendingPathComponent("Usage.swift")
        try ("import Foundation\n\n" + story.usage).write(to: usage, atomically: true, encoding: .utf8)
        return [generated, usage]
    }

    @Test(arguments: stories)
    func theOverridePassesTheChecksAndIsLintClean(_ story: Story) throws {
        let texts = try Self.templates(of: story)
        let paths = Dictionary(uniqueKeysWithValues: texts.keys.map { ($0, $0 + ".mustache") })
        #expect(Generator.checkTemplates(texts, paths: paths) == [])
        let workspace = try Workspace()
        let files = try Self.files(of: story, in: workspace.url("story"))
        try LayoutLintTests.expectLintClean([files[0].path], workspace: workspace)
        let generated = try String(contentsOf: files[0], encoding: .utf8)
        switch story.name {
        case "observer signature": #expect(generated.contains("func userManagerDidGetMessage(received payload:"))
        case "payload attribute and conformance": #expect(generated.contains("@available(macOS 13, iOS 16, *)"))
        default:
            #expect(generated.hasPrefix("// Copyright Example Corp. All rights reserved.\n// Generated by notigen"))
            #expect(!generated.contains("///"))
            #expect(generated.contains("// MARK: UserManager ·"))
        }
    }

    @Test(arguments: CompilerSetting.allCases, stories)
    func theOverridesCodeBuilds(_ setting: CompilerSetting, _ story: Story) throws {
        let build = try CompatibilityBuild(setting)
        let files = try Self.files(of: story, in: build.folder.appendingPathComponent("Story"))
        CompatibilityBuild.expectClean(
            try build.library("Accounts", files, packageName: "NotigenTests", imported: false),
            "\(story.name) under \(setting.rawValue)")
    }
}
