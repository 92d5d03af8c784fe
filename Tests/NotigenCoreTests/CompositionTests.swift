import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// Issue 34: every combination of spec features that notigen accepts builds. `CompositionRun` generates every
/// feature alone, every pair and a seeded sample of triples, each spec alone; a refusal passes only with its
/// diagnostics at `file:line:column`. Every accepted output is built with `-emit-library -warnings-as-errors` under
/// each setting of the compatibility matrix, without the flag its conditions test and, for the specs that test one,
/// with it: all of them as one module (their notifiers are named apart), so that CI builds 14 modules, not
/// thousands. A module with errors is charged to its files by path, then built again without them, so that the
/// errors of a later phase of the other files are not hidden.
@Suite struct CompositionTests {
    private static func run() throws -> CompositionRun {
        try CompositionRun.shared.get()
    }

    @Test func everyRefusalIsLocated() throws {
        let run = try Self.run()
        for combination in run.refused {
            let refusal = combination.refusal ?? ""
            #expect(
                CompositionRun.isLocated(refusal, specName: combination.specName),
                "\(combination.label) is refused without a location:\n\(refusal)\n\(combination.yaml)")
        }
        let reasons = Dictionary(grouping: run.refused) { combination in
            (combination.refusal ?? "").split(separator: "\n").first.map { line in
                String(line.split(separator: " ", maxSplits: 2).dropFirst(2).first ?? "")
            } ?? ""
        }
        print(
            "composition (seed \(run.seed)): \(run.singles) singles, \(run.pairs) pairs, \(run.triples) triples; "
                + "\(run.accepted.count) accepted, \(run.refused.count) refused")
        for (reason, refused) in reasons.sorted(by: { $0.key < $1.key }) {
            print("  refused \(refused.count)×: \(reason) (e.g. \(refused[0].label))")
        }
    }

    @Test(arguments: CompilerSetting.allCases, [false, true])
    func acceptedCombinationsBuild(_ setting: CompilerSetting, _ flagSet: Bool) throws {
        let run = try Self.run()
        let build = try CompatibilityBuild(setting)
        let folder = build.folder.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let types = build.folder.appendingPathComponent("CompositionTypes.swift")
        try CompositionTypes.source.write(to: types, atomically: true, encoding: .utf8)
        var owner: [String: CompositionRun.Combination] = [:]
        var files: [URL] = []
        for combination in run.accepted where !flagSet || combination.testsFlag {
            for file in combination.files {
                let url = folder.appendingPathComponent(file.name)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                owner[url.path] = combination
                files.append(url)
            }
        }
        let built = files.count
        var failed: [String: String] = [:]
        for _ in 0..<8 {
            let result = try build.library(
                CompositionTypes.module, [types] + files, packageName: "NotigenTests", imported: false,
                defining: flagSet ? [CompositionFeature.flag] : [], wholeModule: true)
            if result.status == 0 && result.text.isEmpty { break }
            let failing = CompositionRun.failingFiles(result.text, among: Set(files.map(\.path)))
            guard !failing.isEmpty else {
                Issue.record(
                    "\(setting) flag \(flagSet): the module fails outside the generated files:\n\(result.text)")
                break
            }
            for path in failing { failed[path] = result.text }
            files.removeAll { failing.contains($0.path) }
        }
        print(
            "composition \(setting.rawValue) flag \(flagSet ? "set" : "unset"): "
                + "\(Set(owner.values.map(\.index)).count) specs, \(built) files built, \(failed.count) failing")
        for (path, output) in failed.sorted(by: { $0.key < $1.key }) {
            let combination = owner[path]
            let errors = output.split(separator: "\n").filter { $0.hasPrefix(path) }.prefix(4).joined(separator: "\n")
            let state = flagSet ? "set" : "unset"
            let message = "\(setting.rawValue), flag \(state): \(combination?.label ?? path) does not build:\n"
            Issue.record(Comment(rawValue: message + errors + "\n" + (combination?.yaml ?? "")))
        }
    }
}
