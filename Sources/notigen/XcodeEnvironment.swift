import Foundation

/// What Xcode tells a Run Script phase through its environment: whether user-script sandboxing is on
/// (`ENABLE_USER_SCRIPT_SANDBOXING`), the phase's declared input and output files (`SCRIPT_INPUT_FILE_<n>`,
/// `SCRIPT_OUTPUT_FILE_<n>`, and the resolved file lists `SCRIPT_INPUT_FILE_LIST_<n>`/`SCRIPT_OUTPUT_FILE_LIST_<n>`,
/// whose lines Xcode has already expanded), and its temporary folders (`DERIVED_FILE_DIR`, `TARGET_TEMP_DIR`).
struct XcodeEnvironment {
    /// Whether notigen runs as an Xcode build step: Xcode sets `XCODE_VERSION_ACTUAL` and the phase's
    /// `SCRIPT_INPUT_FILE_COUNT` for every Run Script phase.
    var isXcode: Bool
    /// Whether Xcode runs the phase in its user-script sandbox.
    var isSandboxed: Bool
    /// Whether Xcode runs this process (as a Run Script phase), without reading anything but `environment`.
    static func runsNotigen(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["XCODE_VERSION_ACTUAL"] != nil || environment["SCRIPT_INPUT_FILE_COUNT"] != nil
    }

    /// The phase's declared inputs, as absolute standardized paths; nil when the phase declares none.
    var inputs: [String]?
    /// The phase's declared outputs, as absolute standardized paths; nil when the phase declares none.
    var outputs: [String]?
    /// The folders Xcode gives the phase for its own files, most specific first.
    var temporaryFolders: [String]

    /// Reads `environment` (the process's by default). A file list that cannot be read counts as empty: the
    /// check of declared files then names the file that is missing from it.
    init(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
        isXcode = Self.runsNotigen(environment)
        isSandboxed = environment["ENABLE_USER_SCRIPT_SANDBOXING"] == "YES"
        inputs = Self.declared("SCRIPT_INPUT_FILE", environment)
        outputs = Self.declared("SCRIPT_OUTPUT_FILE", environment)
        temporaryFolders = ["DERIVED_FILE_DIR", "TARGET_TEMP_DIR"].compactMap { environment[$0] }
            .filter { !$0.isEmpty }
    }

    /// The files `prefix_0`… and the lines of the lists `prefix_LIST_0`… declare, standardized; nil when the phase
    /// declares no file and no list.
    private static func declared(_ prefix: String, _ environment: [String: String]) -> [String]? {
        let fileCount = Int(environment[prefix + "_COUNT"] ?? "") ?? 0
        let listCount = Int(environment[prefix + "_LIST_COUNT"] ?? "") ?? 0
        guard fileCount > 0 || listCount > 0 else { return nil }
        var paths = (0..<fileCount).compactMap { environment["\(prefix)_\($0)"] }
        for index in 0..<listCount {
            guard let list = environment["\(prefix)_LIST_\(index)"],
                let data = FileManager.default.contents(atPath: list)
            else { continue }
            paths += FileList.entries(String(decoding: data, as: UTF8.self))
        }
        return paths.map(SandboxPolicy.standardized)
    }
}
