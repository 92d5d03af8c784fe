import Foundation
import NotigenCore

/// Issue 34's combination generator: every feature alone, every pair of features, and a seeded random sample of
/// triples (`CompositionFeature`), each spec generated alone (its notifier named for its index, so that all of them
/// build as one module). What notigen refuses must be refused with a diagnostic at `file:line:column`; what it
/// accepts is built by `CompositionTests` under every setting of the compatibility matrix.
struct CompositionRun: Sendable {
    /// One spec of the run.
    struct Combination: Sendable {
        let index: Int
        let features: [CompositionFeature]
        let yaml: String
        /// The generated files' contents by name; empty when notigen refused the spec.
        var files: [(name: String, contents: String)] = []
        /// The rendered diagnostics when notigen refused the spec.
        var refusal: String?

        var specName: String { "c\(index).yaml" }
        var label: String { features.map(\.name).joined(separator: " + ") }
        /// Whether its conditions test the flag, so that it is built with and without it.
        var testsFlag: Bool { yaml.contains(CompositionFeature.flag) }
    }

    /// The seed of the triples, from `NOTIGEN_COMPOSITION_SEED` when set.
    let seed: UInt64
    let singles: Int
    let pairs: Int
    let triples: Int
    let combinations: [Combination]

    /// The run with `tripleCount` triples drawn with `seed`.
    init(seed: UInt64, tripleCount: Int) throws {
        self.seed = seed
        let features = CompositionFeature.all
        var sets: [[CompositionFeature]] = features.map { [$0] }
        singles = sets.count
        for i in features.indices {
            for j in features.indices where j > i { sets.append([features[i], features[j]]) }
        }
        pairs = sets.count - singles
        var random = SplitMix(seed: seed)
        var drawn: Set<[Int]> = []
        while drawn.count < tripleCount {
            let picked = Set((0..<3).map { _ in Int.random(in: features.indices, using: &random) })
            guard picked.count == 3 else { continue }
            if drawn.insert(picked.sorted()).inserted {
                sets.append(picked.sorted().map { features[$0] })
            }
        }
        triples = tripleCount
        let generator = try Repository.generator()
        combinations = sets.enumerated().map { index, features in
            var combination = Combination(
                index: index, features: features,
                yaml: CompositionFeature.spec(features, notifier: "C\(index)"))
            let generation = generator.generate([
                SpecSource(path: combination.specName, bytes: Array(combination.yaml.utf8))
            ])
            if generation.succeeded {
                combination.files = generation.files.map { ("c\(index)_" + $0.name, $0.contents) }
            } else {
                combination.refusal = generation.renderedDiagnostics
            }
            return combination
        }
    }

    /// The run CI makes: the seed of `NOTIGEN_COMPOSITION_SEED` (else a fixed one), 200 triples.
    static let shared: Result<CompositionRun, any Error> = Result {
        let seed = ProcessInfo.processInfo.environment["NOTIGEN_COMPOSITION_SEED"].flatMap { UInt64($0) } ?? 34
        return try CompositionRun(seed: seed, tripleCount: 200)
    }

    var accepted: [Combination] { combinations.filter { $0.refusal == nil } }
    var refused: [Combination] { combinations.filter { $0.refusal != nil } }

    /// Whether every line of a refusal's diagnostics that says `error:` is at `file:line:column`.
    static func isLocated(_ refusal: String, specName: String) -> Bool {
        let errors = refusal.split(separator: "\n").filter { $0.contains("error: ") }
        guard !errors.isEmpty else { return false }
        return errors.allSatisfy { line in
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            return parts.count == 4 && parts[0] == specName && Int(parts[1]).map { $0 > 0 } == true
                && Int(parts[2]).map { $0 > 0 } == true
        }
    }

    /// The generated files that swiftc's `output` charges an error or warning to, by path.
    static func failingFiles(_ output: String, among files: Set<String>) -> Set<String> {
        var failing: Set<String> = []
        for line in output.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
            guard let path = line.split(separator: ":", maxSplits: 1).first.map(String.init) else { continue }
            if files.contains(path) { failing.insert(path) }
        }
        return failing
    }
}
