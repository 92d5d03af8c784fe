import Foundation

/// A Run Script phase as Xcode runs it: the environment it sets (`SRCROOT`, `DERIVED_FILE_DIR`, `TARGET_TEMP_DIR`,
/// `ENABLE_USER_SCRIPT_SANDBOXING`, `SCRIPT_INPUT_FILE_<n>`, `SCRIPT_OUTPUT_FILE_<n>` and the file lists, which
/// Xcode resolves — build settings such as `$(SRCROOT)` expanded — into copies in the target's temporary folder),
/// and the sandbox it runs the script in (`BuildSandbox`).
struct XcodePhase {
    /// The project's folder (`SRCROOT`); the script runs in it.
    var project: URL
    /// Xcode's DerivedData folder for the target; `DERIVED_FILE_DIR` and `TARGET_TEMP_DIR` are inside it.
    var derivedData: URL
    var inputFiles: [String] = []
    var outputFiles: [String] = []
    /// File lists, as paths relative to the project (as the phase's settings name them).
    var inputFileLists: [String] = []
    var outputFileLists: [String] = []
    var sandboxed = true

    var derivedFileFolder: URL { derivedData.appendingPathComponent("DerivedSources") }
    var targetTemporaryFolder: URL { derivedData.appendingPathComponent("App.build") }

    /// The environment of the script: the phase's files and resolved file lists (written now).
    func environment() throws -> [String: String] {
        var environment = [
            "XCODE_VERSION_ACTUAL": "2600", "SRCROOT": project.path, "PROJECT_DIR": project.path,
            "DERIVED_FILE_DIR": derivedFileFolder.path, "TARGET_TEMP_DIR": targetTemporaryFolder.path,
            "ENABLE_USER_SCRIPT_SANDBOXING": sandboxed ? "YES" : "NO",
        ]
        try FileManager.default.createDirectory(at: targetTemporaryFolder, withIntermediateDirectories: true)
        for (prefix, files, lists) in [
            ("SCRIPT_INPUT_FILE", inputFiles, inputFileLists), ("SCRIPT_OUTPUT_FILE", outputFiles, outputFileLists),
        ] {
            environment[prefix + "_COUNT"] = String(files.count)
            for (index, file) in files.enumerated() { environment["\(prefix)_\(index)"] = resolve(file) }
            environment[prefix + "_LIST_COUNT"] = String(lists.count)
            for (index, list) in lists.enumerated() {
                let text = try String(contentsOf: project.appendingPathComponent(list), encoding: .utf8)
                let resolved = targetTemporaryFolder.appendingPathComponent("\(prefix)-\(index)-resolved.xcfilelist")
                try text.split(separator: "\n").map { resolve(String($0)) + "\n" }.joined()
                    .write(to: resolved, atomically: true, encoding: .utf8)
                environment["\(prefix)_LIST_\(index)"] = resolved.path
            }
        }
        return environment
    }

    /// Every file the phase declares (its files and the entries of its lists), absolute.
    func declared(outputs: Bool) throws -> [URL] {
        let lists = try (outputs ? outputFileLists : inputFileLists).flatMap { list in
            try String(contentsOf: project.appendingPathComponent(list), encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init)
        }
        return ((outputs ? outputFiles : inputFiles) + lists).map { URL(fileURLWithPath: resolve($0)) }
    }

    /// The sandbox Xcode runs the phase in: declared inputs and outputs, and Xcode's temporary folders.
    func sandbox() throws -> BuildSandbox {
        BuildSandbox(
            project: project, inputs: try declared(outputs: false), outputs: try declared(outputs: true),
            temporaryFolders: [derivedFileFolder, targetTemporaryFolder])
    }

    /// `path` with `$(SRCROOT)` (and `${SRCROOT}`) expanded and made absolute against the project, as Xcode does.
    func resolve(_ path: String) -> String {
        let expanded = path.replacingOccurrences(of: "$(SRCROOT)", with: project.path)
            .replacingOccurrences(of: "${SRCROOT}", with: project.path)
        return expanded.hasPrefix("/") ? expanded : project.appendingPathComponent(expanded).path
    }
}
