import Foundation
import NotigenCore

/// The generator every input runs through, with the checkout's templates (read once, before fuzzing starts).
private let generator: Generator = {
    let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")
    var texts: [String: String] = [:]
    for name in Generator.templateNames {
        let url = templates.appendingPathComponent(name + ".mustache")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            fatalError("notigen-fuzz: cannot read \(url.path)")
        }
        texts[name] = String(decoding: data, as: UTF8.self)
    }
    do {
        return try Generator(templates: texts)
    } catch {
        fatalError("notigen-fuzz: \(error)")
    }
}()

/// libFuzzer's entry point: one input is one spec, run through parse → validate → render, diagnostics rendered.
/// A spec the generator accepts must produce its file; one it refuses must produce at least one diagnostic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let generation = generator.generate([SpecSource(path: "fuzz.yaml", bytes: bytes)])
    if generation.succeeded {
        precondition(generation.files.contains { $0.name == "fuzz.swift" && !$0.contents.isEmpty })
    } else {
        precondition(!generation.renderedDiagnostics.isEmpty)
    }
    return 0
}
